import { createKit } from '@latchkey/kernel';
import { ConnectButton, KitProvider, NetworkButton, useAccount, useModal } from '@latchkey/react';
import { evm } from '@latchkey/presets/evm';
import { base, mainnet, optimism } from 'viem/chains';

// getDefaultConfig({ appName, projectId, chains }) + WagmiProvider + QueryClientProvider + RainbowKitProvider
export const kit = createKit({
  projectId: 'your-project-id', // also WalletConnect's
  metadata: { name: 'My dapp', description: 'What my dapp does', url: 'https://my.dapp', icons: [] },
  networks: [mainnet, base, optimism],
  plugins: evm(),
  themeMode: 'dark',
  themeVariables: { accent: '#7b3fe4', borderRadiusMaster: 6 }, // darkTheme({ accentColor, borderRadius })
  locale: 'ar', // <RainbowKitProvider locale>
});

// useConnectModal / useAccountModal / useChainModal: one modal, opened on the view you name.
function Buttons() {
  const { open } = useModal();
  const { isConnected } = useAccount();
  return (
    <>
      <NetworkButton />
      <ConnectButton balance={false} />
      <button type="button" onClick={() => open({ view: isConnected ? 'Account' : 'Connect' })}>
        {isConnected ? 'Account' : 'Connect'}
      </button>
    </>
  );
}

export const App = () => (
  <KitProvider kit={kit}>
    <Buttons />
  </KitProvider>
);
