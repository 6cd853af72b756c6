import { describe, expect, it } from 'vitest';
import { createKit, createMemoryStorage, isKitError } from '@latchkey/kernel';
import { runPluginContract } from '@latchkey/test-harness/contract/pluginContract';
import { send } from '@latchkey/send';
import * as pkg from './index';
import { en } from './locale/en';

runPluginContract('pay', () => pkg.pay(), { companions: () => [send()] });

describe('@latchkey/pay', () => {
  it('exports the factory, its constants and its typed errors, nothing else at run time', () => {
    expect(Object.keys(pkg).sort()).toEqual([
      'PAY_PLUGIN_ID',
      'PAY_VIEWS',
      'PayCancelledError',
      'PayDisabledError',
      'PayError',
      'PayFailedError',
      'PayInProgressError',
      'PayInvalidAmountError',
      'PayInvalidAssetError',
      'PayInvalidRecipientError',
      'PayRejectedError',
      'PayRevertedError',
      'PayTimeoutError',
      'PayUnsupportedNamespaceError',
      'PayUnsupportedNetworkError',
      'pay',
    ]);
    const plugin = pkg.pay();
    expect({ id: plugin.id, kind: plugin.kind, requires: plugin.requires, slots: plugin.slots }).toEqual({ id: 'pay', kind: 'feature', requires: ['send'], slots: undefined });
    expect(plugin.views?.map((v) => v.id)).toEqual(['PayRequest', 'PayStatus']);
  });

  it('every error is a PayError with its own stable code', () => {
    const classes = Object.entries(pkg).filter(([name]) => /^Pay\w+Error$/.test(name) && name !== 'PayError') as Array<[string, new () => InstanceType<typeof pkg.PayError>]>;
    const codes = classes.map(([name, Error]) => {
      const e = new Error();
      expect(e, name).toBeInstanceOf(pkg.PayError);
      expect(e.name).toBe(name);
      expect(isKitError(e)).toBe(true);
      return e.code;
    });
    expect(new Set(codes).size).toBe(classes.length);
    expect(codes.every((c) => /^PAY_[A-Z_]+$/.test(c))).toBe(true);
  });

  it('cannot be installed without send', () => {
    let error: unknown;
    try {
      createKit({ metadata: { name: 'x', description: 'x', url: 'https://x.example', icons: [] }, networks: [{ id: 1, chainNamespace: 'eip155', name: 'E', nativeCurrency: { name: 'Ether', symbol: 'ETH', decimals: 18 }, rpcUrls: { default: { http: ['https://e.example'] } } }], storage: createMemoryStorage(), plugins: [pkg.pay()] });
    } catch (e) {
      error = e;
    }
    expect(isKitError(error, 'CONFIG_ERROR') && error.shortMessage).toBe("Plugin 'pay' requires 'send', which is not installed");
  });

  it('every string key the views use exists, and every failure reason has its sentence', async () => {
    const { readFileSync, readdirSync } = await import('node:fs');
    const dir = new URL('./views/', import.meta.url);
    const used = readdirSync(dir)
      .filter((f) => f.endsWith('.tsx') && !f.includes('.test.'))
      .flatMap((f) => [...readFileSync(new URL(f, dir), 'utf8').matchAll(/\bt\('([a-zA-Z.]+)'/g)].map((m) => m[1]!));
    expect(used.length).toBeGreaterThan(20);
    for (const key of used) expect(Object.keys(en), key).toContain(key);
    for (const reason of ['rejected', 'reverted', 'timeout', 'switch', 'insufficient', 'asset', 'failed', 'cancelled']) expect(Object.keys(en)).toContain(`pay.failed.${reason}`);
  });
});
