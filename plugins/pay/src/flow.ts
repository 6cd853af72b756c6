// What a payment does once the dapp asked for one: checking the request, showing it, connecting
// and switching when needed, having send transfer it, following it to its confirmation, and
// settling the dapp's promise exactly once. A lazy chunk: the page loads none of it until pay().
import { internals, isKitError, type CaipNetwork, type KitState, type PluginContext } from '@latchkey/kernel';
import type { SendApi } from '@latchkey/send';
import { PAY_VIEWS } from './constants';
import { PayCancelledError, PayError, PayFailedError, PayInvalidAssetError, PayRejectedError, PayRevertedError, PayTimeoutError } from './errors';
import { explorerTxUrl } from './explorer';
import { transition, type PayEvent } from './machine';
import { initialPayState } from './state';
import type { PaymentRequest, PayFailureReason, PayResult, PayState, PayStatusEvent } from './types';
import { validatePayment } from './validate';

/** One payment: the request, the dapp's promise, the attempt under way. */
export interface Payment {
  request: PaymentRequest;
  resolve(result: PayResult): void;
  reject(error: PayError): void;
  settled: boolean;
  /** The attempt under way (Pay pressed); aborting it withdraws a request still waiting for approval. */
  attempt: AbortController | undefined;
  /** The visitor left (closed the modal, cancelled) while the wallet was asked: the outcome decides. */
  left: boolean;
  /** What the promise rejects with when the visitor leaves a failed payment. */
  lastError: PayError | undefined;
  stopTimer: (() => void) | undefined;
  /** Listeners of this payment, released when it settles. */
  release: Array<() => void>;
}

/** What the flow works with: the plugin's context, the confirmation backstop, per-kit bookkeeping. */
export interface FlowDeps {
  ctx: PluginContext<PayState>;
  confirmationTimeoutMs: number;
  /** The open payment (one at a time); 'starting' while its code loads. */
  holder: { current: Payment | 'starting' | undefined };
  /** Bumped by every balance read: an older answer is dropped. */
  balanceSeq: { n: number };
}

/** A failure, as the view and the dapp hear it. */
interface Classified {
  error: PayError;
  reason: PayFailureReason;
  retryable: boolean;
}

const write = (deps: FlowDeps, recipe: (s: PayState) => void) => {
  // A kit destroyed meanwhile has no slice left to write.
  if (!deps.ctx.signal.aborted) deps.ctx.store.set(recipe);
};

/** Moves the status machine; false (nothing written) when the event does not apply now. */
function move(deps: FlowDeps, event: PayEvent, patch: Partial<PayState> = {}): boolean {
  const next = transition(deps.ctx.store.get().status, event);
  if (!next) return false;
  write(deps, (s) => void Object.assign(s, patch, { status: next }));
  return true;
}

const emit = (deps: FlowDeps, event: PayStatusEvent) => deps.ctx.bus.emit('status', event);

const networkOf = (state: KitState, request: PaymentRequest): CaipNetwork | undefined =>
  state.chains[request.namespace]?.network.requestedCaipNetworks.find((n) => n.caipNetworkId === request.caipNetworkId);

/** The open payment, when there is one to act on. */
const open = (deps: FlowDeps): Payment | undefined => {
  const p = deps.holder.current;
  return p && p !== 'starting' && !p.settled ? p : undefined;
};

/** Settles the dapp's promise, once: releases the payment's listeners and timer. */
function settle(deps: FlowDeps, p: Payment, outcome: { result: PayResult } | { error: PayError }): void {
  if (p.settled) return;
  p.settled = true;
  p.stopTimer?.();
  for (const release of p.release.splice(0)) release();
  if (deps.holder.current === p) deps.holder.current = undefined;
  write(deps, (s) => void (s.pending = false));
  if ('result' in outcome) p.resolve(outcome.result);
  else p.reject(outcome.error);
}

/** Shows the request; when no wallet of its namespace is connected, the Connect view on top of it. */
function showRequest(deps: FlowDeps, request: PaymentRequest): void {
  const { kit } = deps.ctx;
  const connected = kit.getState().chains[request.namespace]?.account.status === 'connected';
  kit.open({ view: PAY_VIEWS.request, namespace: request.namespace });
  if (!connected) internals(kit).router.push('Connect', { namespace: request.namespace });
}

/**
 * Starts a payment (see `PayApi.pay`): checks the request, shows it, and returns the promise the
 * dapp waits on. The caller reserved the one payment slot (`holder.current = 'starting'`).
 *
 * @example
 * const { hash } = await startPayment(deps, { amount: '2', asset, recipient })
 */
export function startPayment(deps: FlowDeps, input: unknown): Promise<PayResult> {
  const { ctx } = deps;
  let request: PaymentRequest;
  try {
    if (ctx.signal.aborted) throw new PayCancelledError('The kit was destroyed');
    request = validatePayment(ctx.kit, input);
  } catch (error) {
    deps.holder.current = undefined;
    return Promise.reject(error);
  }
  return new Promise<PayResult>((resolve, reject) => {
    const p: Payment = { request, resolve, reject, settled: false, attempt: undefined, left: false, lastError: undefined, stopTimer: undefined, release: [] };
    deps.holder.current = p;
    write(deps, (s) => void Object.assign(s, initialPayState(), { status: 'review', pending: true, request }));
    emit(deps, { status: 'review', request });
    p.release.push(ctx.bus.on('modalClosed', () => leave(deps, p)));
    const destroyed = () => settle(deps, p, { error: new PayCancelledError('The kit was destroyed') });
    ctx.signal.addEventListener('abort', destroyed);
    p.release.push(() => ctx.signal.removeEventListener('abort', destroyed));
    try {
      showRequest(deps, request);
    } catch (cause) {
      settle(deps, p, { error: new PayFailedError('The payment could not be shown', { cause }) });
    }
  });
}

/** The view of the payment under way: the status view, on top of whatever the modal shows. */
function showStatus(deps: FlowDeps): void {
  const { kit } = deps.ctx;
  if (!kit.getState().modal.open) kit.open({ view: PAY_VIEWS.status });
  else if (internals(kit).router.current?.view !== PAY_VIEWS.status) internals(kit).router.reset(PAY_VIEWS.status);
}

/** The wallet sent it: its hash, its explorer page, and the backstop on confirmation. */
function sent(deps: FlowDeps, p: Payment, attempt: AbortController, hash: string): void {
  if (p.settled || p.attempt !== attempt) return;
  const explorerUrl = explorerTxUrl(networkOf(deps.ctx.kit.getState(), p.request), hash);
  if (!move(deps, 'sent', { hash, explorerUrl })) return;
  emit(deps, { status: 'confirming', request: p.request, hash });
  p.stopTimer = deps.ctx.setTimeout(() => {
    if (p.settled || p.attempt !== attempt) return;
    const error = new PayTimeoutError(undefined, { details: `${hash} was not confirmed within ${Math.round(deps.confirmationTimeoutMs / 1000)} s`, data: { hash } });
    failed(deps, p, { error, reason: 'timeout', retryable: false });
  }, deps.confirmationTimeoutMs);
}

function confirmed(deps: FlowDeps, p: Payment, hash: string): void {
  p.stopTimer?.();
  p.attempt = undefined;
  const explorerUrl = explorerTxUrl(networkOf(deps.ctx.kit.getState(), p.request), hash);
  move(deps, 'confirm', { hash, explorerUrl, failure: undefined });
  emit(deps, { status: 'confirmed', request: p.request, hash });
  settle(deps, p, { result: { hash } });
}

function failed(deps: FlowDeps, p: Payment, f: Classified): void {
  p.stopTimer?.();
  p.stopTimer = undefined;
  p.attempt = undefined;
  if (f.reason === 'cancelled') {
    move(deps, 'cancel');
    emit(deps, { status: 'cancelled', request: p.request, error: f.error });
    settle(deps, p, { error: f.error });
    return;
  }
  // Once the visitor has left, nobody is there to try again: the failure is the outcome.
  const final = !f.retryable || p.left;
  move(deps, 'fail', { failure: { reason: f.reason, code: f.error.code, message: f.error.shortMessage, retryable: !final } });
  emit(deps, { status: 'failed', request: p.request, error: f.error, final });
  if (final) settle(deps, p, { error: f.error });
  else p.lastError = f.error;
}

/** What a failed attempt means for the visitor and the dapp (the hash, when there was one, in `data.hash`). */
function classify(deps: FlowDeps, p: Payment, error: unknown): Classified {
  const hash = deps.ctx.store.get().hash;
  const options = { cause: error, details: isKitError(error) ? error.shortMessage : error instanceof Error ? error.message : String(error), ...(hash ? { data: { hash } } : {}) };
  if (error instanceof PayCancelledError) return { error, reason: 'cancelled', retryable: false };
  if (error instanceof PayError) return { error, reason: (error.data?.reason as PayFailureReason | undefined) ?? 'failed', retryable: true };
  // The visitor left before the wallet sent anything: whatever stopped the attempt, that is why.
  if (p.left && !hash) return { error: new PayCancelledError(undefined, options), reason: 'cancelled', retryable: false };
  if (isKitError(error, 'USER_REJECTED')) return { error: new PayRejectedError(undefined, options), reason: 'rejected', retryable: true };
  if (isKitError(error, 'ABORTED')) return { error: new PayCancelledError(undefined, options), reason: 'cancelled', retryable: false };
  // A sent transaction not confirmed in time may still land: paying again could pay twice.
  if (isKitError(error, 'TIMEOUT')) return { error: new PayTimeoutError(undefined, options), reason: 'timeout', retryable: false };
  const landed = (error as { data?: { hash?: unknown; signature?: unknown } }).data;
  if (isKitError(error, 'CONNECTOR_ERROR') && (landed?.hash || landed?.signature)) {
    return { error: new PayRevertedError(undefined, { ...options, data: { hash: String(landed.hash ?? landed.signature) } }), reason: 'reverted', retryable: true };
  }
  if (isKitError(error, 'VALIDATION_ERROR') && error.shortMessage === 'Invalid token') return { error: new PayInvalidAssetError(undefined, options), reason: 'asset', retryable: false };
  if (isKitError(error, 'VALIDATION_ERROR') && error.shortMessage === 'Insufficient funds') return { error: new PayFailedError('Insufficient funds', options), reason: 'insufficient', retryable: true };
  return { error: new PayFailedError(undefined, options), reason: 'failed', retryable: true };
}

/**
 * Pay (or Try again): a wallet first when none of the namespace is connected (the Connect view);
 * else the status view, the wallet switched to the asset's network when it is elsewhere, and
 * send's direct transfer (one confirmation: in the wallet, or in the kit's approval view). Resolves once this attempt ended;
 * the dapp's promise settles by the payment's outcome.
 *
 * @example
 * await confirm(deps) // the visitor pressed Pay
 */
export async function confirm(deps: FlowDeps): Promise<void> {
  const { ctx } = deps;
  const p = open(deps);
  if (!p) return;
  const s = ctx.store.get();
  if ((s.failure && !s.failure.retryable) || !transition(s.status, 'submit')) return;
  const { request } = p;
  const chain = ctx.kit.getState().chains[request.namespace];
  if (chain?.account.status !== 'connected') {
    if (!ctx.kit.getState().modal.open) ctx.kit.open({ view: PAY_VIEWS.request, namespace: request.namespace });
    internals(ctx.kit).router.push('Connect', { namespace: request.namespace });
    return;
  }
  const attempt = new AbortController();
  p.attempt = attempt;
  p.lastError = undefined;
  move(deps, 'submit', { failure: undefined, hash: undefined, explorerUrl: undefined });
  emit(deps, { status: 'submitted', request });
  try {
    showStatus(deps);
    if (chain.network.caipNetwork?.caipNetworkId !== request.caipNetworkId) {
      try {
        await ctx.kit.switchNetwork(request.caipNetworkId);
      } catch (cause) {
        throw new PayFailedError(`Could not switch to ${request.networkName}`, { cause, data: { reason: 'switch' } });
      }
    }
    if (p.left || attempt.signal.aborted) throw new PayCancelledError();
    const send = ctx.kit.plugin<SendApi>('send');
    if (!send) throw new PayFailedError('Pay needs the send plugin', { details: 'add send() to the kit' });
    const { id } = await send.transfer(
      { caipNetworkId: request.caipNetworkId, asset: request.asset, amount: request.amount, receiver: request.recipient, decimals: request.decimals },
      { signal: attempt.signal, onSubmitted: (hash) => sent(deps, p, attempt, hash) },
    );
    if (p.settled || p.attempt !== attempt) return;
    confirmed(deps, p, id);
  } catch (error) {
    if (p.settled || p.attempt !== attempt) return;
    failed(deps, p, classify(deps, p, error));
  }
}

/**
 * The visitor left (closed the modal, or Cancel): before Pay, or after a failure, the payment
 * ends (the last failure's error, else PayCancelledError); while the wallet is asked, a request
 * still waiting for approval is withdrawn; once sent, the chain decides.
 */
function leave(deps: FlowDeps, p: Payment): void {
  if (p.settled) return;
  const status = deps.ctx.store.get().status;
  if (status === 'review' || status === 'failed') {
    const error = p.lastError ?? new PayCancelledError();
    move(deps, 'cancel');
    emit(deps, { status: 'cancelled', request: p.request, error });
    settle(deps, p, { error });
  } else if (status === 'submitted' || status === 'confirming') {
    p.left = true;
    if (status === 'submitted') p.attempt?.abort();
  }
}

/**
 * Cancel (the view's button, or the dapp): see {@link leave}; the modal closes too unless the
 * wallet has the payment already.
 *
 * @example
 * cancel(deps)
 */
export function cancel(deps: FlowDeps): void {
  const p = open(deps);
  if (!p) return;
  const sending = deps.ctx.store.get().status === 'confirming';
  leave(deps, p);
  if (!sending && deps.ctx.kit.getState().modal.open) deps.ctx.kit.close();
}

/**
 * Reads the visitor's balance of the payment's asset on its network (through send, live); an
 * answer for an account or payment no longer shown is dropped. Never rejects.
 *
 * @example
 * await refreshBalance(deps)
 */
export async function refreshBalance(deps: FlowDeps): Promise<void> {
  const { ctx } = deps;
  const request = ctx.store.get().request;
  if (!request || ctx.signal.aborted) return;
  const chain = ctx.kit.getState().chains[request.namespace];
  const address = chain?.account.status === 'connected' ? chain.account.address : undefined;
  const seq = ++deps.balanceSeq.n;
  if (!address) {
    write(deps, (s) => void (s.balance = { status: 'idle', numeric: undefined, address: undefined }));
    return;
  }
  write(deps, (s) => void (s.balance = { status: 'loading', numeric: s.balance.address === address ? s.balance.numeric : undefined, address }));
  const current = () => seq === deps.balanceSeq.n && ctx.store.get().request === request;
  try {
    const send = ctx.kit.plugin<SendApi>('send');
    if (!send) throw new PayFailedError('Pay needs the send plugin');
    const { numeric } = await send.balanceOf({ caipNetworkId: request.caipNetworkId, asset: request.asset, address });
    if (current()) write(deps, (s) => void (s.balance = { status: 'ready', numeric, address }));
  } catch (error) {
    ctx.logger.debug('[latchkey] pay: the balance could not be read', error);
    if (current()) write(deps, (s) => void (s.balance = { status: 'unavailable', numeric: undefined, address }));
  }
}
