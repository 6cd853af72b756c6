import { KitError, type PluginContext } from '@latchkey/kernel';
import { sendCalls } from './actions/calls';
import { RECEIPT_TIMEOUT_MS, waitForTransactionReceipt } from './actions/receipt';
import { sendNative, sendToken, type ReceiptWaiter } from './actions/send';
import { signMessage, signTypedData } from './actions/sign';
import type { Eip155Api, TypedDataInput } from './types';

const DEFAULT_POLLING_MS = 1_000;

/**
 * The plugin's public API (`kit.plugin('eip155')`), bound to one kit.
 *
 * @example
 * const api = createEip155Api(ctx, { receiptPollingIntervalMs: 500 })
 * await api.sendNative({ to, amount: '0.01' })
 */
export function createEip155Api(ctx: PluginContext, options: { receiptPollingIntervalMs?: number }): Eip155Api {
  const pollingIntervalMs = Math.max(50, options.receiptPollingIntervalMs ?? DEFAULT_POLLING_MS);
  const wait: ReceiptWaiter = (network, hash) => waitForTransactionReceipt(ctx, network, hash, { timeoutMs: RECEIPT_TIMEOUT_MS, pollingIntervalMs });
  return {
    signMessage: (message) => signMessage(ctx, message),
    signTypedData: (typedData) => signTypedData(ctx, typedData as unknown as TypedDataInput),
    sendNative: (params) => sendNative(ctx, wait, params),
    sendToken: (params) => sendToken(ctx, wait, params),
    sendCalls: (calls) => sendCalls(ctx, calls),
    waitForReceipt(hash, o = {}) {
      // Reads go to the network the wallet is on; before any connection, to the kit's current one.
      const network = ctx.kit.getState().chains.eip155?.network.caipNetwork;
      if (!network) return Promise.reject(new KitError('No ActiveCaipNetwork or client found'));
      return waitForTransactionReceipt(ctx, network, hash, { timeoutMs: o.timeoutMs ?? RECEIPT_TIMEOUT_MS, pollingIntervalMs });
    },
  };
}
