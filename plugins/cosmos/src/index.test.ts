import type { Keplr } from '@keplr-wallet/types';
import { isKitError } from '@latchkey/kernel';
import { runPluginContract } from '@latchkey/test-harness/contract/pluginContract';
import { installMockCosmosWallets } from '@latchkey/test-harness/cosmos/index';
import { describe, expect, it } from 'vitest';
import * as pkg from './index';
import { cosmos, cosmosHub, osmosis } from './index';
import { en } from './locale/en';
import { fakeWindow } from './test/kit';
import type { KeplrLike } from './types';

const networks = [cosmosHub, osmosis];

runPluginContract('cosmos', () => cosmos({ window: fakeWindow() }), { networks });
// Again with a wallet found: its connector and the window listeners must go on destroy too.
runPluginContract(
  'cosmos with Keplr',
  () => {
    const win = fakeWindow();
    installMockCosmosWallets(win);
    return cosmos({ window: win });
  },
  { networks },
);

describe('cosmos package', () => {
  it('exports the factory, its networks, namespace and helpers, nothing else', () => {
    expect(Object.keys(pkg).sort()).toEqual([
      'COSMOS_BECH32_PREFIXES',
      'COSMOS_SAFE_METHODS',
      'COSMOS_UNSAFE_METHODS',
      'SignerMismatchError',
      'builtInWallets',
      'cosmos',
      'cosmosAddressError',
      'cosmosAddressExplorerUrl',
      'cosmosChainReference',
      'cosmosHub',
      'cosmosNamespace',
      'cosmosNetwork',
      'createCosmosNamespace',
      'getCosmosAddressError',
      'isAdr36SignDoc',
      'makeAdr36SignDoc',
      'osmosis',
      'osmosisTestnet',
      'prefixMap',
      'serializeSignDoc',
      'sortedJson',
      'walletChainIdOf',
    ]);
    const plugin = cosmos();
    expect({ id: plugin.id, kind: plugin.kind, namespaces: plugin.namespaces?.map((n) => n.namespace) }).toEqual({ id: 'cosmos', kind: 'chain', namespaces: ['cosmos'] });
    const ns = plugin.namespaces![0]!;
    expect(ns.accountTypes).toEqual(['eoa']);
    expect(ns.methods).toEqual({ safe: ['cosmos_getAccounts', 'getKey'], unsafe: ['cosmos_signArbitrary', 'signArbitrary', 'cosmos_signDirect', 'cosmos_signAmino'] });
  });

  it("takes the dapp's prefixes into its namespace's address check", () => {
    const ns = cosmos({ bech32Prefixes: { 'juno-1': 'juno' } }).namespaces![0]!;
    expect(ns.addressError('cosmos1rk49ccf90n48ntfxpzwu884m606stun0l2kgs9', 'cosmos:juno-1')).toBe('Expected a juno1… address');
    expect(pkg.cosmosNamespace.addressError('cosmos1rk49ccf90n48ntfxpzwu884m606stun0l2kgs9', 'cosmos:juno-1')).toBeUndefined();
  });

  it('refuses bad wallet definitions when the factory runs', () => {
    const base = { id: 'station', name: 'Station', provider: () => undefined, keystoreEvent: 'station_wallet_change' };
    for (const wallets of [[{ ...base, id: 'Station!' }], [{ ...base, name: '\u202e' }], [{ ...base, provider: 'window.station' as never }], [{ ...base, id: 'keplr' }]]) {
      let error: unknown;
      try {
        cosmos({ wallets });
      } catch (e) {
        error = e;
      }
      expect(isKitError(error, 'CONFIG_ERROR'), JSON.stringify(wallets[0]!.id)).toBe(true);
    }
    expect(() => cosmos({ builtInWallets: false, wallets: [{ ...base, id: 'keplr' }] })).not.toThrow();
  });

  it('has its English on the page (other locales are chunks; scripts/locales.test.ts checks them), and every fact label it uses', async () => {
    expect(cosmos().locale?.en).toEqual(en);
    const { readFileSync } = await import('node:fs');
    const describeSource = readFileSync(new URL('./namespace/describe.ts', import.meta.url), 'utf8');
    const used = new Set([...describeSource.matchAll(/labelKey: '([^']+)'/g)].map((m) => m[1]));
    expect(used.size).toBeGreaterThan(0);
    for (const key of used) expect(Object.keys(en)).toContain(key);
    for (const key of Object.keys(en)) expect(used, `unused string ${key}`).toContain(key);
  });

  it("fits @keplr-wallet/types' Keplr: a real window.keplr is a KeplrLike", () => {
    const accepts = (provider: KeplrLike) => typeof provider.enable;
    // Type-level: this line fails `tsc` if the plugin's interface drifts from Keplr's.
    const check: (k: Keplr) => string = accepts;
    expect(typeof check).toBe('function');
  });
});
