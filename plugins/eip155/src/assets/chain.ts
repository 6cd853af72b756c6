// The eip155 asset capability's work (a lazy chunk): reads through the plugin's RPC, transfers
// through the kit's gate. The plugin API's sendNative / sendToken end in the same transfer.
import { KitError, ValidationError, stripUnsafeChars, withTimeout, type AssetAmount, type AssetTransfer, type CaipNetwork, type NamespaceTools } from '@latchkey/kernel';
import { RPC_TIMEOUT_MS } from '../balance/balance';
import { getEip155AddressError } from '../address';
import { RECEIPT_TIMEOUT_MS } from '../actions/constants';
import { waitForTransactionReceipt } from '../actions/receipt';
import { readTokenDecimals, transferEvm } from '../actions/send';
import { encodeBalanceOf, encodeName, encodeSymbol } from '../calls/erc20';
import type { Hex } from '../types';

type Tools = Pick<NamespaceTools, 'rpc' | 'signal'>;

/** Options of `eip155Assets`. */
export interface Eip155AssetsOptions {
  /** How often a transfer's receipt is polled (ms); default 1 s, at least 50. */
  receiptPollingIntervalMs?: number;
}

/** A plain transfer's gas on EVM. */
const TRANSFER_GAS = 21_000n;
/**
 * Head-room on the gas price: a wallet may offer up to twice the current price (EIP-1559 wallets
 * set the fee cap near twice the base fee), and it refuses a send whose value plus that fee is
 * more than the balance.
 */
const FEE_HEADROOM = 2n;
const DEFAULT_POLLING_MS = 1_000;
const MAX_TEXT = 32;

async function call(tools: Tools, network: CaipNetwork, method: string, params: unknown[]): Promise<unknown> {
  return withTimeout(tools.rpc(network).request<unknown>({ method, params }), RPC_TIMEOUT_MS, { signal: tools.signal });
}

const quantity = (raw: unknown, what: string): bigint => {
  if (typeof raw === 'string' && /^0x[0-9a-f]{1,64}$/i.test(raw)) return BigInt(raw);
  throw new KitError('Invalid RPC reply', { details: what });
};

function assertEvm(network: CaipNetwork): void {
  if (network.chainNamespace !== 'eip155') throw new ValidationError('Invalid chainId', { details: `${network.caipNetworkId} is not an EVM network` });
}

/** A 0x address (checksummed when mixed-case), as `what` ('Invalid token', 'Invalid address'). */
function checked(address: unknown, what: 'Invalid token' | 'Invalid address'): Hex {
  const reason = typeof address === 'string' && address.startsWith('0x') ? getEip155AddressError(address) : 'Expected 0x followed by 40 hex digits';
  if (reason) throw new ValidationError(what, { details: reason });
  return address as Hex;
}

/** An ABI `string` (or a `bytes32`, as old tokens answer `symbol()`), cleaned for display; undefined when unreadable. */
export function decodeText(raw: unknown): string | undefined {
  if (typeof raw !== 'string' || !/^0x([0-9a-f]{2})*$/i.test(raw) || raw.length < 66) return undefined;
  const hex = raw.slice(2);
  let bytes: string;
  if (hex.length === 64) bytes = hex.replace(/(00)+$/, '');
  else {
    const offset = Number(BigInt(`0x${hex.slice(0, 64)}`));
    if (!Number.isSafeInteger(offset) || offset * 2 + 64 > hex.length) return undefined;
    const length = Number(BigInt(`0x${hex.slice(offset * 2, offset * 2 + 64)}`));
    if (!Number.isSafeInteger(length) || length > 256 || offset * 2 + 64 + length * 2 > hex.length) return undefined;
    bytes = hex.slice(offset * 2 + 64, offset * 2 + 64 + length * 2);
  }
  const data = Uint8Array.from(bytes.match(/../g) ?? [], (b) => Number.parseInt(b, 16));
  let text: string;
  try {
    text = new TextDecoder('utf-8', { fatal: true }).decode(data);
  } catch {
    return undefined;
  }
  const clean = stripUnsafeChars(text).trim().slice(0, MAX_TEXT).trim();
  return clean || undefined;
}

/**
 * An ERC-20's symbol, name and decimals read from its contract (decimals must answer; a symbol
 * that does not reads 'TOKEN').
 * @throws {ValidationError} 'Invalid token' for no contract, or no `decimals()`.
 *
 * @example
 * await readToken(tools, mainnet, usdc); // { symbol: 'USDC', name: 'USD Coin', decimals: 6 }
 */
export async function readToken(tools: Tools, network: CaipNetwork, address: string): Promise<{ symbol: string; decimals: number; name?: string }> {
  assertEvm(network);
  const token = checked(address, 'Invalid token');
  const text = (data: string) => call(tools, network, 'eth_call', [{ to: token, data }, 'latest']).then(decodeText, () => undefined);
  const [decimals, symbol, name] = await Promise.all([readTokenDecimals(tools, network, token), text(encodeSymbol()), text(encodeName())]);
  return { symbol: symbol ?? 'TOKEN', decimals, ...(name ? { name } : {}) };
}

/**
 * The account's native balance (`eth_getBalance`), then each token asked (`balanceOf`, with its
 * symbol and decimals), in base units.
 *
 * @example
 * await readBalances({ address, network, tokens: [usdc] }, tools); // [{ symbol: 'ETH', decimals: 18, amount: … }, { token: usdc, symbol: 'USDC', … }]
 */
export async function readBalances(request: { address: string; network: CaipNetwork; tokens?: readonly string[] }, tools: Tools): Promise<AssetAmount[]> {
  const { network } = request;
  assertEvm(network);
  const owner = checked(request.address, 'Invalid address');
  const tokens = (request.tokens ?? []).map((t) => checked(t, 'Invalid token'));
  const native = call(tools, network, 'eth_getBalance', [owner, 'latest']).then((raw) => quantity(raw, `eth_getBalance on ${network.caipNetworkId}`));
  const held = tokens.map(async (token): Promise<AssetAmount> => {
    const data = encodeBalanceOf(owner);
    const [raw, facts] = await Promise.all([call(tools, network, 'eth_call', [{ to: token, data }, 'latest']), readToken(tools, network, token)]);
    return { token, ...facts, amount: quantity(raw, `balanceOf of ${token} on ${network.caipNetworkId}`) };
  });
  const { symbol, name, decimals } = network.nativeCurrency;
  const [amount, ...rest] = await Promise.all([native, ...held]);
  return [{ symbol, name, decimals, amount: amount as bigint }, ...(rest as AssetAmount[])];
}

/**
 * The most of the native currency the account can send: its balance less a plain transfer's gas
 * at twice the current gas price, never below zero.
 *
 * @example
 * await maxNative({ address, network }, tools); // 1499958000000000000n
 */
export async function maxNative(request: { address: string; network: CaipNetwork }, tools: Tools): Promise<bigint> {
  const { network } = request;
  assertEvm(network);
  const owner = checked(request.address, 'Invalid address');
  const [balance, gasPrice] = await Promise.all([call(tools, network, 'eth_getBalance', [owner, 'latest']), call(tools, network, 'eth_gasPrice', [])]);
  const left = quantity(balance, `eth_getBalance on ${network.caipNetworkId}`) - TRANSFER_GAS * quantity(gasPrice, `eth_gasPrice on ${network.caipNetworkId}`) * FEE_HEADROOM;
  return left > 0n ? left : 0n;
}

/**
 * A transfer of the capability (native, or an ERC-20 by `token.address`): the plugin's one EVM
 * transfer (`transferEvm`), through `tools.request`, resolving with the hash once mined.
 *
 * @example
 * await transfer({ network, from, to, amount: 10n ** 16n }, tools, {}); // { id: '0x…' }
 */
export async function transfer(t: AssetTransfer, tools: NamespaceTools, options: Eip155AssetsOptions): Promise<{ id: string }> {
  const pollingIntervalMs = Math.max(50, options.receiptPollingIntervalMs ?? DEFAULT_POLLING_MS);
  const wait = (network: CaipNetwork, hash: string) => waitForTransactionReceipt(tools, network, hash, { timeoutMs: RECEIPT_TIMEOUT_MS, pollingIntervalMs });
  const { hash } = await transferEvm(tools, wait, { network: t.network, from: t.from, to: t.to, amount: t.amount, ...(t.token ? { token: t.token.address } : {}) });
  return { id: hash };
}
