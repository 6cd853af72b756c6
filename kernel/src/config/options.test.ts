import { describe, expect, it } from 'vitest';
import { definePlugin } from '../plugins/definePlugin';
import { DEFAULT_ENDPOINTS, normalizeOptions } from './options';
import type { BaseOptions as KitOptions } from './types';
import { flagsPlugin } from '../testing/features';
import { createKit } from '../createKit';
import { ConfigError } from '../errors';
import type { SIWEConfig, SIWXConfig } from '../types/siwx';
import type { NetworkInput, SocialProvider } from '../types/chain';
import { ADDRESS, base, baseOptions, fakeWallet, mainnet, memoryBackend, metadata, recordingFetch, solanaMainnet, testNamespace, walletsPlugin } from '../testing/fixtures';

const siwx = { createMessage: async () => ({}), addSession: async () => {}, revokeSession: async () => {}, setSessions: async () => {}, getSessions: async () => [] } as unknown as SIWXConfig;
const siweConfig = { getNonce: async () => 'n', createMessage: () => 'm', verifyMessage: async () => true, getSession: async () => null, signOut: async () => true } as SIWEConfig;

function configError(fn: () => unknown): InstanceType<typeof ConfigError> {
  try {
    fn();
  } catch (error) {
    expect(error).toBeInstanceOf(ConfigError);
    return error as InstanceType<typeof ConfigError>;
  }
  throw new Error('expected a ConfigError, nothing was thrown');
}

describe('createKit option errors (ConfigError)', () => {
  it("refuses both siweConfig and siwx with the SPEC §5 sentence", () => {
    const error = configError(() => createKit(baseOptions({ siwx, siweConfig })));
    expect(error.message).toBe('Cannot set both `siweConfig` and `siwx` options');
    expect(error.code).toBe('CONFIG_ERROR');
    // One of them is fine once a plugin carries it out (the siwx plugin); without one, createKit says which to add.
    expect(() => createKit(baseOptions({ siwx }))).toThrow('createKit({ siwx }) needs a plugin that carries it out: add siwx() from @latchkey/siwx to plugins');
    expect(() => createKit(baseOptions({ siwx, plugins: [{ id: 'signin', kind: 'feature', carries: ['siwx'] }] }))).not.toThrow();
  });

  it('refuses an empty or missing network list', () => {
    expect(configError(() => createKit(baseOptions({ networks: [] }))).message).toMatch(/network/);
    expect(configError(() => createKit(baseOptions({ networks: undefined as unknown as NetworkInput[] }))).message).toMatch(/network/);
  });

  it('refuses the same network twice, naming it', () => {
    const again: NetworkInput = { ...mainnet, name: 'Ethereum again' };
    expect(configError(() => createKit(baseOptions({ networks: [mainnet, base, again] }))).message).toContain('eip155:1');
  });

  it("refuses a themeMode other than 'light' or 'dark'", () => {
    expect(configError(() => createKit(baseOptions({ themeMode: 'blue' as 'dark' }))).message).toContain('themeMode');
    expect(createKit(baseOptions({ themeMode: 'light' })).getState().themeMode).toBe('light');
  });

  it('refuses a defaultNetwork that is not among networks', () => {
    expect(configError(() => createKit(baseOptions({ defaultNetwork: solanaMainnet }))).message).toContain('solana:5eykt4UsFv8P8NJdTREpY1vzqKqZKvdp');
  });

  it.each([[''], ['   '], [42]])('refuses projectId %o', (projectId) => {
    expect(configError(() => createKit(baseOptions({ projectId: projectId as string }))).message).toContain('projectId');
  });

  it.each([['cloud.test'], ['ftp://cloud.test'], ['javascript:alert(1)']])('refuses endpoint URL %o', (url) => {
    expect(configError(() => createKit(baseOptions({ endpoints: { api: url } }))).message).toContain('endpoints.api');
  });

  it('refuses a network without a name, rpcUrls or nativeCurrency, naming its index', () => {
    const noName = { ...base, name: '' };
    expect(configError(() => createKit(baseOptions({ networks: [mainnet, noName] }))).message).toContain('networks[1]');
    const noRpc = { ...base, rpcUrls: {} } as unknown as NetworkInput;
    expect(configError(() => createKit(baseOptions({ networks: [noRpc] }))).message).toContain('networks[0]');
  });

  it('refuses a network whose CAIP id is malformed or contradicts its namespace, as a ConfigError', () => {
    configError(() => createKit(baseOptions({ networks: [{ ...mainnet, caipNetworkId: 'eip155:1:extra' as 'eip155:1' }] })));
    configError(() => createKit(baseOptions({ networks: [{ ...mainnet, caipNetworkId: 'solana:abc', chainNamespace: 'eip155' }] })));
    configError(() => createKit(baseOptions({ networks: [{ ...mainnet, chainNamespace: 'Tron!' }] })));
    configError(() => createKit(baseOptions({ networks: [{ ...mainnet, id: 'not a chain id!' }] })));
  });

  it('a network of a namespace no chain plugin serves is refused, naming the network and the plugin to add; any well-formed namespace is fine once served', () => {
    const tron = { ...mainnet, id: '0x2b6653dc', chainNamespace: 'tron', name: 'Tron' };
    const error = configError(() => createKit(baseOptions({ networks: [mainnet, tron], plugins: [walletsPlugin([fakeWallet()])] })));
    expect(error.shortMessage).toBe('Unsupported chain namespace');
    expect(error.details).toContain('networks[1] (tron:0x2b6653dc)');
    expect(error.details).toContain('no plugin serves tron');
    const served = createKit(baseOptions({ networks: [mainnet, tron], plugins: [walletsPlugin([fakeWallet()]), definePlugin({ id: 'tron', kind: 'chain', namespaces: [{ ...testNamespace(), namespace: 'tron', bareNetworks: false }] })] }));
    expect(Object.keys(served.getState().chains).sort()).toEqual(['eip155', 'tron']);
    void served.destroy();
  });

  it('a refused option leaves nothing behind: no request, nothing stored', () => {
    const f = recordingFetch();
    const storage = memoryBackend();
    configError(() => createKit(baseOptions({ projectId: 'p1', fetch: f.fetch, storage, themeMode: 'sepia' as 'dark' })));
    expect(f.requests).toHaveLength(0);
    expect(storage.data.size).toBe(0);
  });
});

describe('networks', () => {
  it('derives caipNetworkId from id + namespace (eip155 when no namespace is given)', () => {
    const kit = createKit(baseOptions({ networks: [mainnet, base, solanaMainnet] }));
    expect(kit.options.networks.map((n) => [n.caipNetworkId, n.chainNamespace])).toEqual([
      ['eip155:1', 'eip155'],
      ['eip155:8453', 'eip155'],
      ['solana:5eykt4UsFv8P8NJdTREpY1vzqKqZKvdp', 'solana'],
    ]);
    expect(Object.keys(kit.getState().chains).sort()).toEqual(['eip155', 'solana']);
    expect(kit.getState().chains.solana?.network.caipNetwork?.caipNetworkId).toBe('solana:5eykt4UsFv8P8NJdTREpY1vzqKqZKvdp');
  });

  it('takes the namespace from an explicit caipNetworkId', () => {
    const devnet: NetworkInput = { ...solanaMainnet, id: 'EtWTRABZaYq6iMfeYKouRu166VU2xqa1', chainNamespace: undefined, caipNetworkId: 'solana:EtWTRABZaYq6iMfeYKouRu166VU2xqa1' };
    const [n] = normalizeOptions(baseOptions({ networks: [devnet] }), '0').networks;
    expect(n).toMatchObject({ chainNamespace: 'solana', caipNetworkId: 'solana:EtWTRABZaYq6iMfeYKouRu166VU2xqa1' });
  });

  it('starts on defaultNetwork when given, else on the first network', () => {
    expect(createKit(baseOptions({ defaultNetwork: base })).getState().chains.eip155?.network.caipNetwork?.caipNetworkId).toBe('eip155:8453');
    expect(createKit(baseOptions()).getState().chains.eip155?.network.caipNetwork?.caipNetworkId).toBe('eip155:1');
  });

  it("never mutates or freezes the caller's network objects, even after connecting and switching", async () => {
    const myMainnet: NetworkInput = structuredClone(mainnet);
    const myBase: NetworkInput = structuredClone(base);
    const before = structuredClone([myMainnet, myBase]);
    const w = fakeWallet();
    const kit = createKit(baseOptions({ networks: [myMainnet, myBase], defaultNetwork: myBase, plugins: [walletsPlugin([w])] }));
    await kit.ready;
    await kit.connect('dev.wallet');
    await kit.switchNetwork(kit.options.networks[0]!);
    expect(kit.getState().chains.eip155?.account.caipAddress).toBe(`eip155:1:${ADDRESS}`);
    expect([myMainnet, myBase]).toEqual(before);
    expect('caipNetworkId' in myMainnet).toBe(false);
    for (const n of [myMainnet, myBase]) {
      expect(Object.isFrozen(n)).toBe(false);
      expect(Object.isFrozen(n.rpcUrls.default.http)).toBe(false);
      expect(Object.isFrozen(n.nativeCurrency)).toBe(false);
    }
    myMainnet.name = 'Renamed by the dapp';
    expect(kit.options.networks[0]!.name).toBe('Ethereum');
    await kit.destroy();
  });

  it("never freezes the caller's feature lists or theme variables", async () => {
    const socials: SocialProvider[] = ['google', 'github'];
    const swaps = ['1inch'];
    const themeVariables = { '--w3m-accent': '#47a1ff' };
    const kit = createKit(baseOptions({ features: { socials, swaps }, themeVariables, plugins: [flagsPlugin('socials', 'swaps')] }));
    await kit.ready;
    kit.setThemeMode('light');
    expect(kit.getState().features.socials).toEqual(['google', 'github']);
    expect(Object.isFrozen(socials)).toBe(false);
    expect(Object.isFrozen(swaps)).toBe(false);
    expect(Object.isFrozen(themeVariables)).toBe(false);
    socials.push('apple');
    expect(kit.getState().features.socials).toEqual(['google', 'github']);
    await kit.destroy();
  });
});

describe('defaults', () => {
  it('fills in reconnect, theme, locale, sdk type and the default endpoints', () => {
    const o = normalizeOptions({ metadata, networks: [mainnet] }, '9.9.9');
    expect(o.enableReconnect).toBe(true);
    expect(o.enableNetworkSwitch).toBe(true);
    expect(o.allowUnsupportedChain).toBe(false);
    expect(o.basic).toBe(false);
    expect(o.embedded).toBe(false);
    expect(o.themeMode).toBe('dark');
    expect(o.locale).toBe('en');
    expect(o.sdkVersion).toContain('9.9.9');
    expect(o.sdkType).toBeTruthy();
    expect(o.endpoints).toEqual(DEFAULT_ENDPOINTS);
    expect(o.defaultNetwork.caipNetworkId).toBe('eip155:1');
  });

  it('keeps explicit values', () => {
    const input: KitOptions = { metadata, networks: [mainnet], enableReconnect: false, themeMode: 'light', sdkType: 'html-wagmi', sdkVersion: 'html-wagmi-4.2.2', locale: 'de' };
    expect(normalizeOptions(input, '0')).toMatchObject({ enableReconnect: false, themeMode: 'light', sdkType: 'html-wagmi', sdkVersion: 'html-wagmi-4.2.2', locale: 'de' });
  });

  it('a partial endpoints override keeps the other defaults and loses trailing slashes', () => {
    const o = normalizeOptions({ metadata, networks: [mainnet], endpoints: { api: 'http://cloud.test///', rpc: 'https://rpc.test/v2/' } }, '0');
    expect(o.endpoints).toEqual({ ...DEFAULT_ENDPOINTS, api: 'http://cloud.test', rpc: 'https://rpc.test/v2' });
  });

  it('calls the config service at <api>/appkit/v1/config with no double slash', async () => {
    const f = recordingFetch({ '/appkit/v1/config': { features: [] }, '/projects/v1/origins': { allowedOrigins: ['https://dapp.example'] } });
    const kit = createKit(baseOptions({ projectId: 'p1', fetch: f.fetch, endpoints: { api: 'http://cloud.test/' }, origin: 'https://dapp.example', features: { multiWallet: true } }));
    await kit.ready;
    expect(f.requests[0]!.url.href.startsWith('http://cloud.test/appkit/v1/config?')).toBe(true);
    await kit.destroy();
  });

  it('the state starts with the default theme mode', () => {
    expect(createKit(baseOptions()).getState().themeMode).toBe('dark');
  });

  it('reconnects a stored session by default (enableReconnect true)', async () => {
    const storage = memoryBackend();
    const w = fakeWallet();
    const first = createKit(baseOptions({ storage, plugins: [walletsPlugin([w])] }));
    await first.connect('dev.wallet');
    await first.destroy();
    const again = createKit(baseOptions({ storage, plugins: [walletsPlugin([w])] }));
    await again.ready;
    expect(again.getState().chains.eip155?.account.status).toBe('connected');
    await again.destroy();
  });

  it('with enableReconnect false drops the stored session and stays disconnected', async () => {
    const storage = memoryBackend();
    const w = fakeWallet();
    const first = createKit(baseOptions({ storage, plugins: [walletsPlugin([w])] }));
    await first.connect('dev.wallet');
    await first.destroy();
    const again = createKit(baseOptions({ storage, enableReconnect: false, plugins: [walletsPlugin([w])] }));
    await again.ready;
    expect(again.getState().chains.eip155?.account.status).toBe('disconnected');
    expect(w.calls.filter((c) => c.method === 'reconnect')).toHaveLength(0);
    expect(JSON.parse(storage.data.get('@appkit-wallet/connected_connector_ids') ?? '{}')).toEqual({});
    await again.destroy();
  });
});
