import { bundlePage } from '@latchkey/test-harness/e2e/bundle';
import { readFileSync } from 'node:fs';
import { gzipSync } from 'node:zlib';
import { isKitError } from '@latchkey/kernel';
import { runPluginContract } from '@latchkey/test-harness/contract/pluginContract';
import { describe, expect, it } from 'vitest';
import * as pkg from './index';
import { kusama, polkadot, polkadotMainnet, westend } from './index';
import { en } from './locale/en';

const networks = [polkadotMainnet, kusama, westend];

// Without a window (SSR, Node): nothing is discovered, everything else works. The run with an
// extension on the page is in wallet/discover.test.ts.
runPluginContract('polkadot', () => polkadot(), { networks });

describe('polkadot package', () => {
  it('exports the factory, its networks and helpers, nothing else', () => {
    expect(Object.keys(pkg).sort()).toEqual([
      'GENERIC_SS58_PREFIX',
      'POLKADOT_GENESIS_HASHES',
      'POLKADOT_REFERENCES',
      'POLKADOT_SAFE_METHODS',
      'POLKADOT_UNSAFE_METHODS',
      'SS58_PREFIXES',
      'describePolkadotRequest',
      'floorDecimals',
      'formatUnits',
      'freeBalanceOf',
      'getPolkadotAddressError',
      'isLocalNetwork',
      'kusama',
      'polkadot',
      'polkadotAddressError',
      'polkadotAddressExplorerUrl',
      'polkadotChainReference',
      'polkadotLocalnet',
      'polkadotMainnet',
      'polkadotNamespace',
      'referenceOfGenesis',
      'ss58PrefixOf',
      'westend',
    ]);
    const plugin = polkadot();
    expect({ id: plugin.id, kind: plugin.kind, namespaces: plugin.namespaces?.map((n) => n.namespace) }).toEqual({ id: 'polkadot', kind: 'chain', namespaces: ['polkadot'] });
    expect(Object.keys(plugin.rpc ?? {}).sort()).toEqual([...pkg.POLKADOT_SAFE_METHODS].sort());
    expect(Object.values(plugin.rpc ?? {}).every((r) => r.safe && r.namespace === 'polkadot' && typeof r.handler === 'function')).toBe(true);
  });

  it('has its English on the page (other locales are chunks; scripts/locales.test.ts checks them), and every fact label it uses', () => {
    expect(polkadot().locale?.en).toEqual(en);
    const source = readFileSync(new URL('./namespace/describe.ts', import.meta.url), 'utf8');
    const used = [...source.matchAll(/labelKey: '([^']+)'/g)].map((m) => m[1]);
    expect(new Set(used)).toEqual(new Set(Object.keys(en)));
  });

  it('refuses bad options when the factory runs', () => {
    const bad = [
      () => polkadot({ appName: ' ' }),
      () => polkadot({ ss58Prefixes: { 'eip155:1': 0 } }),
      () => polkadot({ ss58Prefixes: { [polkadotMainnet.caipNetworkId]: 46 } }),
      () => polkadot({ ss58Prefixes: { [polkadotMainnet.caipNetworkId]: 1.5 } }),
      () => polkadot({ wallets: { talisman: null as never } }),
    ];
    for (const make of bad) {
      let error: unknown;
      try {
        make();
      } catch (e) {
        error = e;
      }
      expect(isKitError(error, 'CONFIG_ERROR')).toBe(true);
    }
  });

  it('keeps extension-dapp, util-crypto and @polkadot/api off the load path: the Polkadot SDK only behind import()', async () => {
    const result = await bundlePage({ entry: new URL('./index.ts', import.meta.url), external: ['@latchkey/kernel'], minify: true, define: {} });
    const outputs = result.metafile.outputs;
    const [entryOut] = Object.entries(outputs).find(([, o]) => o.entryPoint?.endsWith('plugins/polkadot/src/index.ts')) ?? [];
    expect(entryOut).toBeDefined();
    // Everything the entry pulls in statically, chunk by chunk.
    const loaded = new Set<string>();
    const visit = (file: string) => {
      if (loaded.has(file)) return;
      loaded.add(file);
      for (const i of outputs[file]?.imports ?? []) if (i.kind === 'import-statement' && !i.external) visit(i.path);
    };
    visit(entryOut!);
    const inputsOf = (files: Iterable<string>) => [...files].flatMap((f) => Object.keys(outputs[f]?.inputs ?? {}));
    // Only the SS58 address rule's hashing (blake2b, base58: the plugin's own rule, no longer the kernel's) loads with the page.
    expect(inputsOf(loaded).filter((i) => i.includes('node_modules/') && !/node_modules\/(@noble\/hashes|@scure\/base)\//.test(i))).toEqual([]);
    // The SDK is in the bundle, behind a dynamic import (so the check above is not vacuous).
    const lazy = inputsOf(Object.keys(outputs).filter((f) => !loaded.has(f)));
    expect(lazy.some((i) => i.includes('node_modules/@polkadot/extension-dapp/'))).toBe(true);
    expect(lazy.some((i) => i.includes('node_modules/@polkadot/util-crypto/'))).toBe(true);
    // @polkadot/api is needed nowhere: balances are one storage read, decoded by hand.
    expect(inputsOf(Object.keys(outputs)).filter((i) => /node_modules\/@polkadot\/(api|types)\//.test(i))).toEqual([]);
    // What the page pays for: the plugin object, discovery, the adapter, the describer, and the SS58
    // address rule with its blake2b and base58 (about 4.3 kB, which the kernel carried before).
    const files = result.outputFiles.filter((f) => [...loaded].some((k) => f.path.endsWith(k.replace(/^.*\//, ''))));
    const gzip = files.reduce((n, f) => n + gzipSync(f.contents).length, 0);
    expect(gzip).toBeLessThan(12_500);
  });
});
