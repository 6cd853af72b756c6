import { ConfigError } from '../errors';
import { initialView, viewAfterClose } from '../router/openingRules';
import type { KitStore } from '../store/createStore';
import type { KitEventBus } from '../bus/createBus';
import type { Router } from '../router/createRouter';
import type { ViewEntry } from '../router/types';
import type { ChainNamespace } from '../types/chain';
import { servedNamespace } from '../store/served';

export const SHAKE_MS = 500;

export interface ModalDeps {
  store: KitStore;
  bus: KitEventBus;
  router: Router;
  embedded: boolean;
  manualControl: boolean;
  hasChainPlugins: boolean;
  isMobile: () => boolean;
  /** The installed `'connect-basic'` view (a relay plugin's), for the opening rule. */
  basicView?: () => string | undefined;
  track(event: string, properties?: Record<string, unknown>): void;
  /** Closing with an empty stack aborts open unsafe requests (SPEC §4). */
  abortRequests(): void;
  later(fn: () => void, ms: number): void;
}

export interface ModalControl {
  open(entry?: Partial<ViewEntry> & { namespace?: ChainNamespace }): void;
  close(options?: { force?: boolean }): void;
  shake(): void;
  isConnected(): boolean;
  activeAddress(): string | undefined;
  /** After a connect flow: close, or show Account in embedded mode. */
  finishConnectFlow(): void;
}

/** Opening and closing the modal, with the SPEC §2 opening rules. */
export function createModalControl(deps: ModalDeps): ModalControl {
  const { store, bus, router } = deps;
  const activeAddress = () => {
    const s = store.getState();
    return s.activeNamespace ? s.chains[s.activeNamespace]?.account.address : undefined;
  };
  const isConnected = () => Object.values(store.getState().chains).some((c) => c?.account.status === 'connected');

  const control: ModalControl = {
    activeAddress,
    isConnected,
    open(entry = {}) {
      if (entry === null || typeof entry !== 'object') throw new ConfigError('open() expects { view?, params?, namespace? }');
      const { view, params, namespace } = entry;
      if (namespace !== undefined) {
        // Host input: only a namespace the kit serves (never a prototype key).
        const ns = servedNamespace(store.getState(), namespace);
        store.update((s) => void (s.activeNamespace = ns));
      }
      if (view !== undefined && typeof view !== 'string') throw new ConfigError('open() expects a view id string');
      if (params !== undefined && (params === null || typeof params !== 'object')) throw new ConfigError('open() expects params as an object');
      const requested: ViewEntry | undefined = view ? { view, ...(params ? { params } : {}) } : undefined;
      const chosen = initialView({
        requested,
        connected: Boolean(activeAddress()),
        pendingRequests: store.getState().requests.length,
        noAdapters: !deps.hasChainPlugins,
        manualControl: deps.manualControl,
        isMobile: deps.isMobile(),
        basicView: deps.basicView?.(),
      });
      // open({ namespace }) landing on Connect or All Wallets: the view offers only what serves it.
      const ns = namespace !== undefined ? store.getState().activeNamespace : undefined;
      const first: ViewEntry = ns && (chosen.view === 'Connect' || chosen.view === 'AllWallets') && !chosen.params?.namespace ? { ...chosen, params: { ...chosen.params, namespace: ns } } : chosen;
      if (!router.isKnown(first.view)) throw new ConfigError(`Unknown view '${first.view}': no plugin registers it`);
      const wasOpen = store.getState().modal.open;
      store.update((s) => {
        s.modal.open = true;
        s.modal.history = [first];
      });
      bus.emit('viewChanged', { view: first });
      if (!wasOpen) {
        bus.emit('modalOpened', { view: first });
        deps.track('MODAL_OPEN', { connected: isConnected() });
      }
    },
    close(opts = {}) {
      const s = store.getState();
      if (!s.modal.open) return;
      if (s.modal.closeDisabled && !opts.force) return control.shake();
      deps.abortRequests();
      const last = s.modal.history.at(-1);
      store.update((d) => {
        d.modal.open = false;
        d.modal.loading = {};
        // Closed without connecting the namespace a network switch asked for: the buttons go back
        // to a namespace that has a wallet rather than showing "Connect" while one is connected.
        const active = d.activeNamespace;
        if (active && d.chains[active]?.account.status !== 'connected') {
          const connected = (Object.keys(d.chains) as ChainNamespace[]).find((n) => d.chains[n]?.account.status === 'connected');
          if (connected) d.activeNamespace = connected;
        }
        // A real close ends whatever refused closing (a required sign-in that is now moot).
        d.modal.closeDisabled = false;
        d.modal.history = [viewAfterClose(deps.embedded, isConnected())];
      });
      bus.emit('modalClosed', { view: last });
      deps.track('MODAL_CLOSE', { connected: isConnected() });
    },
    shake() {
      store.update((s) => void (s.modal.shake = true));
      deps.later(() => store.update((s) => void (s.modal.shake = false)), SHAKE_MS);
    },
    finishConnectFlow() {
      if (!store.getState().modal.open) return;
      if (deps.embedded) router.reset('Account');
      else control.close();
    },
  };
  return control;
}
