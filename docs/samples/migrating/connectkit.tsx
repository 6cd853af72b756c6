import { createKit } from '@latchkey/kernel';
import { ConnectButton, KitProvider, useAccount, useKitEvent, useModal } from '@latchkey/react';
import { evm } from '@latchkey/presets/evm';
import { mainnet, polygon } from 'viem/chains';

// createConfig(getDefaultConfig({ appName, walletConnectProjectId, chains })) + ConnectKitProvider
export const kit = createKit({
  projectId: 'your-project-id',
  metadata: { name: 'My dapp', description: 'What my dapp does', url: 'https://my.dapp', icons: [] },
  networks: [mainnet, polygon],
  plugins: evm(),
  themeMode: 'light', // ConnectKitProvider mode
  themeVariables: { accent: '#1a88f8', fontFamily: 'system-ui, sans-serif' }, // customTheme
});

// <ConnectKitButton.Custom>: your own button over the hooks.
function MyButton() {
  const { open, isOpen } = useModal();
  const { isConnected, address } = useAccount();
  useKitEvent('connected', ({ address: who }) => console.info('onConnect', who)); // ConnectKitProvider onConnect
  useKitEvent('disconnected', () => console.info('onDisconnect'));
  return (
    <button type="button" aria-expanded={isOpen} onClick={() => open()}>
      {isConnected ? address : 'Connect'}
    </button>
  );
}

export const App = () => (
  <KitProvider kit={kit}>
    <ConnectButton />
    <MyButton />
  </KitProvider>
);
