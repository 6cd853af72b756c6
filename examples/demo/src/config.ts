/** What the demo page reads from /demo-config.json (written by scripts/dev.ts or a test). */
export interface DemoConfig {
  cloudUrl: string;
  projectId: string;
  chains: Array<{ chainId: number; rpcUrl: string; name: string; tokens: { usdc: `0x${string}`; usdt: `0x${string}` } }>;
  /** The local Solana endpoint (the harness's litesvm validator). */
  solana: {
    rpcUrl: string;
    /** What the endpoint answers to `getGenesisHash`: its first 32 characters are the network's CAIP-2 reference. */
    genesisHash: string;
    name: string;
    /** Where "Send 0.01 SOL" sends (a local test account). */
    recipient: string;
  };
  /**
   * The local Polkadot network: the harness's Substrate JSON-RPC stand-in (read methods only; no
   * node runs here). The kit reads balances from it through the cloud double's RPC proxy.
   */
  polkadot: {
    rpcUrl: string;
    /** What the stand-in answers to `chain_getBlockHash(0)`: the network's CAIP-2 reference is its first 32 hex digits. */
    genesisHash: string;
    name: string;
  };
  /** Install the harness's mock wallets in the page (local test keys, never real funds). */
  devWallets?: {
    privateKeys: `0x${string}`[];
    solanaSeeds: string[];
    /** The mock Polkadot extension's accounts: Substrate's public dev keys (`//Alice`, `//Bob`). */
    polkadotAccounts: Array<{ uri: string; type: 'sr25519' | 'ed25519' | 'ecdsa'; name: string }>;
    /** The mock Bitcoin wallet's BIP-39 phrase (the public BIP test phrase); it runs on testnet. */
    bitcoinMnemonic: string;
    /** The mock Keplr's secp256k1 private keys, hex (the harness's public test keys). */
    cosmosSeeds: string[];
  };
  recipient: `0x${string}`;
  /** The WalletConnect relay (the harness's relay double on 127.0.0.1). */
  relayUrl: string;
  /**
   * The embedded wallet's secure frame page (the harness's reference frame, on its own origin):
   * email login and the wallet it holds. A reference for self-hosting, not custody.
   */
  frameUrl: string;
}

export async function loadConfig(): Promise<DemoConfig> {
  const res = await fetch('./demo-config.json', { cache: 'no-store' });
  if (!res.ok) throw new Error(`demo-config.json: HTTP status code ${res.status}`);
  return (await res.json()) as DemoConfig;
}
