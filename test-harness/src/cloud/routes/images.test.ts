import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DIRECTORY_IDS, generateDirectory } from '../directory';
import { CURRENCY_IMAGE_IDS, HUGE_IMAGE_BYTES, NETWORK_IMAGE_IDS, TOKEN_IMAGE_IDS } from '../images';
import { cloudPath } from '../paths';
import { startCloud } from '../server';
import type { CloudHandle } from '../server';

let cloud: CloudHandle;
beforeAll(async () => {
  cloud = await startCloud({ port: 0 });
});
afterAll(() => cloud.stop());

const PNG_SIGNATURE = '89504e470d0a1a0a';
const imageIdOf = (walletId: string): string => generateDirectory().entries.find((entry) => entry.id === walletId)!.image_id;

async function fetchBytes(path: string): Promise<{ status: number; type: string | null; bytes: Buffer }> {
  const response = await fetch(`${cloud.url}${path}`);
  return { status: response.status, type: response.headers.get('content-type'), bytes: Buffer.from(await response.arrayBuffer()) };
}

describe('image routes', () => {
  it('serves a wallet image as an SVG with the wallet initial', async () => {
    const { status, type, bytes } = await fetchBytes(cloudPath('walletImage', { id: imageIdOf(DIRECTORY_IDS.devWallet) }));
    expect(status).toBe(200);
    expect(type).toBe('image/svg+xml');
    expect(bytes.toString()).toMatch(/^<svg [^>]*>.*>L<\/text><\/svg>$/);
  });

  it('escapes hostile names inside the SVG', async () => {
    const { bytes } = await fetchBytes(cloudPath('walletImage', { id: imageIdOf(DIRECTORY_IDS.scriptName) }));
    expect(bytes.toString()).not.toContain('<script');
  });

  it('serves the hostile huge image (several MB) and broken bytes labelled PNG', async () => {
    const huge = await fetchBytes(cloudPath('walletImage', { id: imageIdOf(DIRECTORY_IDS.hugeImage) }));
    expect(huge.status).toBe(200);
    expect(huge.bytes.length).toBe(HUGE_IMAGE_BYTES);
    expect(huge.bytes.length).toBeGreaterThan(3 * 1024 * 1024);
    const broken = await fetchBytes(cloudPath('walletImage', { id: imageIdOf(DIRECTORY_IDS.brokenImage) }));
    expect(broken.type).toBe('image/png');
    expect(broken.bytes.subarray(0, 8).toString('hex')).not.toBe(PNG_SIGNATURE);
    expect(() => new TextDecoder('utf-8', { fatal: true }).decode(broken.bytes)).toThrow();
  });

  it('serves network, currency and token images with their content type', async () => {
    const network = await fetchBytes(cloudPath('assetImage', { id: NETWORK_IMAGE_IDS['eip155:31337']! }));
    expect([network.status, network.type]).toEqual([200, 'image/svg+xml']);
    for (const path of [cloudPath('currencyImage', { id: CURRENCY_IMAGE_IDS[0]! }), cloudPath('tokenImage', { id: TOKEN_IMAGE_IDS[0]! }), cloudPath('tokenImage', { id: 'usdc' })]) {
      const png = await fetchBytes(path);
      expect([png.status, png.type], path).toEqual([200, 'image/png']);
      expect(png.bytes.subarray(0, 8).toString('hex')).toBe(PNG_SIGNATURE);
      expect(png.bytes.subarray(12, 16).toString('ascii')).toBe('IHDR');
    }
  });

  it('answers 404 with a JSON error for unknown ids', async () => {
    for (const key of ['walletImage', 'assetImage', 'currencyImage', 'tokenImage'] as const) {
      const response = await fetch(`${cloud.url}${cloudPath(key, { id: 'unknown-id' })}`);
      expect(response.status, key).toBe(404);
      expect(await response.json()).toMatchObject({ status: 'FAILED', message: expect.stringMatching(/unknown-id/i) });
    }
  });
});
