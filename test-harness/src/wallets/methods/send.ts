import { createWalletClient, defineChain, hexToBigInt, http } from 'viem';
import type { Chain } from 'viem';
import type { WalletContext } from '../context';
import { ProviderRpcError, rpcError } from '../errors';
import { isData, isQuantity } from '../hex';
import type { Hex, WalletChain } from '../types';

/** An eth_sendTransaction parameter as dapps send it (all quantities hex). */
export interface RpcTransactionRequest {
  from?: string;
  to?: string | null;
  data?: string;
  input?: string;
  value?: string;
  gas?: string;
  gasPrice?: string;
  maxFeePerGas?: string;
  maxPriorityFeePerGas?: string;
  nonce?: string;
}

function viemChain(chain: WalletChain): Chain {
  return defineChain({
    id: chain.chainId,
    name: chain.name ?? `Chain ${chain.chainId}`,
    nativeCurrency: chain.nativeCurrency ?? { name: 'Ether', symbol: 'ETH', decimals: 18 },
    rpcUrls: { default: { http: [chain.rpcUrl] } },
  });
}

function quantity(tx: RpcTransactionRequest, field: keyof RpcTransactionRequest): bigint | undefined {
  const value = tx[field];
  if (value === undefined || value === null) return undefined;
  if (!isQuantity(value)) throw rpcError('invalidParams', `transaction.${field} must be a hex quantity, got ${JSON.stringify(value)}`);
  return hexToBigInt(value);
}

/**
 * Signs `tx` locally with the sender's key and sends it raw to `chainId`'s node (nonce, gas and
 * fees filled in by viem from the node), returning the transaction hash.
 *
 * @example
 * ```ts
 * const hash = await sendTransaction(ctx, { from, to, value: '0x1' });
 * ```
 */
export async function sendTransaction(ctx: WalletContext, tx: RpcTransactionRequest, chainId = ctx.state.chainId): Promise<Hex> {
  if (typeof tx !== 'object' || tx === null) throw rpcError('invalidParams', 'expected a transaction object');
  const signer = ctx.signerFor(tx.from ?? ctx.exposedAccounts()[0]);
  const data = tx.data ?? tx.input;
  if (data !== undefined && !isData(data)) throw rpcError('invalidParams', 'transaction.data must be hex data');
  if (tx.to !== undefined && tx.to !== null && !/^0x[0-9a-fA-F]{40}$/.test(tx.to)) throw rpcError('invalidParams', 'transaction.to must be an address');
  const chain = ctx.chain(chainId);
  const client = createWalletClient({ account: signer, chain: viemChain(chain), transport: http(chain.rpcUrl, { retryCount: 0 }) });
  const gasPrice = quantity(tx, 'gasPrice');
  const nonce = quantity(tx, 'nonce');
  const base = {
    account: signer,
    chain: viemChain(chain),
    to: (tx.to ?? undefined) as Hex | undefined,
    data: data as Hex | undefined,
    value: quantity(tx, 'value'),
    gas: quantity(tx, 'gas'),
    nonce: nonce === undefined ? undefined : Number(nonce),
  };
  try {
    // A gasPrice means the dapp wants a legacy transaction; otherwise EIP-1559.
    return gasPrice !== undefined
      ? await client.sendTransaction({ ...base, gasPrice, type: 'legacy' })
      : await client.sendTransaction({ ...base, maxFeePerGas: quantity(tx, 'maxFeePerGas'), maxPriorityFeePerGas: quantity(tx, 'maxPriorityFeePerGas') });
  } catch (error) {
    throw fromViemError(error);
  }
}

/**
 * Keeps the node's own code, message and data (e.g. -32603 "reverted with reason string ...")
 * when viem wraps a JSON-RPC error: the deepest error in the cause chain that has a code is the
 * node's, and its `details` is the node's message.
 */
function fromViemError(error: unknown): ProviderRpcError {
  let current: unknown = error;
  let deepest: { code: number; data?: unknown; details?: unknown; message?: unknown } | undefined;
  for (let depth = 0; current && depth < 20; depth++) {
    const candidate = current as { code?: unknown; data?: unknown; details?: unknown; cause?: unknown };
    if (typeof candidate.code === 'number' && candidate.code !== 0) deepest = candidate as typeof deepest;
    current = candidate.cause;
  }
  const fallback = (error as { shortMessage?: string }).shortMessage ?? (error instanceof Error ? error.message : String(error));
  if (!deepest) return rpcError('transactionRejected', fallback);
  const text = (value: unknown): string | undefined => (typeof value === 'string' && value !== '' ? value : undefined);
  const message = text(deepest.details) ?? text(deepest.message) ?? fallback;
  return new ProviderRpcError(deepest.code, message, deepest.data);
}
