// Test support (nothing imports it): the dapp page of the reliability suite's Chromium tests,
// bundled at test time. A kit with eip155 on two testnets (no balance is read, so no chain is
// needed), the page's localStorage, the React buttons and the lazily loaded modal. The harness's
// mock wallets are installed by an init script before this runs.
import { createKit, type NetworkInput } from '@latchkey/kernel';
import { ConnectButton, KitProvider, NetworkButton } from '@latchkey/react';
import { eip155 } from '@latchkey/eip155';
import { createRoot } from 'react-dom/client';

const ether = { name: 'Ether', symbol: 'ETH', decimals: 18 };
const rpc = { default: { http: ['https://rpc.invalid/'] } };
const networks: NetworkInput[] = [
  { id: 11155111, name: 'Sepolia', chainNamespace: 'eip155', nativeCurrency: ether, rpcUrls: rpc, testnet: true },
  { id: 84532, name: 'Base Sepolia', chainNamespace: 'eip155', nativeCurrency: ether, rpcUrls: rpc, testnet: true },
];

const kit = createKit({
  metadata: { name: 'Reliability dapp', description: 'heap and tabs', url: location.origin, icons: [] },
  networks,
  basic: true,
  storage: localStorage,
  logger: { warn() {}, error: console.error, info() {}, debug() {} },
  plugins: [eip155({ injected: false })],
});
(window as unknown as { kit: typeof kit }).kit = kit;
createRoot(document.getElementById('root')!).render(
  <KitProvider kit={kit}>
    <NetworkButton />
    <ConnectButton />
  </KitProvider>,
);
