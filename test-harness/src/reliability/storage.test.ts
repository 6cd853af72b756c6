// Corrupt and hostile storage at start-up (Node): a real kit with the real plugins (eip155 with
// the harness's EIP-6963 mock wallets, the embedded wallet, email and socials) starts on a
// storage that holds garbage under every key the kit and its plugins use — invalid JSON, wrong
// types, huge and deeply nested values, prototype-pollution keys, markup, stale shapes of older
// kits. Start-up must succeed without throwing or prompting the wallet, nothing may be polluted,
// bad entries are dropped or ignored, and a connect afterwards works (and survives a reload).
// What kernel/src/storage/storage.test.ts already covers (garbage under the kernel's own keys with
// a fake wallet, a storage that throws) is not repeated.
import { afterAll, afterEach, describe, expect, it } from 'vitest';
import { STORAGE_PREFIX, StorageKeys, createKit, createMemoryStorage, type Kit, type NetworkInput } from '@latchkey/kernel';
import { eip155 } from '@latchkey/eip155';
import { embeddedWallet } from '@latchkey/embedded-wallet';
import { email } from '@latchkey/email';
import { socials } from '@latchkey/socials';
import { readRecentWallets } from '../../../react/src/ui/directory/directory';
import { HARDHAT_ACCOUNTS } from '../chain/index';
import { installDevWallets, type MockWallet, type WalletConfig } from '../wallets/index';
import { fulfilment, watchUnhandledRejections } from './settle';

const DEV_WALLET = 'dev.latchkey.wallet';
const SEPOLIA = 11155111;
const BASE_SEPOLIA = 84532;
const ether = { name: 'Ether', symbol: 'ETH', decimals: 18 };
// Testnets: the kit reads no balance, so nothing here needs a chain.
const networks: NetworkInput[] = [
  { id: SEPOLIA, name: 'Sepolia', chainNamespace: 'eip155', nativeCurrency: ether, rpcUrls: { default: { http: ['https://rpc.invalid/'] } }, testnet: true },
  { id: BASE_SEPOLIA, name: 'Base Sepolia', chainNamespace: 'eip155', nativeCurrency: ether, rpcUrls: { default: { http: ['https://rpc.invalid/'] } }, testnet: true },
];
const walletConfig = (authorized: boolean): WalletConfig => ({
  chains: networks.map((n) => ({ chainId: Number(n.id), rpcUrl: 'https://rpc.invalid/' })),
  privateKeys: HARDHAT_ACCOUNTS.slice(0, 2).map((a) => a.privateKey),
  wallets: ['dev'],
  authorized,
});
const ADDRESS = HARDHAT_ACCOUNTS[0]!.address;

/** Every key the kit and its plugins read (kernel keys, then plugin keys under `<prefix><plugin>:`). */
const KERNEL_KEYS = Object.values(StorageKeys).map((k) => `${STORAGE_PREFIX}${k}`);
const PLUGIN_KEYS = [
  ...['email', 'email_login_used', 'last_email_login_time'].map((k) => `${STORAGE_PREFIX}email:${k}`),
  ...['social_username', 'pending_provider'].map((k) => `${STORAGE_PREFIX}socials:${k}`),
  `${STORAGE_PREFIX}embedded-wallet:preferred_account_types`,
  `${STORAGE_PREFIX}eip155:balance_cache`,
];
const ALL_KEYS = [...KERNEL_KEYS, ...PLUGIN_KEYS];

/** What a hostile page, an extension or an older kit may have left (raw localStorage text). */
const HOSTILE: Record<string, string> = {
  'invalid JSON': '{"eip155": [{"connectorId": ',
  'markup instead of JSON': '<img src=x onerror="globalThis.__xss = 1">',
  'a number': '42',
  'a JSON string of markup': JSON.stringify('<script>globalThis.__xss = 1</script>'),
  'null': 'null',
  'an array of junk': '[1, null, {}, "x", [[]], true]',
  'prototype-pollution keys': '{"__proto__":{"polluted":"yes"},"constructor":{"prototype":{"polluted":"yes"}},"eip155":{"__proto__":{"polluted":"yes"}}}',
  'a huge value (4 MB)': JSON.stringify('x'.repeat(4_000_000)),
  'deep nesting (4,000 levels)': `${'['.repeat(4_000)}${']'.repeat(4_000)}`,
  'a lone surrogate': '"\\ud800"',
};

const unhandled = watchUnhandledRejections();
const open: Array<{ kit: Kit; uninstall(): void }> = [];
afterAll(() => unhandled.stop());

afterEach(async () => {
  for (const o of open.splice(0)) {
    await o.kit.destroy();
    o.uninstall();
  }
  expect(unhandled.take()).toEqual([]);
  // Nothing read from storage reached a prototype, and no markup ran.
  expect(({} as Record<string, unknown>).polluted).toBeUndefined();
  expect(Object.prototype).not.toHaveProperty('polluted');
  expect((globalThis as { __xss?: unknown }).__xss).toBeUndefined();
});

/** A page: the dev wallet announced on a window, and a kit on `storage`. */
function page(storage: ReturnType<typeof createMemoryStorage>, options: { authorized?: boolean; multiWallet?: boolean } = {}) {
  const win = new EventTarget();
  const installed = installDevWallets(win, walletConfig(options.authorized ?? false));
  const kit = createKit({
    metadata: { name: 'Storage test', description: 'hostile storage', url: 'http://127.0.0.1:5173', icons: [] },
    networks,
    storage,
    // Basic mode (no remote configuration to ask for); multi-wallet needs it off.
    basic: !options.multiWallet,
    ...(options.multiWallet ? { features: { multiWallet: true, email: false, socials: false as const } } : {}),
    logger: { warn() {}, error() {}, info() {}, debug() {} },
    plugins: [eip155({ window: win as never, injected: false }), embeddedWallet({ url: 'https://secure.example/frame' }), email(), socials()],
  });
  open.push({ kit, uninstall: installed.uninstall });
  return { kit, wallet: installed.wallets.dev! };
}

const prompted = (wallet: MockWallet) => wallet.requests().filter((r) => r.method === 'eth_requestAccounts');

/** The state a first visit has: nothing connected or restoring, the default network. */
function expectFreshState(kit: Kit): void {
  const s = kit.getState();
  expect(s.activeNamespace).toBe('eip155');
  expect(s.chains.eip155!.network.caipNetwork?.caipNetworkId).toBe(`eip155:${SEPOLIA}`);
  expect(s.chains.eip155!.account).toMatchObject({ status: 'disconnected', address: undefined });
  expect(s.connections.eip155 ?? []).toEqual([]);
  expect(s.modal.open).toBe(false);
  expect(s.alerts).toEqual([]);
}

/** The visitor connects; the connection is stored in a shape the next page load restores. */
async function connectsAndReloads(storage: ReturnType<typeof createMemoryStorage>, kit: Kit): Promise<void> {
  const account = await fulfilment(kit.connect(DEV_WALLET), 'connect');
  expect(account.address).toBe(ADDRESS);
  expect(JSON.parse(storage.data.get(`${STORAGE_PREFIX}${StorageKeys.connectedConnectorIds}`)!)).toEqual({ eip155: DEV_WALLET });
  await kit.destroy();
  const again = page(storage, { authorized: true });
  await fulfilment(again.kit.ready, 'kit.ready after a reload');
  expect(again.kit.getState().chains.eip155!.account).toMatchObject({ status: 'connected', address: ADDRESS });
  expect(prompted(again.wallet)).toEqual([]);
}

describe('hostile values under every key the kit and its plugins read', () => {
  for (const [what, raw] of Object.entries(HOSTILE)) {
    it(`${what}: start-up succeeds quietly, nothing prompts or leaks, and a connect works`, async () => {
      const storage = createMemoryStorage(Object.fromEntries(ALL_KEYS.map((k) => [k, raw])));
      const started = Date.now();
      const { kit, wallet } = page(storage);
      await fulfilment(kit.ready, 'kit.ready', 5_000);
      expect(Date.now() - started).toBeLessThan(3_000);
      expectFreshState(kit);
      expect(prompted(wallet)).toEqual([]);
      // What the plugins and the views read from storage is of the type they expect, or nothing.
      expect(kit.plugin('email').cooldownSeconds()).toBe(0);
      expect(kit.plugin('email').loginUsed()).toBe(false);
      expect(['string', 'undefined']).toContain(typeof kit.plugin('email').lastEmail());
      expect(['string', 'undefined']).toContain(typeof kit.plugin('socials').lastUsername());
      expect(readRecentWallets(kit).every((id) => typeof id === 'string')).toBe(true);
      await connectsAndReloads(storage, kit);
    });
  }
});

describe('hostile entries of the right shape', () => {
  it('prototype keys among the remembered connector ids: only the configured namespace is restored, and the junk is forgotten', async () => {
    const storage = createMemoryStorage({
      [`${STORAGE_PREFIX}${StorageKeys.connectedConnectorIds}`]: `{"__proto__":"${DEV_WALLET}","constructor":"${DEV_WALLET}","toString":"x","solana":"${DEV_WALLET}","eip155":"${DEV_WALLET}"}`,
    });
    const { kit, wallet } = page(storage, { authorized: true });
    await fulfilment(kit.ready, 'kit.ready');
    expect(kit.getState().chains.eip155!.account).toMatchObject({ status: 'connected', address: ADDRESS });
    expect(Object.keys(kit.getState().chains)).toEqual(['eip155']);
    expect(prompted(wallet)).toEqual([]);
    expect(JSON.parse(storage.data.get(`${STORAGE_PREFIX}${StorageKeys.connectedConnectorIds}`)!)).toEqual({ eip155: DEV_WALLET });
  });

  it('remembered connections with markup for addresses, an unknown network, a thousand entries and a prototype key: the wallet’s own account shows, the list is bounded', async () => {
    const junk = Array.from({ length: 1_000 }, (_, i) => ({ connectorId: `wallet.${i}`, accounts: [{ address: `<img src=x onerror="globalThis.__xss=${i}">` }], caipNetworkId: 'eip155:999' }));
    const storage = createMemoryStorage({
      [`${STORAGE_PREFIX}${StorageKeys.connections}`]: JSON.stringify({
        eip155: [{ connectorId: DEV_WALLET, accounts: [{ address: '<script>globalThis.__xss = 1</script>', type: 'eoa' }], caipNetworkId: 'eip155:999' }, ...junk.slice(0, 20)],
        __proto__: junk.slice(0, 3),
      }),
      [`${STORAGE_PREFIX}${StorageKeys.connectedConnectorIds}`]: JSON.stringify({ eip155: DEV_WALLET }),
    });
    const { kit } = page(storage, { authorized: true });
    // While restoring, no stored address is shown.
    expect(kit.getState().chains.eip155!.account.address).toBeUndefined();
    await fulfilment(kit.ready, 'kit.ready');
    const s = kit.getState();
    expect(s.chains.eip155!.account).toMatchObject({ status: 'connected', address: ADDRESS });
    expect(s.chains.eip155!.network.caipNetwork?.caipNetworkId).toBe(`eip155:${SEPOLIA}`);
    expect(JSON.stringify(s)).not.toContain('<');
    const stored = JSON.parse(storage.data.get(`${STORAGE_PREFIX}${StorageKeys.connections}`)!) as Record<string, Array<{ accounts: Array<{ address: string }> }>>;
    expect(Object.keys(stored)).toEqual(['eip155']);
    expect(stored.eip155!.length).toBeLessThanOrEqual(8);
    // The remembered accounts are the wallet's, as it answered; the stored markup is gone.
    const remembered = stored.eip155!.find((c) => (c as unknown as { connectorId: string }).connectorId === DEV_WALLET)!;
    expect(remembered.accounts.map((a) => a.address)).toEqual(HARDHAT_ACCOUNTS.slice(0, 2).map((a) => a.address));
  });

  it('a remembered network that is a prototype key or not configured falls back to the default; a configured one is used', async () => {
    for (const [stored, expected] of [
      ['"__proto__"', SEPOLIA],
      ['"constructor"', SEPOLIA],
      ['"eip155:1"', SEPOLIA],
      [`"eip155:${BASE_SEPOLIA}"`, BASE_SEPOLIA],
    ] as const) {
      const storage = createMemoryStorage({ [`${STORAGE_PREFIX}${StorageKeys.activeCaipNetworkId}`]: stored, [`${STORAGE_PREFIX}${StorageKeys.activeNamespace}`]: '"__proto__"' });
      const { kit } = page(storage);
      await fulfilment(kit.ready, 'kit.ready');
      expect(kit.getState().chains.eip155!.network.caipNetwork?.caipNetworkId).toBe(`eip155:${expected}`);
      expect(kit.getState().activeNamespace).toBe('eip155');
    }
  });

  it('recent connections: wrong types and long lists are cut to the two of SPEC §9, valid shapes only', async () => {
    const storage = createMemoryStorage({
      [`${STORAGE_PREFIX}${StorageKeys.recentConnections}`]: JSON.stringify([
        { connectorId: 42, namespace: 'eip155', address: ADDRESS },
        { connectorId: 'a'.repeat(10_000), namespace: 'eip155', address: ADDRESS },
        ...Array.from({ length: 100 }, (_, i) => ({ connectorId: `w${i}`, namespace: 'eip155', address: ADDRESS })),
      ]),
      [`${STORAGE_PREFIX}${StorageKeys.recentWallets}`]: JSON.stringify([{ id: 'x' }, 7, ...Array.from({ length: 100 }, (_, i) => `w${i}`)]),
    });
    const { kit } = page(storage, { multiWallet: true });
    await fulfilment(kit.ready, 'kit.ready');
    expect(kit.connections.recent()).toEqual([
      { connectorId: 'w0', namespace: 'eip155', address: ADDRESS },
      { connectorId: 'w1', namespace: 'eip155', address: ADDRESS },
    ]);
    expect(readRecentWallets(kit)).toEqual(['w0', 'w1']);
    await fulfilment(kit.connect(DEV_WALLET), 'connect');
    expect(kit.connections.recent().map((r) => r.connectorId)).toEqual([DEV_WALLET, 'w0']);
  });

  it("an older kit's state (connector ids only, status 'connected'): restored silently when the wallet still knows the site, else disconnected without a prompt", async () => {
    const older = {
      [`${STORAGE_PREFIX}${StorageKeys.connectedConnectorIds}`]: JSON.stringify({ eip155: DEV_WALLET }),
      [`${STORAGE_PREFIX}${StorageKeys.connectionStatus}`]: '"connected"',
      [`${STORAGE_PREFIX}${StorageKeys.connectedNamespaces}`]: '["eip155"]',
    };
    const known = page(createMemoryStorage(older), { authorized: true });
    await fulfilment(known.kit.ready, 'kit.ready');
    expect(known.kit.getState().chains.eip155!.account).toMatchObject({ status: 'connected', address: ADDRESS });
    const forgotten = page(createMemoryStorage(older), { authorized: false });
    await fulfilment(forgotten.kit.ready, 'kit.ready');
    expectFreshState(forgotten.kit);
    expect(prompted(forgotten.wallet)).toEqual([]);
  });

  it('the email cooldown and preferences: a time in the future, a huge time and a forged login flag do not lock the visitor out', async () => {
    const storage = createMemoryStorage({
      [`${STORAGE_PREFIX}email:last_email_login_time`]: String(Date.now() + 365 * 24 * 3600_000),
      [`${STORAGE_PREFIX}email:email_login_used`]: '"true"',
      [`${STORAGE_PREFIX}email:email`]: '{"toString":"x"}',
      [`${STORAGE_PREFIX}embedded-wallet:preferred_account_types`]: '{"eip155":"<script>","__proto__":{"polluted":"yes"}}',
    });
    const { kit } = page(storage);
    await fulfilment(kit.ready, 'kit.ready');
    // A clock set back (or a forged time) never makes the SPEC §9 30 s cooldown longer.
    expect(kit.plugin('email').cooldownSeconds()).toBeLessThanOrEqual(30);
    expect(kit.plugin('email').loginUsed()).toBe(false);
    expect(kit.plugin('email').lastEmail()).toBeUndefined();
    await fulfilment(kit.connect(DEV_WALLET), 'connect');
  });
});
