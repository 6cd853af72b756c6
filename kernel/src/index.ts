export { createKit, VERSION } from './createKit';
export type { Kit, SubscribeOptions, BoundAssets } from './kit';
/**
 * The plugin API: `internals(kit)` gives a kit's router, registered views and slots, request
 * answers (approve, reject, classify), HTTP clients, shake and telemetry. For plugins and the
 * React package; dapps use `open`, `request`, `connect`… on the kit itself.
 */
export { internals, type KitInternals } from './kit/internals';
export { definePlugin } from './plugins/definePlugin';
export { lazyConnector, type LazyConnectorOptions } from './plugins/lazyConnector';
export type {
  KitPlugin,
  AnyPlugin,
  PluginInput,
  PluginContext,
  PluginSetupResult,
  ConnectorAdapter,
  ConnectorEvents,
  ConnectResult,
  NamespaceSession,
  NamespaceTarget,
  AfterConnectEvent,
  AfterConnectHold,
  PluginCarriedOption,
  PluginWallet,
  AccountDetails,
  SlotCondition,
  RpcHandlerTools,
  ViewContribution,
  ViewRole,
  DirectoryWalletParams,
  SlotContribution,
  RpcContribution,
} from './plugins/types';
export type { NormalizedOptions, Endpoints, Metadata } from './config/options';
export type { KitOptions } from './plugins/types';
export { DEFAULT_ENDPOINTS } from './config/options';
export type { CoreFeatures, FeatureDeclarations, FeatureFlag, Features, ResolvedFeatures } from './config/features';
export { CORE_FEATURES, stringList } from './config/features';
export type { KernelEvents, KitEvents } from './bus/events';

export type { PluginApis, PluginEvents, PluginFeatures, PluginViews, PluginStates, PluginMessages } from './register';
export type { KitState, ChainState, AccountState, NetworkState, ModalState, PendingRequestInfo } from './types/state';
export type * from './types/chain';
export { CORE_VIEWS } from './router/types';
export type { ViewEntry, ViewId, CoreView, CoreViewParams, ViewParams } from './router/types';
export type { Router } from './router/createRouter';
export { viewWithRole } from './router/openingRules';
export * from './errors';
export { RpcError } from './net/rpcError';
export type { JsonRpcClient } from './net/jsonRpc';
export type { HttpClient } from './net/http';
export { withTimeout, sleep } from './net/timeout';
export { toKitError } from './connection/errors';
export type { KitErrorMapper } from './connection/errors';
export { ALERT_CODES } from './alerts/catalogue';
export type { AlertCode, AlertEntry, AlertSeverity } from './alerts/catalogue';
export { createI18n } from './i18n/i18n';
export type { I18n, Messages, LocaleBundle, Translate, TypedTranslate, MessageKey, KernelMessageKey } from './i18n/i18n';

export type { StorageLike, KitStorage } from './storage/storage';
export { STORAGE_PREFIX, StorageKeys, createMemoryStorage } from './storage/storage';
export type { SIWXConfig, SIWXMessage, SIWXMessageData, SIWXSession, SIWEConfig } from './types/siwx';
export type { MethodSafety } from './namespaces/registry';
export { defineNamespace } from './plugins/namespace';
export type { NamespaceAdapter, NamespaceTools, NamespaceSiwx, NamespaceAssets, AssetAmount, AssetTransfer, RequestDescription } from './plugins/namespace';
export { namespaceTools } from './plugins/tools';
export type { RecentConnection } from './connection/stored';
export { matchSlots } from './kit/slots';
export { safeWalletIcon, safeWalletName, stripUnsafeChars, MAX_WALLET_NAME_LENGTH, MAX_WALLET_ICON_LENGTH } from './wallets/sanitize';
export type { RequestArgs } from './requests/gate';
export type { ConnectedAccount } from './connection/connection';
export {
  parseCaipNetworkId,
  parseCaipAddress,
  formatCaipAddress,
  formatCaipNetworkId,
  isCaipNetworkId,
  isCaipAddress,
  isChainNamespace,
} from './caip';
export { getAddressError, isAddress, type AddressRules } from './namespaces/address';

export type { DebugLog, DebugLogEntry, DebugLogLevel } from './log/debugLog';
export type { KitDebugLog } from './log/lazyDebugLog';
export { MAX_LISTENERS } from './bus/createBus';
export type { RpcEndpointRank } from './net/ranking';
export type { RpcRequest } from './net/jsonRpc';
export type { KitInitialState, InitialConnection } from './ssr/cookie';
