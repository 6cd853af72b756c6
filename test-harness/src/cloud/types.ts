/**
 * Wire shapes of the cloud double's answers (SPEC §3 and §7). They are what a kit reads, so
 * field names follow the real services (snake_case where the real service uses it).
 */

/** Remote feature ids of `/appkit/v1/config` (SPEC §1, §9). */
export type FeatureId = 'email' | 'socials' | 'swaps' | 'onramp' | 'activity' | 'reownBranding' | 'multiWallet';

/** Social providers the config service can list (SPEC §1, §9). */
export type SocialProvider = 'google' | 'x' | 'discord' | 'farcaster' | 'github' | 'apple' | 'facebook';

/** One entry of the remote feature list. `config` is a provider list for socials, swaps and onramp. */
export interface RemoteFeature {
  id: FeatureId;
  isEnabled: boolean;
  config: string[] | null;
}

/** Per-test override of one remote feature. */
export type FeatureOverrides = Partial<Record<FeatureId, { isEnabled?: boolean; config?: string[] | null }>>;

/** Wallet directory entry (SPEC §3). */
export interface WalletEntry {
  id: string;
  name: string;
  image_id: string;
  rdns: string | null;
  chains: string[];
  mobile_link: string | null;
  desktop_link: string | null;
  webapp_link: string | null;
  homepage: string | null;
  badge_type: 'none' | 'certified';
}

/** Analytics event body (SPEC §3, §7). */
export interface AnalyticsEvent {
  eventId: string;
  url: string;
  domain: string;
  timestamp: number;
  props: Record<string, unknown>;
}

/** An analytics event as the sink recorded it, with the query it came with. */
export interface RecordedAnalyticsEvent extends AnalyticsEvent {
  projectId: string;
  st: string | null;
  sv: string | null;
  origin: string | null;
}

/** Token balance (SPEC §3). `address` is absent for the native token. */
export interface TokenBalance {
  name: string;
  symbol: string;
  chainId: string;
  address?: string;
  value: number;
  price: number;
  quantity: { decimals: string; numeric: string };
  iconUrl: string;
}

/** One movement inside a history item. */
export interface HistoryTransfer {
  fungible_info: { name: string; symbol: string; icon: { url: string } };
  direction: 'in' | 'out' | 'self';
  quantity: { numeric: string };
  value: number;
  price: number;
}

/** Transaction history item (SPEC §3). */
export interface HistoryItem {
  id: string;
  metadata: {
    operationType: 'send' | 'receive' | 'execute';
    hash: string;
    minedAt: string;
    sentFrom: string;
    sentTo: string;
    status: 'confirmed' | 'failed';
    nonce: number;
    chain: string;
  };
  transfers: HistoryTransfer[];
}

/** A registered account name as the names API answers it. */
export interface NameRecord {
  name: string;
  registered: number;
  updated: number;
  addresses: Record<string, { address: string; created: string }>;
  attributes: Record<string, string>;
}

/** `GET /v1/identity/{address}`: the address's ENS name and avatar URL, null when it has none. */
export interface IdentityRecord {
  name: string | null;
  avatar: string | null;
}

/** Onramp purchase currency (SPEC §3). */
export interface PurchaseCurrency {
  id: string;
  name: string;
  symbol: string;
  networks: Array<{ name: string; display_name: string; chain_id: string; contract_address: string }>;
}

/** Onramp payment currency (SPEC §3). */
export interface PaymentCurrency {
  id: string;
  payment_method_limits: Array<{ id: string; min: string; max: string }>;
}

/** A token the swap API can convert; `address` is CAIP-10 (native uses the 0xeee… placeholder). */
export interface SwapToken {
  name: string;
  symbol: string;
  address: string;
  decimals: number;
  logoUri: string;
}

/** `GET /v1/convert/quotes`: one quote; `toAmount` is what the swap pays (smallest units). */
export interface SwapQuote {
  quotes: Array<{ id: null; fromAmount: string; fromAccount: string; toAmount: string; toAccount: string }>;
}

/** `GET /v1/convert/allowance`: what the user allowed the swap contract (smallest units). */
export interface SwapAllowance {
  allowance: string;
}

/** `GET /v1/convert/build-approve`'s `tx`: an ERC-20 `approve(swapContract, amount)` call. */
export interface SwapApproveTx {
  from: string;
  /** The token. */
  to: string;
  data: string;
  /** Always "0". */
  value: string;
  eip155: { gasPrice: string };
}

/** `POST /v1/convert/build-transaction`'s `tx`: the swap call. */
export interface SwapBuildTx {
  from: string;
  /** The swap contract. */
  to: string;
  data: string;
  /** Wei to send with it: the amount when selling the native coin, else "0". */
  amount: string;
  eip155: { gas: string; gasPrice: string };
}

/** `GET /v1/convert/gas-price`, in wei. */
export interface SwapGasPrice {
  standard: string;
  fast: string;
  instant: string;
}

/** One entry of `POST /v1/fungible/price`'s `fungibles`; `price` in USD. */
export interface FungiblePrice {
  name: string;
  symbol: string;
  iconUrl: string;
  price: number;
}
