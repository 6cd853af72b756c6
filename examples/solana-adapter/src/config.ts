// The kit of the example. The kit owns the connection (its modal: email login, WalletConnect, browser
// wallets); wallet-adapter sees it as a Wallet Standard wallet and the bridge hook keeps its
// selected wallet in step.
import { createKit, type Kit } from '@latchkey/kernel';
import { solana, solanaLocalnet } from '@latchkey/solana';
import { walletConnect } from '@latchkey/walletconnect';
import { embeddedWallet } from '@latchkey/embedded-wallet';
import { email } from '@latchkey/email';

/** What the page reads from `/config.json` (the e2e test serves it from the local stack). */
export interface ExampleConfig {
  solana: { rpcUrl: string; genesisHash: string; recipient: string };
  /** A self-hosted Latchkey cloud (config, origins, wallet directory): the harness's double here. */
  cloud: { url: string; projectId: string };
  /** The WalletConnect relay, and the embedded wallet's secure frame. */
  relayUrl: string;
  frameUrl: string;
}

export function createExampleKit(settings: ExampleConfig): Kit {
  return createKit({
    metadata: { name: 'wallet-adapter example', description: 'A Solana wallet-adapter dapp on Latchkey', url: location.origin, icons: [] },
    networks: [solanaLocalnet(settings.solana.rpcUrl, { genesisHash: settings.solana.genesisHash })],
    projectId: settings.cloud.projectId,
    endpoints: { api: settings.cloud.url, rpc: settings.cloud.url, analytics: settings.cloud.url, blockchainApi: settings.cloud.url },
    features: { analytics: false },
    storage: localStorage,
    plugins: [solana({ confirmationPollingIntervalMs: 200 }), walletConnect({ relayUrl: settings.relayUrl }), embeddedWallet({ url: settings.frameUrl }), email()],
  });
}
