import { emptyAccount } from '../../store/createStore';
import { isServed, servedNamespace } from '../../store/served';
import { writeStoredConnections, toStored } from '../persist';
import { writeActiveNamespace } from '../active';
import type { KitStore } from '../../store/createStore';
import type { KitStorage } from '../../storage/storage';
import type { KitEventBus } from '../../bus/createBus';
import type { NamespaceRegistry } from '../../namespaces/registry';
import type { ConnectorRegistry } from '../connectors';
import type { AccountInfo, CaipAddress, CaipNetwork, ChainNamespace, ConnectedAccount, Connection } from '../../types/chain';

/** A connect waits for the visitor in their wallet; closing the modal aborts it sooner. */
export const CONNECT_TIMEOUT_MS = 120_000;
/** How long a silent reconnect waits for its connector to be announced. */
export const RECONNECT_WAIT_MS = 1_500;
export const RECONNECT_TIMEOUT_MS = 10_000;
export const DISCONNECT_TIMEOUT_MS = 10_000;
/** More accounts than this from one wallet in one namespace is not a wallet's answer. */
export const MAX_ACCOUNTS = 1_000;

/** Which step of a connection the plugins' after-connect hooks run for. */
export type AfterConnectSource = 'connect' | 'reconnect' | 'account';

/**
 * The plugins' after-connect hooks, in plugin order (also for a changed account, `source`
 * 'account'). Undefined once all ran; else a hook holds the rest for the visitor (sign-in):
 * `settled` is true once done, false when the connection ended first.
 */
export type AfterConnect = (account: ConnectedAccount, source: AfterConnectSource) => Promise<{ settled: Promise<boolean> } | undefined>;

/** What the connection actions are given: the kit's state, storage and bus, and nothing above them. */
export interface ConnectionInputs {
  store: KitStore;
  storage: KitStorage;
  /** Where the actions say what they did (bus/events.ts `ConnectionEvents`); the modal, balances, alerts and telemetry listen. */
  bus: KitEventBus;
  namespaces: NamespaceRegistry;
  connectors: ConnectorRegistry;
  networks: readonly CaipNetwork[];
  enableReconnect: boolean;
  signal: AbortSignal;
  logger: Pick<Console, 'debug'>;
  report(error: unknown): void;
  /**
   * The one call up out of the connection code, kept explicit on purpose: a connect's promise must
   * wait for the plugins' after-connect steps (a sign-in that holds), so this cannot be an event.
   */
  afterConnect: AfterConnect;
}

/**
 * The shared connection context every action takes: the inputs, the per-namespace attempt
 * counters, the wallet subscriptions, and the small state helpers the actions share.
 */
export interface ConnectionContext extends ConnectionInputs {
  /** One subscription per connector; its events name their namespace. */
  subscriptions: Map<string, () => void>;
  /**
   * One counter per namespace: only the latest connect/reconnect attempt may write state, and a
   * disconnect invalidates whatever is still in flight.
   */
  attempts: Map<ChainNamespace, number>;
}

export function createConnectionContext(inputs: ConnectionInputs): ConnectionContext {
  return { ...inputs, subscriptions: new Map(), attempts: new Map() };
}

export function nextAttempt(ctx: ConnectionContext, ns: ChainNamespace): number {
  const n = (ctx.attempts.get(ns) ?? 0) + 1;
  ctx.attempts.set(ns, n);
  return n;
}
export const isCurrent = (ctx: ConnectionContext, ns: ChainNamespace, token: number) => ctx.attempts.get(ns) === token;

export const chainOf = (ctx: ConnectionContext, ns: ChainNamespace) => (isServed(ctx.store.getState(), ns) ? ctx.store.getState().chains[ns] : undefined);
/** Host input: only a namespace this kit serves (never a prototype key such as '__proto__'). */
export const served = (ctx: ConnectionContext, ns: unknown) => servedNamespace(ctx.store.getState(), ns);
export const connectionOf = (ctx: ConnectionContext, ns: ChainNamespace, connectorId: string) => {
  const { connections } = ctx.store.getState();
  return Object.hasOwn(connections, ns) ? connections[ns]?.find((c) => c.connectorId === connectorId) : undefined;
};
export const multiWallet = (ctx: ConnectionContext) => ctx.store.getState().features.multiWallet;
export const resolveNetwork = (ctx: ConnectionContext, ns: ChainNamespace, chainId: string | number) => ctx.namespaces.resolveNetwork(ns, chainId, ctx.networks);
export const setActiveNamespace = (ctx: ConnectionContext, ns: ChainNamespace) => writeActiveNamespace(ctx.store, ctx.storage, ns);

export function setStatus(ctx: ConnectionContext, ns: ChainNamespace, status: 'connecting' | 'connected' | 'disconnected') {
  ctx.store.update((s) => {
    const c = s.chains[ns];
    if (c) c.account.status = status;
    s.modal.loading[ns] = status === 'connecting';
  });
}

export function persist(ctx: ConnectionContext) {
  const s = ctx.store.getState();
  const active: Partial<Record<ChainNamespace, string | undefined>> = {};
  for (const [ns, c] of Object.entries(s.chains) as Array<[ChainNamespace, (typeof s.chains)[ChainNamespace]]>) active[ns] = c?.connectorId;
  writeStoredConnections(ctx.storage, toStored(s.connections, active));
}

/** The networks the namespaces are on now, for a connector's connect or reconnect call. */
export function networksFor(ctx: ConnectionContext, namespaces: readonly ChainNamespace[]) {
  const out: Partial<Record<ChainNamespace, CaipNetwork>> = {};
  for (const ns of namespaces) {
    const n = chainOf(ctx, ns)?.network.caipNetwork;
    if (n) out[ns] = n;
  }
  return out;
}

/** Records a connection of a namespace (added, or its accounts and network updated). */
export function upsert(ctx: ConnectionContext, ns: ChainNamespace, connectorId: string, accounts: AccountInfo[], network: CaipNetwork, keepOthers: boolean) {
  ctx.store.update((s) => {
    const connection: Connection = { connectorId, accounts, caipNetwork: network };
    const list = (s.connections[ns] ?? []) as Connection[];
    const at = list.findIndex((c) => c.connectorId === connectorId);
    if (at >= 0) list[at] = connection;
    else s.connections[ns] = keepOthers ? [connection, ...list] : [connection];
    if (!keepOthers) s.connections[ns] = (s.connections[ns] ?? []).filter((c) => c.connectorId === connectorId);
  });
}

/** Shows one connection of a namespace as its account. */
export function activate(ctx: ConnectionContext, ns: ChainNamespace, connectorId: string, accounts: AccountInfo[], network: CaipNetwork): ConnectedAccount {
  const address = accounts[0]!.address;
  const before = chainOf(ctx, ns);
  // A balance belongs to one address on one network; never show it for another.
  const stale = before?.account.address !== address || before?.network.caipNetwork?.caipNetworkId !== network.caipNetworkId || before?.connectorId !== connectorId;
  const caipAddress = `${network.caipNetworkId}:${address}` as CaipAddress;
  const info = ctx.connectors.get(connectorId)?.adapter.info;
  const explorer = ctx.namespaces.addressExplorerUrl(network, address);
  ctx.store.update((s) => {
    const c = s.chains[ns]!;
    c.connectorId = connectorId;
    c.network.caipNetwork = network;
    c.account.address = address;
    c.account.caipAddress = caipAddress;
    c.account.status = 'connected';
    if (stale) {
      // What belongs to another account is not carried over (SPEC §4 account reset).
      const keep = c.account.preferredAccountType;
      Object.assign(c.account, emptyAccount({ preferredAccountType: keep }), { address, caipAddress, status: 'connected' as const });
    }
    c.account.addressExplorerUrl = explorer;
    c.account.connectedWalletInfo = info ? { name: info.name, icon: info.imageUrl, rdns: info.info?.rdns } : undefined;
    if (accounts[0]!.type) c.account.preferredAccountType = accounts[0]!.type;
    s.modal.loading[ns] = false;
  });
  return { namespace: ns, address, caipAddress, connectorId, network };
}

/** Shows another account for a namespace: said on the bus (`accountChanged`), its balance read again. */
export function announceAccount(ctx: ConnectionContext, account: ConnectedAccount) {
  ctx.bus.emit('accountChanged', { namespace: account.namespace, address: account.address, caipAddress: account.caipAddress });
  ctx.bus.emit('connection:balanceStale', { namespace: account.namespace });
}

/** Ends the wallet subscription of a connector no namespace uses any more. */
export function unsubscribeIfUnused(ctx: ConnectionContext, connectorId: string) {
  const used = Object.values(ctx.store.getState().connections).some((list) => list?.some((c) => c.connectorId === connectorId));
  if (used) return;
  ctx.subscriptions.get(connectorId)?.();
  ctx.subscriptions.delete(connectorId);
}
