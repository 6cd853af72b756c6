/**
 * The plugin's own description of a Keplr-compatible provider (`window.keplr`, `window.leap`):
 * only the calls it makes. `@keplr-wallet/types`' `Keplr` fits it (types.test.ts checks that), so
 * the published types do not depend on that package.
 */
export interface KeplrLike {
  enable(chainIds: string | string[]): Promise<void>;
  getKey(chainId: string): Promise<KeplrKey>;
  signArbitrary(chainId: string, signer: string, data: string | Uint8Array): Promise<StdSignature>;
  signAmino?(chainId: string, signer: string, signDoc: StdSignDoc): Promise<{ signed: StdSignDoc; signature: StdSignature }>;
  signDirect?(
    chainId: string,
    signer: string,
    signDoc: { bodyBytes?: Uint8Array | null; authInfoBytes?: Uint8Array | null; chainId?: string | null; accountNumber?: unknown },
  ): Promise<{ signed: { bodyBytes: Uint8Array; authInfoBytes: Uint8Array; chainId: string; accountNumber: { toString(): string } }; signature: StdSignature }>;
  /** Removes the site's permission (newer Keplr versions; absent elsewhere). */
  disable?(chainIds?: string | string[]): Promise<void>;
}

/** What a Keplr-compatible wallet's `getKey(chainId)` answers. */
export interface KeplrKey {
  readonly name: string;
  readonly algo: string;
  readonly pubKey: Uint8Array;
  readonly bech32Address: string;
  readonly isNanoLedger: boolean;
}

/** A coin amount of amino JSON (`{ denom: 'uatom', amount: '1000' }`). */
export interface Coin {
  readonly denom: string;
  readonly amount: string;
}

/** An amino JSON sign document (`StdSignDoc`). ADR-36 uses its zero form with one `sign/MsgSignData`. */
export interface StdSignDoc {
  readonly chain_id: string;
  readonly account_number: string;
  readonly sequence: string;
  readonly fee: { readonly amount: readonly Coin[]; readonly gas: string; readonly payer?: string; readonly granter?: string; readonly feePayer?: string };
  readonly msgs: ReadonlyArray<{ readonly type: string; readonly value: unknown }>;
  readonly memo: string;
  readonly timeout_height?: string;
}

/**
 * A signature as Cosmos wallets return it: the signer's public key (amino type and base64 value)
 * and the 64-byte `r || s` signature, base64.
 */
export interface StdSignature {
  readonly pub_key: { readonly type: string; readonly value: string };
  readonly signature: string;
}

/** The connected key, as `getKey` answers it (byte fields as base64). */
export interface CosmosKey {
  /** The key's name in the wallet (sanitised: control and bidi characters removed, at most 64 characters). */
  name: string;
  /** `secp256k1`, or `ethsecp256k1` on Ethermint chains (Injective, Evmos…). */
  algo: string;
  /** Compressed public key, base64. */
  pubKey: string;
  bech32Address: string;
  isNanoLedger: boolean;
}

/** One entry of `cosmos_getAccounts` (WalletConnect's Cosmos RPC). */
export interface CosmosAccountData {
  algo: string;
  address: string;
  /** base64 */
  pubkey: string;
}

/** The window the plugin discovers wallets on: an event target with the wallets' globals. */
export interface CosmosWindow extends EventTarget {
  document?: { readyState?: string; addEventListener(type: string, listener: () => void): void; removeEventListener(type: string, listener: () => void): void };
  [global: string]: unknown;
}

/**
 * A Keplr-compatible wallet the plugin looks for. Keplr and Leap are built in; pass others (for
 * example Cosmostation's `window.cosmostation.providers.keplr`) in `CosmosOptions.wallets`.
 */
export interface CosmosWalletDefinition {
  /** Connector id: lower-case letters, digits and `-`. */
  id: string;
  /** Shown in the wallet list (sanitised). */
  name: string;
  /** A data:image (svg, png, webp) or https icon; anything else is dropped. */
  icon?: string;
  /** Where the provider is: `(win) => win.keplr`. Called again whenever the wallet is used. */
  provider(win: CosmosWindow): unknown;
  /** The window event the wallet fires when its key changes (`keplr_keystorechange`). */
  keystoreEvent: string;
}

/** Options of {@link cosmos}. */
export interface CosmosOptions {
  /** The window to find wallets on. Default: `globalThis.window` when there is one (nothing under SSR). */
  window?: CosmosWindow;
  /**
   * Wallets to look for, besides (or, with `builtInWallets: false`, instead of) Keplr and Leap.
   */
  wallets?: readonly CosmosWalletDefinition[];
  /** Look for Keplr (`window.keplr`) and Leap (`window.leap`). Default true. */
  builtInWallets?: boolean;
  /**
   * Bech32 account prefixes of chains the plugin does not know, by chain id or CAIP-2 id
   * (`{ 'juno-1': 'juno' }`). Known: cosmoshub-4 (cosmos), osmosis-1 and osmo-test-5 (osmo).
   */
  bech32Prefixes?: Readonly<Record<string, string>>;
}

/** What `signArbitrary` takes: the data (a text, signed as its UTF-8 bytes, or bytes) and the signer. */
export interface SignArbitraryParameters {
  data: string | Uint8Array;
  /** The connected account's bech32 address (default). Another address is refused. */
  signer?: string;
}

/** What `verifyArbitrary` takes. */
export interface VerifyArbitraryParameters {
  signer: string;
  data: string | Uint8Array;
  signature: StdSignature;
}

/**
 * The public API: `kit.plugin('cosmos')`. Signing goes through `kit.request`: checked, then
 * confirmed once by the visitor in the wallet (Keplr-style wallets have a screen of their own; the
 * kit's ApproveTransaction view comes first only with `approvals: 'all'`).
 */
export interface CosmosApi {
  /**
   * ADR-36 `signArbitrary` with the connected account. The answer is checked before it is
   * returned: its public key must hash to the signer address (`SignerMismatchError` otherwise) and
   * the signature must verify.
   */
  signArbitrary(params: SignArbitraryParameters): Promise<StdSignature>;
  /** The connected key (`getKey` on the network the kit is on). */
  getKey(): Promise<CosmosKey>;
  /** Verifies an ADR-36 signature locally (secp256k1 / ethsecp256k1; the verifier loads now). */
  verifyArbitrary(params: VerifyArbitraryParameters): Promise<boolean>;
}
