// Quotes and the Max amount.
import { withTimeout } from '@latchkey/kernel';
import { API_TIMEOUT_MS, NATIVE_TOKEN_ADDRESS, SWAP_GAS_RESERVE } from '../constants';
import { SwapQuoteError } from '../errors';
import { amountUnits } from '../form';
import { formatUnits, minimumReceived } from '../math';
import { validGasPriceReply, validQuotesReply } from '../replies.generated.js';
import { swapTarget, type SwapTarget } from '../target';
import { addressOf, findToken } from '../tokens';
import type { SwapQuote } from '../types';
import { isCurrent, messageOf, requireTarget, type FlowDeps } from './shared';
import { readBalances } from './tokens';

/**
 * `GET /v1/convert/quotes?amount&userAddress&from&to` for the form now: sets `quote`, or stores the
 * error (the server's reason when it gave one) and returns null. A form that cannot be quoted (no
 * tokens, no valid amount) asks nothing and returns null. An answer overtaken by a newer request
 * is dropped.
 *
 * @example
 * const quote = await getQuote(deps); quote?.toAmount // '4125000000000000'
 */
export async function getQuote(deps: FlowDeps): Promise<SwapQuote | null> {
  const { ctx } = deps;
  if (ctx.signal.aborted) return null;
  const seq = ++deps.quoteSeq.n;
  const target = swapTarget(ctx.kit.getState(), deps.networks);
  const s = ctx.store.get();
  const from = findToken(s, s.from);
  const to = findToken(s, s.to);
  const units = amountUnits(s);
  if (!target || !from || !to || units === undefined || units === 0n || s.caipNetworkId !== target.network.caipNetworkId) {
    ctx.store.set((d) => Object.assign(d, { quote: undefined, quoteStatus: 'idle', quoteError: undefined }));
    return null;
  }
  const slippage = s.slippage;
  ctx.store.set((d) => Object.assign(d, { quoteStatus: 'loading', quoteError: undefined }));
  try {
    const reply = await ctx.http.blockchainApi.get<{ quotes: Array<{ fromAmount: string; toAmount: string }> }>('/v1/convert/quotes', {
      query: { amount: units.toString(), userAddress: target.address, from: from.address, to: to.address },
      validate: validQuotesReply,
      timeoutMs: API_TIMEOUT_MS,
      signal: ctx.signal,
    });
    const best = reply.quotes[0];
    if (!best || !/[1-9]/.test(best.toAmount)) throw new SwapQuoteError();
    if (best.fromAmount !== units.toString()) throw new SwapQuoteError('The quote is for another amount', { details: `${best.fromAmount} instead of ${units}` });
    const quote: SwapQuote = {
      from: from.address.toLowerCase(),
      to: to.address.toLowerCase(),
      fromAmount: best.fromAmount,
      toAmount: best.toAmount,
      slippage,
      minimumToAmount: minimumReceived(BigInt(best.toAmount), slippage).toString(),
    };
    if (seq === deps.quoteSeq.n && isCurrent(deps, target)) ctx.store.set((d) => Object.assign(d, { quote, quoteStatus: 'ready', quoteError: undefined }));
    return quote;
  } catch (error) {
    if (ctx.signal.aborted) return null;
    if (seq === deps.quoteSeq.n) ctx.store.set((d) => Object.assign(d, { quote: undefined, quoteStatus: 'failed', quoteError: messageOf(error) }));
    return null;
  }
}

/** The gas price to reserve for: the API's fast price, else the node's. */
async function gasPrice(deps: FlowDeps, target: SwapTarget): Promise<bigint> {
  try {
    const reply = await deps.ctx.http.blockchainApi.get<{ fast: string }>('/v1/convert/gas-price', {
      query: { chainId: target.network.caipNetworkId },
      validate: validGasPriceReply,
      timeoutMs: API_TIMEOUT_MS,
      signal: deps.ctx.signal,
    });
    return BigInt(reply.fast);
  } catch (error) {
    if (deps.ctx.signal.aborted) throw error;
    const raw = await withTimeout(deps.ctx.rpc(target.network).request<unknown>({ method: 'eth_gasPrice' }), API_TIMEOUT_MS, { signal: deps.ctx.signal });
    if (typeof raw !== 'string' || !/^0x[0-9a-fA-F]{1,64}$/.test(raw)) throw error;
    return BigInt(raw);
  }
}

/**
 * The largest amount of the `from` token that can be swapped, in its units: the whole balance
 * (read on chain now) of a token; of the native coin what leaves a swap's gas
 * ({@link SWAP_GAS_RESERVE} at the fast gas price). '0' without a token or balance.
 *
 * @example
 * await maxAmount(deps) // '1234.5'
 */
export async function maxAmount(deps: FlowDeps): Promise<string> {
  const target = requireTarget(deps);
  const s = deps.ctx.store.get();
  const from = findToken(s, s.from);
  if (!from) return '0';
  const id = from.address.toLowerCase();
  const read = await readBalances(deps, [id]);
  const known = deps.ctx.store.get().balances[id];
  const balance = read[id] ?? (known === undefined ? undefined : BigInt(known));
  if (balance === undefined) return '0';
  if (addressOf(id) !== NATIVE_TOKEN_ADDRESS) return formatUnits(balance, from.decimals);
  const reserve = (await gasPrice(deps, target)) * SWAP_GAS_RESERVE;
  return formatUnits(balance > reserve ? balance - reserve : 0n, from.decimals);
}
