import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { CaipNetwork } from '@latchkey/kernel';
import { solanaDevnet, solanaMainnet, solanaTestnet } from '@latchkey/solana';
import { bitcoin, bitcoinTestnet } from '@latchkey/bip122';
import { kusama, polkadotMainnet, westend } from '@latchkey/polkadot';
import { cosmosHub, osmosis, osmosisTestnet } from '@latchkey/cosmos';
import { NETWORK_IMAGE_IDS } from './images';
import { cloudPath } from './paths';
import { startCloud, type CloudHandle } from './server';

// The networks the chain plugins ship carry their picture's id (SPEC §3 `assets.imageId`) as a
// real network definition does; the double's `/public/getAssetImage/{id}` serves exactly those.

const SHIPPED: readonly CaipNetwork[] = [solanaMainnet, solanaDevnet, solanaTestnet, bitcoin, bitcoinTestnet, polkadotMainnet, kusama, westend, cosmosHub, osmosis, osmosisTestnet];

let cloud: CloudHandle;
beforeAll(async () => {
  cloud = await startCloud({ port: 0 });
});
afterAll(() => cloud.stop());

describe("the plugins' networks and the double's network images", () => {
  it.each(SHIPPED.map((n) => [n.name, n] as const))('%s carries the id the double serves its image under', async (_name, network) => {
    expect(network.assets?.imageId).toBe(NETWORK_IMAGE_IDS[network.caipNetworkId]);
    const response = await fetch(`${cloud.url}${cloudPath('assetImage', { id: network.assets!.imageId! })}`);
    expect([response.status, response.headers.get('content-type')]).toEqual([200, 'image/svg+xml']);
    expect(await response.text()).toMatch(/^<svg /);
  });
});
