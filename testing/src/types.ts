// Public types of @latchkey/testing. Plain data only (every config crosses into the page as
// JSON), and no third-party types: a dapp's type check needs nothing else installed.

/** The wallet families the package can install, one mock (or two) per chain namespace. */
export type WalletNamespace = 'evm' | 'solana' | 'polkadot' | 'bitcoin' | 'cosmos';

/** Every namespace, in the order installWallets installs them. */
export const WALLET_NAMESPACES: readonly WalletNamespace[] = Object.freeze(['evm', 'solana', 'polkadot', 'bitcoin', 'cosmos']);

/** A hex string (`0x…`). */
export type Hex = `0x${string}`;

/** One chain an EVM mock wallet knows: reads and sends go to `rpcUrl`. */
export interface EvmChain {
  chainId: number;
  rpcUrl: string;
  name?: string;
  nativeCurrency?: { name: string; symbol: string; decimals: number };
  blockExplorerUrls?: string[];
}

/** The EVM mock wallets: "Latchkey Dev Wallet", "Latchkey Second Wallet" (both EIP-6963) and a legacy `window.ethereum`. */
export type EvmWalletKind = 'dev' | 'second' | 'legacy';

/** Setup of the EVM mock wallets (EIP-1193 providers backed by real keys that really sign and send). */
export interface EvmWalletsConfig {
  /** Chains the wallets know; the first is selected. Default: a Hardhat node, chain 31337 at http://127.0.0.1:8545. */
  chains?: EvmChain[];
  /** Keys of the wallet's accounts, the first selected. Default: Hardhat's public test accounts #0–#2 (see HARDHAT_ACCOUNTS). */
  privateKeys?: Hex[];
  /** Keys of the second wallet; default `privateKeys` rotated by one. */
  secondPrivateKeys?: Hex[];
  /** Which wallets to install. Default `['dev']`. */
  wallets?: EvmWalletKind[];
  /** Chain selected at start; default the first chain. */
  initialChainId?: number;
  /** Start with the dapp authorized: `eth_accounts` answers without a connect (a returning visitor). */
  authorized?: boolean;
  /** `wallet_addEthereumChain` checks the new chain's `eth_chainId` first (default true, as EIP-3085 asks). */
  verifyAddedChains?: boolean;
}

/** The Solana dev wallets: "Latchkey Solana Dev Wallet" and "Latchkey Solana Second Wallet" (Wallet Standard). */
export type SolanaWalletKind = 'dev' | 'second';

/** Setup of the Solana dev wallets (real ed25519 keys; sends go to `rpcUrl` whatever the chain). */
export interface SolanaWalletsConfig {
  /** The JSON-RPC endpoint every send goes to. Default http://127.0.0.1:8899 (solana-test-validator's). */
  rpcUrl?: string;
  /** 32-byte ed25519 private keys as hex, the first selected. Default the local stack's funded test accounts #0–#2. */
  seeds?: string[];
  /** Keys of the second wallet; default `seeds` rotated by one. */
  secondSeeds?: string[];
  /** Which wallets to install. Default `['dev']`. */
  wallets?: SolanaWalletKind[];
  /** Chains the wallets claim (`solana:localnet`, `solana:devnet`, CAIP-2 ids…). Default localnet and the public clusters. */
  chains?: string[];
  /** Start with the dapp authorized (a silent connect returns the account). */
  authorized?: boolean;
  /** Start locked. */
  locked?: boolean;
  /** Time limit of each RPC call the wallet makes; default 10 s. */
  rpcTimeoutMs?: number;
}

/** One account of the mock Polkadot extension. */
export interface PolkadotAccountSpec {
  /** A secret URI: `//Alice`, `//Bob`, or any `<phrase or seed>//path`. */
  uri: string;
  type: 'sr25519' | 'ed25519' | 'ecdsa';
  name: string;
  /** Pins the account to one chain; default any chain. */
  genesisHash?: string | null;
}

/** Setup of the mock Polkadot extension (`window.injectedWeb3[name]`, signing with @polkadot/keyring). */
export interface PolkadotWalletsConfig {
  /** Its key under `window.injectedWeb3`. Default 'latchkey-dev'. */
  name?: string;
  /** Its accounts. Default Alice (sr25519) and Bob (ed25519). */
  accounts?: PolkadotAccountSpec[];
  /** SS58 prefix of the addresses it hands out. Default 42. */
  ss58Format?: number;
  /** Sites authorized from the start (`true`: every site). Default none: the first `enable` prompts. */
  authorized?: boolean | string[];
}

/** Setup of the mock Bitcoin wallet (WBIP004 `window.btc_providers`, the sats-connect provider interface). */
export interface BitcoinWalletsConfig {
  /** BIP-39 phrase of its keys. Default a fixed public test phrase. */
  mnemonic?: string;
  /** Network it starts on. Default 'Mainnet'. */
  network?: 'Mainnet' | 'Testnet';
  /** Start with the dapp authorized. */
  authorized?: boolean;
  /** Amounts (sats) of the payment address's starting UTXOs. Default [100_000, 250_000, 1_000_000]. */
  utxos?: number[];
  /** Fee rate of transfers, sat/vB. Default 2. */
  feeRate?: number;
  /** Offer ordinals accounts. Default true. */
  ordinals?: boolean;
  /** WBIP004 id: the path of the provider on `window`. Default 'LatchkeyProviders.BitcoinProvider'. */
  id?: string;
  name?: string;
  icon?: string;
  /** localStorage key under which authorization, network and UTXOs survive a reload. Default none. */
  persistKey?: string;
}

/** A Cosmos chain the mock Keplr knows. */
export interface CosmosChain {
  chainId: string;
  bech32Prefix: string;
}

/** Setup of the mock Cosmos wallets (Keplr-compatible `window.keplr`, `window.leap`). */
export interface CosmosWalletsConfig {
  /** secp256k1 private keys (hex). Default two fixed public test keys. */
  seeds?: string[];
  /** Which globals to install. Default `['keplr']`. */
  wallets?: Array<'keplr' | 'leap'>;
  /** 'now' (default), or 'afterLoad': set on the window's `load`, as Keplr does. */
  inject?: 'now' | 'afterLoad';
  /** Chain ids the site is already permitted on. */
  authorized?: string[];
  /** Chains it knows. Default cosmoshub-4, osmosis-1, osmo-test-5. */
  chains?: CosmosChain[];
}

/** What {@link installWallets} installs: `true` for a namespace's defaults, or its config. */
export interface InstallWalletsOptions {
  evm?: EvmWalletsConfig | true;
  solana?: SolanaWalletsConfig | true;
  polkadot?: PolkadotWalletsConfig | true;
  bitcoin?: BitcoinWalletsConfig | true;
  cosmos?: CosmosWalletsConfig | true;
}

/** How prompts are answered when no decision is queued: at once ('auto', the default) or when the test says ('manual'). */
export type Approval = 'auto' | 'manual';

/** Options of `rejectNext`. */
export interface RejectOptions {
  /** Error code (EVM and Solana wallets; default 4001 User Rejected Request). */
  code?: number;
  /** Error message (EVM, Solana and Polkadot; default the wallet's own words). */
  message?: string;
}

/** A prompt waiting for the test's decision (approval 'manual'). */
export interface PendingPrompt {
  id: number;
  /** What the dapp asked: `eth_requestAccounts`, `personal_sign`, `solana:signMessage`, `signRaw`, `signPsbt`, `enable`… */
  method: string;
  /** Its params as plain data (bytes as base64). */
  params: unknown;
  /** When it arrived (ms since the epoch). */
  at: number;
}

/** One call the dapp made to a wallet, from the wallet's own log. */
export interface WalletCall {
  /** Which wallet of the namespace: 'dev', 'second', 'legacy', 'keplr', the extension's name… */
  wallet: string;
  method: string;
  params?: unknown;
  at?: number;
  outcome?: 'pending' | 'resolved' | 'rejected';
  error?: { code?: number; message: string };
}

/** Plain data a control takes (it crosses into the page as JSON). */
export type JsonValue = string | number | boolean | null | JsonValue[] | { [key: string]: JsonValue };

/** Options of `waitForPrompt`. */
export interface WaitForPromptOptions {
  /** Only a prompt for this method. */
  method?: string;
  /** Default 10 s; then it rejects. */
  timeoutMs?: number;
}

/**
 * The test's hand on one namespace's wallets in a page: the "user" who approves, rejects or
 * takes their time. Every call runs in the page through Playwright.
 */
export interface WalletHandle {
  readonly namespace: WalletNamespace;
  /** The next prompt is approved; in 'manual' mode the oldest waiting prompt is approved now. */
  approveNext(): Promise<void>;
  /** The next prompt is rejected with the wallet's own "user rejected" error; in 'manual' mode the oldest waiting one now. */
  rejectNext(options?: RejectOptions): Promise<void>;
  /** The next prompt is answered `ms` later (a slow user); combines with a queued approve or reject. */
  delayNext(ms: number): Promise<void>;
  /** 'auto' (default): prompts without a queued decision are approved; 'manual': they wait for approveNext/rejectNext. */
  setApproval(mode: Approval): Promise<void>;
  /** Prompts waiting for a decision, oldest first. */
  pending(): Promise<PendingPrompt[]>;
  /** Resolves with the first waiting prompt (for `method`, if given) once there is one; rejects after `timeoutMs`. */
  waitForPrompt(options?: WaitForPromptOptions): Promise<PendingPrompt>;
  /** Every call the dapp made to this namespace's wallets, oldest first. */
  requests(): Promise<WalletCall[]>;
  clearRequests(): Promise<void>;
  /** The addresses of the first installed wallet of the namespace. */
  accounts(): Promise<string[]>;
  /**
   * Calls one of the first wallet's own controls, e.g. `control('setChain', 31338)` (EVM),
   * `control('lock')`, `control('selectAccount', 1)` (Solana, Cosmos), `control('setNetwork', 'Testnet')` (Bitcoin).
   */
  control(name: string, ...args: JsonValue[]): Promise<unknown>;
}
