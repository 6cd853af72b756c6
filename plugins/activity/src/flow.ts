// What the API does once something is asked of it: reading pages, appending, polling for pending
// sends, and describing a send that was just approved. A lazy chunk: the page loads none of it
// until the Activity view opens or the visitor approves a send.
import { internals, isKitError, ValidationError, type CaipNetwork, type PendingRequestInfo, type PluginContext } from '@latchkey/kernel';
import { ACTIVITY_NAMESPACES, PENDING_LIMIT } from './constants';
import { readHistory } from './history/read';
import { visibleItems } from './history/normalize';
import { pendingFrom, settlePending } from './pending';
import { readTokenInfo } from './tokenInfo';
import type { ActivityItem, ActivityOptions, ActivityPage, ActivityState, FetchTransactionsParameters } from './types';

/** What the flow works with: the plugin's context, its options, a clock and a read counter. */
export interface FlowDeps {
  ctx: PluginContext<ActivityState>;
  options: ActivityOptions;
  now(): number;
  /** Bumped when the list starts over (another account or network, a refresh): older reads are dropped. */
  generation: { value: number };
}

/** The connected EVM account and its network, when there is one. */
export function activeTarget(deps: Pick<FlowDeps, 'ctx'>): { address: string; network: CaipNetwork } | undefined {
  const chain = deps.ctx.kit.getState().chains.eip155;
  const network = chain?.network.caipNetwork;
  if (chain?.account.status !== 'connected' || !chain.account.address || !network || !ACTIVITY_NAMESPACES.includes(network.chainNamespace)) return undefined;
  return { address: chain.account.address, network };
}

const spamMode = (deps: FlowDeps) => deps.options.spam ?? 'hide';

/**
 * One page of history without touching the state (see `ActivityApi.fetchTransactions`).
 *
 * @example
 * await fetchTransactions(deps, { account: '0xf39F…2266', chainId: 'eip155:1' })
 */
export async function fetchTransactions(deps: FlowDeps, params: FetchTransactionsParameters): Promise<ActivityPage> {
  const chainId = params.chainId ?? activeTarget(deps)?.network.caipNetworkId ?? deps.ctx.kit.getState().chains.eip155?.network.caipNetwork?.caipNetworkId;
  if (!chainId) throw new ValidationError('Invalid chainId', { details: 'no EVM network to read the history of' });
  const page = await readHistory(deps.ctx.http.blockchainApi, { account: params.account, chainId, cursor: params.cursor, onramp: params.onramp ?? deps.options.onramp, rules: deps.ctx.kit }, deps.ctx.signal);
  return { data: visibleItems(page.data, chainId, spamMode(deps)), next: page.next };
}

/** Whether the list in the state is still this account's on this network. */
const sameList = (s: ActivityState, address: string, caipNetworkId: string) => s.address === address && s.caipNetworkId === caipNetworkId;

/** SPEC §8: 'Failed to fetch transactions' empties the list and clears the cursor. */
function failed(deps: FlowDeps, error: unknown, cursor: string | undefined): void {
  const { ctx } = deps;
  ctx.logger.warn('[latchkey] Failed to fetch transactions', error);
  internals(ctx.kit).track('ERROR_FETCH_TRANSACTIONS', { cursor: cursor ?? null });
  ctx.store.set((s) => {
    s.transactions = [];
    s.next = undefined;
    s.loading = false;
    s.loaded = true;
    s.empty = true;
    s.failed = true;
  });
}

/** Drops the pending sends the history now lists. */
function settle(deps: FlowDeps, s: ActivityState, items: readonly ActivityItem[], network: CaipNetwork): void {
  s.pending = settlePending(s.pending, items, network.nativeCurrency.decimals, deps.now());
}

/**
 * Reads the connected EVM account's first page and replaces the list (see `ActivityApi.refresh`).
 *
 * @example
 * await refresh(deps)
 */
export async function refresh(deps: FlowDeps): Promise<void> {
  const { ctx } = deps;
  const target = activeTarget(deps);
  if (!target) throw new ValidationError("Transactions can't be fetched without an accountAddress");
  const { address, network } = target;
  const generation = ++deps.generation.value;
  ctx.store.set((s) => {
    if (!sameList(s, address, network.caipNetworkId)) {
      s.transactions = [];
      s.loaded = false;
    }
    s.address = address;
    s.caipNetworkId = network.caipNetworkId;
    s.loading = true;
    s.failed = false;
    s.next = undefined;
  });
  let page: ActivityPage;
  try {
    page = await fetchTransactions(deps, { account: address, chainId: network.caipNetworkId });
  } catch (error) {
    if (generation !== deps.generation.value || ctx.signal.aborted) return;
    if (isKitError(error, 'ABORTED')) return void ctx.store.set((s) => void (s.loading = false));
    return failed(deps, error, undefined);
  }
  if (generation !== deps.generation.value || ctx.signal.aborted) return;
  ctx.store.set((s) => {
    s.transactions = page.data;
    s.next = page.next;
    s.loading = false;
    s.loaded = true;
    s.empty = page.data.length === 0;
    s.failed = false;
    settle(deps, s, page.data, network);
  });
}

/**
 * Reads the page after the cursor and appends it (see `ActivityApi.loadMore`).
 *
 * @example
 * await loadMore(deps)
 */
export async function loadMore(deps: FlowDeps): Promise<void> {
  const { ctx } = deps;
  const target = activeTarget(deps);
  const s = ctx.store.get();
  if (!target || s.loading || !s.next || !sameList(s, target.address, target.network.caipNetworkId)) return;
  const { address, network } = target;
  const cursor = s.next;
  const generation = deps.generation.value;
  ctx.store.set((d) => void (d.loading = true));
  let page: ActivityPage;
  try {
    page = await fetchTransactions(deps, { account: address, chainId: network.caipNetworkId, cursor });
  } catch (error) {
    if (generation !== deps.generation.value || ctx.signal.aborted) return;
    if (isKitError(error, 'ABORTED')) return void ctx.store.set((d) => void (d.loading = false));
    return failed(deps, error, cursor);
  }
  if (generation !== deps.generation.value || ctx.signal.aborted) return;
  ctx.store.set((d) => {
    const known = new Set(d.transactions.map((t) => t.id));
    const added = page.data.filter((t) => !known.has(t.id));
    d.transactions.push(...added);
    d.next = page.next;
    d.loading = false;
    d.empty = d.transactions.length === 0;
    settle(deps, d, added, network);
  });
}

/**
 * Reads the first page again and puts what is new on top (see `ActivityApi.poll`). Before any
 * list was read it is a refresh.
 *
 * @example
 * await poll(deps)
 */
export async function poll(deps: FlowDeps): Promise<void> {
  const { ctx } = deps;
  const target = activeTarget(deps);
  if (!target) return;
  const { address, network } = target;
  const s = ctx.store.get();
  if (!s.loaded || s.failed || !sameList(s, address, network.caipNetworkId)) {
    if (!s.loading) await refresh(deps);
    return;
  }
  const generation = deps.generation.value;
  let page: ActivityPage;
  try {
    page = await fetchTransactions(deps, { account: address, chainId: network.caipNetworkId });
  } catch (error) {
    ctx.logger.debug('[latchkey] activity: polling the history failed', error);
    return;
  }
  if (generation !== deps.generation.value || ctx.signal.aborted) return;
  ctx.store.set((d) => {
    const fresh = new Map(page.data.map((t) => [t.id, t]));
    const kept = d.transactions.map((t) => fresh.get(t.id) ?? t);
    const known = new Set(d.transactions.map((t) => t.id));
    d.transactions = [...page.data.filter((t) => !known.has(t.id)), ...kept];
    d.empty = d.transactions.length === 0;
    settle(deps, d, page.data, network);
  });
}

/**
 * Records a send the visitor approved (an `eth_sendTransaction` the wallet took) as pending, on
 * the connected EVM account and network; for an ERC-20 transfer, reads the token's symbol and
 * decimals to show and match it. Other requests are ignored.
 *
 * @example
 * await track(deps, requestInfo)
 */
export async function track(deps: FlowDeps, info: Pick<PendingRequestInfo, 'id' | 'params'>, result?: unknown): Promise<void> {
  const { ctx } = deps;
  const target = activeTarget(deps);
  if (!target || ctx.signal.aborted) return;
  const found = pendingFrom(info, { address: target.address, caipNetworkId: target.network.caipNetworkId }, deps.now());
  if (!found) return;
  const pending = typeof result === 'string' && /^0x[0-9a-fA-F]{64}$/.test(result) ? { ...found, hash: result } : found;
  ctx.store.set((s) => {
    s.pending = [pending, ...s.pending.filter((p) => p.id !== pending.id)].slice(0, PENDING_LIMIT);
  });
  if (!pending.token) return;
  try {
    const tokenInfo = await readTokenInfo(ctx.rpc(target.network), pending.to);
    if (!tokenInfo || ctx.signal.aborted) return;
    ctx.store.set((s) => {
      const entry = s.pending.find((p) => p.id === pending.id);
      if (entry) entry.tokenInfo = tokenInfo;
    });
  } catch (error) {
    ctx.logger.debug('[latchkey] activity: the token of a pending send could not be read', error);
  }
}

