import type { LocalAccount } from 'viem/accounts';

/** A hex string as viem types it. */
export type Hex = `0x${string}`;

/** One chain a mock wallet knows, with the RPC it forwards reads and sends transactions to. */
export interface WalletChain {
  chainId: number;
  rpcUrl: string;
  name?: string;
  nativeCurrency?: { name: string; symbol: string; decimals: number };
  blockExplorerUrls?: string[];
}

/** An EIP-1193 request. */
export interface RequestArguments {
  method: string;
  params?: readonly unknown[] | object;
}

/** Events an EIP-1193 provider emits. */
export type ProviderEvent = 'accountsChanged' | 'chainChanged' | 'connect' | 'disconnect' | 'message';

/** The EIP-1193 surface a dapp sees. */
export interface EIP1193Provider {
  request(args: RequestArguments): Promise<unknown>;
  on(event: ProviderEvent | string, listener: (...args: unknown[]) => void): EIP1193Provider;
  removeListener(event: ProviderEvent | string, listener: (...args: unknown[]) => void): EIP1193Provider;
}

/** One entry of a mock wallet's request log. */
export interface RequestLogEntry {
  method: string;
  params: unknown;
  /** Milliseconds since the epoch when the request arrived. */
  at: number;
  outcome: 'pending' | 'resolved' | 'rejected';
  result?: unknown;
  error?: { code: number; message: string };
}

/** Options for `createMockWallet`. */
export interface MockWalletOptions {
  /** Private keys of the wallet's accounts; the first is the selected one. */
  privateKeys: Hex[];
  /** Chains the wallet knows. At least one. */
  chains: WalletChain[];
  /** Chain selected at start; defaults to the first chain. */
  initialChainId?: number;
  /** If true, the dapp is already authorized: eth_accounts answers without eth_requestAccounts. */
  authorized?: boolean;
  /** If true, the wallet starts locked. */
  locked?: boolean;
  /**
   * If true (default), wallet_addEthereumChain asks the new chain's first RPC URL for its
   * eth_chainId and rejects a mismatch, as EIP-3085 requires.
   */
  verifyAddedChains?: boolean;
  /** Extra flags set on the provider object (e.g. `{ isMetaMask: false }`). */
  flags?: Record<string, boolean>;
}

/** Options for `rejectNext`. */
export interface RejectNextOptions {
  /** Message of the error; defaults to the spec message for the code. */
  message?: string;
  /**
   * Which request the rejection hits. `'interactive'` (default) = the next request a user would
   * have to approve (connect, sign, send, switch/add chain, sendCalls), so background polling
   * like eth_chainId does not consume it. `'any'` = literally the next request.
   */
  target?: 'interactive' | 'any';
}

/** Test controls of a mock wallet, next to its EIP-1193 provider. */
export interface MockWalletControls {
  /** Makes the next (interactive) request fail with `code` (default 4001 User Rejected Request). */
  rejectNext(code?: number, options?: RejectNextOptions): void;
  /** Delay before every request is handled (simulates a slow wallet / user). */
  setDelay(ms: number): void;
  /** Locks: eth_accounts answers [] and accountsChanged([]) fires. */
  lock(): void;
  /** Unlocks: accountsChanged(accounts) fires if the dapp is authorized. */
  unlock(): void;
  /** Replaces the exposed accounts (addresses; ones without a key are watch-only) and emits accountsChanged. */
  setAccounts(addresses: Hex[]): void;
  /** Switches the active chain (must be known) and emits chainChanged. */
  setChain(chainId: number): void;
  /** Disconnects from all chains: emits disconnect (4900) and rejects requests with 4900. */
  disconnect(): void;
  /** Reconnects after disconnect() and emits connect. */
  reconnect(): void;
  /** Forgets the dapp's authorization (eth_accounts answers []) and emits accountsChanged([]). */
  revoke(): void;
  /** A copy of every request seen so far, oldest first. */
  requests(): RequestLogEntry[];
  clearRequests(): void;
  /** Snapshot of the wallet's state, for assertions. */
  state(): { chainId: number; accounts: Hex[]; authorized: boolean; locked: boolean; connected: boolean; chains: number[] };
}

/** A mock wallet: the provider to hand to a dapp, plus test controls. */
export interface MockWallet extends MockWalletControls {
  provider: EIP1193Provider;
  /** The signing accounts, by lower-cased address. */
  readonly signers: ReadonlyMap<string, LocalAccount>;
}
