import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { DIRECTORY_IDS } from '../directory';
import { cloudPath } from '../paths';
import { DEFAULT_FEATURES } from '../projects';
import { startCloud } from '../server';
import type { CloudHandle } from '../server';
import { cloudFetch, createShapeChecker } from '../test-support';
import type { RemoteFeature, WalletEntry } from '../types';

const assertShape = createShapeChecker();
let cloud: CloudHandle;

beforeAll(async () => {
  cloud = await startCloud({ port: 0, projectId: 'config-test' });
});
afterEach(() => cloud.reset());
afterAll(() => cloud.stop());

type Wallets = { data: WalletEntry[]; count: number };

describe('config service', () => {
  it('serves the SPEC §9 remote defaults', async () => {
    const { status, body } = await cloudFetch<{ features: RemoteFeature[] }>(cloud, cloudPath('config'));
    expect(status).toBe(200);
    assertShape('config', body);
    const byId = Object.fromEntries(body.features.map((feature) => [feature.id, feature]));
    expect(byId.swaps).toEqual({ id: 'swaps', isEnabled: true, config: ['1inch'] });
    expect(byId.onramp).toEqual({ id: 'onramp', isEnabled: true, config: ['meld', 'coinbase'] });
    expect(byId.socials?.config).toEqual(['google', 'x', 'discord', 'farcaster', 'github', 'apple', 'facebook']);
    expect(byId.email?.isEnabled).toBe(true);
    expect(byId.activity?.isEnabled).toBe(true);
    expect(byId.reownBranding?.isEnabled).toBe(true);
    expect(byId.multiWallet?.isEnabled).toBe(false);
  });

  it('applies per-test overrides and restores defaults on reset', async () => {
    cloud.setConfig({ multiWallet: { isEnabled: true }, socials: { config: ['github'] } });
    const changed = await cloudFetch<{ features: RemoteFeature[] }>(cloud, cloudPath('config'));
    expect(changed.body.features.find((f) => f.id === 'multiWallet')?.isEnabled).toBe(true);
    expect(changed.body.features.find((f) => f.id === 'socials')?.config).toEqual(['github']);
    cloud.reset();
    const restored = await cloudFetch<{ features: RemoteFeature[] }>(cloud, cloudPath('config'));
    expect(restored.body.features).toEqual(DEFAULT_FEATURES);
  });

  it('answers 400 without projectId and 403 for an unknown project, with an error body', async () => {
    const missing = await cloudFetch(cloud, cloudPath('origins'), { projectId: null });
    expect(missing.status).toBe(400);
    assertShape('error', missing.body);
    const unknown = await cloudFetch(cloud, cloudPath('origins'), { projectId: 'nobody' });
    expect(unknown.status).toBe(403);
    assertShape('error', unknown.body);
    expect((await cloudFetch(cloud, cloudPath('config'), { projectId: 'nobody' })).status).toBe(403);
  });

  it('serves and updates allowed origins, per project', async () => {
    const first = await cloudFetch<{ allowedOrigins: string[] }>(cloud, cloudPath('origins'));
    assertShape('origins', first.body);
    expect(first.body.allowedOrigins).toEqual(['http://localhost:*', 'http://127.0.0.1:*']);
    cloud.setOrigins(['https://dapp.example']);
    cloud.configure('second-project', { allowedOrigins: [] });
    expect((await cloudFetch(cloud, cloudPath('origins'))).body).toEqual({ allowedOrigins: ['https://dapp.example'] });
    expect((await cloudFetch(cloud, cloudPath('origins'), { projectId: 'second-project' })).body).toEqual({ allowedOrigins: [] });
  });

  it('serves the analytics switch', async () => {
    const on = await cloudFetch(cloud, cloudPath('analyticsConfig'));
    assertShape('analyticsConfig', on.body);
    expect(on.body).toEqual({ isAnalyticsEnabled: true });
    cloud.setAnalyticsEnabled(false);
    expect((await cloudFetch(cloud, cloudPath('analyticsConfig'))).body).toEqual({ isAnalyticsEnabled: false });
  });

  it('answers CORS preflight and sets allow-origin on answers', async () => {
    const preflight = await fetch(`${cloud.url}${cloudPath('config')}`, {
      method: 'OPTIONS',
      headers: { origin: 'http://localhost:5173', 'access-control-request-method': 'GET', 'access-control-request-headers': 'x-sdk-version' },
    });
    expect(preflight.status).toBe(204);
    expect(preflight.headers.get('access-control-allow-origin')).toBe('http://localhost:5173');
    expect(preflight.headers.get('access-control-allow-headers')).toBe('x-sdk-version');
    const answer = await cloudFetch(cloud, cloudPath('config'), { headers: { origin: 'http://localhost:5173' } });
    expect(answer.headers.get('access-control-allow-origin')).toBe('http://localhost:5173');
  });

  it('answers 404 for an unknown path and 405 for a wrong method', async () => {
    const missing = await cloudFetch(cloud, '/nope');
    expect(missing.status).toBe(404);
    assertShape('error', missing.body);
    const wrong = await cloudFetch(cloud, cloudPath('config'), { body: {} });
    expect(wrong.status).toBe(405);
  });
});

describe('wallet directory', () => {
  it('pages through more than 600 entries', async () => {
    const first = await cloudFetch<Wallets>(cloud, cloudPath('wallets'), { query: { page: '1', entries: '40' } });
    assertShape('wallets', first.body);
    expect(first.body.count).toBeGreaterThanOrEqual(600);
    expect(first.body.data).toHaveLength(40);
    const last = Math.ceil(first.body.count / 40);
    const tail = await cloudFetch<Wallets>(cloud, cloudPath('wallets'), { query: { page: String(last), entries: '40' } });
    expect(tail.body.data.length).toBe(first.body.count - (last - 1) * 40);
    expect(new Set([...first.body.data, ...tail.body.data].map((w) => w.id)).size).toBe(first.body.data.length + tail.body.data.length);
  });

  it('lists the Latchkey test wallets first, certified, with their rdns', async () => {
    const { body } = await cloudFetch<Wallets>(cloud, cloudPath('wallets'), { query: { entries: '2' } });
    expect(body.data.map((w) => [w.name, w.rdns, w.badge_type, w.id])).toEqual([
      ['Latchkey Dev Wallet', 'dev.latchkey.wallet', 'certified', DIRECTORY_IDS.devWallet],
      ['Latchkey Second Wallet', 'dev.latchkey.second', 'certified', DIRECTORY_IDS.secondWallet],
    ]);
  });

  it('contains hostile entries on the first page', async () => {
    const { body } = await cloudFetch<Wallets>(cloud, cloudPath('wallets'));
    const names = body.data.map((w) => w.name);
    expect(names.some((name) => name.includes('<script>'))).toBe(true);
    expect(names.some((name) => /<img [^>]*onerror/.test(name))).toBe(true);
    const links = body.data.flatMap((w) => [w.mobile_link, w.desktop_link, w.webapp_link]);
    expect(links.some((link) => link?.toLowerCase().startsWith('javascript:'))).toBe(true);
    expect(links.some((link) => link?.startsWith('data:'))).toBe(true);
    const ids = body.data.map((w) => w.id);
    expect(ids).toContain(DIRECTORY_IDS.hugeImage);
    expect(ids).toContain(DIRECTORY_IDS.brokenImage);
  });

  it('searches names case-insensitively', async () => {
    const { body } = await cloudFetch<Wallets>(cloud, cloudPath('wallets'), { query: { search: 'LATCHKEY' } });
    expect(body.data.map((w) => w.name)).toEqual(['Latchkey Dev Wallet', 'Latchkey Second Wallet']);
    expect(body.count).toBe(2);
  });

  it('filters by include, exclude, badge type and chains', async () => {
    const include = await cloudFetch<Wallets>(cloud, cloudPath('wallets'), { query: { include: `${DIRECTORY_IDS.secondWallet},${DIRECTORY_IDS.devWallet}` } });
    expect(include.body.data.map((w) => w.id).sort()).toEqual([DIRECTORY_IDS.devWallet, DIRECTORY_IDS.secondWallet].sort());
    const exclude = await cloudFetch<Wallets>(cloud, cloudPath('wallets'), { query: { exclude: DIRECTORY_IDS.devWallet, entries: '1' } });
    expect(exclude.body.data[0]?.id).toBe(DIRECTORY_IDS.secondWallet);
    const all = await cloudFetch<Wallets>(cloud, cloudPath('wallets'));
    expect(exclude.body.count).toBe(all.body.count - 1);
    const certified = await cloudFetch<Wallets>(cloud, cloudPath('wallets'), { query: { badge_type: 'certified', entries: '100' } });
    expect(certified.body.count).toBeGreaterThan(2);
    expect(certified.body.count).toBeLessThan(all.body.count);
    expect(certified.body.data.every((w) => w.badge_type === 'certified')).toBe(true);
    const cosmos = await cloudFetch<Wallets>(cloud, cloudPath('wallets'), { query: { chains: 'cosmos:cosmoshub-4', entries: '100' } });
    expect(cosmos.body.count).toBeGreaterThan(0);
    expect(cosmos.body.data.every((w) => w.chains.includes('cosmos:cosmoshub-4'))).toBe(true);
  });

  it('rejects bad paging with 400 and an error body', async () => {
    const queries: Array<Record<string, string>> = [{ page: '0' }, { entries: 'many' }, { entries: '1000' }, { badge_type: 'gold' }];
    for (const query of queries) {
      const answer = await cloudFetch(cloud, cloudPath('wallets'), { query });
      expect(answer.status, JSON.stringify(query)).toBe(400);
      assertShape('error', answer.body);
    }
  });
});
