import { chainOf, createConnectionContext, type ConnectionInputs } from './actions/context';
import { connect, type ConnectOptions } from './actions/connect';
import { followStorage, reconnectAll } from './actions/reconnect';
import { disconnect, type DisconnectOptions } from './actions/disconnect';
import { removeAccount, switchAccount } from './actions/switchAccount';
import type { ChainNamespace, ConnectedAccount } from '../types/chain';
import type { ConnectorAdapter } from '../plugins/connector';

export { CONNECT_TIMEOUT_MS, RECONNECT_WAIT_MS, RECONNECT_TIMEOUT_MS, DISCONNECT_TIMEOUT_MS, MAX_ACCOUNTS } from './actions/context';
export type { AfterConnect, AfterConnectSource } from './actions/context';
export type { ConnectedAccount };

/**
 * What the connection manager is given: the kit's store, storage, bus and registries, and the
 * plugins' after-connect hook (see {@link ConnectionInputs}). What used to be callbacks up into the
 * modal, balances, alerts, the unsupported-chain rule and telemetry are now events on the bus
 * (bus/events.ts `ConnectionEvents`), which kit/connectionReactions.ts turns into those calls.
 */
export type ConnectionDeps = ConnectionInputs;

export interface ConnectionManager {
  connect(connectorId: string, options?: ConnectOptions): Promise<ConnectedAccount>;
  disconnect(options?: DisconnectOptions): Promise<void>;
  reconnectAll(): Promise<void>;
  /**
   * Another tab of the dapp changed the stored connections: a namespace it disconnected is
   * forgotten here (the wallet is not called), one it connected is restored here silently.
   */
  followStorage(): Promise<void>;
  /** The active connection's connector of a namespace. */
  adapterFor(namespace: ChainNamespace): ConnectorAdapter | undefined;
  /** Multi-wallet actions that reach a wallet; listing is the kit's own (kit/connections.ts). */
  connections: {
    switch(connectorId: string, namespace?: ChainNamespace): Promise<void>;
    remove(connectorId: string, namespace?: ChainNamespace): Promise<void>;
  };
  dispose(): void;
}

/**
 * Connections per namespace (SPEC §4, §6): connecting → connected → disconnected; every connection
 * of every namespace kept, subscribed, persisted and silently restored; one of them active.
 * The composer of the actions in ./actions/ (one file each) over one shared connection context.
 */
export function createConnectionManager(deps: ConnectionDeps): ConnectionManager {
  const ctx = createConnectionContext(deps);
  return {
    adapterFor(ns) {
      const id = chainOf(ctx, ns)?.connectorId;
      return id ? ctx.connectors.get(id)?.adapter : undefined;
    },
    connect: (connectorId, options) => connect(ctx, connectorId, options),
    disconnect: (options) => disconnect(ctx, options),
    reconnectAll: () => reconnectAll(ctx),
    followStorage: () => followStorage(ctx),
    connections: {
      switch: (connectorId, ns) => switchAccount(ctx, connectorId, ns),
      remove: (connectorId, ns) => removeAccount(ctx, connectorId, ns),
    },
    dispose() {
      for (const off of ctx.subscriptions.values()) off();
      ctx.subscriptions.clear();
    },
  };
}
