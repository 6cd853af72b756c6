import type { PluginStates } from '../register';
import type {
  AccountType,
  CaipAddress,
  CaipNetwork,
  CaipNetworkId,
  ChainNamespace,
  Connection,
  ConnectionStatus,
  ConnectorInfo,
  FrameUser,
  SocialProvider,
  TokenBalance,
  WalletInfo,
} from './chain';
import type { ResolvedFeatures } from './features';
import type { AlertEntry } from '../alerts/catalogue';
import type { ViewEntry } from '../router/types';

/** Network state of one namespace (SPEC §3). */
export interface NetworkState {
  caipNetwork: CaipNetwork | undefined;
  requestedCaipNetworks: CaipNetwork[];
  approvedCaipNetworkIds: CaipNetworkId[] | undefined;
  supportsAllNetworks: boolean;
  smartAccountEnabledNetworks: number[];
}

/** Account state of one namespace (SPEC §3). */
export interface AccountState {
  status: ConnectionStatus;
  caipAddress: CaipAddress | undefined;
  address: string | undefined;
  balance: string | undefined;
  balanceSymbol: string | undefined;
  profileName: string | undefined;
  profileImage: string | undefined;
  addressExplorerUrl: string | undefined;
  tokenBalance: TokenBalance[];
  connectedWalletInfo: WalletInfo | undefined;
  preferredAccountType: AccountType | undefined;
  smartAccountDeployed: boolean;
  socialProvider: SocialProvider | undefined;
  user: FrameUser | undefined;
  currentTab: number;
}

export interface ChainState {
  namespace: ChainNamespace;
  connectorId: string | undefined;
  network: NetworkState;
  account: AccountState;
}

/** A request waiting for the visitor's approval (the transaction stack). */
export interface PendingRequestInfo {
  id: string;
  namespace: ChainNamespace;
  method: string;
  params: unknown;
  createdAt: number;
}

export interface ModalState {
  open: boolean;
  /** The view stack; the last entry is on screen. */
  history: ViewEntry[];
  loading: Partial<Record<ChainNamespace, boolean>>;
  shake: boolean;
  /** Close is refused (sign-in required and not yet signed). */
  closeDisabled: boolean;
}

export type RemoteStatus = 'idle' | 'loading' | 'ready' | 'failed' | 'skipped';

/** The whole kit state. Read with `kit.getState()`, watch with `kit.subscribe`. */
export interface KitState {
  activeNamespace: ChainNamespace | undefined;
  chains: Partial<Record<ChainNamespace, ChainState>>;
  modal: ModalState;
  alerts: AlertEntry[];
  connectors: ConnectorInfo[];
  connections: Partial<Record<ChainNamespace, Connection[]>>;
  features: ResolvedFeatures;
  remote: { status: RemoteStatus; allowedOrigins: string[] | undefined };
  requests: PendingRequestInfo[];
  themeMode: 'light' | 'dark';
  themeVariables: Record<string, string | number>;
  locale: string;
  /** Each plugin's slice by id, typed through `PluginStates`. */
  plugins: { [K in keyof PluginStates]?: PluginStates[K] } & Record<string, unknown>;
}
