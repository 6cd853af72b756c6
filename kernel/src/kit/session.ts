import { createConnectionManager, type AfterConnect, type ConnectionManager } from '../connection/connection';
import { subscribeConnectionReactions } from './connectionReactions';
import { createNetworkManager, type NetworkManager } from '../network/network';
import { createRequestGate, type RequestGate } from '../requests/gate';
import { DestroyedError } from '../errors';
import type { Host } from '../host';
import type { RpcTable } from '../requests/rpcTable';
import type { RpcHandlerTools } from '../plugins/contributions';
import type { ChainNamespace } from '../types/chain';
import type { ModalControl } from './modal';

/**
 * The kit's session: connecting, the connections' wallet subscriptions and their storage, network
 * switching and the request gate. A lazy chunk: a first visit downloads it when the visitor opens
 * the modal or the dapp calls an action; a returning visitor's page loads it to restore.
 */
export interface Session {
  connection: ConnectionManager;
  network: NetworkManager;
  gate: RequestGate;
}

export interface SessionDeps {
  host: Host;
  rpcTable: RpcTable;
  modal: ModalControl;
  refreshBalance(namespace: ChainNamespace): void;
  showMultiWalletAlert(): void;
  /** The plugins' after-connect hooks: the one explicit call out of the connection actions (a connect waits for it). */
  afterConnect: AfterConnect;
  /** The RPC of the plugin that owns a handler (its context), or undefined once it is gone. */
  pluginRpc(pluginId: string): RpcHandlerTools['rpc'] | undefined;
}

export function createSession(deps: SessionDeps): Session {
  const { host, modal, refreshBalance } = deps;
  const { store, options } = host;
  const connection = createConnectionManager({
    store,
    storage: host.storage,
    bus: host.bus,
    namespaces: host.namespaces,
    connectors: host.connectors,
    networks: options.networks,
    enableReconnect: options.enableReconnect,
    signal: host.signal,
    logger: host.logger,
    report: (e) => void host.report(e),
    afterConnect: deps.afterConnect,
  });
  const network = createNetworkManager(host, connection);
  // The modal, balances, alerts, the unsupported-chain rule and telemetry follow the connection
  // actions' events; they stop with the kit.
  const off = subscribeConnectionReactions({
    store,
    bus: host.bus,
    modal,
    refreshBalance,
    showMultiWalletAlert: deps.showMultiWalletAlert,
    handleUnsupportedChain: (ns) => network.handleUnsupportedChain(ns),
    track: host.track,
    router: host.router,
    openModal: host.openModal,
    showAlert: host.showAlert,
  });
  host.signal.addEventListener('abort', off, { once: true });
  const gate = createRequestGate({
    store,
    bus: host.bus,
    router: host.router,
    namespaces: host.namespaces,
    rpc: deps.rpcTable,
    signal: host.signal,
    logger: host.logger,
    adapterFor: (ns) => connection.adapterFor(ns),
    approvals: options.approvals,
    rpcFor: (pluginId) => (net) => {
      const rpc = deps.pluginRpc(pluginId);
      if (!rpc) throw new DestroyedError();
      return rpc(net);
    },
    refreshBalance,
    showAlert: host.showAlert,
    openModal: (entry) => modal.open(entry),
    closeModal: (o) => modal.close(o),
  });
  return { connection, network, gate };
}
