import { KitError, type PluginContext } from '@latchkey/kernel';
import { RECEIPT_TIMEOUT_MS } from './actions/constants';
import type { ReceiptWaiter } from './actions/send';
import type { Eip155Api, TypedDataInput } from './types';

const DEFAULT_POLLING_MS = 1_000;

/**
 * The plugin's public API (`kit.plugin('eip155')`), bound to one kit. The actions are a lazy
 * chunk, fetched on the first call.
 *
 * @example
 * const api = createEip155Api(ctx, { receiptPollingIntervalMs: 500 })
 * await api.sendNative({ to, amount: '0.01' })
 */
export function createEip155Api(ctx: PluginContext, options: { receiptPollingIntervalMs?: number }): Eip155Api {
  const pollingIntervalMs = Math.max(50, options.receiptPollingIntervalMs ?? DEFAULT_POLLING_MS);
  const actions = () => import('./actions/index');
  const wait: ReceiptWaiter = async (network, hash) => (await actions()).waitForTransactionReceipt(ctx, network, hash, { timeoutMs: RECEIPT_TIMEOUT_MS, pollingIntervalMs });
  return {
    signMessage: async (message) => (await actions()).signMessage(ctx, message),
    signTypedData: async (typedData) => (await actions()).signTypedData(ctx, typedData as unknown as TypedDataInput),
    sendNative: async (params) => (await actions()).sendNative(ctx, wait, params),
    sendToken: async (params) => (await actions()).sendToken(ctx, wait, params),
    sendCalls: async (calls) => (await actions()).sendCalls(ctx, calls),
    async waitForReceipt(hash, o = {}) {
      // Reads go to the network the wallet is on; before any connection, to the kit's current one.
      const network = ctx.kit.getState().chains.eip155?.network.caipNetwork;
      if (!network) throw new KitError('No ActiveCaipNetwork or client found');
      return (await actions()).waitForTransactionReceipt(ctx, network, hash, { timeoutMs: o.timeoutMs ?? RECEIPT_TIMEOUT_MS, pollingIntervalMs });
    },
  };
}
