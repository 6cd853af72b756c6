import type { PluginContext } from '@latchkey/kernel';
import type { Eip155Api } from './types';

type Method = (...args: unknown[]) => Promise<unknown>;

/**
 * The plugin's public API (`kit.plugin('eip155')`), bound to one kit. Every method is async, so
 * the page holds only these stand-ins: the API itself (actions/api.ts) and the actions are a lazy
 * chunk, fetched on the first call (a failed fetch rejects that call and is tried again on the next).
 *
 * @example
 * const api = createEip155Api(ctx, { receiptPollingIntervalMs: 500 })
 * await api.sendNative({ to, amount: '0.01' })
 */
export function createEip155Api(ctx: PluginContext, options: { receiptPollingIntervalMs?: number }): Eip155Api {
  const api: Record<string, Method> = {};
  for (const name of ['signMessage', 'signTypedData', 'sendNative', 'sendToken', 'sendCalls', 'waitForReceipt'] as const) {
    api[name] = async (...args) => ((await import('./actions/index')).createEip155ApiNow(ctx, options)[name] as Method)(...args);
  }
  return api as unknown as Eip155Api;
}
