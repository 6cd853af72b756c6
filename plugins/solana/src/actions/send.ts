import { ConnectorError, KitError, ValidationError, withTimeout, type CaipNetwork, type NamespaceTools, type PluginContext } from '@latchkey/kernel';
import { getSolanaAddressError } from '../address';
import { toLamports, SOL_DECIMALS } from '../amount';
import { RPC_TIMEOUT_MS } from '../networks';
import type { SendSolParameters, SendSolResult } from '../types';
import { fromBase58, toBase64 } from '../wire/encoding';
import { activeSession } from './guards';
import { buildTransferTransaction } from './transfer';

type Ctx = Pick<PluginContext, 'kit' | 'rpc'>;
export type Confirmer = (network: CaipNetwork, signature: string) => Promise<void>;
/** What a transfer uses: the kit's gated wallet request in solana and the plugin's RPC (a namespace adapter's tools). */
export type TransferTools = Pick<NamespaceTools, 'request' | 'rpc'> & { signal?: AbortSignal };

/** The largest amount a System or token transfer can carry (u64). */
const MAX_U64 = (1n << 64n) - 1n;

/**
 * The kit's gated request in solana from a plugin context (what a namespace adapter gets as `tools.request`).
 *
 * @example
 * await transferSol(toolsOf(ctx), confirm, { network, from, to, lamports })
 */
export const toolsOf = (ctx: Ctx): TransferTools => ({
  rpc: ctx.rpc,
  request: <T,>(args: { method: string; params?: unknown }) => ctx.kit.request<T>({ namespace: 'solana', method: args.method, ...(args.params !== undefined ? { params: args.params } : {}) }),
});

/**
 * `getLatestBlockhash` through the kit's RPC, checked.
 *
 * @example
 * const { blockhash, lastValidBlockHeight } = await latestBlockhash(ctx, network)
 */
export async function latestBlockhash(ctx: Pick<PluginContext, 'rpc'> & { signal?: AbortSignal }, network: CaipNetwork): Promise<{ blockhash: string; lastValidBlockHeight: bigint }> {
  const reply = await withTimeout(ctx.rpc(network).request<unknown>({ method: 'getLatestBlockhash', params: [{ commitment: 'confirmed' }] }), RPC_TIMEOUT_MS, ctx.signal ? { signal: ctx.signal } : {});
  const value = (reply as { value?: { blockhash?: unknown; lastValidBlockHeight?: unknown } } | null)?.value;
  const height = value?.lastValidBlockHeight;
  if (typeof value?.blockhash !== 'string' || fromBase58(value.blockhash)?.length !== 32 || !(typeof height === 'number' && Number.isSafeInteger(height) && height >= 0)) {
    throw new KitError('Invalid RPC reply', { details: `getLatestBlockhash on ${network.caipNetworkId} did not answer a blockhash` });
  }
  return { blockhash: value.blockhash, lastValidBlockHeight: BigInt(height) };
}

/**
 * Has the wallet sign and send an unsigned transaction (`solana_signAndSendTransaction` through the
 * kit's gate, pinned to `network`), then waits for `confirm`; resolves with the signature.
 *
 * @example
 * const signature = await submitTransfer(tools, confirm, network, bytes)
 */
export async function submitTransfer(tools: TransferTools, confirm: Confirmer, network: CaipNetwork, transaction: Uint8Array): Promise<string> {
  const result = await tools.request<{ signature?: unknown } | null>({ method: 'solana_signAndSendTransaction', params: { transaction: toBase64(transaction), chain: network.caipNetworkId } });
  const signature = result?.signature;
  if (typeof signature !== 'string' || fromBase58(signature)?.length !== 64) throw new ConnectorError('The wallet returned an invalid signature');
  await confirm(network, signature);
  return signature;
}

/** Throws unless `value` is a Solana address (`what`: 'receiver', 'sender', 'token'). */
export function assertSolanaAddress(value: unknown, what: 'receiver' | 'sender' | 'token'): asserts value is string {
  const reason = getSolanaAddressError(value);
  if (reason) throw new ValidationError(what === 'token' ? 'Invalid token' : `Invalid ${what} address`, { details: reason });
}

/**
 * The one SOL transfer (SPEC §7: a System transfer of `lamports`): built with `@solana/kit`
 * (loaded now), signed and sent by the wallet once the visitor confirms (in the wallet, or in the
 * kit's approval view), resolved once the network confirms it. The plugin API's `sendSol` and the
 * namespace's `assets.transfer` both end here.
 *
 * @example
 * const { signature } = await transferSol(tools, confirm, { network, from, to, lamports: 10_000_000n })
 */
export async function transferSol(tools: TransferTools, confirm: Confirmer, transfer: { network: CaipNetwork; from: string; to: string; lamports: bigint }): Promise<SendSolResult> {
  const { network, from, to, lamports } = transfer;
  if (network.chainNamespace !== 'solana') throw new ValidationError('Invalid chainId', { details: `${network.caipNetworkId} is not a Solana network` });
  assertSolanaAddress(to, 'receiver');
  assertSolanaAddress(from, 'sender');
  if (typeof lamports !== 'bigint' || lamports <= 0n || lamports > MAX_U64) throw new ValidationError('Invalid amount', { details: 'The amount must be greater than zero' });
  const { blockhash, lastValidBlockHeight } = await latestBlockhash(tools, network);
  const transaction = await buildTransferTransaction({ from, to, lamports, blockhash, lastValidBlockHeight });
  return { signature: await submitTransfer(tools, confirm, network, transaction) };
}

/**
 * Sends `amount` SOL to `to` (SPEC §7: Solana sends a transaction with to and value, 9 decimals)
 * from the connected account, and resolves once the network confirms it.
 *
 * @example
 * const { signature } = await sendSol(ctx, confirm, { to: 'BQuo…Fr97', amount: '0.01' })
 */
export async function sendSol(ctx: Ctx, confirm: Confirmer, params: SendSolParameters): Promise<SendSolResult> {
  if (!params?.amount || !params.to) throw new ValidationError('An amount and receiver address are required');
  assertSolanaAddress(params.to, 'receiver');
  const session = activeSession(ctx.kit);
  const lamports = toLamports(params.amount, session.network.nativeCurrency.decimals || SOL_DECIMALS);
  return transferSol(toolsOf(ctx), confirm, { network: session.network, from: session.address, to: params.to, lamports });
}
