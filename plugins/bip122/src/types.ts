import type { CaipNetworkId } from '@latchkey/kernel';

/** The two Bitcoin account kinds a wallet hands out (SPEC §3): payment (index 0) and ordinal (index 1). */
export type BitcoinAccountType = 'payment' | 'ordinal';

/** How a message is signed: the legacy "Bitcoin Signed Message" ECDSA signature, or BIP-322. */
export type MessageProtocol = 'ECDSA' | 'BIP322';

/** A connected Bitcoin account (SPEC §3 Account: namespace, address, type, publicKey, path). */
export interface BitcoinAccount {
  namespace: 'bip122';
  address: string;
  type: BitcoinAccountType;
  /** Hex: compressed for payment, x-only for Taproot ordinals (as sats-connect wallets give it). */
  publicKey?: string;
  /** BIP-32 path, when the wallet tells it. */
  path?: string;
  /** The wallet's address type (p2wpkh, p2sh, p2tr…). */
  addressType?: string;
}

/** Where balances come from: an Esplora-style HTTP API (mempool.space, blockstream.info) per network. */
export interface BalanceApiOptions {
  /**
   * Base URL per CAIP-2 network id (`https://mempool.space/api`); the plugin reads
   * `GET {base}/address/{address}`. A network without one shows no balance.
   */
  urls: Partial<Record<CaipNetworkId, string>>;
  /** Default `globalThis.fetch`. */
  fetch?: typeof fetch;
}

/** Options of {@link bip122}. */
export interface Bip122Options {
  /** Balances through an Esplora-style API; without it the kit shows none (undefined). */
  balance?: BalanceApiOptions;
  /** Shown by the wallet when it asks to share accounts (sats-connect `message`). */
  connectMessage?: string;
}

/** What `signMessage` takes. */
export interface SignMessageParameters {
  message: string;
  /** Default: the wallet's choice (ECDSA for payment addresses, BIP-322 for Taproot in Xverse-style wallets). */
  protocol?: MessageProtocol;
  /** A connected address; default the active account's. */
  address?: string;
}

/** What `signMessage` resolves with. */
export interface SignMessageResult {
  /** Base64: 65 bytes for ECDSA; the BIP-322 witness ("simple") or the whole to_sign ("full"). */
  signature: string;
  address: string;
  protocol: MessageProtocol;
  /** Hex hash of the message the wallet reports, when it reports one. */
  messageHash?: string;
}

/** One output of a transfer: the receiver and an amount of satoshis. */
export interface TransferRecipient {
  address: string;
  /** Satoshis: an integer number, a bigint or a string of digits. */
  amount: number | bigint | string;
}

export interface SendTransferParameters {
  recipients: readonly TransferRecipient[];
}

export interface SendTransferResult {
  /** Hex transaction id. */
  txid: string;
}

export interface SignPsbtParameters {
  /** Base64 (or bytes) of a PSBT. */
  psbt: string | Uint8Array;
  /** Inputs to sign per connected address; default the wallet decides (usually every input it can). */
  signInputs?: Readonly<Record<string, readonly number[]>>;
}

export interface SignPsbtResult {
  /** Base64 of the PSBT with the wallet's signatures (not broadcast). */
  psbt: string;
}

/** What `verifyMessage` checks. */
export interface VerifyMessageParameters {
  address: string;
  message: string;
  signature: string;
}

/**
 * The public API: `kit.plugin('bip122')`. Signing and sending go through `kit.request`: checked,
 * then confirmed once by the visitor in the wallet (it has a screen of its own; the kit's
 * ApproveTransaction view comes first only with `approvals: 'all'`).
 */
export interface Bip122Api {
  /** The account kind shown and used (stored across reloads); 'payment' by default (SPEC §6). */
  accountType(): BitcoinAccountType;
  /**
   * Shows and uses the other account: the connection's accounts are reordered (the chosen one
   * first) and the kit shows its address. Remembered across reloads; before connecting it only
   * sets the preference. Rejects when the connected wallet has no account of that kind.
   */
  setAccountType(type: BitcoinAccountType): Promise<void>;
  /** The connected Bitcoin accounts: payment (index 0), then ordinal (index 1); empty when not connected. */
  accounts(): BitcoinAccount[];
  /** `signMessage` with the active account (or `address`). */
  signMessage(params: SignMessageParameters): Promise<SignMessageResult>;
  /** `sendTransfer`: pays each recipient from the payment account; resolves with the txid. */
  sendTransfer(params: SendTransferParameters): Promise<SendTransferResult>;
  /** `signPsbt` without broadcasting; resolves with the signed PSBT (base64). */
  signPsbt(params: SignPsbtParameters): Promise<SignPsbtResult>;
  /** Checks a message signature (ECDSA / BIP-137, BIP-322 simple or full; P2WPKH, P2SH-P2WPKH, P2PKH, P2TR). */
  verifyMessage(params: VerifyMessageParameters): Promise<boolean>;
}
