import { bundlePage } from '@latchkey/test-harness/e2e/bundle';
import { fileURLToPath } from 'node:url';
import { runPluginContract } from '@latchkey/test-harness/contract/pluginContract';
import { describe, expect, it } from 'vitest';
import * as pkg from './index';
import { solana, solanaDevnet, solanaMainnet } from './index';
import { en } from './locale/en';
import { ALICE } from './test/transactions';
import { fakeRegistry, fakeWallet } from './test/wallet';

const networks = [solanaMainnet, solanaDevnet];

runPluginContract('solana', () => solana({ wallets: fakeRegistry([]) }), { networks });
// Again with a wallet discovered: its connector and the registry listeners must go on destroy too.
runPluginContract('solana with a wallet', () => solana({ wallets: fakeRegistry([fakeWallet({ addresses: [ALICE] }).wallet]) }), { networks });

describe('solana package', () => {
  it('exports the factory, its networks and helpers, nothing else', () => {
    expect(Object.keys(pkg).sort()).toEqual([
      'SOLANA_LOCALNET_CHAIN',
      'SOLANA_REFERENCES',
      'SOLANA_SAFE_METHODS',
      'SOLANA_UNSAFE_METHODS',
      'SOL_DECIMALS',
      'describeSolanaRequest',
      'floorDecimals',
      'formatUnits',
      'getSolanaAddressError',
      'isLocalNetwork',
      'isSolanaAddress',
      'isSolanaWallet',
      'solana',
      'solanaAddressExplorerUrl',
      'solanaChainReference',
      'solanaDevnet',
      'solanaLocalnet',
      'solanaMainnet',
      'solanaNamespace',
      'solanaTestnet',
      'toLamports',
    ]);
    const plugin = solana();
    expect({ id: plugin.id, kind: plugin.kind, namespaces: plugin.namespaces?.map((n) => n.namespace) }).toEqual({ id: 'solana', kind: 'chain', namespaces: ['solana'] });
    expect(Object.keys(plugin.rpc ?? {}).sort()).toEqual([...pkg.SOLANA_SAFE_METHODS].sort());
    expect(Object.values(plugin.rpc ?? {}).every((r) => r.safe && r.namespace === 'solana' && typeof r.handler === 'function')).toBe(true);
  });

  it('has its English on the page (other locales are chunks; scripts/locales.test.ts checks them), and every fact label it uses', async () => {
    expect(solana().locale?.en).toEqual(en);
    const { readFileSync } = await import('node:fs');
    const describeSource = readFileSync(new URL('./namespace/describe.ts', import.meta.url), 'utf8');
    const used = [...describeSource.matchAll(/labelKey: '([^']+)'/g)].map((m) => m[1]);
    expect(used.length).toBeGreaterThan(0);
    for (const key of used) expect(Object.keys(en)).toContain(key);
  });

  it('loads no Solana SDK with the page: @solana/kit and the System program only behind import()', async () => {
    const entry = fileURLToPath(new URL('./index.ts', import.meta.url));
    const result = await bundlePage({ entry: entry, define: {} });
    const outputs = result.metafile.outputs;
    const [entryOut] = Object.entries(outputs).find(([, o]) => o.entryPoint?.endsWith('plugins/solana/src/index.ts')) ?? [];
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
    const sdk = /node_modules\/(@solana\/(?!wallet-standard-features)|@solana-program\/)/;
    expect(inputsOf(loaded).filter((i) => sdk.test(i))).toEqual([]);
    // The SDK is in the bundle, behind a dynamic import (so the check above is not vacuous).
    const lazy = Object.keys(outputs).filter((f) => !loaded.has(f));
    expect(inputsOf(lazy).some((i) => i.includes('node_modules/@solana/'))).toBe(true);
    expect(inputsOf(lazy).some((i) => i.includes('node_modules/@solana-program/system'))).toBe(true);
    // And no web3.js anywhere: web3.js objects are only duck-typed.
    expect(inputsOf(Object.keys(outputs)).filter((i) => i.includes('@solana/web3.js'))).toEqual([]);
  });
});
