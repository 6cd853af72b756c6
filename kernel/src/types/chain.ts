import type { CaipAddress, CaipNetworkId, ChainNamespace } from '../caip';

export type { CaipAddress, CaipNetworkId, ChainNamespace };

/** A network as SPEC §3 describes it (viem's chain shape plus CAIP fields). */
export interface CaipNetwork {
  id: number | string;
  name: string;
  caipNetworkId: CaipNetworkId;
  chainNamespace: ChainNamespace;
  nativeCurrency: { name: string; symbol: string; decimals: number };
  rpcUrls: { default: { http: string[] }; [name: string]: { http: string[] } };
  blockExplorers?: { default: { name: string; url: string }; [name: string]: { name: string; url: string } };
  testnet?: boolean;
  assets?: { imageId?: string; imageUrl?: string };
}

/** What `KitOptions.networks` accepts: a network whose CAIP id may be derived from `id` + namespace. */
export type NetworkInput = Omit<CaipNetwork, 'caipNetworkId' | 'chainNamespace' | 'rpcUrls'> & {
  caipNetworkId?: CaipNetworkId;
  chainNamespace?: ChainNamespace;
  rpcUrls: { default: { http: readonly string[] }; [name: string]: { http: readonly string[] } };
};

export type AccountType = 'eoa' | 'smartAccount' | 'payment' | 'ordinal';
export type ConnectionStatus = 'connecting' | 'connected' | 'disconnected';
export type SocialProvider = 'google' | 'github' | 'apple' | 'facebook' | 'x' | 'discord' | 'farcaster';
export type ConnectorType = 'ANNOUNCED' | 'INJECTED' | 'EXTERNAL' | 'WALLET_CONNECT' | 'AUTH' | 'MULTI_CHAIN';

/** An account a connector exposes (SPEC §3). */
export interface AccountInfo {
  address: string;
  type?: AccountType;
  publicKey?: string;
  path?: string;
}

/** The serialisable description of a connector, as the store holds it (SPEC §3). */
export interface ConnectorInfo {
  id: string;
  name: string;
  type: ConnectorType;
  /** The namespaces it serves: one for a browser extension, several for WalletConnect or AUTH. */
  namespaces: ChainNamespace[];
  chains?: CaipNetworkId[];
  imageUrl?: string;
  imageId?: string;
  explorerId?: string;
  info?: { rdns?: string };
  /** Whether the wallet is present on this device (an extension that announced itself). */
  installed?: boolean;
  /**
   * The view that connects it (a plugin's, e.g. a relay's QR-code screen), opened with no params
   * when the visitor picks it; without one the kit's ConnectingExternal connects it.
   */
  view?: string;
}

/** One connected wallet (SPEC §3 Connection). */
export interface Connection {
  connectorId: string;
  accounts: AccountInfo[];
  caipNetwork?: CaipNetwork;
}

/** Embedded-wallet user (SPEC §3 Frame user), as far as the kernel needs it. */
export interface FrameUser {
  email?: string | null;
  address: string;
  chainId: string | number;
  accounts?: Array<{ address: string; type: 'eoa' | 'smartAccount' }>;
  userName?: string;
  preferredAccountType?: string;
  smartAccountDeployed?: boolean;
}

export interface TokenBalance {
  name: string;
  symbol: string;
  chainId: CaipNetworkId;
  address?: string;
  value?: number;
  price: number;
  quantity: { decimals: string; numeric: string };
  iconUrl?: string;
}

export interface WalletInfo {
  name: string;
  icon?: string;
  rdns?: string;
}

/** A connected account of one namespace, as `kit.connect` and `afterConnect` see it. */
export interface ConnectedAccount {
  namespace: ChainNamespace;
  address: string;
  caipAddress: CaipAddress;
  connectorId: string;
  network: CaipNetwork;
}
