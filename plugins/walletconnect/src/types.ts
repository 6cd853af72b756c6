import type { Metadata } from '@latchkey/kernel';

/** Options of `walletConnect()`. */
export interface WalletConnectOptions {
  /** The WalletConnect Cloud project id. Default: the kit's `projectId`. */
  projectId?: string;
  /** The relay to use (self-hostable). Default: the SDK's, `wss://relay.walletconnect.org`. */
  relayUrl?: string;
  /** The dapp as wallets show it. Default: the kit's `metadata`. */
  metadata?: Metadata;
  /**
   * Where the SDK keeps its sessions and keys (its IKeyValueStorage: getKeys, getEntries,
   * getItem, setItem, removeItem). Default: the SDK's own (IndexedDB in browsers, memory in Node).
   */
  storage?: WalletConnectStorage;
}

/** The SDK's key-value storage shape (`@walletconnect/keyvaluestorage` IKeyValueStorage). */
export interface WalletConnectStorage {
  getKeys(): Promise<string[]>;
  getEntries<T = unknown>(): Promise<[string, T][]>;
  getItem<T = unknown>(key: string): Promise<T | undefined>;
  setItem<T = unknown>(key: string, value: T): Promise<void>;
  removeItem(key: string): Promise<void>;
}

/** Where a WalletConnect pairing stands, for the connecting views (`kit.getState().plugins.walletconnect`). */
export interface WalletConnectState {
  /**
   * 'idle': nothing under way; 'loading': the SDK loads or the relay is asked for a pairing;
   * 'pairing': `uri` is ready to scan or open; 'error': the last attempt failed (`error`).
   */
  status: 'idle' | 'loading' | 'pairing' | 'error';
  /** The `wc:` URI of the pairing on offer. */
  uri?: string;
  /** When that pairing expires (ms since the epoch). */
  expiresAt?: number;
  /** The last failure, in words (shown as is). */
  error?: string;
}

/** `kit.plugin('walletconnect')`. */
export interface WalletConnectApi {
  /** The connector's id, for `kit.connect(id)`. */
  readonly connectorId: string;
  /** Replaces the pairing on offer with a fresh one (at most once a second, SPEC §9). */
  refresh(): void;
}
