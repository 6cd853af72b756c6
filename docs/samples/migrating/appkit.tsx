import { createKit } from '@latchkey/kernel';
import { ConnectButton, KitProvider, NetworkButton, useAccount, useDisconnect, useModal, useNetwork } from '@latchkey/react';
import { multichain } from '@latchkey/presets/multichain';
import { siwx } from '@latchkey/siwx';
import { solanaMainnet } from '@latchkey/solana';
import { arbitrum, mainnet } from 'viem/chains';

// createAppKit({ adapters, networks, projectId, metadata, features, themeMode, themeVariables, … })
export const kit = createKit({
  projectId: 'your-project-id',
  metadata: { name: 'My dapp', description: 'What my dapp does', url: 'https://my.dapp', icons: [] },
  networks: [mainnet, arbitrum, solanaMainnet], // the adapters' job is the plugins'
  defaultNetwork: mainnet,
  features: { analytics: false, swaps: false }, // the project's remote configuration wins for remote features (swaps)
  themeMode: 'light',
  themeVariables: { '--w3m-accent': '#3b5bdb' }, // --w3m-* names are accepted
  featuredWalletIds: [],
  plugins: [...multichain({ polkadot: false, bitcoin: false, cosmos: false }), siwx()],
});

// useAppKit(), useAppKitAccount(), useAppKitNetwork(), useDisconnect()
export function Header() {
  const { open } = useModal();
  const { address, isConnected, caipAddress } = useAccount();
  const { network, switchNetwork } = useNetwork();
  const { disconnect } = useDisconnect();
  return (
    <header>
      <NetworkButton />
      <ConnectButton />
      <button type="button" onClick={() => open({ view: 'Networks' })}>
        {network?.name ?? 'Networks'}
      </button>
      <button type="button" onClick={() => void switchNetwork(arbitrum.id)}>
        Use Arbitrum
      </button>
      {isConnected ? (
        <button type="button" title={caipAddress} onClick={() => void disconnect()}>
          Disconnect {address}
        </button>
      ) : null}
    </header>
  );
}

export const App = () => (
  <KitProvider kit={kit}>
    <Header />
  </KitProvider>
);
