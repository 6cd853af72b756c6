import { KitError, ValidationError, withTimeout, type CaipNetwork, type PluginContext } from '@latchkey/kernel';
import { getSolanaAddressError } from '../address';
import { toLamports, SOL_DECIMALS } from '../amount';
import { RPC_TIMEOUT_MS } from '../namespace/balance';
import type { SendSolParameters, SendSolResult } from '../types';
import { fromBase58 } from '../wire/encoding';
import { signAndSendTransaction } from './sign';
import { activeSession } from './guards';
import { buildTransferTransaction } from './transfer';

type Ctx = Pick<PluginContext, 'kit' | 'rpc'>;
export type Confirmer = (network: CaipNetwork, signature: string) => Promise<void>;

/**
 * `getLatestBlockhash` through the kit's RPC, checked.
 *
 * @example
 * const { blockhash, lastValidBlockHeight } = await latestBlockhash(ctx, network)
 */
export async function latestBlockhash(ctx: Pick<PluginContext, 'rpc'>, network: CaipNetwork): Promise<{ blockhash: string; lastValidBlockHeight: bigint }> {
  const reply = await withTimeout(ctx.rpc(network).request<unknown>({ method: 'getLatestBlockhash', params: [{ commitment: 'confirmed' }] }), RPC_TIMEOUT_MS);
  const value = (reply as { value?: { blockhash?: unknown; lastValidBlockHeight?: unknown } } | null)?.value;
  const height = value?.lastValidBlockHeight;
  if (typeof value?.blockhash !== 'string' || fromBase58(value.blockhash)?.length !== 32 || !(typeof height === 'number' && Number.isSafeInteger(height) && height >= 0)) {
    throw new KitError('Invalid RPC reply', { details: `getLatestBlockhash on ${network.caipNetworkId} did not answer a blockhash` });
  }
  return { blockhash: value.blockhash, lastValidBlockHeight: BigInt(height) };
}

/**
 * Sends `amount` SOL to `to` (SPEC §7: Solana sends a transaction with to and value, 9 decimals):
 * builds a System transfer with `@solana/kit` (loaded now), has the wallet sign and send it once
 * the visitor confirms (in the wallet, or in the kit's approval view), and resolves once the network confirms it.
 *
 * @example
 * const { signature } = await sendSol(ctx, confirm, { to: 'BQuo…Fr97', amount: '0.01' })
 */
export async function sendSol(ctx: Ctx, confirm: Confirmer, params: SendSolParameters): Promise<SendSolResult> {
  if (!params?.amount || !params.to) throw new ValidationError('An amount and receiver address are required');
  const reason = getSolanaAddressError(params.to);
  if (reason) throw new ValidationError('Invalid receiver address', { details: reason });
  const session = activeSession(ctx.kit);
  const lamports = toLamports(params.amount, session.network.nativeCurrency.decimals || SOL_DECIMALS);
  const { blockhash, lastValidBlockHeight } = await latestBlockhash(ctx, session.network);
  const transaction = await buildTransferTransaction({ from: session.address, to: params.to, lamports, blockhash, lastValidBlockHeight });
  const signature = await signAndSendTransaction(ctx, transaction);
  await confirm(session.network, signature);
  return { signature };
}
