import type { AminoSignResponse, Key, StdSignature, StdSignDoc } from '@keplr-wallet/types';

/** A chain the mock knows: its id and bech32 account prefix. */
export interface MockCosmosChain {
  chainId: string;
  bech32Prefix: string;
}

/** How the mock answers a prompt (enable of a new chain, a signature). */
export type PromptMode = 'approve' | 'reject' | 'manual';

/** What the mock can answer wrongly once, to test that a dapp checks wallet answers. */
export type Tamper = 'pubKey' | 'signature';

/** One entry of the mock's call log. */
export interface MockKeplrLogEntry {
  method: string;
  /** Chain id and other arguments, bytes as base64. */
  params: unknown[];
  at: number;
  outcome: 'pending' | 'resolved' | 'rejected';
  error?: string;
}

/** What the mock keeps between page loads (see `MockKeplrOptions.persist`). */
export interface MockKeplrSnapshot {
  selected: number;
  authorized: string[];
}

/** Options of `createMockKeplr`. Serializable except `persist` and `target`, so a page gets the same as Node. */
export interface MockKeplrOptions {
  /** 32-byte secp256k1 private keys as hex (see COSMOS_TEST_ACCOUNTS); the first is selected. */
  seeds: string[];
  /** Chains it knows; default cosmoshub-4 (cosmos), osmosis-1 and osmo-test-5 (osmo). */
  chains?: MockCosmosChain[];
  /** Chain ids the site is already permitted on (enable answers at once, no prompt). */
  authorized?: string[];
  /** Key name `getKey` answers; default 'Latchkey Cosmos Dev'. */
  name?: string;
  /** The window event fired on a key change; default 'keplr_keystorechange'. */
  keystoreEvent?: string;
  /** Where keystore events go (the page's window). */
  target?: Pick<EventTarget, 'dispatchEvent'>;
  /** Keeps the permission and the selected key across page loads (a browser's localStorage). */
  persist?: { load(): MockKeplrSnapshot | undefined; save(snapshot: MockKeplrSnapshot): void };
}

/** The Keplr interface the mock speaks (`window.keplr`), as far as it implements it. */
export interface MockKeplrProvider {
  readonly version: string;
  readonly mode: 'extension';
  defaultOptions: Record<string, never>;
  ping(): Promise<void>;
  enable(chainIds: string | string[]): Promise<void>;
  disable(chainIds?: string | string[]): Promise<void>;
  getKey(chainId: string): Promise<Key>;
  signArbitrary(chainId: string, signer: string, data: string | Uint8Array): Promise<StdSignature>;
  verifyArbitrary(chainId: string, signer: string, data: string | Uint8Array, signature: StdSignature): Promise<boolean>;
  signAmino(chainId: string, signer: string, signDoc: StdSignDoc): Promise<AminoSignResponse>;
  signDirect(chainId: string, signer: string, signDoc: DirectSignDocInput): Promise<DirectSignOutput>;
  getOfflineSigner(chainId: string): MockOfflineSigner;
  getOfflineSignerOnlyAmino(chainId: string): Pick<MockOfflineSigner, 'getAccounts' | 'signAmino'>;
  experimentalSuggestChain(chainInfo: unknown): Promise<void>;
}

/** A direct sign document as dapps hand it to Keplr (account number as a Long, a bigint or a decimal string). */
export interface DirectSignDocInput {
  bodyBytes?: Uint8Array | null;
  authInfoBytes?: Uint8Array | null;
  chainId?: string | null;
  accountNumber?: { toString(): string } | null;
}

/** A Long-like account number (Keplr answers a `long` Long): `toString()` gives the decimal. */
export interface LongLike {
  readonly low: number;
  readonly high: number;
  readonly unsigned: boolean;
  toString(): string;
}

export interface DirectSignOutput {
  signed: { bodyBytes: Uint8Array; authInfoBytes: Uint8Array; chainId: string; accountNumber: LongLike };
  signature: StdSignature;
}

/** An account of the offline signer (cosmjs's AccountData). */
export interface MockAccountData {
  address: string;
  algo: 'secp256k1';
  pubkey: Uint8Array;
}

/** `getOfflineSigner(chainId)`: cosmjs's OfflineAminoSigner & OfflineDirectSigner. */
export interface MockOfflineSigner {
  getAccounts(): Promise<readonly MockAccountData[]>;
  signAmino(signerAddress: string, signDoc: StdSignDoc): Promise<AminoSignResponse>;
  signDirect(signerAddress: string, signDoc: DirectSignDocInput): Promise<DirectSignOutput>;
}

/** Test controls of the mock, in the style of the EVM mock wallets' controls. */
export interface MockKeplrControls {
  /** How prompts are answered: 'approve' (default), 'reject' ('Request rejected'), 'manual' (wait for approve()/reject()). */
  setMode(mode: PromptMode): void;
  /** The next prompt is rejected with Keplr's 'Request rejected', whatever the mode. */
  rejectNext(): void;
  /** Delay before every call is answered (a slow wallet, a slow visitor). */
  setDelay(ms: number): void;
  /** In 'manual' mode: answers the oldest waiting prompt. */
  approve(): boolean;
  reject(): boolean;
  /** Methods of the prompts waiting in 'manual' mode, oldest first. */
  pending(): string[];
  /** The next signature answer is wrong: another key's pub_key ('pubKey') or a changed signature byte ('signature'). */
  tamperNext(what: Tamper): void;
  /** Selects another key (by index) and fires the keystore event, as switching accounts in Keplr does. */
  selectAccount(index: number): void;
  /** Forgets the site's permission on every chain (a visitor removing it in Keplr's settings). */
  revoke(): void;
  /** Every call so far, oldest first. */
  requests(): MockKeplrLogEntry[];
  clearRequests(): void;
  /** A snapshot: the selected key, its address on each known chain, the permitted chains. */
  state(): { selected: number; addresses: Record<string, string>; authorized: string[]; mode: PromptMode; delayMs: number };
}

/** A mock Keplr: the provider to put on `window`, and its controls. */
export interface MockKeplr extends MockKeplrControls {
  readonly keplr: MockKeplrProvider;
}
