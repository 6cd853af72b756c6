import type { KitEventBus } from '../bus/createBus';
import type { KitStore } from '../store/createStore';
import type { ChainNamespace } from '../types/chain';
import type { ModalControl } from './modal';

export interface ConnectionReactionsDeps {
  store: KitStore;
  bus: KitEventBus;
  modal: ModalControl;
  refreshBalance(namespace: ChainNamespace): void;
  showMultiWalletAlert(): void;
  /** The SPEC §2 UnsupportedChain rule (network/network.ts). */
  handleUnsupportedChain(namespace: ChainNamespace): void;
  track(event: string, properties?: Record<string, unknown>): void;
}

/**
 * What the kit does when the connection actions report (bus/events.ts `ConnectionEvents`): the
 * modal closes after a connect or a disconnect, balances are read again, the multi-wallet alert
 * and the unsupported-chain rule are shown, telemetry is told. Subscribed with the session (the
 * events come only from it); returns the unsubscribe.
 */
export function subscribeConnectionReactions(deps: ConnectionReactionsDeps): () => void {
  const { bus, store, modal } = deps;
  const offs = [
    bus.on('connection:balanceStale', ({ namespace }) => deps.refreshBalance(namespace)),
    bus.on('connection:unsupportedChain', ({ namespace }) => deps.handleUnsupportedChain(namespace)),
    bus.on('connection:multiWalletOff', () => deps.showMultiWalletAlert()),
    bus.on('connection:disconnected', ({ keepModalOpen }) => {
      if (!keepModalOpen) modal.close({ force: true });
    }),
    bus.on('connection:connectFlowDone', ({ view, held }) => {
      // Close (or show Account when embedded) unless a step holds or put another view on screen.
      if (!held && store.getState().modal.history.at(-1) === view) modal.finishConnectFlow();
    }),
    bus.on('connection:connected', ({ account, source, walletName }) => deps.track(source === 'connect' ? 'CONNECT_SUCCESS' : 'RECONNECT_SUCCESS', { name: walletName, namespace: account.namespace })),
    bus.on('connection:failed', ({ error }) => deps.track('CONNECT_ERROR', { message: error.shortMessage })),
  ];
  return () => {
    for (const off of offs) off();
  };
}
