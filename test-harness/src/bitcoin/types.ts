// Types of the Bitcoin mock wallet (WBIP004 + the sats-connect provider interface).

/** sats-connect's network names (BitcoinNetworkType); the mock serves the first two. */
export type BitcoinNetworkName = 'Mainnet' | 'Testnet';

/** One key of the wallet and what it pays to. */
export interface BitcoinKeyPair {
  purpose: 'payment' | 'ordinals';
  addressType: 'p2wpkh' | 'p2tr';
  /** BIP-32 path it was derived at. */
  path: string;
  privateKey: Uint8Array;
  /** Compressed (33 bytes) for payment; x-only internal key (32 bytes) for ordinals. */
  publicKey: Uint8Array;
  address: string;
  /** scriptPubKey of `address`. */
  script: Uint8Array;
}

export interface BitcoinWalletKeys {
  network: BitcoinNetworkName;
  payment: BitcoinKeyPair;
  ordinal: BitcoinKeyPair;
}

/** An address as sats-connect's `addressSchema` describes it (plus `derivationPath`, which some wallets add). */
export interface SatsAddress {
  address: string;
  publicKey: string;
  purpose: 'payment' | 'ordinals';
  addressType: 'p2wpkh' | 'p2tr';
  walletType: 'software';
  derivationPath: string;
}

/** A JSON-RPC 2.0 answer, as sats-connect's `rpcSuccessResponseMessageSchema` / `rpcErrorResponseMessageSchema` expect it. */
export type RpcResponse = { jsonrpc: '2.0'; id: string; result: unknown } | { jsonrpc: '2.0'; id: string; error: { code: number; message: string; data?: unknown } };

/** The sats-connect wallet events (`accountChange`, `networkChange`, `disconnect`). */
export type WalletEvent =
  | { type: 'accountChange'; addresses?: SatsAddress[] }
  | { type: 'networkChange'; bitcoin: { name: BitcoinNetworkName }; stacks: { name: string }; addresses?: SatsAddress[] }
  | { type: 'disconnect' };

/** The provider object a WBIP004 entry points at (`window.XverseProviders.BitcoinProvider` style). */
export interface SatsProvider {
  request(method: string, params?: unknown): Promise<RpcResponse>;
  addListener(info: { eventName: WalletEvent['type']; cb: (event: never) => void }): () => void;
}

/** A WBIP004 entry of `window.btc_providers`. */
export interface Wbip004Entry {
  id: string;
  name: string;
  icon: string;
  webUrl?: string;
  methods?: string[];
}

/** An unspent output of the stand-in UTXO set. */
export interface MockUtxo {
  txid: string;
  vout: number;
  /** Satoshis. */
  amount: bigint;
  /** scriptPubKey, hex. */
  script: string;
}

/** A transaction the wallet "broadcast": recorded in its stand-in mempool with what it spent. */
export interface MockBroadcast {
  txid: string;
  /** The signed raw transaction, hex. */
  hex: string;
  /** What each input spent, in input order (the prevouts a verifier needs). */
  prevouts: Array<{ txid: string; vout: number; amount: bigint; script: string }>;
  /** Fee in satoshis. */
  fee: bigint;
}

/** Serializable setup of the mock wallet (the same in Node and, as JSON, in a page). */
export interface BitcoinMockWalletConfig {
  /** BIP-39 phrase of the keys. Default BITCOIN_TEST_MNEMONIC. */
  mnemonic?: string;
  /** Network it starts on. Default 'Mainnet'. */
  network?: BitcoinNetworkName;
  /** WBIP004 id: the path of the provider on `window`. Default 'LatchkeyProviders.BitcoinProvider'. */
  id?: string;
  name?: string;
  icon?: string;
  /** Start with the dapp authorised (silent `wallet_getAccount` answers). */
  authorized?: boolean;
  /** Amounts (sats) of the payment address's starting UTXOs. Default [100_000, 250_000, 1_000_000]. */
  utxos?: number[];
  /** Fee rate of transfers, sat/vB. Default 2. */
  feeRate?: number;
  /** Offer `ordinals` accounts. Default true. */
  ordinals?: boolean;
  /** localStorage key under which authorisation, network and UTXOs survive a reload (browser). */
  persistKey?: string;
}
