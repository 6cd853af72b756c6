import { KitError, ValidationError } from '../../errors';
import { ChainError, isKitError } from '../../errors/flowErrors';
import { withTimeout } from '../../net/timeout';
import { StorageKeys, type KitStorage } from '../../storage/storage';
import { hooksOf, toKitError } from '../errors';
import { activate, chainOf, connectionOf, persist, resolveNetwork, upsert, type ConnectionContext } from './context';
import type { KitStore } from '../../store/createStore';
import type { KitEventBus } from '../../bus/createBus';
import type { NamespaceRegistry } from '../../namespaces/registry';
import type { ConnectorAdapter } from '../../plugins/connector';
import type { CaipNetwork, CaipNetworkId, ChainNamespace } from '../../types/chain';

/**
 * A connection's wallet moved to another network (its own switch, or the one {@link switchNetwork}
 * asked it for): the connection follows; when it is the namespace's active
 * one, the kit shows that network. A network the kit does not serve is said
 * (`connection:unsupportedChain`), a served one gets its balance read (`connection:balanceStale`).
 */
export function followWalletNetwork(ctx: ConnectionContext, ns: ChainNamespace, connectorId: string, chainId: string | number): void {
  const connection = connectionOf(ctx, ns, connectorId);
  if (!connection) return;
  const { network, supported } = resolveNetwork(ctx, ns, chainId);
  upsert(ctx, ns, connectorId, connection.accounts, network, true);
  persist(ctx);
  if (chainOf(ctx, ns)?.connectorId !== connectorId) return;
  activate(ctx, ns, connectorId, connection.accounts, network);
  ctx.storage.set(StorageKeys.activeCaipNetworkId, network.caipNetworkId);
  ctx.bus.emit('networkChanged', { namespace: ns, network });
  if (!supported) ctx.bus.emit('connection:unsupportedChain', { namespace: ns, network });
  else ctx.bus.emit('connection:balanceStale', { namespace: ns });
}

/** How long the visitor's switch waits for the wallet (its prompt is the visitor's to answer). */
export const SWITCH_TIMEOUT_MS = 120_000;

/** What the visitor's network switch is given: the kit's state, storage and bus, and the connected wallet of a namespace. */
export interface SwitchNetworkInputs {
  store: KitStore;
  storage: KitStorage;
  /** Where the switch says what it did (`connection:*` network events); the modal, alerts, balances and telemetry listen. */
  bus: KitEventBus;
  namespaces: NamespaceRegistry;
  signal: AbortSignal;
  /** The adapter of the namespace's active connection, if any. */
  adapterFor(namespace: ChainNamespace): ConnectorAdapter | undefined;
}

/** The kit shows `network` for its namespace: the state, the stored choice, `networkChanged`. */
export function showNetwork(inputs: Pick<SwitchNetworkInputs, 'store' | 'storage' | 'bus'>, network: CaipNetwork): void {
  inputs.store.update((s) => {
    const c = s.chains[network.chainNamespace];
    if (!c) return;
    if (c.network.caipNetwork?.caipNetworkId !== network.caipNetworkId) {
      c.account.balance = undefined;
      c.account.balanceSymbol = undefined;
    }
    c.network.caipNetwork = network;
    s.activeNamespace = network.chainNamespace;
    const conn = s.connections[network.chainNamespace]?.find((x) => x.connectorId === c.connectorId);
    if (conn) conn.caipNetwork = network;
    if (c.account.address) c.account.caipAddress = `${network.caipNetworkId}:${c.account.address}`;
  });
  inputs.storage.set(StorageKeys.activeNamespace, network.chainNamespace);
  inputs.storage.set(StorageKeys.activeCaipNetworkId, network.caipNetworkId);
  inputs.bus.emit('networkChanged', { namespace: network.chainNamespace, network });
}

function findNetwork(store: KitStore, target: CaipNetwork | CaipNetworkId | number | string): CaipNetwork | undefined {
  const all = Object.values(store.getState().chains).flatMap((c) => c?.network.requestedCaipNetworks ?? []) as CaipNetwork[];
  if (typeof target === 'object') return all.find((n) => n.caipNetworkId === target.caipNetworkId);
  const key = String(target);
  return all.find((n) => n.caipNetworkId === key) ?? all.find((n) => String(n.id) === key);
}

/**
 * The visitor's (or the dapp's) network switch, SPEC §2 and §4: not connected on the namespace,
 * the kit just shows the network (and, connected on another namespace only, says that a wallet is
 * needed for it); connected, the wallet is asked, then the kit follows. What the modal shows
 * meanwhile (SwitchNetwork, then back or closed), the alerts, the balance and telemetry react to
 * the `connection:*` network events (kit/connectionReactions.ts).
 *
 * @throws {ValidationError} 'Invalid chainId' for input that is not a network.
 * @throws {ChainError} 'Network not found', or 'Chain is not supported' when the wallet cannot switch.
 * @throws {KitError} "Adapter for namespace {ns} doesn't exist"; the wallet's refusal as the kit's error.
 */
export async function switchNetwork(inputs: SwitchNetworkInputs, target: CaipNetwork | CaipNetworkId | number | string): Promise<void> {
  const { store, bus } = inputs;
  if (target === null || target === undefined || (typeof target !== 'object' && typeof target !== 'string' && typeof target !== 'number')) {
    throw new ValidationError('Invalid chainId', { details: `switchNetwork expects a network, a CAIP-2 id or a chain id, not ${target === null ? 'null' : typeof target}` });
  }
  if (typeof target === 'object' && typeof (target as { caipNetworkId?: unknown }).caipNetworkId !== 'string') {
    throw new ValidationError('Invalid chainId', { details: 'the network object has no caipNetworkId' });
  }
  const network = findNetwork(store, target);
  if (!network) {
    const asked = typeof target === 'object' ? target.caipNetworkId : String(target);
    bus.emit('connection:networkNotFound', { target: asked });
    throw new ChainError('Network not found', { details: asked });
  }
  const ns = network.chainNamespace;
  const state = store.getState();
  const chain = state.chains[ns];
  if (!chain) throw new KitError(`Adapter for namespace ${ns} doesn't exist`);
  const connectedHere = chain.account.status === 'connected';
  const connectedElsewhere = (Object.keys(state.chains) as ChainNamespace[]).some((n) => n !== ns && state.chains[n]?.account.status === 'connected');
  if (!connectedHere) {
    // Connected on another namespace only: a wallet is needed for this one.
    if (connectedElsewhere) bus.emit('connection:walletNeededForNetwork', { namespace: ns, network });
    showNetwork(inputs, network);
    return;
  }
  const previous = chain.network.caipNetwork;
  const previousListed = Boolean(previous && chain.network.requestedCaipNetworks.some((n) => n.caipNetworkId === previous.caipNetworkId));
  const inModal = state.modal.open;
  bus.emit('connection:switchingNetwork', { namespace: ns, network, inModal });
  const adapter = inputs.adapterFor(ns);
  try {
    if (adapter?.switchNetwork) await withTimeout(adapter.switchNetwork({ namespace: ns, network, signal: inputs.signal }), SWITCH_TIMEOUT_MS, { signal: inputs.signal });
  } catch (error) {
    const e = toKitError(error, 'Chain is not supported', hooksOf(adapter, inputs.namespaces.get(ns)));
    bus.emit('connection:networkSwitchFailed', { namespace: ns, network, error: e });
    if (isKitError(e, 'CONNECTOR_ERROR')) throw new ChainError('Chain is not supported', { cause: error, details: e.shortMessage });
    throw e;
  }
  showNetwork(inputs, network);
  bus.emit('connection:balanceStale', { namespace: ns });
  bus.emit('connection:networkSwitched', { namespace: ns, network, inModal, fromUnsupported: !previousListed });
}
