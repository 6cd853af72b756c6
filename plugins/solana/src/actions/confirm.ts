import { ConnectorError, sleep, withTimeout, type CaipNetwork, type PluginContext } from '@latchkey/kernel';
import { RPC_TIMEOUT_MS } from '../networks';

/** A blockhash expires after about 60–90 s; past that a transaction cannot land any more. */
export const CONFIRMATION_TIMEOUT_MS = 90_000;

interface SignatureStatus {
  confirmationStatus?: unknown;
  err?: unknown;
}

/**
 * Polls `getSignatureStatuses` through the kit's RPC until the transaction is confirmed (or
 * finalized). Rejects with a ConnectorError ('Transaction failed') when it landed with an error,
 * and with 'timed out' after `timeoutMs`.
 *
 * @example
 * await waitForConfirmation(ctx, network, signature, { timeoutMs: 90_000, pollingIntervalMs: 1_000 })
 */
export async function waitForConfirmation(
  ctx: Pick<PluginContext, 'rpc' | 'signal'>,
  network: CaipNetwork,
  signature: string,
  options: { timeoutMs: number; pollingIntervalMs: number },
): Promise<void> {
  const poll = async () => {
    for (;;) {
      const reply = await withTimeout(ctx.rpc(network).request<unknown>({ method: 'getSignatureStatuses', params: [[signature], { searchTransactionHistory: true }] }), RPC_TIMEOUT_MS, { signal: ctx.signal });
      const status = (reply as { value?: Array<SignatureStatus | null> } | null)?.value?.[0];
      if (status && status.err !== null && status.err !== undefined) {
        throw new ConnectorError('Transaction failed', { details: `${signature}: ${JSON.stringify(status.err)}`, data: { signature } });
      }
      if (status && (status.confirmationStatus === 'confirmed' || status.confirmationStatus === 'finalized')) return;
      await sleep(options.pollingIntervalMs, ctx.signal);
    }
  };
  await withTimeout(poll(), options.timeoutMs, { signal: ctx.signal });
}
