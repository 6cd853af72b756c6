// Latchkey with the multichain() preset: EVM and Solana side by side, Ethereum and Solana mainnet
// (nothing connects: every host but 127.0.0.1 is blocked), basic mode (no cloud calls), the kit's
// own button and lazily loaded modal. Wallet Standard discovery runs on load; the Solana SDK
// (@solana/kit, @solana-program/*) must load only when SOL is sent. Bundled from dist/.
import { createRoot } from 'react-dom/client';
import { createKit } from '@latchkey/kernel';
import { KitProvider, ConnectButton } from '@latchkey/react';
import { multichain } from '@latchkey/presets';
import { solanaMainnet } from '@latchkey/solana';

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
  ],
  plugins: multichain({ walletConnect: relay ? { relayUrl: relay } : undefined }),
  basic: true,
});

createRoot(document.getElementById('root')!).render(
  <KitProvider kit={kit}>
    <ConnectButton />
  </KitProvider>,
);
