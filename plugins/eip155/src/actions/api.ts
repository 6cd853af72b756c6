import { KitError, type PluginContext } from '@latchkey/kernel';
import type { Eip155Api, TypedDataInput } from '../types';
import { RECEIPT_TIMEOUT_MS } from './constants';
import { sendCalls } from './calls';
import { waitForTransactionReceipt } from './receipt';
import { sendNative, sendToken, type ReceiptWaiter } from './send';
import { signMessage, signTypedData } from './sign';

const DEFAULT_POLLING_MS = 1_000;

/**
 * The plugin's public API (`kit.plugin('eip155')`) bound to one kit, as it runs: part of the
 * actions' lazy chunk, which the page's stand-in (api.ts) fetches on the first call.
 *
 * @example
 * const api = createEip155ApiNow(ctx, { receiptPollingIntervalMs: 500 })
 * await api.sendNative({ to, amount: '0.01' })
 */
export function createEip155ApiNow(ctx: PluginContext, options: { receiptPollingIntervalMs?: number }): Eip155Api {
  const pollingIntervalMs = Math.max(50, options.receiptPollingIntervalMs ?? DEFAULT_POLLING_MS);
  const wait: ReceiptWaiter = (network, hash) => waitForTransactionReceipt(ctx, network, hash, { timeoutMs: RECEIPT_TIMEOUT_MS, pollingIntervalMs });
  return {
    signMessage: (message) => signMessage(ctx, message),
    signTypedData: (typedData) => signTypedData(ctx, typedData as unknown as TypedDataInput),
    sendNative: (params) => sendNative(ctx, wait, params),
    sendToken: (params) => sendToken(ctx, wait, params),
    sendCalls: (calls) => sendCalls(ctx, calls),
    async waitForReceipt(hash, o = {}) {
      // Reads go to the network the wallet is on; before any connection, to the kit's current one.
      const network = ctx.kit.getState().chains.eip155?.network.caipNetwork;
      if (!network) throw new KitError('No ActiveCaipNetwork or client found');
      return waitForTransactionReceipt(ctx, network, hash, { timeoutMs: o.timeoutMs ?? RECEIPT_TIMEOUT_MS, pollingIntervalMs });
    },
  };
}
