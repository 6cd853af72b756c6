import { bundlePage } from '@latchkey/test-harness/e2e/bundle';
import { readFileSync } from 'node:fs';
import { runPluginContract } from '@latchkey/test-harness/contract/pluginContract';
import { describe, expect, it } from 'vitest';
import * as pkg from './index';
import { bip122, bitcoin, bitcoinTestnet } from './index';
import { en } from './locale/en';

const networks = [bitcoin, bitcoinTestnet];

runPluginContract('bip122', () => bip122(), { networks });
runPluginContract('bip122 with a balance API', () => bip122({ balance: { urls: { [bitcoin.caipNetworkId]: 'https://mempool.space/api' } } }), { networks });

describe('bip122 package', () => {
  it('exports the factory, its networks and helpers, nothing else', () => {
    expect(Object.keys(pkg).sort()).toEqual([
      'BIP122_REFERENCES',
      'BIP122_SAFE_METHODS',
      'BIP122_UNSAFE_METHODS',
      'BITCOIN_VIEWS',
      'BTC_DECIMALS',
      'SATS_PER_BTC',
      'bip122',
      'bip122AddressExplorerUrl',
      'bip122ChainReference',
      'bip122Namespace',
      'bitcoin',
      'bitcoinTestnet',
      'describeBip122Request',
      'floorDecimals',
      'formatBip122SignInMessage',
      'formatSats',
      'getBip122AddressError',
      'networkKindOf',
      'satsOfEsploraAddress',
      'toSats',
    ]);
    const plugin = bip122();
    expect({ id: plugin.id, kind: plugin.kind, namespaces: plugin.namespaces?.map((n) => n.namespace) }).toEqual({ id: 'bip122', kind: 'chain', namespaces: ['bip122'] });
    expect(plugin.namespaces?.[0]).toBe(pkg.bip122Namespace);
    expect(pkg.bip122Namespace.assets).toBeUndefined();
    const withBalance = bip122({ balance: { urls: {} } });
    expect(withBalance.namespaces?.[0]?.assets?.balances).toEqual(expect.any(Function));
    expect(plugin.views?.map((v) => v.id)).toEqual(['BitcoinAccounts']);
    expect(plugin.slots).toEqual([expect.objectContaining({ slot: 'walletFeatures', view: 'BitcoinAccounts', when: { connected: true, namespaces: ['bip122'], connectorTypes: ['ANNOUNCED'] } })]);
  });

  it('has its English on the page (other locales are chunks; scripts/locales.test.ts checks them), and every key it uses', () => {
    expect(bip122().locale?.en).toEqual(en);
    const sources = ['./namespace/describe.ts', './namespace/describePsbt.ts', './views/BitcoinAccounts.tsx', './index.ts'].map((f) => readFileSync(new URL(f, import.meta.url), 'utf8')).join('\n');
    const used = [...new Set([...sources.matchAll(/'(bip122\.(?:request|accounts)\.[A-Za-z]+)'/g)].map((m) => m[1]!))];
    expect(used.length).toBeGreaterThan(10);
    for (const key of used) expect(Object.keys(en)).toContain(key);
  });

  it('loads no Bitcoin SDK with the page: sats-connect, btc-signer and the curves only behind import()', async () => {
    const result = await bundlePage({ entry: new URL('./index.ts', import.meta.url), external: ['@latchkey/*', 'react', 'react/*', 'react-dom'], define: {} });
    const outputs = result.metafile.outputs;
    const [entryOut] = Object.entries(outputs).find(([, o]) => o.entryPoint?.endsWith('plugins/bip122/src/index.ts')) ?? [];
    expect(entryOut).toBeDefined();
    const loaded = new Set<string>();
    const visit = (file: string) => {
      if (loaded.has(file)) return;
      loaded.add(file);
      for (const i of outputs[file]?.imports ?? []) if (i.kind === 'import-statement' && !i.external) visit(i.path);
    };
    visit(entryOut!);
    const inputsOf = (files: Iterable<string>) => [...files].flatMap((f) => Object.keys(outputs[f]?.inputs ?? {}));
    const sdk = /node_modules\/(@sats-connect|@scure\/btc-signer|@noble\/curves|valibot|axios|jsontokens)\//;
    const page = inputsOf(loaded);
    expect(page.filter((i) => sdk.test(i))).toEqual([]);
    // What the page carries: discovery, the namespace adapter, checks and strings; no view, no wallet code, no SDK at all.
    expect(page.map((i) => i.replace(/^.*plugins\/bip122\/src\//, '')).sort()).toEqual([
      // The Bitcoin address rule (the plugin's own since the kernel knows no chain): sha256 and base58check/bech32.
      'address.ts',
      'amount.ts',
      'api.ts',
      'index.ts',
      'locale/en.ts',
      'locale/load.generated.ts',
      'namespace/adapter.ts',
      'namespace/balance.ts',
      'namespace/describe.ts',
      'namespace/siwx.ts',
      'networks.ts',
      'params.ts',
      'views/ids.ts',
      'wallet/discover.ts',
      // What the wallets' refusals mean (the connector's toKitError): a few lines, no SDK.
      'wallet/errors.ts',
      'wallet/sanitize.ts',
      'node_modules/@noble/hashes/_md.js',
      'node_modules/@noble/hashes/_u64.js',
      'node_modules/@noble/hashes/sha2.js',
      'node_modules/@noble/hashes/utils.js',
      'node_modules/@scure/base/index.js',
    ].sort());
    // The SDKs are in the bundle, behind dynamic imports (so the checks above are not vacuous).
    const lazy = inputsOf(Object.keys(outputs).filter((f) => !loaded.has(f)));
    expect(lazy.some((i) => i.includes('node_modules/@sats-connect/core/'))).toBe(true);
    expect(lazy.some((i) => i.includes('node_modules/@scure/btc-signer/'))).toBe(true);
    expect(lazy.some((i) => i.endsWith('wallet/connector.ts'))).toBe(true);
    expect(lazy.some((i) => i.endsWith('verify/verifyMessage.ts'))).toBe(true);
  });
});
