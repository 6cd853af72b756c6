import { createConnectionManager, type ConnectionManager, type ConnectedAccount } from '../connection/connection';
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
  afterConnect(account: ConnectedAccount, source: 'connect' | 'reconnect' | 'account'): Promise<{ settled: Promise<boolean> } | undefined>;
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
    track: host.track,
    showMultiWalletAlert: deps.showMultiWalletAlert,
    closeModal: (o) => modal.close(o),
    currentView: () => store.getState().modal.history.at(-1),
    finishConnectFlow: () => modal.finishConnectFlow(),
    afterConnect: deps.afterConnect,
    refreshBalance,
    onUnsupportedChain: (ns) => network.handleUnsupportedChain(ns),
  });
  const network = createNetworkManager(host, connection, refreshBalance);
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
