import { ValidationError, isKitError, type CaipNetworkId, type PluginContext } from '@latchkey/kernel';
import { SwapUnavailableError } from '../errors';
import { amountProblem, parseUnits } from '../math';
import { swapTarget, type SwapTarget } from '../target';
import { findToken, withHoldings } from '../tokens';
import type { SwapListToken, SwapToken, SwapsState } from '../types';

/** What the flow works with: the plugin's context, the swap networks, per-kit bookkeeping. */
export interface FlowDeps {
  ctx: PluginContext<SwapsState>;
  networks: readonly CaipNetworkId[];
  /** The dapp's router allowlist (`routers` option) by network, addresses lower case. */
  routers: ReadonlyMap<CaipNetworkId, ReadonlySet<string>>;
  /** Bumped by every quote request: an answer to an older one is dropped. */
  quoteSeq: { n: number };
  /** Token lists being read, by network (one read at a time for each). */
  tokenReads: Map<string, Promise<SwapListToken[]>>;
}

/** The server's reason when it gave one, else the error's message ('HTTP status code 400', 'timed out'). */
export function messageOf(error: unknown): string {
  if (isKitError(error)) {
    const data = error.data as { serverMessage?: unknown } | undefined;
    return typeof data?.serverMessage === 'string' && data.serverMessage ? data.serverMessage : error.shortMessage;
  }
  return error instanceof Error ? error.message : String(error);
}

/** The swap target now, or a {@link SwapUnavailableError}. */
export function requireTarget(deps: FlowDeps): SwapTarget {
  const target = swapTarget(deps.ctx.kit.getState(), deps.networks);
  if (!target) {
    const network = deps.ctx.kit.getState().chains.eip155?.network.caipNetwork?.caipNetworkId;
    throw new SwapUnavailableError(undefined, { details: network ? `${network} is not a swap network` : 'connect an EVM wallet first' });
  }
  return target;
}

/** Still the account and network a call was made for (the visitor may have moved on). */
export function isCurrent(deps: FlowDeps, target: SwapTarget): boolean {
  if (deps.ctx.signal.aborted) return false;
  const now = swapTarget(deps.ctx.kit.getState(), deps.networks);
  return now?.address === target.address && now.network.caipNetworkId === target.network.caipNetworkId;
}

/** The form, checked: the account, both tokens (with holdings), the amount in base units within the balance. */
export interface Prepared {
  target: SwapTarget;
  from: SwapToken;
  to: SwapToken;
  /** The list entries as the API named them (their CAIP-10 ids go back to it as they came). */
  fromListed: SwapListToken;
  toListed: SwapListToken;
  units: bigint;
}

/**
 * Checks the form before anything is asked of the API or the wallet.
 * @throws {SwapUnavailableError} no account on a swap network.
 * @throws {ValidationError} 'Select the tokens', 'Invalid amount', 'Insufficient funds'.
 */
export function prepare(deps: FlowDeps): Prepared {
  const target = requireTarget(deps);
  const s = deps.ctx.store.get();
  const fromListed = findToken(s, s.from);
  const toListed = findToken(s, s.to);
  if (!fromListed || !toListed || s.caipNetworkId !== target.network.caipNetworkId) throw new ValidationError('Select the tokens', { details: 'both the token to pay with and the token to receive are needed' });
  const state = deps.ctx.kit.getState();
  const from = withHoldings(fromListed, state, s);
  const to = withHoldings(toListed, state, s);
  const balance = from.balance === undefined ? undefined : parseUnits(from.balance, from.decimals);
  const problem = amountProblem(s.amount, from.decimals, balance);
  if (problem === 'insufficient') throw new ValidationError('Insufficient funds', { details: `${s.amount} ${from.symbol} is more than the balance` });
  if (problem) throw new ValidationError('Invalid amount', problem === 'decimals' ? { details: `At most ${from.decimals} decimals` } : {});
  return { target, from, to, fromListed, toListed, units: parseUnits(s.amount, from.decimals)! };
}
