import { lazyDebugLog } from './log/lazyDebugLog';
import { createBus, type KitEventBus, type KitEventMap } from './bus/createBus';
import { createKitStore } from './store/createStore';
import { createRouter } from './router/createRouter';
import { CORE_VIEWS } from './router/types';
import { createStorage } from './storage/storage';
import { createI18n } from './i18n/i18n';
import { lazyHttpClient } from './net/lazyHttp';
import { normalizeOptions } from './config/options';
import type { KitOptions } from './plugins/types';
import { flattenPlugins, orderPlugins } from './plugins/registry';
import { installPlugins, type PluginHost } from './plugins/install';
import { assertNetworksServed, bareNamespace, createNamespaceRegistry } from './namespaces/registry';
import { createConnectorRegistry } from './connection/connectors';
import { createRpcTable } from './requests/rpcTable';
import { classifyMethod } from './requests/classify';
import { createNetworkList } from './network/list';
import { createAlerts } from './kit/alerts';
import { lazyBalanceRefresher } from './kit/lazyBalance';
import { createModalControl } from './kit/modal';
import { viewWithRole } from './router/openingRules';
import { createTelemetryLink } from './kit/telemetryLink';
import { matchSlots } from './kit/slots';
import { createSubscribe } from './kit/subscribe';
import { createConnections } from './kit/connections';
import { initialState } from './kit/initialState';
import { AbortedError, ConfigError, DestroyedError, KitError } from './errors';
import { createSessionLoader } from './kit/sessionLoader';
import { createPluginWallet } from './kit/pluginWallet';
import { namespaceTools } from './kit/namespaceTools';
import { createTimers } from './kit/timers';
import { followOtherTabs } from './kit/crossTab';
import { restoreConnections } from './kit/restore';
import { startConfiguration } from './kit/configuration';
import type { Host } from './host';
import type { Kit } from './kit';
import { INTERNALS, type KitWithInternals } from './kit/internals';
import type { KitState } from './types/state';

export const VERSION = '0.1.0';
export { SIGN_MESSAGE_TIMEOUT_MS } from './kit/pluginWallet';
export { SHAKE_MS } from './kit/modal';
export { ALERTS_KEPT } from './kit/alerts';

/**
 * Creates a kit instance: validates options, wires bus, store, router and registry, runs each
 * plugin's setup in order, then (in the background) loads remote configuration and reconnects.
 * Wiring only: each concern lives in its own module.
 *
 * @throws {ConfigError} on invalid options, duplicate plugin ids or views, a plugin that makes an
 *   unsafe method safe without answering it, or a plugin whose setup throws (stamped with its id).
 *
 * @example
 * const kit = createKit({ metadata, networks: [mainnet], plugins: [evm()] })
 * kit.on('connected', ({ address }) => console.log(address))
 * kit.open()
 */
export function createKit(input: KitOptions): Kit {
  if (!input || typeof input !== 'object') throw new ConfigError('createKit needs an options object');
  const plugins = orderPlugins(flattenPlugins(input.plugins));
  const options = normalizeOptions(input, VERSION, bareNamespace(plugins));
  // Every line the kit and its plugins log also lands in the bounded debug log the dapp can read.
  const debugLog = lazyDebugLog();
  const logger = debugLog.tee(options.logger ?? console);
  const lifetime = new AbortController();
  const storage = createStorage(options.storage);
  const i18n = createI18n(options.locale, options.messages);
  const namespaceRegistry = createNamespaceRegistry(plugins);
  assertNetworksServed(options.networks, namespaceRegistry);
  const rpcTable = createRpcTable(plugins, namespaceRegistry);
  const connectors = createConnectorRegistry(namespaceRegistry);

  const store = createKitStore(initialState(options, storage, namespaceRegistry));
  const timers = createTimers();
  const later = timers.later;
  let destroyed = false;
  // Assigned once the plugins are installed; the router asks it which views exist.
  let pluginHost: PluginHost | undefined;
  // The state createKit hands back, before the restore starts (kit.getInitialState()).
  const first: { state?: KitState } = {};

  const bus: KitEventBus = createBus<KitEventMap>(
    (error, event) => report(error instanceof KitError ? error : new KitError(`A '${event}' handler threw: ${error instanceof Error ? error.message : String(error)}`, { cause: error })),
    { onLimit: (event, count, max) => logger.warn(`[latchkey] Possible listener leak: ${count} '${event}' listeners (max ${max})`) },
  );
  const router = createRouter(store, (v) => (CORE_VIEWS as readonly string[]).includes(v) || Boolean(pluginHost?.views.has(v)), (entry) => bus.emit('viewChanged', { view: entry }));
  const query = { projectId: options.projectId, st: options.sdkType, sv: options.sdkVersion };
  const api = lazyHttpClient({ baseUrl: options.endpoints.api, query, fetch: options.fetch, signal: lifetime.signal });
  const alerts = createAlerts(store, bus, () => i18n.loadAlerts(), later);
  const telemetry = createTelemetryLink({
    options,
    enabled: () => store.getState().features.analytics,
    address: () => modal.activeAddress(),
    onForbidden: () => alerts.show('INVALID_APP_CONFIGURATION', { origin: options.origin ?? (globalThis as { location?: Location }).location?.origin ?? '' }),
    logger,
    signal: lifetime.signal,
  });
  function report(error: unknown, category = 'INTERNAL_SDK_ERROR'): KitError {
    const kitError = error instanceof KitError ? error : new KitError(error instanceof Error ? error.message : String(error), { cause: error });
    bus.emit('error', { error: kitError, category });
    telemetry.reportError(kitError, category);
    return kitError;
  }
  const modal = createModalControl({
    store,
    bus,
    router,
    embedded: options.embedded,
    manualControl: Boolean(options.manualControl),
    hasChainPlugins: namespaceRegistry.list().length > 0,
    isMobile: () => options.isMobile?.() ?? false,
    basicView: () => viewWithRole(pluginHost?.views.values() ?? [], 'connect-basic'),
    track: (e, p) => telemetry.track(e, p),
    abortRequests: () => sessions.current?.gate.abortAll(new AbortedError('Request was aborted')),
    later,
  });
  const refreshBalance = lazyBalanceRefresher({ store, namespaces: namespaceRegistry, logger, showUnavailable: () => alerts.show('TOKEN_BALANCE_UNAVAILABLE') });

  const host: Host = {
    options,
    store,
    bus,
    router,
    storage,
    i18n,
    logger,
    signal: lifetime.signal,
    api,
    plugins,
    namespaces: namespaceRegistry,
    connectors,
    showAlert: alerts.show,
    report,
    track: (event, properties) => telemetry.track(event, properties),
    openModal: (entry) => {
      modal.open(entry);
      sessions.warm();
    },
    closeModal: (o) => modal.close(o),
  };

  const showMultiWalletAlert = () => alerts.show('MULTI_WALLET_NOT_ENABLED');
  const sessions = createSessionLoader(
    {
      host,
      rpcTable,
      modal,
      refreshBalance,
      showMultiWalletAlert,
      afterConnect: async (account, source) => pluginHost?.afterConnect({ account, source }),
      pluginRpc: (pluginId) => pluginHost?.contextOf(pluginId)?.rpc,
    },
    { destroyed: () => destroyed, later },
  );
  const loadSession = sessions.load;
  const networkList = createNetworkList(host);
  const { connections, setActiveNamespace } = createConnections({ store, storage, bus, showMultiWalletAlert, manager: () => loadSession().then((x) => x.connection) });
  const pluginWallet = createPluginWallet(store, lifetime.signal, sessions);

  const alive = () => {
    if (destroyed) throw new DestroyedError();
  };

  const kit: KitWithInternals = {
    options,
    ready: Promise.resolve(),
    // What plugins and React drive the kit with (`internals(kit)`); not part of the dapp's API.
    [INTERNALS]: {
      router,
      http: { api, blockchainApi: lazyHttpClient({ baseUrl: options.endpoints.blockchainApi, query, fetch: options.fetch, signal: lifetime.signal }) },
      views: { get: (id) => pluginHost?.views.get(id), list: () => [...(pluginHost?.views.values() ?? [])] },
      slots: (slot) => matchSlots(pluginHost?.slots ?? [], slot, store.getState(), { basic: options.basic, assets: (ns) => namespaceRegistry.get(ns)?.assets }),
      requests: { approve: (id) => sessions.current?.gate.approve(id), reject: (id) => sessions.current?.gate.reject(id), classify: (m, ns) => classifyMethod({ store, rpc: rpcTable, namespaces: namespaceRegistry }, m, ns) },
      shake: () => modal.shake(),
      track: (event, properties) => telemetry.track(event, properties),
    },
    t: i18n.t,
    open(o) {
      alive();
      modal.open(o);
      sessions.warm();
    },
    close: () => modal.close(),
    prefetch: () => loadSession().then(
      () => undefined,
      () => undefined,
    ),
    getState: store.getState,
    getInitialState: () => first.state ?? store.getState(),
    subscribe: createSubscribe(store) as Kit['subscribe'],
    on: ((event: string, handler: (p: unknown) => void) => bus.on(event as never, handler)) as Kit['on'],
    plugin: ((id: string) => pluginHost?.apis.get(id)) as Kit['plugin'],
    async connect(connectorId, o) {
      alive();
      return (sessions.current ?? (await loadSession())).connection.connect(connectorId, o);
    },
    async disconnect(o) {
      alive();
      return (sessions.current ?? (await loadSession())).connection.disconnect(o);
    },
    async switchNetwork(target) {
      alive();
      return (sessions.current ?? (await loadSession())).network.switchNetwork(target);
    },
    async request(args) {
      alive();
      // Once loaded, the gate sees the request synchronously (an approval can follow at once).
      return (sessions.current ?? (await loadSession())).gate.request(args);
    },
    setActiveNamespace(ns) {
      alive();
      setActiveNamespace(ns);
    },
    ...namespaceTools(store, namespaceRegistry),
    connections,
    addNetwork: (n) => networkList.addNetwork(n),
    removeNetwork: (id) => networkList.removeNetwork(id),
    removeAdapter: async (ns) => (sessions.current ?? (await loadSession())).network.removeAdapter(ns),
    alerts,
    debugLog: { read: debugLog.read, clear: debugLog.clear },
    setThemeMode(mode) {
      if (mode !== 'light' && mode !== 'dark') throw new ConfigError(`themeMode must be 'light' or 'dark'`);
      store.update((s) => void (s.themeMode = mode));
    },
    setLocale(locale) {
      i18n.setLocale(locale);
      void i18n.load(locale).catch(() => undefined);
      store.update((s) => void (s.locale = locale));
    },
    loadLocale: (locale) => i18n.load(locale),
    isLocaleReady: (locale) => i18n.isReady(locale),
    stats: () => ({ listeners: bus.size(), connectors: connectors.size, views: pluginHost?.views.size ?? 0, rpcMethods: rpcTable.size, plugins: pluginHost?.count ?? 0 }),
    async destroy() {
      if (destroyed) return;
      destroyed = true;
      sessions.current?.gate.abortAll(new AbortedError('Request was aborted', { details: 'the kit was destroyed' }));
      sessions.current?.connection.dispose();
      pluginHost?.disposeAll();
      rpcTable.clear();
      connectors.clear();
      timers.clear();
      lifetime.abort(new AbortedError(undefined, { details: 'the kit was destroyed' }));
      store.update((s) => void (s.plugins = {}));
      await telemetry.flush();
    },
  };

  // Plugins, in dependency order. A throwing setup undoes everything and names the plugin.
  try {
    pluginHost = installPlugins(plugins, { host, kit, i18n, coreViews: CORE_VIEWS, refreshBalance, wallet: pluginWallet });
  } catch (error) {
    void kit.destroy();
    throw error;
  }
  telemetry.track('MODAL_CREATED');
  followOtherTabs({
    store,
    storage,
    networks: options.networks,
    signal: lifetime.signal,
    followStorage: () => void loadSession().then((x) => x.connection.followStorage(), () => undefined),
    switchNetwork: (network) => void kit.switchNetwork(network).catch(() => undefined),
  });
  // Server rendering: the connections go to a cookie the server reads (its code is a chunk).
  if (options.ssr && typeof document !== 'undefined') {
    void import('./ssr/cookie').then((m) => {
      if (!destroyed) lifetime.signal.addEventListener('abort', m.mirrorConnectionCookie(kit, document, location.protocol === 'https:'));
    });
  }
  // A locale other than English: its catalogues start loading now (React waits for them before showing).
  void i18n.load(options.locale).catch(() => undefined);

  first.state = store.getState();
  (kit as { ready: Promise<void> }).ready = Promise.allSettled([
    // Remote configuration (or the local flags) and the silent reconnect; both lazy chunks.
    startConfiguration(host),
    restoreConnections({ store, storage, enableReconnect: options.enableReconnect, logger, destroyed: () => destroyed, session: loadSession }),
  ]).then(() => undefined);
  return kit;
}
