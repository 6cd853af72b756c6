import type { KitEventBus } from '../bus/createBus';
import type { KitStore } from '../store/createStore';
import type { ChainNamespace } from '../types/chain';
import type { ModalControl } from './modal';
import type { Router } from '../router/createRouter';
import type { AlertCode } from '../alerts/catalogue';
import type { ViewEntry } from '../router/types';

export interface ConnectionReactionsDeps {
  store: KitStore;
  bus: KitEventBus;
  modal: ModalControl;
  refreshBalance(namespace: ChainNamespace): void;
  showMultiWalletAlert(): void;
  /** The SPEC §2 UnsupportedChain rule (network/network.ts). */
  handleUnsupportedChain(namespace: ChainNamespace): void;
  track(event: string, properties?: Record<string, unknown>): void;
  router: Router;
  /** Opens the modal on a view (and fetches what it needs). */
  openModal(entry: ViewEntry): void;
  showAlert(code: AlertCode, params?: Record<string, string | number>): void;
}

/**
 * What the kit does when the connection actions report (bus/events.ts `ConnectionEvents`): the
 * modal closes after a connect or a disconnect and follows a network switch, balances are read
 * again, the alerts and the unsupported-chain rule are shown, telemetry is told. Subscribed with the session (the
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
    // A network switch: the modal shows SwitchNetwork while the wallet decides, then goes back (or
    // closes, when the network before was unsupported); a failure is said in a toast, since the
    // view that asked may have been replaced while the wallet decided.
    bus.on('connection:networkNotFound', () => deps.showAlert('SWITCH_NETWORK_NOT_FOUND')),
    bus.on('connection:walletNeededForNetwork', ({ network }) => deps.openModal({ view: 'SwitchActiveChain', params: { network: network.caipNetworkId, navigateTo: 'Connect', replace: true } })),
    bus.on('connection:switchingNetwork', ({ network, inModal }) => {
      if (inModal) deps.router.push('SwitchNetwork', { network: network.caipNetworkId });
    }),
    bus.on('connection:networkSwitched', ({ network, inModal, fromUnsupported }) => {
      deps.track('SWITCH_NETWORK', { network: network.caipNetworkId });
      if (!inModal) return;
      if (fromUnsupported) modal.close({ force: true });
      else deps.router.goBack();
    }),
    bus.on('connection:networkSwitchFailed', ({ error }) => {
      if (store.getState().modal.open && deps.router.current?.view === 'SwitchNetwork') deps.router.goBack();
      deps.showAlert('SWITCH_NETWORK_FAILED', { message: error.shortMessage });
    }),
  ];
  return () => {
    for (const off of offs) off();
  };
}
