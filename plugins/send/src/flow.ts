// What the API does once something is asked of it: reading balances (with the 30 s retry block and
// the toast), resolving receivers, the Max amount, checking and sending. A lazy chunk: the page
// loads none of it until an account connects or a view of the plugin opens.
import { AbortedError, UserRejectedError, ValidationError, isKitError, type ChainNamespace, type PluginContext, type TokenBalance } from '@latchkey/kernel';
import { balanceSource, portfolioCache, portfolioKey, readTokenBalances } from './balances/read';
import { isNative } from './balances/tokens';
import { takesNames } from './assets';
import { hasBalances } from './capability';
import { BALANCE_RETRY_MS } from './constants';
import { NameNotFoundError } from './errors';
import { activeSendTarget } from './sendable';
import { amountProblem } from './send/amount';
import { maxAmount as computeMax } from './send/max';
import { isReceiverAddress, looksLikeName, resolveName } from './send/receiver';
import { assetBalance, transferAsset } from './send/direct';
import { transfer } from './send/transfer';
import type { SendProblem, SendResult, SendState, TransferOptions, TransferParameters } from './types';

export { assetBalance };

/** What the flow works with: the plugin's context, a clock, and per-kit bookkeeping. */
export interface FlowDeps {
  ctx: PluginContext<SendState>;
  now(): number;
  /** Balance reads in flight, by namespace, network and address (one read at a time for each). */
  reads: Map<string, Promise<TokenBalance[]>>;
}

/** The connected account of a namespace that shows balances, with its network and kind of wallet. */
function balanceTarget(deps: FlowDeps, namespace: ChainNamespace) {
  const state = deps.ctx.kit.getState();
  const chain = state.chains[namespace];
  const network = chain?.network.caipNetwork;
  if (!hasBalances(deps.ctx.kit, namespace) || chain?.account.status !== 'connected' || !chain.account.address || !network) return undefined;
  const connectorType = state.connectors.find((c) => c.id === chain.connectorId)?.type;
  return { namespace, address: chain.account.address, network, connectorType };
}

/** Still the account and network a read was for (the visitor may have moved on meanwhile). */
function isCurrent(deps: FlowDeps, namespace: ChainNamespace, address: string, caipNetworkId: string): boolean {
  const chain = deps.ctx.kit.getState().chains[namespace];
  return chain?.account.status === 'connected' && chain.account.address === address && chain.network.caipNetwork?.caipNetworkId === caipNetworkId;
}

const usdOfNative = (tokens: TokenBalance[]): string | undefined => {
  const native = tokens.find(isNative);
  return native ? (native.value ?? 0).toFixed(2) : undefined;
};

/**
 * Reads the token balances of a namespace's connected account (the active one by default) and
 * writes them to the account (`account.tokenBalance`). Within 30 s of a failed read nothing is
 * asked (SPEC §9) and the current list is kept. A failed read clears the list, records the time
 * (`lastRetry`) and shows 'Token Balance Unavailable'. Resolves with the list (never rejects).
 *
 * @example
 * await refreshBalances(deps, { force: true })
 */
export async function refreshBalances(deps: FlowDeps, options: { force?: boolean; namespace?: ChainNamespace } = {}): Promise<TokenBalance[]> {
  const { ctx } = deps;
  if (ctx.signal.aborted) return [];
  const namespace = options.namespace ?? ctx.kit.getState().activeNamespace;
  const target = namespace ? balanceTarget(deps, namespace) : undefined;
  if (!namespace || !target) return [];
  const { address, network } = target;
  const listed = () => ctx.kit.getState().chains[namespace]?.account.tokenBalance ?? [];
  const previous = ctx.store.get().balances[namespace];
  const sameAccount = previous?.address === address && previous.caipNetworkId === network.caipNetworkId;
  if (previous?.lastRetry !== undefined && deps.now() - previous.lastRetry < BALANCE_RETRY_MS) return listed();
  if (!balanceSource(target, ctx.kit)) {
    ctx.store.set((s) => void (s.balances[namespace] = { status: 'unsupported', caipNetworkId: network.caipNetworkId, address, lastRetry: undefined }));
    if (listed().length) ctx.account.update(namespace, address, { tokenBalance: [] });
    return [];
  }
  const key = `${namespace}|${portfolioKey(network, address)}`;
  const running = deps.reads.get(key);
  if (running && !options.force) return running;
  ctx.store.set((s) => {
    const keep = sameAccount && s.balances[namespace]?.status === 'ready';
    s.balances[namespace] = { status: keep ? 'ready' : 'loading', caipNetworkId: network.caipNetworkId, address, lastRetry: undefined };
  });
  const read = readTokenBalances({ kit: ctx.kit, blockchainApi: ctx.http.blockchainApi, storage: ctx.storage, signal: ctx.signal }, target, { force: options.force }).then(
    (tokens = []) => {
      if (ctx.signal.aborted || !isCurrent(deps, namespace, address, network.caipNetworkId)) return tokens;
      ctx.account.update(namespace, address, { tokenBalance: tokens });
      ctx.store.set((s) => {
        s.balances[namespace] = { status: 'ready', caipNetworkId: network.caipNetworkId, address, lastRetry: undefined };
        if (s.caipNetworkId === network.caipNetworkId || s.caipNetworkId === undefined) s.networkBalanceInUSD = usdOfNative(tokens);
      });
      return tokens;
    },
    (error: unknown) => {
      ctx.logger.debug('[latchkey] token balances could not be read', error);
      if (ctx.signal.aborted || error instanceof AbortedError || !isCurrent(deps, namespace, address, network.caipNetworkId)) return [];
      ctx.store.set((s) => void (s.balances[namespace] = { status: 'unavailable', caipNetworkId: network.caipNetworkId, address, lastRetry: deps.now() }));
      ctx.account.update(namespace, address, { tokenBalance: [] });
      ctx.alerts.show('TOKEN_BALANCE_UNAVAILABLE');
      return [];
    },
  );
  deps.reads.set(key, read);
  try {
    return await read;
  } finally {
    if (deps.reads.get(key) === read) deps.reads.delete(key);
  }
}

/**
 * Sets the receiver as typed: an address of the active network is taken as it is; an account
 * name (where the namespace's assets take names) is looked up and, once found, shown with its avatar; anything else stays unresolved
 * (`check()` reports it). A lookup overtaken by more typing is dropped.
 *
 * @example
 * await setReceiver(deps, 'ada.reown.id')
 */
export async function setReceiver(deps: FlowDeps, input: string): Promise<void> {
  const { ctx } = deps;
  const text = input.trim();
  if (ctx.signal.aborted) return;
  ctx.store.set((s) => {
    s.receiverInput = input;
    s.receiverAddress = undefined;
    s.receiverProfileName = undefined;
    s.receiverProfileImageUrl = undefined;
    s.resolving = false;
    s.resolveError = undefined;
  });
  const target = activeSendTarget(ctx.kit.getState(), ctx.kit);
  if (!text || !target) return;
  if (isReceiverAddress(ctx.kit, target.network, text)) {
    ctx.store.set((s) => void (s.receiverAddress = text));
    return;
  }
  if (!takesNames(ctx.kit, target.namespace) || !looksLikeName(text)) return;
  ctx.store.set((s) => void (s.resolving = true));
  const stillTyped = () => !ctx.signal.aborted && ctx.store.get()?.receiverInput === input;
  try {
    const resolved = await resolveName({ blockchainApi: ctx.http.blockchainApi, storage: ctx.storage, rules: ctx.kit, signal: ctx.signal }, text, target.network);
    if (!stillTyped()) return;
    ctx.store.set((s) => {
      s.resolving = false;
      s.receiverAddress = resolved.address;
      s.receiverProfileName = resolved.name;
      s.receiverProfileImageUrl = resolved.avatar;
    });
  } catch (error) {
    if (!stillTyped()) return;
    ctx.store.set((s) => {
      s.resolving = false;
      s.resolveError = error instanceof NameNotFoundError ? 'notFound' : 'error';
    });
  }
}

/**
 * The form's first problem (SPEC §5, §8 order: amount and receiver, then the token, then the
 * amount's own checks, then the receiver's), or undefined when it can be sent.
 *
 * @example
 * await check(deps); // { code: 'required' } for an empty form
 */
export function check(deps: FlowDeps): SendProblem | undefined {
  const s = deps.ctx.store.get() as SendState | undefined;
  if (!s || !s.sendTokenAmount?.trim() || !s.receiverInput.trim()) return { code: 'required' };
  if (!s.token) return { code: 'token' };
  const decimals = Number(s.token.quantity.decimals);
  const amount = amountProblem(s.sendTokenAmount, decimals, s.token.quantity.numeric);
  if (amount === 'decimals') return { code: 'decimals', decimals };
  if (amount) return { code: amount };
  if (s.resolving) return { code: 'resolving' };
  if (!s.receiverAddress) return s.resolveError === 'notFound' ? { code: 'notFound' } : s.resolveError === 'error' ? { code: 'resolveError' } : { code: 'receiver' };
  return undefined;
}

/** The SPEC §8 sentence (or the kit's own) of a problem, as the error `send()` throws. */
function problemError(problem: SendProblem): ValidationError {
  switch (problem.code) {
    case 'required':
      return new ValidationError('An amount and receiver address are required');
    case 'token':
      return new ValidationError('A token is required');
    case 'insufficient':
      return new ValidationError('Insufficient funds');
    case 'amount':
    case 'decimals':
      return new ValidationError('Invalid amount', problem.code === 'decimals' ? { details: `At most ${problem.decimals} decimals` } : {});
    case 'resolveError':
      return new ValidationError('Error resolving name');
    default:
      return new ValidationError('Invalid receiver address');
  }
}

/**
 * The largest amount of the form's token (all of a token; of the native currency what leaves the
 * fee), '0' without a token or account.
 *
 * @example
 * await maxAmount(deps); // '99.99891'
 */
export async function maxAmount(deps: FlowDeps): Promise<string> {
  const { ctx } = deps;
  const token = (ctx.store.get() as SendState | undefined)?.token;
  const target = activeSendTarget(ctx.kit.getState(), ctx.kit);
  if (!token || !target) return '0';
  return computeMax(ctx.kit.assets(target.namespace), target.network, target.address, token);
}

/**
 * Sends the form (see `SendApi.send`): checks it, has the chain plugin send it (approval, wallet,
 * confirmation), then clears the form, keeps what was sent and reads the balances again.
 *
 * @example
 * const { id } = await sendNow(deps)
 */
export async function sendNow(deps: FlowDeps): Promise<SendResult> {
  const { ctx } = deps;
  const problem = check(deps);
  if (problem) throw problemError(problem);
  const target = activeSendTarget(ctx.kit.getState(), ctx.kit);
  const s = ctx.store.get();
  if (!target || !s.token || !s.receiverAddress || !s.sendTokenAmount) throw new ValidationError('An amount and receiver address are required');
  if (s.loading) throw new ValidationError('A send is already waiting', { details: 'wait for it to finish' });
  const token = s.token;
  const amount = s.sendTokenAmount.trim();
  const receiver = s.receiverAddress;
  const receiverName = s.receiverProfileName;
  ctx.store.set((d) => {
    d.loading = true;
    d.failure = undefined;
    d.lastSent = undefined;
    d.caipNetworkId = target.network.caipNetworkId;
  });
  try {
    const { id } = await transfer(ctx.kit, { token, amount, from: target.address, to: receiver, network: target.network });
    if (ctx.signal.aborted) return { id };
    // The native balance the account view shows moved too.
    ctx.refreshBalance(target.namespace);
    ctx.store.set((d) => {
      Object.assign(d, { token: undefined, sendTokenAmount: undefined, receiverInput: '', receiverAddress: undefined, receiverProfileName: undefined, receiverProfileImageUrl: undefined, resolving: false, resolveError: undefined });
      d.loading = false;
      d.lastSent = { namespace: target.namespace, caipNetworkId: target.network.caipNetworkId, id, amount, symbol: token.symbol, receiver, receiverName };
    });
    // What was sent left the balances: read them again, past the cache.
    portfolioCache(ctx.storage).delete(portfolioKey(target.network, target.address));
    void refreshBalances(deps, { force: true, namespace: target.namespace });
    return { id };
  } catch (error) {
    const rejected = error instanceof UserRejectedError;
    if (ctx.signal.aborted) throw error;
    const reason = rejected ? 'rejected' : isKitError(error, 'VALIDATION_ERROR') ? ((error as ValidationError).shortMessage === 'Insufficient funds' ? 'insufficient' : 'invalid') : 'failed';
    ctx.store.set((d) => {
      d.loading = false;
      d.failure = { reason, message: error instanceof Error ? error.message : String(error) };
    });
    throw error;
  }
}

/**
 * A direct transfer (see `SendApi.transfer`): the form is left alone; once confirmed, the
 * sender's balances are read again (past the cache), as after a send from the form.
 *
 * @example
 * const { id } = await transferDirect(deps, { caipNetworkId: 'eip155:1', asset: 'native', amount: '0.1', receiver })
 */
export async function transferDirect(deps: FlowDeps, params: TransferParameters, options?: TransferOptions): Promise<SendResult> {
  const { ctx } = deps;
  const { id, network } = await transferAsset(ctx, params, options);
  if (ctx.signal.aborted) return { id };
  const address = ctx.kit.getState().chains[network.chainNamespace]?.account.address;
  ctx.refreshBalance(network.chainNamespace);
  if (address) {
    // What was sent left the balances: read them again, past the cache.
    portfolioCache(ctx.storage).delete(portfolioKey(network, address));
    void refreshBalances(deps, { force: true, namespace: network.chainNamespace });
  }
  return { id };
}
