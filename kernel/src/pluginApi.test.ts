// The plugin API for many chains, and the defects a probe of the EVM slice found: each test here
// fails if the old behaviour comes back.
import { describe, expect, it, vi } from 'vitest';
import { createKit } from './createKit';
import { matchSlots } from './kit/slots';
import { definePlugin } from './plugins/definePlugin';
import { viewWithRole } from './router/openingRules';
import { ADDRESS, ADDRESS_2, baseOptions, fakeWallet, flush, mainnet, memoryBackend, solanaMainnet, testNamespace, walletsPlugin } from './testing/fixtures';
import { ConfigError, KitError, ValidationError } from './errors';
import { ChainError } from './errors/flowErrors';
import { isOriginAllowed } from './config/remote';
import { getAddressError, isAddress } from './namespaces/address';
import { defineNamespace } from './plugins/namespace';
import { STORAGE_PREFIX, StorageKeys } from './storage/storage';
import type { ConnectorAdapter, ConnectorEvents } from './plugins/types';
import type { TypedTranslate } from './i18n/i18n';
import { ethereum } from './testing/networks';
import { internals } from './kit/internals';

const SOL_ADDRESS = '9xQeWvG816bUx9EPjHmaT23yvVM2ZWbrrpZb9PusVFin';
const key = (k: string) => STORAGE_PREFIX + k;

describe('request gate (probed as an attacker would)', () => {
  it('reads method, namespace and params once: a getter cannot swap an unsafe method past approval', async () => {
    const w = fakeWallet();
    const kit = createKit(baseOptions({ plugins: [walletsPlugin([w])] }));
    await kit.connect('dev.wallet');
    let reads = 0;
    const args = {
      get method() {
        return reads++ === 0 ? 'eth_chainId' : 'eth_sendTransaction';
      },
      params: [{ to: ADDRESS_2, value: '0x1' }],
    };
    await kit.request(args);
    expect(reads).toBe(1);
    expect(w.calls.some((c) => c.method === 'eth_sendTransaction')).toBe(false);
    await kit.destroy();
  });

  it("copies params: the caller's objects are not frozen, and a later change does not alter what runs", async () => {
    const w = fakeWallet();
    const kit = createKit(baseOptions({ plugins: [walletsPlugin([w])] }));
    await kit.connect('dev.wallet');
    const tx = { to: ADDRESS_2, value: '0x1' };
    const pending = kit.request({ method: 'eth_sendTransaction', params: [tx] });
    expect(Object.isFrozen(tx)).toBe(false);
    tx.to = ADDRESS;
    internals(kit).requests.approve(kit.getState().requests[0]!.id);
    await pending;
    expect((w.calls.find((c) => c.method === 'eth_sendTransaction')?.params as Array<{ to: string }>)[0]!.to).toBe(ADDRESS_2);
    await kit.destroy();
  });

  it('refuses a plugin that makes personal_sign or the refused eth_sign safe without answering it', () => {
    const sneaky = (method: string) => definePlugin({ id: 'sneaky', kind: 'feature', rpc: { [method]: { safe: true } } });
    for (const method of ['personal_sign', 'eth_sign']) {
      expect(() => createKit(baseOptions({ plugins: [walletsPlugin([fakeWallet()]), sneaky(method)] }))).toThrow(ConfigError);
    }
    // Answering it itself is allowed: the wallet never sees it.
    const own = definePlugin({ id: 'own', kind: 'feature', rpc: { personal_sign: { safe: true, handler: async () => '0xsigned' } } });
    expect(() => createKit(baseOptions({ plugins: [walletsPlugin([fakeWallet()]), own] }))).not.toThrow();
  });

  it('eth_sign is refused like an unknown method', async () => {
    const w = fakeWallet();
    const kit = createKit(baseOptions({ plugins: [walletsPlugin([w])] }));
    await kit.connect('dev.wallet');
    await expect(kit.request({ method: 'eth_sign', params: [ADDRESS, '0x00'] })).rejects.toMatchObject({ code: 'REQUEST_NOT_ALLOWED' });
    expect(w.calls.some((c) => c.method === 'eth_sign')).toBe(false);
    await kit.destroy();
  });

  it('an unsafe request with no wallet connected is refused up front, without asking for approval', async () => {
    const kit = createKit(baseOptions({ plugins: [walletsPlugin([fakeWallet()])] }));
    await expect(kit.request({ method: 'personal_sign', params: ['0x00', ADDRESS] })).rejects.toThrow('No ActiveCaipAddress found');
    expect(kit.getState().modal.open).toBe(false);
    expect(kit.getState().requests).toEqual([]);
    await kit.destroy();
  });

  it('a disallowed method opens the modal (SPEC §8) and says so', async () => {
    const kit = createKit(baseOptions({ plugins: [walletsPlugin([fakeWallet()])] }));
    await kit.connect('dev.wallet');
    await expect(kit.request({ method: 'evil_drain' })).rejects.toMatchObject({ code: 'REQUEST_NOT_ALLOWED' });
    expect(kit.getState().modal.open).toBe(true);
    expect(kit.getState().alerts.map((a) => a.code)).toContain('ACTION_NOT_ALLOWED');
    await kit.destroy();
  });

  it("RPC handlers are per namespace: a solana handler does not answer an eip155 call", async () => {
    const handler = vi.fn(async () => 'from-solana-plugin');
    const solanaHandler = definePlugin({ id: 'sol-extra', kind: 'feature', rpc: { getHealth: { namespace: 'solana', safe: true, handler } } });
    const kit = createKit(baseOptions({ networks: [ethereum, solanaMainnet], plugins: [walletsPlugin([fakeWallet()]), walletsPlugin([], 'fake-solana', 'solana'), solanaHandler] }));
    await kit.connect('dev.wallet');
    await expect(kit.request({ namespace: 'eip155', method: 'getHealth' })).rejects.toMatchObject({ code: 'REQUEST_NOT_ALLOWED' });
    expect(handler).not.toHaveBeenCalled();
    await expect(kit.request({ namespace: 'solana', method: 'getHealth' })).resolves.toBe('from-solana-plugin');
    await kit.destroy();
  });
});

describe('host input gets typed errors', () => {
  it("open({ namespace: '__proto__' }) and switchNetwork(null) throw typed errors and leave the state intact", async () => {
    const kit = createKit(baseOptions({ plugins: [walletsPlugin([fakeWallet()])] }));
    expect(() => kit.open({ namespace: '__proto__' as never })).toThrow(KitError);
    expect(() => kit.open({ namespace: '__proto__' as never })).toThrow('Unsupported chain namespace');
    expect(kit.getState().activeNamespace).toBe('eip155');
    await expect(kit.switchNetwork(null as never)).rejects.toBeInstanceOf(ValidationError);
    await expect(kit.switchNetwork(null as never)).rejects.toThrow('Invalid chainId');
    await expect(kit.switchNetwork('eip155:424242')).rejects.toBeInstanceOf(ChainError);
    await kit.destroy();
  });

  it('instanceof narrows each KitError subclass (a ValidationError is not a ConfigError)', () => {
    const e: unknown = new ValidationError();
    expect(e instanceof ValidationError).toBe(true);
    expect(e instanceof ConfigError).toBe(false);
    if (e instanceof ValidationError) {
      const code: 'VALIDATION_ERROR' = e.code;
      expect(code).toBe('VALIDATION_ERROR');
    }
  });

  it('alert ids stay unique under a burst (React keys)', async () => {
    const kit = createKit(baseOptions({ plugins: [] }));
    for (let i = 0; i < 5; i++) kit.alerts.show('TOKEN_BALANCE_UNAVAILABLE');
    const ids = kit.getState().alerts.map((a) => a.id);
    expect(new Set(ids).size).toBe(ids.length);
    await kit.destroy();
  });
});

describe('start-up cost and stored data', () => {
  it('thousands of remembered namespaces are forgotten in one write, in linear time', async () => {
    const ids: Record<string, string> = {};
    for (let i = 0; i < 8000; i++) ids[`ns${i}`] = `wallet-${i}`;
    const storage = memoryBackend({ [key(StorageKeys.connectedConnectorIds)]: JSON.stringify(ids) });
    const setItem = vi.spyOn(storage, 'setItem');
    const started = performance.now();
    const kit = createKit(baseOptions({ storage, plugins: [walletsPlugin([fakeWallet()])] }));
    await kit.ready;
    expect(performance.now() - started).toBeLessThan(1_000);
    expect(JSON.parse(storage.data.get(key(StorageKeys.connectedConnectorIds))!)).toEqual({});
    expect(setItem.mock.calls.filter(([k]) => k === key(StorageKeys.connectedConnectorIds)).length).toBeLessThanOrEqual(2);
    await kit.destroy();
  });

  it('an origin allowlist entry full of wildcards is matched without backtracking', () => {
    const entry = `https://${'*a'.repeat(40)}.example`;
    const started = performance.now();
    expect(isOriginAllowed(`https://${'a'.repeat(60)}b.example`, [entry])).toBe(false);
    expect(performance.now() - started).toBeLessThan(50);
    expect(isOriginAllowed('https://app.dapp.example', ['https://*.dapp.example'])).toBe(true);
    expect(isOriginAllowed('https://evil.example/x.dapp.example', ['https://*.dapp.example'])).toBe(false);
  });

  it('a balance that is not a balance is never shown; a failed read raises Token Balance Unavailable and waits 30 s', async () => {
    let answer: () => Promise<{ balance: string; symbol: string } | undefined> = async () => ({ balance: '[object Object]', symbol: 'ETH' });
    const balance = vi.fn(() => answer());
    const kit = createKit(baseOptions({ plugins: [walletsPlugin([fakeWallet()], 'fake-chain', 'eip155', balance)] }));
    await kit.connect('dev.wallet');
    // The refresher is a lazy chunk: the first read starts once it is loaded.
    await vi.waitFor(() => expect(balance).toHaveBeenCalledTimes(1));
    await flush();
    expect(kit.getState().chains.eip155!.account.balance).toBeUndefined();
    answer = async () => {
      throw new Error('rpc down');
    };
    await kit.switchNetwork('eip155:8453');
    await flush();
    expect(kit.getState().alerts.map((a) => a.code)).toContain('TOKEN_BALANCE_UNAVAILABLE');
    const calls = balance.mock.calls.length;
    await kit.switchNetwork('eip155:1');
    await flush();
    expect(balance.mock.calls.length).toBe(calls);
    await kit.destroy();
  });
});

describe('the namespace adapter and multi-namespace connectors', () => {
  function twoChainWallet() {
    let events: ConnectorEvents | undefined;
    const requests: Array<{ namespace: string; method: string }> = [];
    const adapter: ConnectorAdapter = {
      info: { id: 'multi', name: 'Multi', type: 'MULTI_CHAIN', namespaces: ['eip155', 'solana'] },
      connect: async ({ namespaces }) => ({
        sessions: namespaces.map((namespace) => (namespace === 'eip155' ? { namespace, accounts: [{ address: ADDRESS }], chainId: 1 } : { namespace, accounts: [{ address: SOL_ADDRESS }], chainId: 'solana:5eykt4UsFv8P8NJdTREpY1vzqKqZKvdp' })),
      }),
      disconnect: async () => {},
      request: async ({ namespace, method }) => (requests.push({ namespace, method }), `${namespace}:${method}`),
      subscribe: (e) => ((events = e), () => (events = undefined)),
    };
    return { adapter, requests, events: () => events };
  }
  const networks = [ethereum, solanaMainnet];
  const plugin = (adapter: ConnectorAdapter) =>
    definePlugin({ id: 'multi-chain', kind: 'chain', namespaces: [testNamespace('eip155'), testNamespace('solana')], setup: (ctx) => void ctx.connectors.add(adapter) });

  it('one connector connects two namespaces at once; each call and event carries its namespace', async () => {
    const w = twoChainWallet();
    const kit = createKit(baseOptions({ networks, plugins: [plugin(w.adapter)] }));
    const connected = vi.fn();
    kit.on('connected', connected);
    await kit.connect('multi');
    expect(connected.mock.calls.map(([e]) => (e as { namespace: string }).namespace).sort()).toEqual(['eip155', 'solana']);
    expect(kit.getState().chains.solana!.account.address).toBe(SOL_ADDRESS);
    const signing = kit.request({ namespace: 'solana', method: 'solana_signMessage', params: {} });
    internals(kit).requests.approve(kit.getState().requests[0]!.id);
    await expect(signing).resolves.toBe('solana:solana_signMessage');
    expect(w.requests).toEqual([{ namespace: 'solana', method: 'solana_signMessage' }]);
    w.events()!.accountsChanged({ namespace: 'solana', accounts: [{ address: 'So11111111111111111111111111111111111111112' }] });
    expect(kit.getState().chains.solana!.account.address).toBe('So11111111111111111111111111111111111111112');
    expect(kit.getState().chains.eip155!.account.address).toBe(ADDRESS);
    kit.setActiveNamespace('solana');
    expect(kit.getState().activeNamespace).toBe('solana');
    expect(() => kit.setActiveNamespace('cosmos')).toThrow("Adapter for namespace cosmos doesn't exist");
    await kit.destroy();
  });

  it('afterConnect hooks run in order before connected is emitted; a hook that opens a view keeps the modal open', async () => {
    const order: string[] = [];
    const first = definePlugin({ id: 'first', kind: 'feature', views: [{ id: 'FinishProfile', load: async () => ({}) }], afterConnect: async (_e, ctx) => void (order.push('first'), ctx.router.push('FinishProfile')) });
    const second = definePlugin({ id: 'second', kind: 'feature', afterConnect: () => void order.push('second') });
    const kit = createKit(baseOptions({ plugins: [walletsPlugin([fakeWallet()]), first, second] }));
    kit.on('connected', () => order.push('connected'));
    kit.open({ view: 'Connect' });
    await kit.connect('dev.wallet');
    expect(order).toEqual(['first', 'second', 'connected']);
    expect(kit.getState().modal.open).toBe(true);
    expect(internals(kit).router.current?.view).toBe('FinishProfile');
    await kit.destroy();
  });

  it('plugins write the account details views read (profile, token balances), and only those', async () => {
    const writer = definePlugin({
      id: 'names',
      kind: 'feature',
      afterConnect: ({ account }, ctx) => ctx.account.update(account.namespace, account.address, { profileName: 'ada.reown.id', profileImage: 'https://img.example/ada.png', address: '0xevil' } as never),
    });
    const kit = createKit(baseOptions({ plugins: [walletsPlugin([fakeWallet()]), writer] }));
    await kit.connect('dev.wallet');
    expect(kit.getState().chains.eip155!.account).toMatchObject({ profileName: 'ada.reown.id', profileImage: 'https://img.example/ada.png', address: ADDRESS });
    await kit.destroy();
  });

  it('slot entries say when they apply: namespace, feature flag, connected or not, kind of connector', async () => {
    const p = definePlugin({
      id: 'slots',
      kind: 'feature',
      slots: [
        { slot: 'walletFeatures', id: 'send', labelKey: 'x', when: { namespaces: ['eip155'], connected: true } },
        { slot: 'walletFeatures', id: 'swaps', labelKey: 'x', when: { feature: 'swaps' } },
        { slot: 'connectMethods', id: 'email', labelKey: 'x', when: { connected: false } },
        { slot: 'walletFeatures', id: 'update-email', labelKey: 'x', when: { connectorTypes: ['AUTH'] } },
      ],
    });
    const kit = createKit(baseOptions({ basic: true, plugins: [walletsPlugin([fakeWallet()]), p] }));
    await kit.ready;
    expect(internals(kit).slots('walletFeatures').map((s) => s.id)).toEqual([]);
    expect(internals(kit).slots('connectMethods').map((s) => s.id)).toEqual(['email']);
    await kit.connect('dev.wallet');
    expect(internals(kit).slots('walletFeatures').map((s) => s.id)).toEqual(['send']);
    expect(internals(kit).slots('connectMethods').map((s) => s.id)).toEqual([]);
    await kit.destroy();

    // Connected through an AUTH connector (the embedded wallet), its entry shows too.
    const auth = fakeWallet('auth.wallet');
    auth.adapter.info = { ...auth.adapter.info, type: 'AUTH' };
    const kit2 = createKit(baseOptions({ basic: true, plugins: [walletsPlugin([auth]), p] }));
    await kit2.connect('auth.wallet');
    expect(internals(kit2).slots('walletFeatures').map((s) => s.id)).toEqual(['send', 'update-email']);
    await kit2.destroy();
  });
});

describe('slot conditions on basic mode', () => {
  it('an entry with basic: false shows only outside basic mode, one with basic: true only in it', async () => {
    const p = () =>
      definePlugin({
        id: 'slots',
        kind: 'feature',
        features: { send: { default: true } },
        slots: [
          { slot: 'walletFeatures', id: 'send', labelKey: 'x', when: { feature: 'send', basic: false } },
          { slot: 'walletFeatures', id: 'basic-only', labelKey: 'x', when: { basic: true } },
          { slot: 'walletFeatures', id: 'always', labelKey: 'x' },
        ],
      });
    const basic = createKit(baseOptions({ basic: true, plugins: [p()] }));
    expect(basic.getState().features.send).toBe(true);
    expect(internals(basic).slots('walletFeatures').map((s) => s.id)).toEqual(['basic-only', 'always']);
    const full = createKit(baseOptions({ plugins: [p()] }));
    expect(internals(full).slots('walletFeatures').map((s) => s.id)).toEqual(['send', 'always']);
    await Promise.all([basic.destroy(), full.destroy()]);
  });
});

describe('slot conditions on a feature given as a list', () => {
  it('an empty list (no social provider) counts as off', () => {
    const slots = [{ slot: 'connectMethods', id: 'socials', labelKey: 'x', when: { feature: 'socials' as const } }];
    const state = (socials: string[]) => ({ activeNamespace: undefined, chains: {}, connectors: [], features: { socials } }) as never;
    expect(matchSlots(slots, 'connectMethods', state(['google'])).map((s) => s.id)).toEqual(['socials']);
    expect(matchSlots(slots, 'connectMethods', state([]))).toEqual([]);
  });
});

describe('slot conditions on the active network', () => {
  it('an entry for some networks shows only while the active namespace is on one of them', () => {
    const slots = [{ slot: 'walletFeatures', id: 'swaps', labelKey: 'x', when: { networks: ['eip155:1', 'eip155:8453'] as const } }];
    const state = (caipNetworkId: string | undefined) =>
      ({ activeNamespace: 'eip155', chains: { eip155: { account: { status: 'connected' }, network: { caipNetwork: caipNetworkId ? { caipNetworkId } : undefined } } }, connectors: [], features: {} }) as never;
    expect(matchSlots(slots, 'walletFeatures', state('eip155:8453')).map((s) => s.id)).toEqual(['swaps']);
    expect(matchSlots(slots, 'walletFeatures', state('eip155:11155111'))).toEqual([]);
    expect(matchSlots(slots, 'walletFeatures', state(undefined))).toEqual([]);
  });
});

describe('slot conditions on the asset capability', () => {
  it('an entry for assets shows only while the active namespace’s assets offer that part', () => {
    const slots = [
      { slot: 'walletFeatures', id: 'send', labelKey: 'x', when: { assets: 'transfer' as const } },
      { slot: 'walletFeatures', id: 'tokens', labelKey: 'x', when: { assets: 'balances' as const } },
    ];
    const state = { activeNamespace: 'acme', chains: { acme: { account: { status: 'connected' } } }, connectors: [], features: {} } as never;
    const balances = async () => [];
    expect(matchSlots(slots, 'walletFeatures', state, { assets: () => ({ balances, transfer: async () => ({ id: '1' }) }) }).map((s) => s.id)).toEqual(['send', 'tokens']);
    expect(matchSlots(slots, 'walletFeatures', state, { assets: () => ({ balances }) }).map((s) => s.id)).toEqual(['tokens']);
    expect(matchSlots(slots, 'walletFeatures', state, { assets: () => undefined })).toEqual([]);
    expect(matchSlots(slots, 'walletFeatures', state)).toEqual([]);
  });
});

describe('multi-wallet (SPEC §6)', () => {
  it('two wallets of one namespace are kept, both subscribed, persisted and restored after a reload', async () => {
    const storage = memoryBackend();
    const a = fakeWallet('a.wallet');
    const b = fakeWallet('b.wallet');
    b.state.accounts = [ADDRESS_2];
    const kit = createKit(baseOptions({ storage, features: { multiWallet: true }, plugins: [walletsPlugin([a, b])] }));
    await kit.ready;
    await kit.connect('a.wallet');
    await kit.connect('b.wallet');
    expect(kit.connections.list('eip155').map((c) => c.connectorId)).toEqual(['b.wallet', 'a.wallet']);
    // The inactive wallet's events are not lost.
    a.events!.accountsChanged({ namespace: 'eip155', accounts: [{ address: ADDRESS_2 }] });
    expect(kit.connections.list('eip155').find((c) => c.connectorId === 'a.wallet')!.accounts[0]!.address).toBe(ADDRESS_2);
    a.events!.accountsChanged({ namespace: 'eip155', accounts: [{ address: ADDRESS }] });
    await kit.connections.switch('a.wallet');
    expect(kit.getState().chains.eip155!.account.address).toBe(ADDRESS);
    await kit.destroy();

    const reloaded = createKit(baseOptions({ storage, features: { multiWallet: true }, plugins: [walletsPlugin([a, b])] }));
    await reloaded.ready;
    expect(reloaded.connections.list('eip155').map((c) => c.connectorId).sort()).toEqual(['a.wallet', 'b.wallet']);
    expect(reloaded.getState().chains.eip155!.connectorId).toBe('a.wallet');
    expect(reloaded.connections.recent().map((r) => r.connectorId)).toEqual(['b.wallet', 'a.wallet']);
    await reloaded.destroy();
  });

  it('off: list, switch, remove and recent do nothing but show the info alert', async () => {
    const kit = createKit(baseOptions({ plugins: [walletsPlugin([fakeWallet()])] }));
    await kit.connect('dev.wallet');
    const shown: string[] = [];
    kit.on('alert', (a) => shown.push(a.code));
    expect(kit.connections.list()).toEqual([]);
    await kit.connections.switch('dev.wallet');
    await kit.connections.remove('dev.wallet');
    expect(kit.connections.recent()).toEqual([]);
    // Each call alerts; on screen it is one toast, re-shown (SPEC §9), not four stacked.
    expect(shown).toEqual(Array(4).fill('MULTI_WALLET_NOT_ENABLED'));
    await vi.waitFor(() => expect(kit.getState().alerts.filter((a) => a.code === 'MULTI_WALLET_NOT_ENABLED')).toHaveLength(1));
    expect(kit.getState().chains.eip155!.account.status).toBe('connected');
    await kit.destroy();
  });
});

describe('an open namespace registry: address rules are the chain plugins\'', () => {
  /** A sixth family the kernel has never heard of, brought by its own plugin. */
  const starknet = defineNamespace({
    namespace: 'starknet',
    chainReference: (id) => (typeof id === 'string' && /^SN_[A-Z]+$/.test(id) ? id : undefined),
    accountTypes: ['eoa'],
    methods: { safe: ['starknet_chainId'], unsafe: ['starknet_signTypedData'] },
    addressError: (address, network) =>
      typeof address !== 'string' || !/^0x[0-9a-f]{1,64}$/.test(address) ? 'Expected a felt' : network !== undefined && !network.startsWith('starknet:') ? 'Expected a starknet network' : undefined,
  });
  const snMain = { id: 'SN_MAIN', name: 'Starknet', caipNetworkId: 'starknet:SN_MAIN' as const, chainNamespace: 'starknet', nativeCurrency: { name: 'Ether', symbol: 'ETH', decimals: 18 }, rpcUrls: { default: { http: ['http://127.0.0.1:9'] } } };

  it('createKit takes a network of a namespace the kernel does not know, served by a plugin', async () => {
    const kit = createKit(baseOptions({ networks: [snMain, mainnet], plugins: [walletsPlugin([fakeWallet()]), definePlugin({ id: 'starknet', kind: 'chain', namespaces: [starknet] })] }));
    expect(kit.getState().chains.starknet!.network.requestedCaipNetworks.map((n) => n.caipNetworkId)).toEqual(['starknet:SN_MAIN']);
    expect(kit.namespace('starknet')).toBe(starknet);
    await kit.destroy();
  });

  it("isAddress asks the network's chain plugin; a namespace no plugin serves is refused", async () => {
    const kit = createKit(baseOptions({ networks: [snMain, mainnet], plugins: [walletsPlugin([fakeWallet()]), definePlugin({ id: 'starknet', kind: 'chain', namespaces: [starknet] })] }));
    expect(isAddress(kit, snMain, '0x49d36570d4e46f48e99674bd3fcc84644ddd6b96f7c741b1562b82f9e004dc7')).toBe(true);
    expect(getAddressError(kit, snMain, ADDRESS)).toBe('Expected a felt');
    expect(isAddress(kit, { chainNamespace: 'eip155', caipNetworkId: 'eip155:1' }, ADDRESS)).toBe(true);
    expect(getAddressError(kit, { chainNamespace: 'aptos', caipNetworkId: 'aptos:1' }, '0x1')).toBe('Unsupported chain namespace');
    expect(getAddressError(kit, { chainNamespace: 'starknet', caipNetworkId: 'eip155:1' }, '0x1')).toBe('Expected a network of namespace starknet');
    await kit.destroy();
  });

  it('a rule that throws on hostile input refuses the address instead of throwing', async () => {
    const brittle = defineNamespace({ ...starknet, namespace: 'brittle', addressError: () => { throw new Error('boom'); } });
    expect(getAddressError({ namespace: () => brittle }, { chainNamespace: 'brittle', caipNetworkId: 'brittle:1' }, '0x1')).toBe('Invalid address');
  });
});

describe('typed registries', () => {
  it('view params, plugin state and message keys are checked at compile time', async () => {
    const kit = createKit(baseOptions({ plugins: [walletsPlugin([fakeWallet()])] }));
    kit.open({ view: 'SwitchActiveChain', params: { network: 'eip155:8453', navigateTo: 'Connect', replace: true } });
    expect(internals(kit).router.current).toEqual({ view: 'SwitchActiveChain', params: { network: 'eip155:8453', navigateTo: 'Connect', replace: true } });
    // @ts-expect-error SwitchNetwork needs its target network
    internals(kit).router.push('SwitchNetwork', { nework: 'typo' });
    const typedT = (t: TypedTranslate) => {
      // @ts-expect-error an unknown key does not compile
      t('no.such.key');
      return t('alert.MULTI_WALLET_NOT_ENABLED');
    };
    await kit.alerts.loadStrings();
    expect(typedT(kit.t)).toBe('Multi-Wallet Not Enabled');
    await kit.destroy();
  });
});

describe('rpc handlers', () => {
  it("get the tools of the kit the request came to, so one plugin object can serve two kits", async () => {
    const seen: string[] = [];
    const shared = definePlugin({
      id: 'reader',
      kind: 'feature',
      rpc: { eth_blockNumber: { namespace: 'eip155', safe: true, handler: async (_args, _signal, { network, rpc }) => (seen.push(network!.caipNetworkId), typeof rpc(network!).request) } },
    });
    const a = createKit(baseOptions({ plugins: [walletsPlugin([fakeWallet()]), shared] }));
    const b = createKit(baseOptions({ defaultNetwork: { id: 8453, name: 'Base', nativeCurrency: { name: 'Ether', symbol: 'ETH', decimals: 18 }, rpcUrls: { default: { http: ['https://base.example'] } } }, plugins: [walletsPlugin([fakeWallet()]), shared] }));
    await expect(a.request({ method: 'eth_blockNumber' })).resolves.toBe('function');
    await expect(b.request({ method: 'eth_blockNumber' })).resolves.toBe('function');
    expect(seen).toEqual(['eip155:1', 'eip155:8453']);
    await a.destroy();
    await b.destroy();
  });
});

describe('plugin-owned views', () => {
  it("a relay plugin's connecting views are found by role (no id named by the kit), and no plugin may own a core view", async () => {
    const load = async () => ({});
    const relay = definePlugin({ id: 'relay', kind: 'feature', views: [{ id: 'RelayPairing', role: 'connect-directory', load }, { id: 'RelayBasic', role: 'connect-basic', load }] });
    const manual = createKit(baseOptions({ manualControl: true, plugins: [walletsPlugin([fakeWallet()]), relay] }));
    expect(viewWithRole(internals(manual).views.list(), 'connect-directory')).toBe('RelayPairing');
    expect(internals(manual).views.get('RelayPairing')?.pluginId).toBe('relay');
    // SPEC §2 manual control on a desktop: the relay's basic connecting view.
    manual.open();
    expect(internals(manual).router.current?.view).toBe('RelayBasic');
    internals(manual).router.push('RelayPairing', { walletId: 'x', name: 'X Wallet' });
    expect(internals(manual).router.current).toEqual({ view: 'RelayPairing', params: { walletId: 'x', name: 'X Wallet' } });
    await manual.destroy();
    // Without a relay plugin there is no basic connecting view: AllWallets, as on a phone.
    const bare = createKit(baseOptions({ manualControl: true, plugins: [walletsPlugin([fakeWallet()])] }));
    bare.open();
    expect(internals(bare).router.current?.view).toBe('AllWallets');
    expect(internals(bare).router.isKnown('ConnectingWalletConnect')).toBe(false);
    await bare.destroy();
    const greedy = definePlugin({ id: 'greedy', kind: 'feature', views: [{ id: 'ApproveTransaction', load }] });
    expect(() => createKit(baseOptions({ plugins: [greedy] }))).toThrow("View 'ApproveTransaction' is registered twice");
  });
});

describe('the active namespace', () => {
  it('closing the modal after a switch to an unconnected namespace returns to the connected one', async () => {
    const kit = createKit(baseOptions({ networks: [ethereum, solanaMainnet], plugins: [walletsPlugin([fakeWallet()]), walletsPlugin([], 'fake-solana', 'solana')] }));
    await kit.connect('dev.wallet');
    await kit.switchNetwork('solana:5eykt4UsFv8P8NJdTREpY1vzqKqZKvdp');
    expect(internals(kit).router.current?.view).toBe('SwitchActiveChain');
    expect(kit.getState().activeNamespace).toBe('solana');
    kit.close();
    expect(kit.getState().activeNamespace).toBe('eip155');
    await kit.destroy();
  });
});

describe('the kernel asks the namespace adapter (no chain knowledge of its own)', () => {
  it('chain ids, explorer pages, the default account type and method lists come from the adapter', async () => {
    const cosmosNetwork = { id: 'cosmoshub-4', chainNamespace: 'cosmos' as const, name: 'Cosmos Hub', nativeCurrency: { name: 'Atom', symbol: 'ATOM', decimals: 6 }, rpcUrls: { default: { http: ['https://cosmos.example'] } }, blockExplorers: { default: { name: 'Mintscan', url: 'https://mintscan.example/cosmos' } } };
    const events: { current?: ConnectorEvents } = {};
    const cosmos = definePlugin({
      id: 'cosmos-like',
      kind: 'chain',
      namespaces: [
        {
          namespace: 'cosmos',
          chainReference: (id) => String(id).replace(/^cosmos:/, ''),
          addressExplorerUrl: (network, address) => `${network.blockExplorers!.default.url}/account/${address}`,
          accountTypes: ['eoa'],
          methods: { safe: ['cosmos_getAccounts'], unsafe: ['cosmos_signDirect'] },
          addressError: () => undefined,
        },
      ],
      setup: (ctx) =>
        void ctx.connectors.add({
          info: { id: 'keplr-like', name: 'Keplr-like', type: 'INJECTED', namespaces: ['cosmos'] },
          connect: async () => ({ sessions: [{ namespace: 'cosmos', accounts: [{ address: 'cosmos1abc' }], chainId: 'cosmoshub-4' }] }),
          disconnect: async () => {},
          request: async ({ method }) => method,
          subscribe: (e) => ((events.current = e), () => undefined),
        }),
    });
    const kit = createKit(baseOptions({ networks: [cosmosNetwork], plugins: [cosmos] }));
    expect(kit.getState().chains.cosmos!.account.preferredAccountType).toBe('eoa');
    await kit.connect('keplr-like');
    const account = kit.getState().chains.cosmos!.account;
    expect(account.caipAddress).toBe('cosmos:cosmoshub-4:cosmos1abc');
    expect(account.addressExplorerUrl).toBe('https://mintscan.example/cosmos/account/cosmos1abc');
    expect(internals(kit).requests.classify('cosmos_signDirect', 'cosmos')).toBe('unsafe');
    expect(internals(kit).requests.classify('eth_chainId', 'cosmos')).toBe('unknown');
    events.current!.chainChanged({ namespace: 'cosmos', chainId: 'osmosis-1' });
    expect(kit.getState().chains.cosmos!.network.caipNetwork).toMatchObject({ caipNetworkId: 'cosmos:osmosis-1', name: 'Unknown Network', id: 'osmosis-1' });
    await kit.destroy();
  });
});

describe('connectors of chains the dapp does not use', () => {
  it('are not offered: a Solana wallet in an EVM-only kit is left out, a wallet serving both is kept', async () => {
    const sol = fakeWallet('sol.wallet', {}, 'solana');
    const evm = fakeWallet('evm.wallet');
    const kit = createKit(baseOptions({ networks: [mainnet], plugins: [walletsPlugin([evm]), walletsPlugin([sol], 'sol-chain', 'solana')] }));
    expect(kit.getState().connectors.map((c) => c.id)).toEqual(['evm.wallet']);
    await expect(kit.connect('sol.wallet')).rejects.toThrow();
    await kit.destroy();
    const both = createKit(baseOptions({ networks: [mainnet, solanaMainnet], plugins: [walletsPlugin([evm]), walletsPlugin([sol], 'sol-chain', 'solana')] }));
    expect(both.getState().connectors.map((c) => c.id).sort()).toEqual(['evm.wallet', 'sol.wallet']);
    await both.destroy();
  });
});
