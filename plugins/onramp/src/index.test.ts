import { describe, expect, it } from 'vitest';
import { runPluginContract } from '@latchkey/test-harness/contract/pluginContract';
import * as pkg from './index';
import { en } from './locale/en';
import { makeOnrampKit } from './test/kit.testing';
import { internals } from '@latchkey/kernel';

runPluginContract('onramp', () => pkg.onramp());

describe('@latchkey/onramp', () => {
  it('exports the factory, its constants, errors and pure helpers, nothing else at run time', () => {
    expect(Object.keys(pkg).sort()).toEqual([
      'COINBASE_PAY_CHAINS',
      'COINBASE_PAY_FALLBACK',
      'ONRAMP_NAMESPACES',
      'ONRAMP_PLUGIN_ID',
      'ONRAMP_VIEWS',
      'PopupBlockedError',
      'ProviderUnavailableError',
      'ProviderUrlError',
      'availableProviders',
      'checkProviderUrl',
      'coinbasePayChain',
      'defaultPaymentCurrencies',
      'defaultPurchaseCurrencies',
      'onramp',
      'onrampProviders',
    ]);
    const plugin = pkg.onramp();
    expect({ id: plugin.id, kind: plugin.kind, flags: Object.keys(plugin.features ?? {}) }).toEqual({ id: 'onramp', kind: 'feature', flags: ['onramp'] });
    // Its flag: Meld and Coinbase by default (SPEC §9), the remote list when the service gives one, never in a restricted region.
    const flag = plugin.features!.onramp!;
    expect([flag.default, flag.remote?.({ isEnabled: true, config: ['meld'] }), flag.remote?.({ isEnabled: true }), flag.remote?.({ isEnabled: false }), flag.regionRestricted]).toEqual([['meld', 'coinbase'], ['meld'], ['meld', 'coinbase'], false, true]);
    expect(plugin.views?.map((v) => v.id)).toEqual(['OnRampProviders', 'OnRampPurchase']);
    expect(plugin.slots).toEqual([expect.objectContaining({ slot: 'walletFeatures', order: 10, when: { connected: true, feature: 'onramp', basic: false, namespaces: ['eip155', 'solana'] } })]);
  });

  it('every string key the views use exists', async () => {
    const { readFileSync, readdirSync } = await import('node:fs');
    const dir = new URL('./views/', import.meta.url);
    const used = readdirSync(dir)
      .filter((f) => f.endsWith('.tsx') && !f.includes('.test.'))
      .flatMap((f) => [...readFileSync(new URL(f, dir), 'utf8').matchAll(/\bt\(`?'?([a-zA-Z.]+)/g)].map((m) => m[1]!.replace(/\.$/, '')));
    expect(used.length).toBeGreaterThan(20);
    for (const key of used.filter((k) => !k.endsWith('error') && !k.endsWith('method'))) expect(Object.keys(en), key).toContain(key);
    for (const code of ['required', 'invalid', 'range']) expect(Object.keys(en)).toContain(`onramp.error.${code}`);
    for (const m of ['card', 'ach_bank_account']) expect(Object.keys(en)).toContain(`onramp.method.${m}`);
  });
});

describe('the Account-view entry', () => {
  const entries = (kit: ReturnType<typeof makeOnrampKit>['kit']) => internals(kit).slots('walletFeatures').map((s) => `${s.id}@${s.order}`);

  it('shows on EVM and Solana while the remote onramp list is non-empty', async () => {
    const { kit } = makeOnrampKit();
    await kit.ready;
    expect(entries(kit)).toEqual([]);
    await kit.connect('evm.wallet');
    expect(entries(kit)).toEqual(['onramp@10']);
    await kit.connect('sol.wallet');
    kit.setActiveNamespace('solana');
    expect(entries(kit)).toEqual(['onramp@10']);
    expect(kit.plugin('onramp').providers().map((p) => p.id)).toEqual(['meld']);
    await kit.destroy();
  });

  it('is hidden on a namespace it does not serve', async () => {
    const { kit } = makeOnrampKit();
    await kit.ready;
    await kit.connect('dot.wallet');
    kit.setActiveNamespace('polkadot');
    expect(kit.getState().activeNamespace).toBe('polkadot');
    expect(entries(kit)).toEqual([]);
    expect(kit.plugin('onramp').providers()).toEqual([]);
    await kit.destroy();
  });

  it('is hidden when the remote flag is off or its provider list is empty', async () => {
    for (const onramp of [false, []] as const) {
      const { kit, cloud } = makeOnrampKit();
      cloud.onramp = onramp === false ? false : [...onramp];
      await kit.ready;
      await kit.connect('evm.wallet');
      expect(kit.getState().features.onramp, JSON.stringify(onramp)).toEqual(onramp);
      expect(entries(kit)).toEqual([]);
      await kit.destroy();
    }
  });

  it('is hidden in basic mode, where the remote configuration is never asked', async () => {
    const { kit, cloud } = makeOnrampKit({ basic: true });
    await kit.ready;
    await kit.connect('evm.wallet');
    expect(entries(kit)).toEqual([]);
    expect(cloud.calls.map((c) => c.url.pathname)).not.toContain('/appkit/v1/config');
    await kit.destroy();
  });

  it('offers only coinbase when the remote list names only coinbase', async () => {
    const { kit, cloud } = makeOnrampKit();
    cloud.onramp = ['coinbase'];
    await kit.ready;
    await kit.connect('evm.wallet');
    expect(kit.plugin('onramp').providers().map((p) => p.id)).toEqual(['coinbase']);
    await kit.connect('sol.wallet');
    kit.setActiveNamespace('solana');
    // Coinbase does not serve Solana: nothing left, yet the flag is on (the view says so).
    expect(kit.plugin('onramp').providers()).toEqual([]);
    await kit.destroy();
  });
});
