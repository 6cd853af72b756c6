// The allowance check, the approval and the swap: each transaction built by the swap API, decoded
// and checked against what was asked (./checks.ts) before the wallet is asked, then sent through
// the kit (kit.request: its approval rules, the wallet) and confirmed by its receipt.
import { KitError, UserRejectedError, ValidationError, withTimeout, type PluginContext } from '@latchkey/kernel';
import { MAX_UINT256 } from '@latchkey/eip155/calls';
import { API_TIMEOUT_MS } from '../constants';
import { SwapRevertedError, SwapTransactionError } from '../errors';
import { validAllowanceReply, validApproveReply, validBuildReply } from '../replies.generated.js';
import type { SwapTarget } from '../target';
import type { SwapCheckRule, SwapFailure, SwapRecord, SwapsState } from '../types';
import { checkApproval, checkRouterCode, checkSwap } from './checks';
import { isCurrent, messageOf, prepare, type FlowDeps, type Prepared } from './shared';
import { loadPrices, readBalances } from './tokens';

const HASH = /^0x[0-9a-fA-F]{64}$/;
const UNLIMITED = MAX_UINT256;

/** The part of `kit.plugin('eip155')` this plugin uses (typed here: plugins import no other plugin). */
interface Eip155ReceiptApi {
  waitForReceipt(hash: string): Promise<{ status: 'success' | 'reverted'; gasUsed: bigint; effectiveGasPrice?: bigint }>;
}
/** The part of `kit.plugin('send')` used to refresh the account's token balances, when installed. */
interface SendBalancesApi {
  refreshBalances(options?: { force?: boolean }): Promise<unknown>;
}

/** A quantity as JSON-RPC wants it: hex. */
const hex = (value: string | bigint): string => `0x${BigInt(value).toString(16)}`;

/** The allowance the swap contract has on `from` (unlimited for the native coin, which needs none). */
async function readAllowance(deps: FlowDeps, p: Prepared): Promise<bigint> {
  if (p.from.native) return UNLIMITED;
  const reply = await deps.ctx.http.blockchainApi.get<{ allowance: string }>('/v1/convert/allowance', {
    query: { tokenAddress: p.fromListed.address, userAddress: p.target.address },
    validate: validAllowanceReply,
    timeoutMs: API_TIMEOUT_MS,
    signal: deps.ctx.signal,
  });
  const allowance = BigInt(reply.allowance);
  if (isCurrent(deps, p.target)) deps.ctx.store.set((d) => void (d.allowance = { token: p.from.id, amount: allowance.toString() }));
  return allowance;
}

/**
 * Whether the swap contract must first be allowed to spend the amount of `from`
 * (`GET /v1/convert/allowance`); never for the native coin.
 *
 * @example
 * if (await needsApproval(deps)) await approve(deps)
 */
export async function needsApproval(deps: FlowDeps): Promise<boolean> {
  const p = prepare(deps);
  return (await readAllowance(deps, p)) < p.units;
}

/** Sends one transaction through the kit (approval first), checks the hash, waits for the receipt, refuses a revert. */
async function sendAndConfirm(ctx: PluginContext<SwapsState>, target: SwapTarget, tx: Record<string, string>): Promise<{ hash: string; fee: bigint }> {
  const eip155 = ctx.kit.plugin<Eip155ReceiptApi>('eip155');
  if (!eip155?.waitForReceipt) throw new KitError('Chain adapter not found', { details: 'add eip155() to the kit to swap' });
  // The chain id pins the transaction: a wallet that moved to another chain refuses it.
  const hash = await ctx.kit.request<unknown>({ namespace: 'eip155', method: 'eth_sendTransaction', params: [{ ...tx, chainId: hex(BigInt(target.network.id)) }] });
  if (typeof hash !== 'string' || !HASH.test(hash)) throw new SwapTransactionError('The wallet returned an invalid transaction hash');
  const receipt = await eip155.waitForReceipt(hash);
  if (receipt.status !== 'success') throw new SwapRevertedError(undefined, { details: hash, data: { hash } });
  return { hash, fee: receipt.gasUsed * (receipt.effectiveGasPrice ?? 0n) };
}

/** The failure as the views say it: declined, refused by the network, refused by the kit's checks, or anything else. */
function failureOf(stage: SwapFailure['stage'], error: unknown): SwapFailure {
  if (error instanceof SwapTransactionError) {
    const rule = (error.data as { rule?: SwapCheckRule } | undefined)?.rule;
    return { stage, reason: 'unsafe', ...(rule ? { rule } : {}), message: messageOf(error) };
  }
  const reason = error instanceof UserRejectedError ? 'rejected' : error instanceof SwapRevertedError ? 'reverted' : 'failed';
  return { stage, reason, message: messageOf(error) };
}

/**
 * The swap's router: the contract the API's swap transaction for this form calls, checked
 * (./checks.ts), built without a gas estimate (the allowance may still be short); kept in the
 * state for the review. The approval's spender must be it.
 */
async function resolveRouter(deps: FlowDeps, p: Prepared): Promise<string> {
  const tx = await buildSwap(deps, p, { disableEstimate: true });
  // Kept as the API wrote it (its checksum, for people); compared in lower case.
  if (isCurrent(deps, p.target)) deps.ctx.store.set((d) => void (d.router = tx.to));
  return tx.to;
}

/**
 * The approval itself: the router learned first, then the approval built by the API and checked
 * (`approve(router, amount sold)` on the token sold, from the visitor; unlimited only when the
 * visitor chose it), sent, mined. A mismatch throws before the wallet is asked.
 */
async function sendApproval(deps: FlowDeps, p: Prepared, known?: string): Promise<{ hash: string; fee: bigint; router: string }> {
  const { ctx } = deps;
  const router = known ?? (await resolveRouter(deps, p));
  const unlimited = ctx.store.get().unlimitedApproval;
  const reply = await ctx.http.blockchainApi.get<{ tx: { from: string; to: string; data: string; value?: string; eip155?: { gasPrice?: string } } }>('/v1/convert/build-approve', {
    query: { userAddress: p.target.address, from: p.fromListed.address, to: p.toListed.address, amount: (unlimited ? UNLIMITED : p.units).toString() },
    validate: validApproveReply,
    timeoutMs: API_TIMEOUT_MS,
    signal: ctx.signal,
  });
  const tx = reply.tx;
  checkApproval(tx, { user: p.target.address, token: p.from.address, router, amount: p.units, unlimited });
  const sent = await sendAndConfirm(ctx, p.target, { from: tx.from, to: tx.to, data: tx.data, value: '0x0', ...(tx.eip155?.gasPrice ? { gasPrice: hex(tx.eip155.gasPrice) } : {}) });
  return { ...sent, router };
}

/** Guards against two transactions at once. */
function assertIdle(deps: FlowDeps): void {
  if (deps.ctx.store.get().pending) throw new ValidationError('A swap is already waiting', { details: 'wait for it to finish' });
}

/**
 * Sends the approval when the allowance is short of the amount, and waits until it is mined.
 * Resolves with its hash, or undefined when none was needed (the native coin, enough allowance).
 *
 * @example
 * const hash = await approve(deps)
 */
export async function approve(deps: FlowDeps): Promise<string | undefined> {
  const { ctx } = deps;
  const p = prepare(deps);
  assertIdle(deps);
  if ((await readAllowance(deps, p)) >= p.units) return undefined;
  ctx.store.set((d) => Object.assign(d, { pending: 'approve', failure: undefined }));
  // The swap is built and checked first (a bad one fails as the swap): its router is the spender.
  let stage: SwapFailure['stage'] = 'swap';
  try {
    const router = await resolveRouter(deps, p);
    stage = 'approve';
    const { hash, fee } = await sendApproval(deps, p, router);
    if (isCurrent(deps, p.target)) ctx.store.set((d) => Object.assign(d, { pending: undefined, approval: { hash, fee: fee.toString() }, allowance: { token: p.from.id, amount: (ctx.store.get().unlimitedApproval ? UNLIMITED : p.units).toString() } }));
    return hash;
  } catch (error) {
    if (!ctx.signal.aborted) ctx.store.set((d) => Object.assign(d, { pending: undefined, failure: failureOf(stage, error) }));
    throw error;
  }
}

/**
 * The swap transaction built by the API for the form, checked (./checks.ts): from the visitor,
 * carrying the amount only when selling the native coin, a call to a router that is no token, is
 * `router` when one is pinned (the approval's spender), and on the dapp's allowlist.
 */
async function buildSwap(
  deps: FlowDeps,
  p: Prepared,
  options: { router?: string | undefined; disableEstimate?: boolean } = {},
): Promise<{ from: string; to: string; data: string; value: bigint; gas?: string; gasPrice?: string }> {
  const { ctx } = deps;
  const reply = await ctx.http.blockchainApi.post<{ tx: { from: string; to: string; data: string; amount: string; eip155?: { gas?: string; gasPrice?: string } } }>('/v1/convert/build-transaction', {
    body: {
      projectId: ctx.options.projectId,
      userAddress: p.target.address,
      amount: p.units.toString(),
      from: p.fromListed.address,
      to: p.toListed.address,
      eip155: { slippage: String(ctx.store.get().slippage) },
      ...(options.disableEstimate ? { disableEstimate: true } : {}),
    },
    validate: validBuildReply,
    timeoutMs: API_TIMEOUT_MS,
    signal: ctx.signal,
  });
  const tx = reply.tx;
  const value = BigInt(tx.amount);
  checkSwap(
    { from: tx.from, to: tx.to, data: tx.data, value },
    { user: p.target.address, value: p.from.native ? p.units : 0n, tokens: [p.from.address, p.to.address], router: options.router, allowlist: deps.routers.get(p.target.network.caipNetworkId) },
  );
  // The router the API named, asked of the chain itself: it must be a contract.
  checkRouterCode(await withTimeout(ctx.rpc(p.target.network).request<unknown>({ method: 'eth_getCode', params: [tx.to, 'latest'] }), API_TIMEOUT_MS, { signal: ctx.signal }), tx.to);
  return { from: tx.from, to: tx.to, data: tx.data, value, ...(tx.eip155?.gas ? { gas: tx.eip155.gas } : {}), ...(tx.eip155?.gasPrice ? { gasPrice: tx.eip155.gasPrice } : {}) };
}

/**
 * The swap's network fee in the native coin's base units (gas × gas price of the transaction the API
 * builds), kept in the state; undefined while an approval is still needed or when the API cannot say.
 * Either way the swap is built and checked, and its router kept in the state for the review.
 *
 * @example
 * await networkFee(deps) // '1260000000000000'
 */
export async function networkFee(deps: FlowDeps): Promise<string | undefined> {
  const p = prepare(deps);
  if ((await readAllowance(deps, p)) < p.units) {
    // No fee yet, but the router (the approval's spender) for the review.
    await resolveRouter(deps, p).catch((error: unknown) => deps.ctx.logger.debug('[latchkey] swaps: the swap could not be built', error));
    return undefined;
  }
  try {
    const tx = await buildSwap(deps, p);
    if (isCurrent(deps, p.target)) deps.ctx.store.set((d) => void (d.router = tx.to));
    const fee = tx.gas && tx.gasPrice ? (BigInt(tx.gas) * BigInt(tx.gasPrice)).toString() : undefined;
    if (isCurrent(deps, p.target)) deps.ctx.store.set((d) => void (d.networkFee = fee));
    return fee;
  } catch (error) {
    deps.ctx.logger.debug('[latchkey] swaps: the network fee could not be estimated', error);
    return undefined;
  }
}

/** Reads the account's balances again: this plugin's on-chain reads, the kit's native balance, the send plugin's token list. */
function refreshAfterSwap(deps: FlowDeps, ids: string[]): void {
  const { ctx } = deps;
  readBalances(deps, ids)
    .then(() => loadPrices(deps))
    .catch((error: unknown) => ctx.logger.debug('[latchkey] swaps: balances could not be read', error));
  ctx.refreshBalance('eip155');
  const send = ctx.kit.plugin<SendBalancesApi>('send');
  if (send?.refreshBalances) send.refreshBalances({ force: true }).catch((error: unknown) => ctx.logger.debug('[latchkey] swaps: token balances could not be refreshed', error));
}

/**
 * Swaps the form (see `SwapsApi.swap`): checks it, sends the approval when the allowance is short,
 * then the swap (the slippage tolerance applied by the API's `minOut`), each confirmed; records
 * what arrived (read on chain before and after), clears the amount and quote, and reads the
 * balances again. Resolves with the swap's hash.
 *
 * @example
 * const hash = await swapNow(deps)
 */
export async function swapNow(deps: FlowDeps): Promise<string> {
  const { ctx } = deps;
  const p = prepare(deps);
  assertIdle(deps);
  const s = ctx.store.get();
  let stage: SwapFailure['stage'] = 'swap';
  // An approval sent before (its own step in the review) counts for this swap, and pins its router.
  let approvalHash = s.approval?.hash;
  let approvalFee = BigInt(s.approval?.fee ?? '0');
  let router = s.approval ? s.router : undefined;
  ctx.store.set((d) => Object.assign(d, { failure: undefined, lastSwap: undefined }));
  try {
    if ((await readAllowance(deps, p)) < p.units) {
      ctx.store.set((d) => void (d.pending = 'approve'));
      // The swap is built and checked first (a bad one fails as the swap): its router is the spender.
      const known = await resolveRouter(deps, p);
      stage = 'approve';
      const approval = await sendApproval(deps, p, known);
      approvalHash = approval.hash;
      approvalFee = approval.fee;
      router = approval.router;
      ctx.store.set((d) => Object.assign(d, { approval: { hash: approval.hash, fee: approval.fee.toString() }, allowance: { token: p.from.id, amount: (d.unlimitedApproval ? UNLIMITED : p.units).toString() } }));
      stage = 'swap';
    }
    ctx.store.set((d) => void (d.pending = 'swap'));
    const before = (await readBalances(deps, [p.to.id]))[p.to.id];
    const tx = await buildSwap(deps, p, { router });
    const { hash, fee } = await sendAndConfirm(ctx, p.target, {
      from: tx.from,
      to: tx.to,
      data: tx.data,
      value: hex(tx.value),
      ...(tx.gas ? { gas: hex(tx.gas) } : {}),
      ...(tx.gasPrice ? { gasPrice: hex(tx.gasPrice) } : {}),
    });
    const after = (await readBalances(deps, [p.to.id, p.from.id]))[p.to.id];
    const quote = ctx.store.get().quote;
    const measured = before !== undefined && after !== undefined;
    // What arrived: the balance's rise, plus the swap's own gas when the native coin was received.
    const received = measured ? after - before + (p.to.native ? fee : 0n) : BigInt(quote && quote.to === p.to.id ? quote.toAmount : '0');
    const record: SwapRecord = {
      caipNetworkId: p.target.network.caipNetworkId,
      hash,
      approvalHash,
      from: { id: p.from.id, symbol: p.from.symbol, decimals: p.from.decimals },
      to: { id: p.to.id, symbol: p.to.symbol, decimals: p.to.decimals },
      fromAmount: p.units.toString(),
      toAmount: received.toString(),
      measured,
      fee: (fee + approvalFee).toString(),
    };
    if (isCurrent(deps, p.target)) {
      deps.quoteSeq.n++;
      ctx.store.set((d) =>
        Object.assign(d, { pending: undefined, lastSwap: record, amount: '', quote: undefined, quoteStatus: 'idle', quoteError: undefined, allowance: undefined, approval: undefined, router: undefined, networkFee: undefined }),
      );
      refreshAfterSwap(deps, [p.from.id, p.to.id]);
    }
    return hash;
  } catch (error) {
    if (!ctx.signal.aborted) ctx.store.set((d) => Object.assign(d, { pending: undefined, failure: failureOf(stage, error) }));
    throw error;
  }
}
