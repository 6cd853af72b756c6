import { describe, expect, it } from 'vitest';
import { internals, ConfigError } from '@latchkey/kernel';
import { runPluginContract } from '@latchkey/test-harness/contract/pluginContract';
import * as pkg from './index';
import { en } from './locale/en';
import { titles } from './locale/titles';
import { makeSwapsKit } from './test/kit.testing';

runPluginContract('swaps', () => pkg.swaps());

const SPEC_NETWORKS = ['eip155:1', 'eip155:42161', 'eip155:10', 'eip155:324', 'eip155:8453', 'eip155:56', 'eip155:137', 'eip155:100', 'eip155:43114', 'eip155:250', 'eip155:8217', 'eip155:1313161554'];

describe('@latchkey/swaps', () => {
  it('exports the factory, its constants, errors and one pure helper, nothing else at run time', () => {
    expect(Object.keys(pkg).sort()).toEqual([
      'DEFAULT_SLIPPAGE',
      'NATIVE_TOKEN_ADDRESS',
      'SWAPS_PLUGIN_ID',
      'SWAP_CHAIN_IDS',
      'SWAP_DEFAULT_CHAIN',
      'SWAP_VIEWS',
      'SwapQuoteError',
      'SwapRevertedError',
      'SwapTransactionError',
      'SwapUnavailableError',
      'minimumReceived',
      'swapNetworks',
      'swaps',
    ]);
    const plugin = pkg.swaps({ networks: [31337] });
    expect({ id: plugin.id, kind: plugin.kind, flags: Object.keys(plugin.features ?? {}) }).toEqual({ id: 'swaps', kind: 'feature', flags: ['swaps'] });
    // Its flag: 1inch by default (SPEC §9), the remote list when the service gives one, never in a restricted region.
    const flag = plugin.features!.swaps!;
    expect([flag.default, flag.remote?.({ isEnabled: true, config: ['0x', 7] }), flag.remote?.({ isEnabled: false }), flag.regionRestricted]).toEqual([['1inch'], ['0x'], false, true]);
    expect(plugin.views?.map((v) => v.id)).toEqual(['Swap', 'SwapSelectToken', 'SwapPreview', 'SwapResult', 'SwapFailed']);
    expect(plugin.slots).toEqual([
      expect.objectContaining({ slot: 'walletFeatures', id: 'swaps', order: 20, icon: 'swap', view: 'Swap', when: { connected: true, feature: 'swaps', basic: false, namespaces: ['eip155'], networks: [...SPEC_NETWORKS, 'eip155:31337'] } }),
    ]);
    expect(() => pkg.swaps({ slippage: 0 })).toThrow(ConfigError);
    expect(pkg.DEFAULT_SLIPPAGE).toBe(1);
    expect(pkg.SWAP_DEFAULT_CHAIN).toBe('eip155:1');
  });

  it('every string key the views use exists', async () => {
    const { readFileSync, readdirSync } = await import('node:fs');
    const dir = new URL('./views/', import.meta.url);
    const used = readdirSync(dir)
      .filter((f) => f.endsWith('.tsx') && !f.includes('.test.'))
      .flatMap((f) => [...readFileSync(new URL(f, dir), 'utf8').matchAll(/['`](swaps\.[a-zA-Z.]+)/g)].map((m) => m[1]!.replace(/\.$/, '')));
    expect(used.length).toBeGreaterThan(50);
    const known = [...Object.keys(en), ...Object.keys(titles().en)];
    for (const key of used.filter((k) => k !== 'swaps.problem')) expect(known, key).toContain(key);
    for (const code of ['amount', 'quoting', 'noQuote']) expect(known).toContain(`swaps.problem.${code}`);
  });
});

describe('the Account-view entry', () => {
  const entries = (kit: ReturnType<typeof makeSwapsKit>['kit']) => internals(kit).slots('walletFeatures').map((s) => `${s.id}@${s.order}`);

  it('shows for an EVM account on a swap network while the remote swaps list is non-empty', async () => {
    const { kit } = makeSwapsKit();
    await kit.ready;
    expect(entries(kit)).toEqual([]);
    await kit.connect('evm.wallet');
    expect(entries(kit)).toEqual(['swaps@20']);
    expect(kit.plugin('swaps').available()).toBe(true);
    await kit.switchNetwork('eip155:8453');
    expect(entries(kit)).toEqual(['swaps@20']);
    await kit.destroy();
  });

  it('is hidden on a network not in the list, and shown there once the dapp adds it', async () => {
    const { kit } = makeSwapsKit();
    await kit.ready;
    await kit.connect('evm.wallet');
    for (const network of ['eip155:31337', 'eip155:11155111'] as const) {
      await kit.switchNetwork(network);
      expect(entries(kit), network).toEqual([]);
      expect(kit.plugin('swaps').available()).toBe(false);
    }
    await kit.destroy();
    const added = makeSwapsKit({ swaps: { networks: [31337] } });
    await added.kit.ready;
    await added.kit.connect('evm.wallet');
    await added.kit.switchNetwork('eip155:31337');
    expect(entries(added.kit)).toEqual(['swaps@20']);
    expect(added.kit.plugin('swaps').networks()).toContain('eip155:31337');
    await added.kit.destroy();
  });

  it('is hidden on solana', async () => {
    const { kit } = makeSwapsKit();
    await kit.ready;
    await kit.connect('evm.wallet');
    await kit.connect('sol.wallet');
    kit.setActiveNamespace('solana');
    expect(kit.getState().activeNamespace).toBe('solana');
    expect(entries(kit)).toEqual([]);
    expect(kit.plugin('swaps').available()).toBe(false);
    kit.setActiveNamespace('eip155');
    expect(entries(kit)).toEqual(['swaps@20']);
    await kit.destroy();
  });

  it('is hidden when the remote flag is off or its list is empty', async () => {
    for (const swaps of [false, []] as const) {
      const { kit, cloud } = makeSwapsKit();
      cloud.swaps = swaps === false ? false : [...swaps];
      await kit.ready;
      await kit.connect('evm.wallet');
      expect(kit.getState().features.swaps, JSON.stringify(swaps)).toEqual(swaps);
      expect(entries(kit)).toEqual([]);
      expect(kit.plugin('swaps').available()).toBe(false);
      await kit.destroy();
    }
  });

  it('is hidden in the SPEC §9 restricted regions', async () => {
    const { kit } = makeSwapsKit({ timeZone: 'Asia/Shanghai' });
    await kit.ready;
    await kit.connect('evm.wallet');
    expect(entries(kit)).toEqual([]);
    expect(kit.plugin('swaps').available()).toBe(false);
    await kit.destroy();
  });

  it('is hidden in basic mode, where the remote configuration is never asked', async () => {
    const { kit, cloud } = makeSwapsKit({ basic: true });
    await kit.ready;
    await kit.connect('evm.wallet');
    expect(entries(kit)).toEqual([]);
    expect(cloud.paths()).not.toContain('/appkit/v1/config');
    await kit.destroy();
  });
});
