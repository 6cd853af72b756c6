import { ConnectorError, ValidationError, withTimeout, type CaipNetwork, type NamespaceTools, type PluginContext } from '@latchkey/kernel';
import type { TransactionReceipt } from 'viem';
import { RPC_TIMEOUT_MS } from '../balance/balance';
import type { Hex, SendNativeParameters, SendResult, SendTokenParameters } from '../types';
import { MAX_UINT256, encodeDecimals, encodeTransfer } from '../calls/erc20';
import { isTransactionHash } from '../wallet/parse';
import { activeSession, assertEvmAddress, toBaseUnits } from './guards';

type Ctx = Pick<PluginContext, 'kit' | 'rpc'>;
export type ReceiptWaiter = (network: CaipNetwork, hash: Hex) => Promise<TransactionReceipt>;
/** What a transfer uses: the kit's gated wallet request in eip155 and the plugin's RPC (a namespace adapter's tools). */
export type TransferTools = Pick<NamespaceTools, 'request' | 'rpc'>;

/** A transfer in base units: the native currency, or `token` (an ERC-20 contract). */
export interface EvmTransfer {
  network: CaipNetwork;
  from: string;
  to: string;
  amount: bigint;
  token?: string;
}

function requireAmountAndReceiver(params: { to?: unknown; amount?: unknown } | undefined): void {
  if (!params?.amount || !params.to) throw new ValidationError('An amount and receiver address are required');
}

/** The kit's gated request in eip155 from a plugin context (what a namespace adapter gets as `tools.request`). */
const toolsOf = (ctx: Ctx): TransferTools => ({
  rpc: ctx.rpc,
  request: <T,>(args: { method: string; params?: unknown }) => ctx.kit.request<T>({ namespace: 'eip155', method: args.method, ...(args.params !== undefined ? { params: args.params } : {}) }),
});

/**
 * The one EVM transfer (SPEC §7): the native currency as a transaction with to, from, data 0x and
 * value; an ERC-20 as `transfer(to, amount)` to its contract. Sent through the kit's gate (approval
 * first), the hash checked, the receipt awaited through the plugin's RPC, a revert refused. The
 * plugin API (`sendNative`, `sendToken`) and the namespace's `assets.transfer` both end here.
 *
 * @example
 * const { hash } = await transferEvm(tools, wait, { network, from, to, amount: 10n ** 16n })
 */
export async function transferEvm(tools: TransferTools, waitForReceipt: ReceiptWaiter, transfer: EvmTransfer): Promise<SendResult> {
  const { network, from, to, amount, token } = transfer;
  if (network.chainNamespace !== 'eip155') throw new ValidationError('Invalid chainId', { details: `${network.caipNetworkId} is not an EVM network` });
  assertEvmAddress(to, 'receiver');
  assertEvmAddress(from, 'sender');
  if (token !== undefined) assertEvmAddress(token, 'token');
  if (typeof amount !== 'bigint' || amount <= 0n || amount > MAX_UINT256) throw new ValidationError('Invalid amount', { details: 'The amount must be greater than zero' });
  const tx: Record<string, string> = token === undefined ? { from, to, value: `0x${amount.toString(16)}`, data: '0x' } : { from, to: token, value: '0x0', data: encodeTransfer(to, amount) };
  // The chain id pins the transaction: a wallet that moved to another chain refuses it instead of
  // sending there while the kit waits for a receipt on this one.
  const hash = await tools.request({ method: 'eth_sendTransaction', params: [{ ...tx, chainId: `0x${Number(network.id).toString(16)}` }] });
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
  return transferEvm(toolsOf(ctx), waitForReceipt, { network: session.network, from: session.address, to: params.to, amount: value });
}

/**
 * Reads an ERC-20's decimals through the kit's RPC.
 *
 * @example
 * await readTokenDecimals(ctx, network, usdc); // 6
 */
export async function readTokenDecimals(ctx: Pick<PluginContext, 'rpc'> & { signal?: AbortSignal }, network: CaipNetwork, token: Hex): Promise<number> {
  const raw = await withTimeout(ctx.rpc(network).request<unknown>({ method: 'eth_call', params: [{ to: token, data: encodeDecimals() }, 'latest'] }), RPC_TIMEOUT_MS, ctx.signal ? { signal: ctx.signal } : undefined);
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
  return transferEvm(toolsOf(ctx), waitForReceipt, { network: session.network, from: session.address, to: params.to, amount, token: params.token });
}
