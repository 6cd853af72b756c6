// Latchkey with the multichain() preset: all five chain families side by side (Ethereum, Solana,
// Polkadot, Bitcoin and Cosmos Hub mainnets; nothing connects: every host but 127.0.0.1 is
// blocked), basic mode (no cloud calls), the kit's own button and lazily loaded modal. Wallet
// discovery runs on load; every chain SDK (@solana/kit, @polkadot/*, sats-connect) must load only
// when it is needed. Bundled from dist/.
import { createRoot } from 'react-dom/client';
import { createKit } from '@latchkey/kernel';
import { KitProvider, ConnectButton } from '@latchkey/react';
import { multichain } from '@latchkey/presets';
import { solanaMainnet } from '@latchkey/solana';
import { polkadotMainnet } from '@latchkey/polkadot';
import { bitcoin } from '@latchkey/bip122';
import { cosmosHub } from '@latchkey/cosmos';

// `?relay=ws://127.0.0.1:<port>`: WalletConnect talks to that relay (the bench's relay double, when
// it picks WalletConnect). Without it the preset's default applies; nothing of WalletConnect loads
// before it is picked either way.
const relay = new URLSearchParams(location.search).get('relay');

const kit = createKit({
  metadata: { name: 'Bench', description: 'Latchkey multichain bench dapp', url: location.origin, icons: [] },
  networks: [
    {
      id: 1,
      name: 'Ethereum',
      chainNamespace: 'eip155',
      nativeCurrency: { name: 'Ether', symbol: 'ETH', decimals: 18 },
      rpcUrls: { default: { http: ['https://cloudflare-eth.com'] } },
    },
    solanaMainnet,
    polkadotMainnet,
    bitcoin,
    cosmosHub,
  ],
  plugins: multichain({ walletConnect: relay ? { relayUrl: relay } : undefined }),
  basic: true,
});

createRoot(document.getElementById('root')!).render(
  <KitProvider kit={kit}>
    <ConnectButton />
  </KitProvider>,
);
