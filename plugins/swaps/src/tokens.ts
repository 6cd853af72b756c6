import type { CaipNetworkId, KitState, TokenBalance } from '@latchkey/kernel';
import { NATIVE_TOKEN_ADDRESS } from './constants';
import { formatUnits, parseUnits } from './math';
import type { SwapListToken, SwapToken, SwapsState } from './types';

/** The swap API's id of a network's native coin, lower case. */
export const nativeTokenId = (caipNetworkId: CaipNetworkId): string => `${caipNetworkId}:${NATIVE_TOKEN_ADDRESS}`.toLowerCase();

/** The own address in a CAIP-10 id (or a bare address), lower case. */
export const addressOf = (id: string): string => (id.split(':').at(-1) ?? '').toLowerCase();

/** The visitor's balance row of a token on the network (the account's token balances), if any. */
function balanceRow(rows: readonly TokenBalance[], caipNetworkId: CaipNetworkId, address: string): TokenBalance | undefined {
  return rows.find((row) => row.chainId === caipNetworkId && (row.address === undefined ? address === NATIVE_TOKEN_ADDRESS : addressOf(row.address) === address));
}

/**
 * One token of the list with the visitor's balance (read on chain by this plugin, else the
 * account's token balances) and its USD price (from the price API, else the balance row's).
 *
 * @example
 * withHoldings(usdc, kit.getState(), swapsState).balance // '1234.5'
 */
export function withHoldings(token: SwapListToken, state: KitState, swaps: Pick<SwapsState, 'balances' | 'prices'>): SwapToken {
  const id = token.address.toLowerCase();
  const address = addressOf(id);
  const caipNetworkId = id.split(':').slice(0, 2).join(':') as CaipNetworkId;
  const row = balanceRow(state.chains.eip155?.account.tokenBalance ?? [], caipNetworkId, address);
  const read = swaps.balances[id];
  const balance = read !== undefined ? formatUnits(BigInt(read), token.decimals) : row && parseUnits(row.quantity.numeric, token.decimals) !== undefined ? row.quantity.numeric : undefined;
  const price = swaps.prices[id] ?? (row && row.price > 0 ? row.price : undefined);
  const value = balance !== undefined && price !== undefined ? Number(balance) * price : undefined;
  return { id, address, name: token.name, symbol: token.symbol, decimals: token.decimals, logoUri: token.logoUri, native: address === NATIVE_TOKEN_ADDRESS, balance, price, value };
}

const held = (t: SwapToken): boolean => t.balance !== undefined && /[1-9]/.test(t.balance);

/**
 * The swap list with holdings: tokens the visitor holds first (by USD value), then the list's order.
 *
 * @example
 * listTokens(kit.getState(), kit.getState().plugins.swaps)[0].symbol // 'USDC'
 */
export function listTokens(state: KitState, swaps: SwapsState): SwapToken[] {
  const all = swaps.tokens.map((t) => withHoldings(t, state, swaps));
  const mine = all.filter(held).sort((a, b) => (b.value ?? 0) - (a.value ?? 0));
  return [...mine, ...all.filter((t) => !held(t))];
}

/**
 * Tokens whose name, symbol or address contains `query` (case-insensitive); all for an empty query.
 *
 * @example
 * searchTokens(tokens, 'usd') // USDC, USDT…
 */
export function searchTokens(tokens: readonly SwapToken[], query: string): SwapToken[] {
  const q = query.trim().toLowerCase();
  if (!q) return [...tokens];
  return tokens.filter((t) => t.symbol.toLowerCase().includes(q) || t.name.toLowerCase().includes(q) || t.address.includes(q));
}

/** The list's token with this id or address (case-insensitive). */
export function findToken(swaps: Pick<SwapsState, 'tokens'>, idOrAddress: string | undefined): SwapListToken | undefined {
  if (!idOrAddress) return undefined;
  const wanted = idOrAddress.toLowerCase();
  return swaps.tokens.find((t) => t.address.toLowerCase() === wanted) ?? swaps.tokens.find((t) => addressOf(t.address) === wanted);
}
