import { readdirSync, readFileSync } from 'node:fs';
import { describe, expect, expectTypeOf, it, vi } from 'vitest';
import type { EIP1193Provider as ViemProvider } from 'viem';
import type { EIP1193Provider as HarnessProvider } from '@latchkey/test-harness/wallets/index';
import { runPluginContract } from '@latchkey/test-harness/contract/pluginContract';
import { bundlePage } from '@latchkey/test-harness/e2e/bundle';
import { isKitError } from '@latchkey/kernel';
import * as pkg from './index';
import { eip155, type EIP1193Provider } from './index';
import { fakeWindow, makeKit } from './test/kit';

const network = { id: 31337, name: 'Local', nativeCurrency: { name: 'Ether', symbol: 'ETH', decimals: 18 }, rpcUrls: { default: { http: ['http://127.0.0.1:9'] } } };
const provider = { request: async () => null };

runPluginContract('eip155', () => eip155());
// The contract again with discovery live on a window (listeners and connectors must go on destroy too).
runPluginContract('eip155 with a window', () => eip155({ window: Object.assign(fakeWindow(), { ethereum: { request: async () => null, isX: true } }) }));

describe('eip155 package', () => {
  it('exports the factory and its helpers, nothing else', () => {
    expect(Object.keys(pkg).sort()).toEqual(['REFUSED_METHODS', 'SAFE_METHODS', 'UNSAFE_METHODS', 'eip155', 'eip155Namespace', 'evmChainReference', 'getEip155AddressError', 'showBrowserWallet', 'toChecksumAddress']);
    const plugin = eip155();
    expect({ id: plugin.id, kind: plugin.kind, namespaces: plugin.namespaces?.map((n) => n.namespace) }).toEqual({ id: 'eip155', kind: 'chain', namespaces: ['eip155'] });
  });

  it("keeps what only runs later off the page's load: the describer is a subpath and a lazy chunk; wallet code, actions and balances load on use", async () => {
    const describe = await import('@latchkey/eip155/describe');
    expect(Object.keys(describe).sort()).toEqual(['describeEvmRequest', 'formatUnits', 'hexToText', 'parseQuantity']);
    const networks = await import('@latchkey/eip155/networks');
    expect(Object.keys(networks).sort()).toEqual(['addChainParameters', 'isLocalNetwork']);
    const result = await bundlePage({ entry: new URL('./index.ts', import.meta.url), external: ['viem', 'viem/*'], define: {} });
    const outputs = result.metafile.outputs;
    const closure = new Set<string>();
    const visit = (key: string) => {
      if (closure.has(key)) return;
      closure.add(key);
      for (const i of outputs[key]!.imports) if (i.kind === 'import-statement' && outputs[i.path]) visit(i.path);
    };
    visit(Object.keys(outputs).find((k) => outputs[k]!.entryPoint?.endsWith('eip155/src/index.ts'))!);
    const onLoad = [...closure].flatMap((k) => Object.keys(outputs[k]!.inputs));
    // Also lazy: the API's methods (actions/api.ts, with every action and its constants), the live
    // provider ref (listeners that follow a re-announced provider), the balance cache (forgotten by
    // the adapter after a send) and the identity watcher with its lookup (the first connected account), and the sign-in text and its verifier (sign-in comes after a connect).
    const lazy = /eip155\/src\/(namespace\/describe|wallet\/(adapter|switchChain|chainId|errors|providerRef)|actions\/\w+|balance\/(balance|local|cache)|identity\/(identity|live)|siwx\/(format|verify))\.ts$/;
    expect(onLoad.filter((m) => lazy.test(m))).toEqual([]);
    // What stays is the smallest stand-in: the API's async methods, the identity trigger, the provider slot.
    expect(onLoad.filter((m) => /eip155\/src\/(api|identity\/watch|wallet\/slot)\.ts$/.test(m))).toHaveLength(3);
    expect(onLoad.some((m) => m.endsWith('eip155/src/discovery/discover.ts'))).toBe(true);
    // The namespace's `toKitError` hook (a rejection) is on the page; the rest of the wallet error mapping rides with the adapter.
    expect(onLoad.some((m) => m.endsWith('eip155/src/wallet/rejection.ts'))).toBe(true);
  });

  it('does not load viem to install: the factory module and setup import it only on use', async () => {
    const dir = new URL('.', import.meta.url);
    const files = (readdirSync(dir, { recursive: true }) as string[]).filter((f) => f.endsWith('.ts') && !f.endsWith('.test.ts') && !f.startsWith('test'));
    const sources = Object.fromEntries(files.map((f) => [f, readFileSync(new URL(f, dir), 'utf8')]));
    expect(files.length).toBeGreaterThan(10);
    const offenders = Object.entries(sources).filter(([, text]) => /^import\s+(?!type\b)[^;]*from\s+'viem/m.test(text)).map(([file]) => file);
    expect(offenders).toEqual([]);
    expect(Object.values(sources).some((text) => text.includes("await import('viem')"))).toBe(true);
  });

  it("an EVM page carries its own address rule and no other family's (Bitcoin, Cosmos, Polkadot, Solana), nor any in the kernel", async () => {
    const result = await bundlePage({ entry: new URL('./index.ts', import.meta.url), external: ['viem', 'viem/*'], define: {} });
    // What ends up in the output (tree-shaking drops what is parsed but unused).
    const inputs = Object.values(result.metafile.outputs).flatMap((o) => Object.entries(o.inputs).filter(([, v]) => v.bytesInOutput > 0).map(([k]) => k));
    // The kernel is bundled from source here, so the check sees its modules: none holds an address rule.
    expect(inputs.some((i) => i.endsWith('plugins/eip155/src/address.ts'))).toBe(true);
    expect(inputs.filter((i) => /plugins\/(bip122|cosmos|polkadot|solana)\//.test(i))).toEqual([]);
    expect(inputs.some((i) => i.includes('kernel/src/'))).toBe(true);
    expect(inputs.filter((i) => /kernel\/src\/caip\/(address|eip155|bip122|cosmos|polkadot|solana)\.ts$/.test(i))).toEqual([]);
  });

  it('accepts the providers apps already have (viem-typed, the harness mock) without a cast', () => {
    expectTypeOf<ViemProvider>().toExtend<EIP1193Provider>();
    expectTypeOf<HarnessProvider>().toExtend<EIP1193Provider>();
  });
});

describe('the plugin API (stand-ins on the page, the implementation a lazy chunk)', () => {
  it('has every method at once; each loads the actions on call and keeps its errors', async () => {
    const kit = makeKit(undefined as never, [network]);
    const api = kit.plugin('eip155');
    expect(Object.keys(api).sort()).toEqual(['sendCalls', 'sendNative', 'sendToken', 'signMessage', 'signTypedData', 'waitForReceipt']);
    expect(Object.values(api).every((f) => typeof f === 'function')).toBe(true);
    // Not connected: a typed error, as a rejection (never a throw at the call).
    const signing = api.signMessage('hello');
    await expect(signing).rejects.toSatisfy(isKitError);
    await kit.destroy();
  });
});

describe('eip155 without a window (SSR, Node)', () => {
  it('installs with no browser work and still offers the custom connectors', async () => {
    expect((globalThis as { window?: unknown }).window).toBeUndefined();
    const kit = makeKit(undefined as never, [network], { eip155: { connectors: [{ id: 'my-wallet', name: 'My Wallet', provider }] } });
    expect(kit.getState().connectors.map((c) => [c.id, c.type])).toEqual([['my-wallet', 'EXTERNAL']]);
    await kit.destroy();
  });

  it('discovers on globalThis.window when no window is given', async () => {
    const win = fakeWindow();
    vi.stubGlobal('window', win);
    try {
      const seen: string[] = [];
      win.addEventListener('eip6963:requestProvider', () => seen.push('request'));
      const kit = makeKit(undefined as never, [network]);
      expect(seen).toEqual(['request']);
      await kit.destroy();
    } finally {
      vi.unstubAllGlobals();
    }
  });
});

describe('custom connectors', () => {
  it.each([
    [{ id: '', name: 'X', provider }, 'connectors[0].id'],
    [{ id: 'a b', name: 'X', provider }, 'connectors[0].id'],
    [{ id: 'x', name: '  ', provider }, 'connectors[0].name'],
    [{ id: 'x', name: 'X', provider: {} }, 'connectors[0].provider'],
    [{ id: 'x', name: 'X', provider, icon: 'javascript:alert(1)' }, 'connectors[0].icon'],
    [{ id: 'x', name: 'X', provider, icon: 'http://insecure.example/icon.png' }, 'connectors[0].icon'],
  ])('refuses %o with a ConfigError naming the field', (connector, field) => {
    let error: unknown;
    try {
      eip155({ connectors: [connector as never] });
    } catch (e) {
      error = e;
    }
    expect(isKitError(error, 'CONFIG_ERROR')).toBe(true);
    expect((error as Error).message).toContain(field);
  });

  it('makes a lazy provider only when the visitor connects, and connects through it', async () => {
    const calls: string[] = [];
    const made = vi.fn(async () => ({
      async request({ method }: { method: string }) {
        calls.push(method);
        if (method === 'eth_requestAccounts') return ['0x70997970c51812dc3a010c7d01b50e0d17dc79c8'];
        if (method === 'eth_chainId') return '0x7a69';
        return null;
      },
    }));
    const kit = makeKit(fakeWindow(), [network], { eip155: { connectors: [{ id: 'lazy', name: 'Lazy', icon: 'https://wallet.example/icon.png', provider: made }] } });
    expect(kit.getState().connectors).toEqual([{ id: 'lazy', name: 'Lazy', type: 'EXTERNAL', namespaces: ['eip155'], imageUrl: 'https://wallet.example/icon.png' }]);
    expect(made).not.toHaveBeenCalled();
    const account = await kit.connect('lazy');
    // Lower-case from the wallet, EIP-55 in the kit.
    expect(account.address).toBe('0x70997970C51812dc3A010C7d01b50e0d17dc79C8');
    expect(account.network.caipNetworkId).toBe('eip155:31337');
    expect(made).toHaveBeenCalledTimes(1);
    expect(calls.slice(0, 2)).toEqual(['eth_requestAccounts', 'eth_chainId']);
    await kit.destroy();
  });
});
