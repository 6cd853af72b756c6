// Latchkey: the evm preset, one local network, basic mode (no cloud calls), the kit's own button and
// lazily loaded modal. Bundled from the workspace packages' built dist/ (what a dapp installs).
import { createRoot } from 'react-dom/client';
import { createKit } from '@latchkey/kernel';
import { KitProvider, ConnectButton } from '@latchkey/react';
// The preset's own subpath: with esbuild's code splitting, the package root would bring the other
// chain families' lazy chunks into the module graph (README, "Use it in a dapp").
import { evm } from '@latchkey/presets/evm';

// `?relay=ws://127.0.0.1:<port>`: WalletConnect talks to that relay (the bench's relay double, when
// it picks WalletConnect). Without it the preset's default applies; nothing of WalletConnect loads
// before it is picked either way.
const relay = new URLSearchParams(location.search).get('relay');

const kit = createKit({
  metadata: { name: 'Bench', description: 'Latchkey bench dapp', url: location.origin, icons: [] },
  networks: [
    {
      id: 31337,
      name: 'Localhost',
      chainNamespace: 'eip155',
      nativeCurrency: { name: 'Ether', symbol: 'ETH', decimals: 18 },
      rpcUrls: { default: { http: ['http://127.0.0.1:8545'] } },
      testnet: true,
    },
  ],
  plugins: evm({ walletConnect: relay ? { relayUrl: relay } : undefined }),
  basic: true,
});

createRoot(document.getElementById('root')!).render(
  <KitProvider kit={kit}>
    <ConnectButton />
  </KitProvider>,
);
