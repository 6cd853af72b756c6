import type { KitInitialState } from '../ssr/cookie';
import type { CaipNetwork, NetworkInput } from '../types/chain';
import type { FeatureDeclarations, Features } from '../types/features';
import type { StorageLike } from '../storage/storage';
import type { SIWXConfig, SIWEConfig } from '../types/siwx';
import type { Messages } from '../i18n/i18n';

/** Base URLs of the services the kit talks to. Point them at a self-hosted or local backend. */
export interface Endpoints {
  /** Config service: `/appkit/v1/config`, `/projects/v1/origins`, `/getWallets`, images. */
  api: string;
  /** Blockchain RPC proxy: `POST /v1/?chainId=…&projectId=…`. */
  rpc: string;
  /** Analytics sink: `POST /e`. */
  analytics: string;
  /** Blockchain API (balances, names, history, onramp, swaps). */
  blockchainApi: string;
}

export interface Metadata {
  name: string;
  description: string;
  url: string;
  icons: string[];
}

/** Everything `createKit` accepts but the plugins (see `KitOptions`). */
export interface BaseOptions {
  projectId?: string;
  metadata: Metadata;
  networks: readonly NetworkInput[];
  defaultNetwork?: NetworkInput;
  features?: Features;
  themeMode?: 'light' | 'dark';
  themeVariables?: Record<string, string | number>;
  enableReconnect?: boolean;
  enableNetworkSwitch?: boolean;
  allowUnsupportedChain?: boolean;
  /** Basic mode: no remote configuration, no remote feature. */
  basic?: boolean;
  /** Render the modal inline instead of over the page. */
  embedded?: boolean;
  /**
   * Who confirms signatures and transactions. `'auto'` (the default): the wallet, where it has a
   * confirmation screen of its own (browser extensions, Wallet Standard and WalletConnect wallets),
   * and the kit's ApproveTransaction view only for wallets without one (the embedded wallet).
   * `'all'`: the kit's review before every wallet, then the wallet's own prompt.
   */
  approvals?: 'auto' | 'all';
  /** Manual control: the host opens the wallet flow itself (no adapters). */
  manualControl?: boolean;
  /** Wallet directory ids hidden everywhere (connect list, all wallets). */
  excludeWalletIds?: string[];
  /** Wallet names hidden everywhere (case-insensitive). */
  excludeWalletNames?: string[];
  /** Directory ids shown first as featured wallets. */
  featuredWalletIds?: string[];
  siweConfig?: SIWEConfig;
  siwx?: SIWXConfig;
  locale?: string;
  /** Extra or replacement strings per locale, layered over plugin and kit strings. */
  messages?: Record<string, Partial<Messages>>;
  storage?: StorageLike;
  endpoints?: Partial<Endpoints>;
  sdkType?: string;
  sdkVersion?: string;
  /** Injected for tests and non-browser hosts. Defaults to `globalThis.fetch`. */
  fetch?: typeof fetch;
  /** The host page's origin; defaults to `location.origin`. */
  origin?: string;
  /** Treat the device as mobile (defaults to a user-agent / pointer check). */
  isMobile?: () => boolean;
  /**
   * Time zones (IANA names) where the region-restricted features (onramp, swaps) are not offered;
   * defaults to SPEC §9's eight Asian zones. `[]` offers them everywhere.
   */
  restrictedTimeZones?: readonly string[];
  /** The visitor's time zone; defaults to `Intl.DateTimeFormat().resolvedOptions().timeZone`. */
  timeZone?: string;
  logger?: Pick<Console, 'warn' | 'error' | 'info' | 'debug'>;
  /**
   * Server rendering: the kit keeps its connections in a cookie (`latchkey.connection`), which the
   * server reads with `cookieToInitialState` to render a returning visitor as connected.
   */
  ssr?: boolean;
  /**
   * The state to start from (`cookieToInitialState(cookie)`): the same on the server and in the
   * browser, so hydration matches. Its connections show as connected until the silent restore
   * confirms them (or, failing, clears them).
   */
  initialState?: KitInitialState;
}

/** The options after `createKit` checked them and filled the defaults. */
export interface NormalizedOptions extends Omit<BaseOptions, 'networks' | 'defaultNetwork'> {
  networks: CaipNetwork[];
  defaultNetwork: CaipNetwork;
  endpoints: Endpoints;
  enableReconnect: boolean;
  enableNetworkSwitch: boolean;
  allowUnsupportedChain: boolean;
  basic: boolean;
  embedded: boolean;
  approvals: 'auto' | 'all';
  themeMode: 'light' | 'dark';
  locale: string;
  sdkType: string;
  sdkVersion: string;
  /** Every feature flag of this kit: the kernel's and those its plugins declare (`KitPlugin.features`). */
  featureFlags: FeatureDeclarations;
}

