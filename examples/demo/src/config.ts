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
  /** Install the harness's mock wallets in the page (local test keys, never real funds). */
  devWallets?: { privateKeys: `0x${string}`[]; solanaSeeds: string[] };
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
