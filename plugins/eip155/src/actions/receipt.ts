import { AbortedError, NetworkError, TimeoutError, ValidationError, withTimeout, type CaipNetwork, type PluginContext } from '@latchkey/kernel';
import type { RpcTransactionReceipt, TransactionReceipt } from 'viem';
import { RPC_TIMEOUT_MS } from '../balance/balance';
import { isTransactionHash } from '../wallet/parse';


function pause(ms: number, signal: AbortSignal): Promise<void> {
  return new Promise((resolve, reject) => {
    if (signal.aborted) return reject(new AbortedError());
    const onAbort = () => {
      clearTimeout(timer);
      reject(new AbortedError());
    };
    const timer = setTimeout(() => {
      signal.removeEventListener('abort', onAbort);
      resolve();
    }, ms);
    signal.addEventListener('abort', onAbort, { once: true });
  });
}

/**
 * Polls `eth_getTransactionReceipt` through the kit's RPC (not the wallet) until the transaction
 * is mined, then returns viem's receipt shape. A poll that fails (an endpoint that hangs past the
 * RPC timeout, refuses or errs) does not end the wait: the next poll tries again, through the
 * ranked endpoints. Gives up with 'timed out' after `timeoutMs` (naming the last failure), and with
 * 'Request was aborted' when the kit is destroyed.
 *
 * @example
 * const receipt = await waitForTransactionReceipt(ctx, network, hash, { timeoutMs: 60_000, pollingIntervalMs: 1_000 })
 * if (receipt.status === 'reverted') showError()
 */
export async function waitForTransactionReceipt(
  ctx: Pick<PluginContext, 'rpc' | 'signal'>,
  network: CaipNetwork,
  hash: string,
  options: { timeoutMs: number; pollingIntervalMs: number },
): Promise<TransactionReceipt> {
  if (!isTransactionHash(hash)) throw new ValidationError('Invalid transaction hash', { details: 'Expected 0x followed by 64 hex digits' });
  const { formatTransactionReceipt } = await import('viem');
  const rpc = ctx.rpc(network);
  const deadline = Date.now() + options.timeoutMs;
  let lastFailure: unknown;
  for (;;) {
    const remaining = deadline - Date.now();
    if (remaining <= 0) {
      const why = lastFailure instanceof Error ? ` (last poll: ${lastFailure.message})` : '';
      throw new TimeoutError('timed out', { details: `no receipt for ${hash} after ${options.timeoutMs} ms${why}`, ...(lastFailure ? { cause: lastFailure } : {}) });
    }
    let raw: unknown;
    try {
      raw = await withTimeout(rpc.request<unknown>({ method: 'eth_getTransactionReceipt', params: [hash] }), Math.min(RPC_TIMEOUT_MS, remaining), { signal: ctx.signal });
    } catch (error) {
      if (ctx.signal.aborted || error instanceof AbortedError) throw error;
      lastFailure = error;
      raw = null;
    }
    if (raw !== null && raw !== undefined) {
      const receipt = typeof raw === 'object' ? (raw as Partial<RpcTransactionReceipt>) : undefined;
      if (receipt?.transactionHash?.toLowerCase() !== hash.toLowerCase() || typeof receipt.status !== 'string') throw new NetworkError('Malformed transaction receipt', { details: hash });
      return formatTransactionReceipt(receipt as RpcTransactionReceipt);
    }
    await pause(Math.min(options.pollingIntervalMs, Math.max(0, deadline - Date.now())), ctx.signal);
  }
}
