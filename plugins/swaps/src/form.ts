import type { CaipNetworkId, KitState } from '@latchkey/kernel';
import { amountProblem, parseUnits } from './math';
import { swapTarget } from './target';
import { findToken, withHoldings } from './tokens';
import type { SwapProblem, SwapsState } from './types';

/** The amount to pay in base units, when the form's `from` token is known and the amount is valid. */
export function amountUnits(swaps: SwapsState): bigint | undefined {
  const from = findToken(swaps, swaps.from);
  return from ? parseUnits(swaps.amount, from.decimals) : undefined;
}

/** Whether the stored quote is for the form as it is now (tokens and amount). */
export function quoteIsCurrent(swaps: SwapsState): boolean {
  const q = swaps.quote;
  const units = amountUnits(swaps);
  return Boolean(q && units !== undefined && q.from === swaps.from && q.to === swaps.to && q.fromAmount === units.toString());
}

/**
 * The form's first problem (no account on a swap network, tokens, amount, balance, quote), or
 * undefined when it can be swapped.
 *
 * @example
 * formProblem(kit.getState(), kit.getState().plugins.swaps, networks) // { code: 'amount' }
 */
export function formProblem(state: KitState, swaps: SwapsState, networks: readonly CaipNetworkId[]): SwapProblem | undefined {
  const target = swapTarget(state, networks);
  if (!target) return { code: 'unavailable' };
  const fromToken = findToken(swaps, swaps.from);
  if (!fromToken || !findToken(swaps, swaps.to) || swaps.caipNetworkId !== target.network.caipNetworkId) return { code: 'tokens' };
  const from = withHoldings(fromToken, state, swaps);
  const balance = from.balance === undefined ? undefined : parseUnits(from.balance, from.decimals);
  const amount = amountProblem(swaps.amount, from.decimals, balance);
  if (amount === 'decimals') return { code: 'decimals', decimals: from.decimals };
  if (amount === 'insufficient') return { code: 'insufficient', symbol: from.symbol };
  if (amount) return { code: 'amount' };
  if (quoteIsCurrent(swaps)) return undefined;
  return swaps.quoteStatus === 'loading' ? { code: 'quoting' } : { code: 'noQuote' };
}
