import { createBus } from './bus/createBus';
import { createKitStore, initialChainState } from './store/createStore';
import { createRouter } from './router/createRouter';
import { CORE_VIEWS, type ViewEntry } from './router/types';
import { initialView, viewAfterClose } from './router/openingRules';
import { createStorage, StorageKeys } from './storage/storage';
import { createI18n } from './i18n/i18n';
import { createHttpClient } from './net/http';
import { normalizeOptions, namespacesOf, type KitOptions } from './config/options';
import { basicFeatures, remoteFeaturesNeeded, resolveLocalFeatures } from './config/features';
import type { Telemetry } from './telemetry/telemetry';
import { flattenPlugins, orderPlugins, stampError } from './plugins/registry';
import { createPluginContext, type ContextHandle } from './plugins/context';
import type { ConnectorAdapter, SlotContribution, ViewContribution } from './plugins/types';
import { createConnectionManager } from './connection/connection';
import { createNetworkManager } from './network/network';
import { createRequestGate } from './requests/gate';
import type { SiwxFlow } from './siwx/flow';
import { ALERT_CODES, type AlertEntry } from './alerts/catalogue';
import { AbortedError, ConfigError, DestroyedError, KitError } from './errors';
import type { Host } from './host';
import type { Kit } from './kit';
import type { KitState } from './types/state';
import type { ChainState } from './types/state';
import type { ChainNamespace } from './types/chain';

export const VERSION = '0.1.0';
export const SHAKE_MS = 500;
export const ALERTS_KEPT = 5;

/**
 * Creates a kit instance: validates options, wires bus, store, router and registry, runs each
 * plugin's setup in order, then (in the background) loads remote configuration and reconnects.
 *
 * @example
 * const kit = createKit({ metadata, networks: [mainnet], plugins: [evm()] })
 * kit.on('connected', ({ address }) => console.log(address))
 * kit.open()
 */
export function createKit(input: KitOptions): Kit {
  const options = normalizeOptions(input, VERSION);
  const plugins = orderPlugins(flattenPlugins(input.plugins));
  const logger = options.logger ?? console;
  const lifetime = new AbortController();
  const storage = createStorage(options.storage);
  const i18n = createI18n(options.locale, options.messages);

  const namespaces = namespacesOf(options.networks);
  const storedNetworkId = storage.get<string>(StorageKeys.activeCaipNetworkId, (v): v is string => typeof v === 'string');
  const storedNetwork = options.networks.find((n) => n.caipNetworkId === storedNetworkId);
  const activeNetwork = storedNetwork ?? options.defaultNetwork;
  const chains: Partial<Record<ChainNamespace, ChainState>> = {};
  for (const ns of namespaces) {
    const list = options.networks.filter((n) => n.chainNamespace === ns);
    chains[ns] = initialChainState(ns, list, activeNetwork.chainNamespace === ns ? activeNetwork : list[0]);
  }
  const initial: KitState = {
    activeNamespace: activeNetwork.chainNamespace,
    chains,
    modal: { open: false, history: [viewAfterClose(options.embedded, false)], loading: {}, shake: false, closeDisabled: false },
    alerts: [],
    connectors: [],
    connections: {},
    features: resolveLocalFeatures(options.features ?? {}),
    remote: { status: 'idle', allowedOrigins: undefined },
    requests: [],
    siwx: { status: 'idle', error: undefined },
    themeMode: options.themeMode,
    themeVariables: { ...options.themeVariables },
    locale: options.locale,
    plugins: {},
  };
  const store = createKitStore(initial);

  const views = new Map<string, ViewContribution & { pluginId: string }>();
  const slots: Array<SlotContribution & { pluginId: string }> = [];
  const apis = new Map<string, unknown>();
  const contexts: Array<{ id: string; handle: ContextHandle; dispose?: () => void; removeLocale?: () => void }> = [];
  const adapterListeners = new Set<(id: string) => void>();
  const timers = new Set<ReturnType<typeof setTimeout>>();
  let destroyed = false;

  const bus = createBus<Record<string, unknown>>((error, event) => host.report(error instanceof KitError ? error : new KitError(`A '${event}' handler threw: ${error instanceof Error ? error.message : String(error)}`, { cause: error })));
  const router = createRouter(store, (v) => (CORE_VIEWS as readonly string[]).includes(v) || views.has(v), (entry) => bus.emit('viewChanged', { view: entry }));
  const api = createHttpClient({ baseUrl: options.endpoints.api, query: { projectId: options.projectId, st: options.sdkType, sv: options.sdkVersion }, fetch: options.fetch, signal: lifetime.signal });

  const activeAddress = () => {
    const s = store.getState();
    return s.activeNamespace ? s.chains[s.activeNamespace]?.account.address : undefined;
  };
  const isConnected = () => {
    const s = store.getState();
    return Object.values(s.chains).some((c) => c?.account.status === 'connected');
  };

  // Telemetry is a lazy chunk, loaded on the first event only when analytics can be on at all.
  let telemetryChunk: Promise<Telemetry> | undefined;
  const analyticsPossible = () => Boolean(options.projectId) && !options.basic && store.getState().features.analytics;
  const withTelemetry = (use: (t: Telemetry) => void) => {
    if (!analyticsPossible()) return;
    telemetryChunk ??= import('./telemetry/telemetry').then((m) =>
      m.createTelemetry({
        options,
        isEnabled: () => store.getState().features.analytics,
        address: activeAddress,
        onForbidden: () => host.showAlert('INVALID_APP_CONFIGURATION', { origin: options.origin ?? (globalThis as { location?: Location }).location?.origin ?? '' }),
        logger,
        signal: lifetime.signal,
      }),
    );
    void telemetryChunk.then(use);
  };
  const telemetry = {
    track: (event: string, properties?: Record<string, unknown>) => {
      if (event !== 'MODAL_CREATED') withTelemetry((t) => t.track(event, properties));
    },
    reportError: (error: KitError, category: string) => withTelemetry((t) => void t.reportError(error, category)),
    flush: async () => (telemetryChunk ? (await telemetryChunk).flush() : undefined),
  };

  const later = (fn: () => void, ms: number) => {
    const t = setTimeout(() => {
      timers.delete(t);
      fn();
    }, ms);
    timers.add(t);
  };

  const host: Host = {
    options,
    store,
    bus: bus as Host['bus'],
    router,
    storage,
    i18n,
    logger,
    signal: lifetime.signal,
    api,
    plugins,
    adapters: new Map(),
    rpcMethods: new Map(),
    showAlert(code, params) {
      const entry: AlertEntry = { id: `${code}-${Date.now().toString(36)}-${store.getState().alerts.length}`, code, severity: ALERT_CODES[code], params, createdAt: Date.now() };
      store.update((s) => {
        s.alerts.push(entry);
        if (s.alerts.length > ALERTS_KEPT) s.alerts.splice(0, s.alerts.length - ALERTS_KEPT);
      });
      bus.emit('alert', entry);
    },
    report(error, category = 'INTERNAL_SDK_ERROR') {
      const kitError = error instanceof KitError ? error : new KitError(error instanceof Error ? error.message : String(error), { cause: error });
      bus.emit('error', { error: kitError, category });
      telemetry.reportError(kitError, category);
      return kitError;
    },
    track: (event, properties) => telemetry.track(event, properties),
    refreshBalance: (ns) => refreshBalance(ns),
    openModal(entry = {}) {
      if (entry.namespace && store.getState().chains[entry.namespace as ChainNamespace]) {
        store.update((s) => void (s.activeNamespace = entry.namespace as ChainNamespace));
      }
      const requested: ViewEntry | undefined = entry.view ? { view: entry.view, ...(entry.params ? { params: entry.params } : {}) } : undefined;
      const first = initialView({
        requested,
        connected: Boolean(activeAddress()),
        pendingRequests: store.getState().requests.length,
        noAdapters: !plugins.some((p) => p.kind === 'chain'),
        manualControl: Boolean(options.manualControl),
        isMobile: options.isMobile?.() ?? false,
      });
      if (!router.isKnown(first.view)) throw new ConfigError(`Unknown view '${first.view}': no plugin registers it`);
      const wasOpen = store.getState().modal.open;
      store.update((s) => {
        s.modal.open = true;
        s.modal.history = [first];
      });
      bus.emit('viewChanged', { view: first });
      if (!wasOpen) {
        bus.emit('modalOpened', { view: first });
        telemetry.track('MODAL_OPEN', { connected: isConnected() });
      }
    },
    closeModal(opts = {}) {
      const s = store.getState();
      if (!s.modal.open) return;
      if (s.modal.closeDisabled && !opts.force) {
        kit.shake();
        return;
      }
      gate.abortAll(new AbortedError('Request was aborted'));
      const last = s.modal.history.at(-1);
      store.update((d) => {
        d.modal.open = false;
        d.modal.loading = {};
        // A real close ends whatever refused closing (a required sign-in that is now moot).
        d.modal.closeDisabled = false;
        d.modal.history = [viewAfterClose(options.embedded, isConnected())];
      });
      bus.emit('modalClosed', { view: last });
      telemetry.track('MODAL_CLOSE', { connected: isConnected() });
    },
    onAdapterAdded(listener) {
      adapterListeners.add(listener);
      return () => adapterListeners.delete(listener);
    },
  };

  const refreshBalance = (ns: ChainNamespace) => {
    const chain = store.getState().chains[ns];
    const adapter = connection.adapterFor(ns);
    const network = chain?.network.caipNetwork;
    if (!chain?.account.address || !adapter?.getBalance || !network) return;
    const address = chain.account.address;
    adapter.getBalance({ address, network }, lifetime.signal).then(
      (result) => {
        const now = store.getState().chains[ns];
        // Answers for another address or another network (the wallet moved on) are dropped.
        if (!result || now?.account.address !== address || now.network.caipNetwork?.caipNetworkId !== network.caipNetworkId) return;
        store.update((s) => {
          const a = s.chains[ns]!.account;
          a.balance = result.balance;
          a.balanceSymbol = result.symbol;
        });
      },
      (error: unknown) => logger.debug?.('[latchkey] balance refresh failed', error),
    );
  };

  // Sign-in code is a lazy chunk: a dapp without SIWX never downloads it.
  let siwxFlow: Promise<SiwxFlow> | undefined;
  const siwx = {
    enabled: Boolean(options.siwx ?? options.siweConfig),
    required: () => Boolean(options.siwx ? options.siwx.getRequired?.() : options.siweConfig?.required),
    flow(): Promise<SiwxFlow> {
      siwxFlow ??= Promise.all([import('./siwx/flow'), options.siweConfig ? import('./siwx/siweAdapter') : undefined]).then(([flow, siwe]) =>
        flow.createSiwxFlow(host, options.siwx ?? (siwe && options.siweConfig ? siwe.siweToSiwx(options.siweConfig, options.metadata.url) : undefined), { connection, network }),
      );
      return siwxFlow;
    },
  };
  const connection = createConnectionManager(host, {
    afterConnect: async (account, source) => {
      if (siwx.enabled) await (await siwx.flow()).afterConnect(account);
      // The connect flow is done: close, unless the modal now asks something else (sign in, wrong chain).
      const view = store.getState().modal.history.at(-1)?.view;
      if (source === 'connect' && store.getState().modal.open && view !== 'SIWXSignMessage' && view !== 'UnsupportedChain') {
        if (options.embedded) router.reset('Account');
        else host.closeModal();
      }
    },
    refreshBalance: (ns) => refreshBalance(ns),
    onUnsupportedChain: (ns) => network.handleUnsupportedChain(ns),
    afterAccountChange: async (account) => {
      // A new account in the wallet needs its own sign-in.
      if (siwx.enabled) await (await siwx.flow()).afterConnect(account);
    },
  });
  const network = createNetworkManager(host, connection, refreshBalance);
  const gate = createRequestGate(host, connection, refreshBalance);

  const alive = () => {
    if (destroyed) throw new DestroyedError();
  };

  const kit: Kit = {
    options,
    ready: Promise.resolve(),
    router,
    http: {
      api,
      blockchainApi: createHttpClient({ baseUrl: options.endpoints.blockchainApi, query: { projectId: options.projectId, st: options.sdkType, sv: options.sdkVersion }, fetch: options.fetch, signal: lifetime.signal }),
    },
    t: i18n.t,
    open(o = {}) {
      alive();
      host.openModal(o);
    },
    close() {
      host.closeModal();
    },
    getState: store.getState,
    subscribe(selectorOrListener: unknown, listener?: unknown, opts?: { equalityFn?: (a: unknown, b: unknown) => boolean; fireImmediately?: boolean }) {
      if (typeof listener !== 'function') return store.subscribe(selectorOrListener as (s: KitState, p: KitState) => void);
      const select = selectorOrListener as (s: KitState) => unknown;
      const equal = opts?.equalityFn ?? Object.is;
      let current = select(store.getState());
      if (opts?.fireImmediately) (listener as (a: unknown, b: unknown) => void)(current, current);
      return store.subscribe((state) => {
        const next = select(state);
        if (equal(current, next)) return;
        const previous = current;
        current = next;
        (listener as (a: unknown, b: unknown) => void)(next, previous);
      });
    },
    on: ((event: string, handler: (p: unknown) => void) => bus.on(event, handler)) as Kit['on'],
    plugin: ((id: string) => apis.get(id)) as Kit['plugin'],
    async connect(connectorId, o) {
      alive();
      return connection.connect(connectorId, o);
    },
    disconnect: (o) => connection.disconnect(o),
    async switchNetwork(target) {
      alive();
      return network.switchNetwork(target);
    },
    async request(args) {
      alive();
      return gate.request(args);
    },
    views: { get: (id) => views.get(id), list: () => [...views.values()] },
    slots: (slot) => slots.filter((s) => s.slot === slot).sort((a, b) => (a.order ?? 0) - (b.order ?? 0)),
    requests: { approve: (id) => gate.approve(id), reject: (id) => gate.reject(id), classify: (m, ns) => gate.classify(m, ns) },
    siwx: {
      enabled: siwx.enabled,
      required: siwx.required,
      signIn: async () => (await siwx.flow()).signIn(),
      cancel: async () => (await siwx.flow()).cancel(),
    },
    connections: connection.connections,
    addNetwork: (n) => network.addNetwork(n),
    removeNetwork: (id) => network.removeNetwork(id),
    removeAdapter: (ns) => network.removeAdapter(ns),
    alerts: {
      show: (code, params) => host.showAlert(code, params),
      dismiss: (id) => store.update((s) => void (s.alerts = s.alerts.filter((a) => a.id !== id))),
    },
    setThemeMode(mode) {
      if (mode !== 'light' && mode !== 'dark') throw new ConfigError(`themeMode must be 'light' or 'dark'`);
      store.update((s) => void (s.themeMode = mode));
    },
    setLocale(locale) {
      i18n.setLocale(locale);
      store.update((s) => void (s.locale = locale));
    },
    shake() {
      store.update((s) => void (s.modal.shake = true));
      later(() => store.update((s) => void (s.modal.shake = false)), SHAKE_MS);
    },
    track: (event, properties) => telemetry.track(event, properties),
    stats: () => ({
      listeners: bus.size(),
      connectors: host.adapters.size,
      views: views.size,
      rpcMethods: host.rpcMethods.size,
      plugins: contexts.length,
    }),
    async destroy() {
      if (destroyed) return;
      destroyed = true;
      gate.abortAll(new AbortedError('Request was aborted', { details: 'the kit was destroyed' }));
      connection.dispose();
      for (const c of contexts.splice(0).reverse()) {
        try {
          c.dispose?.();
        } catch (error) {
          host.report(stampError(error, c.id, 'dispose'));
        }
        c.handle.dispose();
        c.removeLocale?.();
      }
      // What the plugins contributed goes with them.
      views.clear();
      slots.length = 0;
      host.rpcMethods.clear();
      apis.clear();
      adapterListeners.clear();
      for (const t of timers) clearTimeout(t);
      timers.clear();
      lifetime.abort(new AbortedError(undefined, { details: 'the kit was destroyed' }));
      store.update((s) => void (s.plugins = {}));
      await telemetry.flush();
    },
  };

  // Plugins, in dependency order. A throwing setup undoes the ones before it and names the plugin.
  try {
    for (const plugin of plugins) {
      for (const v of plugin.views ?? []) {
        if (views.has(v.id) || (CORE_VIEWS as readonly string[]).includes(v.id)) throw new ConfigError(`View '${v.id}' is registered twice`, { pluginId: plugin.id });
        views.set(v.id, { ...v, pluginId: plugin.id });
      }
      for (const s of plugin.slots ?? []) slots.push({ ...s, pluginId: plugin.id });
      for (const [method, contribution] of Object.entries(plugin.rpc ?? {})) {
        if (host.rpcMethods.has(method)) throw new ConfigError(`RPC method '${method}' is handled by two plugins`, { pluginId: plugin.id });
        host.rpcMethods.set(method, { ...contribution, pluginId: plugin.id });
      }
      const removeLocale = plugin.locale ? i18n.addLayer(plugin.locale) : undefined;
      if (plugin.state) {
        const slice = plugin.state();
        store.update((s) => void (s.plugins[plugin.id] = slice));
      }
      const handle = createPluginContext(host, kit, plugin, (id) => adapterListeners.forEach((l) => l(id)));
      const record: (typeof contexts)[number] = { id: plugin.id, handle, removeLocale };
      contexts.push(record);
      let result;
      try {
        result = plugin.setup?.(handle.ctx);
      } catch (error) {
        throw stampError(error, plugin.id, 'setup');
      }
      if (result) {
        record.dispose = result.dispose;
        if (result.api !== undefined) apis.set(plugin.id, result.api);
      }
    }
  } catch (error) {
    void kit.destroy();
    throw error;
  }
  telemetry.track('MODAL_CREATED');
  (kit as { ready: Promise<void> }).ready = Promise.allSettled([
    // Remote configuration is a lazy chunk too: basic mode and kits without remote features skip it.
    remoteFeaturesNeeded(host)
      ? import('./config/remote').then((m) => m.loadConfiguration(host))
      : Promise.resolve().then(() => {
          store.update((s) => {
            s.features = options.basic ? basicFeatures(options.features ?? {}) : resolveLocalFeatures(options.features ?? {});
            s.remote.status = 'skipped';
          });
          bus.emit('configLoaded', { source: options.basic ? 'basic' : 'local' });
        }),
    connection.reconnectAll(),
  ]).then(() => undefined);
  return kit;
}

export type { ConnectorAdapter };
