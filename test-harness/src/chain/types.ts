/** A hex string as viem types it. */
export type Hex = `0x${string}`;

/** One running local EVM chain (a Hardhat node) with the harness's test tokens deployed. */
export interface LocalChain {
  chainId: number;
  /** `http://127.0.0.1:<port>`; Hardhat answers CORS, so a browser page can call it directly. */
  rpcUrl: string;
  port: number;
  tokens: { usdc: Hex; usdt: Hex };
  /**
   * LocalSwap, the constant-product swap with a seeded pool per token against the native coin
   * (the same address on every chain: `LOCAL_SWAP_ADDRESS`).
   */
  swap: Hex;
}

/** A funded account whose private key is public (Hardhat's default mnemonic). */
export interface TestAccount {
  address: Hex;
  privateKey: Hex;
}

/** The chains started by `startChains`, and the way to stop them. */
export interface LocalChains {
  chains: LocalChain[];
  accounts: TestAccount[];
  /** Kills every node and resolves once each process has exited and freed its port. */
  stop(): Promise<void>;
}

/** Options for `startChains`. */
export interface StartChainsOptions {
  /** Ports per chain, or `'free'` to let the OS pick unused ones (what tests should use). */
  ports?: number[] | 'free';
  /** Chain ids, one per chain. Defaults to `[31337, 31338]`. */
  chainIds?: number[];
  /** How long to wait for a node to answer before failing. Defaults to 60 s. */
  startTimeoutMs?: number;
}
