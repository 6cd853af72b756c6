// The token list, the visitor's balances of it (read on chain) and its USD prices.
import { safeWalletIcon, safeWalletName, withTimeout, type CaipNetwork } from '@latchkey/kernel';
import { encodeBalanceOf } from '@latchkey/eip155/calls';
import { API_TIMEOUT_MS, MAX_LIST_BALANCE_READS, MAX_PRICED_TOKENS, NATIVE_TOKEN_ADDRESS } from '../constants';
import { validPriceReply, validTokensReply } from '../replies.generated.js';
import { initialSwapsState } from '../state';
import type { SwapTarget } from '../target';
import { addressOf, findToken, listTokens, nativeTokenId } from '../tokens';
import type { SwapListToken, SwapToken } from '../types';
import { isCurrent, requireTarget, type FlowDeps } from './shared';

/** A symbol as shown: letters, digits and a few marks, 1 to 11 characters. */
const SYMBOL = /^[\p{L}\p{N}.$_+-]{1,11}$/u;
const QUANTITY = /^0x[0-9a-fA-F]{1,64}$/;

/** An image the views may draw: data:image or https, or one served by the kit's own blockchain API. */
function tokenIcon(icon: unknown, apiOrigin: string | undefined): string | undefined {
  const safe = safeWalletIcon(icon, ['svg+xml', 'png', 'webp', 'gif', 'jpeg']);
  if (safe) return safe;
  if (typeof icon !== 'string' || icon.length > 2048 || !apiOrigin) return undefined;
  try {
    const url = new URL(icon);
    return url.origin === apiOrigin && (url.protocol === 'http:' || url.protocol === 'https:') ? url.toString() : undefined;
  } catch {
    return undefined;
  }
}

function apiOriginOf(deps: FlowDeps): string | undefined {
  try {
    return new URL(deps.ctx.kit.options.endpoints.blockchainApi).origin;
  } catch {
    return undefined;
  }
}

/**
 * The API's list for one network as the views may trust it: names cleaned (no control or bidi
 * characters), symbols short and plain, SPEC §5's 0-decimal tokens dropped, other networks'
 * tokens and repeats dropped, icons only from safe sources; the native coin first (added from the
 * network when the list lacks it).
 *
 * @example
 * normalizeTokens(reply.tokens, network, 'https://rpc.walletconnect.org')
 */
export function normalizeTokens(rows: readonly unknown[], network: CaipNetwork, apiOrigin: string | undefined): SwapListToken[] {
  const prefix = `${network.caipNetworkId}:`.toLowerCase();
  const seen = new Set<string>();
  const out: SwapListToken[] = [];
  for (const row of rows) {
    const r = row as { name?: unknown; symbol?: unknown; address: string; decimals: number; logoUri?: unknown };
    const name = safeWalletName(r.name);
    const symbol = typeof r.symbol === 'string' ? r.symbol.trim() : '';
    const id = r.address.toLowerCase();
    if (!name || !SYMBOL.test(symbol) || r.decimals < 1 || !id.startsWith(prefix) || seen.has(id)) continue;
    seen.add(id);
    out.push({ name, symbol, address: r.address, decimals: r.decimals, logoUri: tokenIcon(r.logoUri, apiOrigin) });
  }
  const native = nativeTokenId(network.caipNetworkId);
  const index = out.findIndex((t) => t.address.toLowerCase() === native);
  const nativeToken = index >= 0 ? out.splice(index, 1)[0]! : { name: network.nativeCurrency.name, symbol: network.nativeCurrency.symbol, address: `${network.caipNetworkId}:${NATIVE_TOKEN_ADDRESS}`, decimals: network.nativeCurrency.decimals, logoUri: undefined };
  return [nativeToken, ...out];
}

/** Reads one balance on chain (base units); undefined when the chain does not answer sensibly. */
async function readBalance(deps: FlowDeps, target: SwapTarget, token: SwapListToken): Promise<bigint | undefined> {
  const rpc = deps.ctx.rpc(target.network);
  const address = addressOf(token.address);
  const raw =
    address === NATIVE_TOKEN_ADDRESS
      ? await withTimeout(rpc.request<unknown>({ method: 'eth_getBalance', params: [target.address, 'latest'] }), API_TIMEOUT_MS, { signal: deps.ctx.signal })
      : await withTimeout(rpc.request<unknown>({ method: 'eth_call', params: [{ to: address, data: encodeBalanceOf(target.address) }, 'latest'] }), API_TIMEOUT_MS, { signal: deps.ctx.signal });
  return typeof raw === 'string' && QUANTITY.test(raw) ? BigInt(raw) : undefined;
}

/**
 * Reads balances on chain (the kit's RPC, batched) and keeps them in the state: the given tokens,
 * else the chosen ones and, while the list is short, the whole list. A balance that cannot be read
 * is left as it was. Resolves with what was read (never rejects).
 *
 * @example
 * await readBalances(deps) // { 'eip155:1:0xeeee…': 1500000000000000000n, … }
 */
export async function readBalances(deps: FlowDeps, ids?: readonly string[]): Promise<Record<string, bigint>> {
  const { ctx } = deps;
  if (ctx.signal.aborted) return {};
  let target: SwapTarget;
  try {
    target = requireTarget(deps);
  } catch {
    return {};
  }
  const s = ctx.store.get();
  if (s.caipNetworkId !== target.network.caipNetworkId) return {};
  const wanted = ids ?? [s.from, s.to, ...(s.tokens.length <= MAX_LIST_BALANCE_READS ? s.tokens.map((t) => t.address) : [])];
  const tokens = [...new Map(wanted.map((id) => findToken(s, id)).filter((t): t is SwapListToken => Boolean(t)).map((t) => [t.address.toLowerCase(), t])).values()];
  const results = await Promise.allSettled(tokens.map((t) => readBalance(deps, target, t)));
  const read: Record<string, bigint> = {};
  results.forEach((r, i) => {
    if (r.status === 'fulfilled' && r.value !== undefined) read[tokens[i]!.address.toLowerCase()] = r.value;
    else if (r.status === 'rejected') ctx.logger.debug('[latchkey] swaps: a balance could not be read', r.reason);
  });
  if (isCurrent(deps, target) && Object.keys(read).length > 0) ctx.store.set((d) => void Object.entries(read).forEach(([id, v]) => (d.balances[id] = v.toString())));
  return read;
}

/**
 * USD prices (`POST /v1/fungible/price`) of the chosen tokens, the native coin and the tokens the
 * visitor holds, at most {@link MAX_PRICED_TOKENS} and each once. The reply names tokens by symbol:
 * a row is matched to the token asked for at its place when the symbols agree, else by symbol.
 * A failure leaves prices unknown (the views then show no USD values).
 *
 * @example
 * await loadPrices(deps)
 */
export async function loadPrices(deps: FlowDeps): Promise<void> {
  const { ctx } = deps;
  if (ctx.signal.aborted) return;
  let target: SwapTarget;
  try {
    target = requireTarget(deps);
  } catch {
    return;
  }
  const s = ctx.store.get();
  const list: SwapToken[] = listTokens(ctx.kit.getState(), s);
  const ids = new Set([s.from, s.to, nativeTokenId(target.network.caipNetworkId), ...list.filter((t) => t.balance !== undefined && /[1-9]/.test(t.balance)).map((t) => t.id)]);
  const asked = [...ids].map((id) => findToken(s, id)).filter((t): t is SwapListToken => Boolean(t) && s.prices[t!.address.toLowerCase()] === undefined).slice(0, MAX_PRICED_TOKENS);
  if (asked.length === 0) return;
  try {
    const reply = await ctx.http.blockchainApi.post<{ fungibles: Array<{ symbol: string; price: number }> }>('/v1/fungible/price', {
      body: { projectId: ctx.options.projectId, currency: 'usd', addresses: asked.map((t) => t.address) },
      validate: validPriceReply,
      timeoutMs: API_TIMEOUT_MS,
      signal: ctx.signal,
    });
    if (!isCurrent(deps, target)) return;
    const same = (a: string, b: string) => a.toLowerCase() === b.toLowerCase();
    const prices: Record<string, number> = {};
    asked.forEach((token, i) => {
      const atPlace = reply.fungibles.length === asked.length ? reply.fungibles[i] : undefined;
      const row = atPlace && same(atPlace.symbol, token.symbol) ? atPlace : reply.fungibles.find((f) => same(f.symbol, token.symbol));
      if (row && Number.isFinite(row.price)) prices[token.address.toLowerCase()] = row.price;
    });
    ctx.store.set((d) => void Object.assign(d.prices, prices));
  } catch (error) {
    if (!ctx.signal.aborted) ctx.logger.debug('[latchkey] swaps: prices could not be read', error);
  }
}

/**
 * `GET /v1/convert/tokens?chainId=…` for the active network (once; again with `force`), checked;
 * then the balances and prices. A new network starts the form afresh. A failure is kept in the
 * state (`tokensStatus: 'failed'`); resolves with the list (never rejects).
 *
 * @example
 * const tokens = await loadTokens(deps)
 */
export async function loadTokens(deps: FlowDeps, options: { force?: boolean } = {}): Promise<SwapToken[]> {
  const { ctx } = deps;
  if (ctx.signal.aborted) return [];
  let target: SwapTarget;
  try {
    target = requireTarget(deps);
  } catch {
    return [];
  }
  const network = target.network.caipNetworkId;
  // Once the kit is destroyed its slice is gone: nothing to list.
  const listed = () => (ctx.signal.aborted ? [] : listTokens(ctx.kit.getState(), ctx.store.get()));
  if (ctx.store.get().caipNetworkId !== network) ctx.store.set((d) => void Object.assign(d, initialSwapsState(d.slippage), { caipNetworkId: network }));
  const status = ctx.store.get().tokensStatus;
  if (status === 'ready' && !options.force) return listed();
  let read = deps.tokenReads.get(network);
  if (!read || options.force) {
    ctx.store.set((d) => void (d.tokensStatus = d.tokensStatus === 'ready' ? 'ready' : 'loading'));
    read = ctx.http.blockchainApi
      .get<{ tokens: unknown[] }>('/v1/convert/tokens', { query: { chainId: network }, validate: validTokensReply, timeoutMs: API_TIMEOUT_MS, signal: ctx.signal })
      .then((reply) => normalizeTokens(reply.tokens, target.network, apiOriginOf(deps)));
    deps.tokenReads.set(network, read);
    const settle = () => deps.tokenReads.get(network) === read && deps.tokenReads.delete(network);
    read.then(settle, settle);
  }
  try {
    const tokens = await read;
    if (!isCurrent(deps, target) || ctx.store.get().caipNetworkId !== network) return listed();
    ctx.store.set((d) => {
      d.tokens = tokens;
      d.tokensStatus = 'ready';
      if (!findToken(d, d.from)) d.from = tokens[0]?.address.toLowerCase();
      if (!findToken(d, d.to) || d.to === d.from) d.to = undefined;
    });
  } catch (error) {
    if (!isCurrent(deps, target)) return [];
    ctx.logger.warn('[latchkey] swaps: the token list could not be read', error);
    ctx.store.set((d) => void (d.tokensStatus = 'failed'));
    return [];
  }
  await readBalances(deps);
  await loadPrices(deps);
  return listed();
}
