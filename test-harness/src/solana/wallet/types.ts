import type {
  SolanaSignAndSendTransactionFeature,
  SolanaSignInFeature,
  SolanaSignMessageFeature,
  SolanaSignTransactionFeature,
} from '@solana/wallet-standard-features';
import type { IdentifierString, Wallet, WalletAccount, WalletIcon } from '@wallet-standard/base';
import type { StandardConnectFeature, StandardDisconnectFeature, StandardEventsFeature } from '@wallet-standard/features';
import type { RejectNextOptions, RequestLogEntry } from '../../wallets/types';

/** Every feature a dev wallet has. */
export type SolanaDevWalletFeatures = StandardConnectFeature &
  StandardDisconnectFeature &
  StandardEventsFeature &
  SolanaSignMessageFeature &
  SolanaSignTransactionFeature &
  SolanaSignAndSendTransactionFeature &
  SolanaSignInFeature;

/** The Wallet Standard object a dapp discovers. */
export type SolanaStandardWallet = Wallet & { readonly features: SolanaDevWalletFeatures };

/** Options of `createSolanaDevWallet`. Serializable, so a page gets the same as Node. */
export interface SolanaDevWalletOptions {
  /** Wallet name; default "Latchkey Solana Dev Wallet". */
  name?: string;
  /** A base64 data: URI; default a purple "S". */
  icon?: WalletIcon;
  /** 32-byte ed25519 private keys as hex (see SOLANA_TEST_ACCOUNTS[i].seed); the first is selected. */
  seeds: string[];
  /** Where signAndSendTransaction sends, whatever the chain: the local endpoint's URL. */
  rpcUrl: string;
  /** Chains the wallet claims; default DEV_WALLET_CHAINS (localnet and the public clusters, both id schemes). */
  chains?: readonly IdentifierString[];
  /** Start with the dapp already authorized (a silent connect returns the account). */
  authorized?: boolean;
  /** Start locked. */
  locked?: boolean;
  /** Timeout of each RPC call the wallet makes; default 10 s. */
  rpcTimeoutMs?: number;
}

/** Test controls of a Solana dev wallet, in the style of the EVM mock wallets' controls. */
export interface SolanaDevWalletControls {
  /**
   * Makes the next (interactive) call fail as if the user said no: code 4001 "User Rejected
   * Request" unless given. Interactive = connect (not silent), signMessage, signTransaction,
   * signAndSendTransaction, signIn; `target: 'any'` hits the next call of any feature.
   */
  rejectNext(code?: number, options?: RejectNextOptions): void;
  /** Delay before every feature call is handled (a slow user). */
  setDelay(ms: number): void;
  /** Locks: accounts become [] (change event if the dapp was authorized); connect rejects; silent connect returns []. */
  lock(): void;
  /** Unlocks: the account comes back (change event) if the dapp is authorized. */
  unlock(): void;
  /** Selects another of the wallet's accounts, by address or index; a change event fires if the dapp sees it. */
  selectAccount(account: string | number): void;
  /** Replaces the chains the wallet claims; a change event carries the new chains (and accounts). */
  setChains(chains: readonly IdentifierString[]): void;
  /** Forgets the dapp's authorization, as a user revoking the site would; change event with []. */
  revoke(): void;
  /** Every feature call so far, oldest first (bytes as base64, accounts as addresses). */
  requests(): RequestLogEntry[];
  clearRequests(): void;
  /** A snapshot for assertions. */
  state(): { addresses: string[]; selected: string; authorized: boolean; locked: boolean; chains: string[]; delayMs: number };
}

/** A dev wallet: the Wallet Standard object to register, its controls, and its keys' addresses. */
export interface SolanaDevWallet extends SolanaDevWalletControls {
  readonly wallet: SolanaStandardWallet;
  /** Addresses of all its keys, in `seeds` order. */
  readonly addresses: readonly string[];
  /** The account object the wallet exposes for `address` (to pass as `input.account`). */
  accountFor(address: string): WalletAccount;
}
