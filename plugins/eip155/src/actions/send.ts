import { ConnectorError, ValidationError, withTimeout, type CaipNetwork, type PluginContext } from '@latchkey/kernel';
import type { TransactionReceipt } from 'viem';
import { RPC_TIMEOUT_MS } from '../balance/balance';
import type { Hex, SendNativeParameters, SendResult, SendTokenParameters } from '../types';
import { isTransactionHash } from '../wallet/parse';
import { activeSession, assertEvmAddress, toBaseUnits } from './guards';

type Ctx = Pick<PluginContext, 'kit' | 'rpc'>;
export type ReceiptWaiter = (network: CaipNetwork, hash: Hex) => Promise<TransactionReceipt>;

const ERC20_TRANSFER = [
  { type: 'function', name: 'transfer', stateMutability: 'nonpayable', inputs: [{ name: 'to', type: 'address' }, { name: 'amount', type: 'uint256' }], outputs: [] },
] as const;
/** `decimals()` selector. */
const DECIMALS_CALL = '0x313ce567';

function requireAmountAndReceiver(params: { to?: unknown; amount?: unknown } | undefined): void {
  if (!params?.amount || !params.to) throw new ValidationError('An amount and receiver address are required');
}

/** Sends through `kit.request` (approval first), checks the hash, waits for the receipt, refuses a revert. */
async function sendAndConfirm(ctx: Ctx, waitForReceipt: ReceiptWaiter, network: CaipNetwork, tx: Record<string, string>): Promise<SendResult> {
  // The chain id pins the transaction: a wallet that moved to another chain refuses it instead of
  // sending there while the kit waits for a receipt on this one.
  const hash = await ctx.kit.request({ namespace: 'eip155', method: 'eth_sendTransaction', params: [{ ...tx, chainId: `0x${Number(network.id).toString(16)}` }] });
  if (!isTransactionHash(hash)) throw new ConnectorError('The wallet returned an invalid transaction hash');
  const receipt = await waitForReceipt(network, hash);
  // Some tokens (USDT) return nothing from transfer, so success is read from the receipt, not a return value.
  if (receipt.status !== 'success') throw new ConnectorError('Transaction reverted', { details: hash, data: { hash } });
  return { hash, receipt };
}

/**
 * Sends `amount` of the native currency (SPEC §7: a transaction with to, from, data 0x and value)
 * and resolves once it is mined.
 *
 * @example
 * const { hash } = await sendNative(ctx, wait, { to: '0x3C44…93BC', amount: '0.01' })
 */
export async function sendNative(ctx: Ctx, waitForReceipt: ReceiptWaiter, params: SendNativeParameters): Promise<SendResult> {
  requireAmountAndReceiver(params);
  assertEvmAddress(params.to, 'receiver');
  const session = activeSession(ctx.kit);
  const value = await toBaseUnits(params.amount, session.network.nativeCurrency.decimals);
  return sendAndConfirm(ctx, waitForReceipt, session.network, { from: session.address, to: params.to, value: `0x${value.toString(16)}`, data: '0x' });
}

/**
 * Reads an ERC-20's decimals through the kit's RPC.
 *
 * @example
 * await readTokenDecimals(ctx, network, usdc); // 6
 */
export async function readTokenDecimals(ctx: Pick<PluginContext, 'rpc'>, network: CaipNetwork, token: Hex): Promise<number> {
  const raw = await withTimeout(ctx.rpc(network).request<unknown>({ method: 'eth_call', params: [{ to: token, data: DECIMALS_CALL }, 'latest'] }), RPC_TIMEOUT_MS);
  if (typeof raw !== 'string' || !/^0x[0-9a-f]{64}$/i.test(raw) || BigInt(raw) > 255n) {
    throw new ValidationError('Invalid token', { details: `${token} did not answer decimals() on ${network.caipNetworkId}` });
  }
  return Number(BigInt(raw));
}

/**
 * ERC-20 `transfer(to, amount)` in the token's decimals (read from the chain unless given), sent as
 * a transaction and confirmed by its receipt; resolves once it is mined.
 *
 * @example
 * const { hash } = await sendToken(ctx, wait, { token: usdc, to: '0x3C44…93BC', amount: '1.5' })
 */
export async function sendToken(ctx: Ctx, waitForReceipt: ReceiptWaiter, params: SendTokenParameters): Promise<SendResult> {
  requireAmountAndReceiver(params);
  if (!params.token) throw new ValidationError('A token is required');
  assertEvmAddress(params.to, 'receiver');
  assertEvmAddress(params.token, 'token');
  if (params.decimals !== undefined && (!Number.isInteger(params.decimals) || params.decimals < 0 || params.decimals > 255)) {
    throw new ValidationError('Invalid input', { details: 'decimals must be an integer from 0 to 255' });
  }
  const session = activeSession(ctx.kit);
  const decimals = params.decimals ?? (await readTokenDecimals(ctx, session.network, params.token));
  const amount = await toBaseUnits(params.amount, decimals);
  const { encodeFunctionData } = await import('viem');
  const data = encodeFunctionData({ abi: ERC20_TRANSFER, functionName: 'transfer', args: [params.to, amount] });
  return sendAndConfirm(ctx, waitForReceipt, session.network, { from: session.address, to: params.token, value: '0x0', data });
}
