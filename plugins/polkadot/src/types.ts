import type { Hex } from './encoding';

export type { Hex };

/** How a dapp names and pictures an extension it knows (by its `window.injectedWeb3` key). */
export interface PolkadotWalletDisplay {
  name?: string;
  /** A data:image (SVG, PNG, WebP) URI or an https URL; anything else is dropped. */
  icon?: string;
}

/** Options of {@link polkadot}. */
export interface PolkadotOptions {
  /**
   * The name extensions show when they ask the visitor to authorise the site (`web3Enable`'s
   * origin name). Default: the kit's `metadata.name`.
   */
  appName?: string;
  /** SS58 prefixes of networks the plugin does not know, by CAIP-2 id (a parachain's, say). Known: Polkadot 0, Kusama 2, else 42. */
  ss58Prefixes?: Readonly<Record<string, number>>;
  /** Names and icons for extensions, by their `window.injectedWeb3` key (`{ talisman: { icon } }`). */
  wallets?: Readonly<Record<string, PolkadotWalletDisplay>>;
}

/** The key types of Polkadot accounts. */
export type PolkadotKeyType = 'sr25519' | 'ed25519' | 'ecdsa';

/** An account of the connected extension, as the kit shows it on the current network. */
export interface PolkadotAccount {
  /** SS58, with the current network's prefix. */
  address: string;
  /**
   * The 32-byte account id (the public key; for ecdsa its blake2-256), 0x hex: the same on every
   * network. Always there for an injected extension's accounts; a wallet connected another way
   * (a relay) may not tell it.
   */
  publicKey?: Hex;
  /** The name the visitor gave it in the extension (sanitized). */
  name?: string;
  type?: PolkadotKeyType;
}

/** What `signMessage` takes: text (signed as UTF-8) or bytes, and optionally which connected account signs. */
export interface PolkadotSignMessageParameters {
  message: string | Uint8Array;
  /** One of the connected wallet's accounts (any SS58 prefix). Default: the kit's account. */
  address?: string;
}

/**
 * A transaction to sign: the `SignerPayloadJSON` that @polkadot/api builds (`api.tx.<pallet>.<call>(…).signAsync`
 * with a signer, or `registry.createType('SignerPayload', …).toPayload()`), hex fields as 0x strings.
 */
export interface PolkadotSignerPayload {
  address: string;
  blockHash: Hex;
  blockNumber: Hex;
  era: Hex;
  genesisHash: Hex;
  method: Hex;
  nonce: Hex;
  signedExtensions: string[];
  specVersion: Hex;
  tip: Hex;
  transactionVersion: Hex;
  version: number;
  assetId?: number | object;
  metadataHash?: Hex;
  mode?: number;
  withSignedTransaction?: boolean;
}

/** What `signPayload` resolves with: the signature (a MultiSignature, type byte first), and the signed extrinsic when the wallet built it. */
export interface PolkadotSignPayloadResult {
  signature: Hex;
  signedTransaction?: Hex;
}

/**
 * The public API: `kit.plugin('polkadot')`. Signing goes through `kit.request`: checked, then
 * confirmed once by the visitor in the extension (the kit's ApproveTransaction view comes first
 * only with `approvals: 'all'`).
 */
export interface PolkadotApi {
  /** `polkadot_signMessage` (the extension's `signRaw`): the wallet signs `<Bytes>message</Bytes>`. Resolves with the signature, 0x hex. */
  signMessage(params: PolkadotSignMessageParameters): Promise<Hex>;
  /** `polkadot_signTransaction` (the extension's `signPayload`) on the network the kit is on. */
  signPayload(payload: PolkadotSignerPayload): Promise<PolkadotSignPayloadResult>;
  /** The connected wallet's accounts on the current network, the kit's account first (names and key types from an extension); empty when not connected. */
  accounts(): PolkadotAccount[];
  /** The kit's Polkadot account, or undefined when not connected. */
  selectedAccount(): PolkadotAccount | undefined;
  /** Makes another account of the connected wallet the kit's account. */
  selectAccount(address: string): Promise<void>;
  /** The free balance of the kit's account on the current network (floored to 3 decimals); undefined where balances are not shown. */
  getBalance(): Promise<{ balance: string; symbol: string } | undefined>;
}
