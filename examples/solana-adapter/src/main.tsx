import { createRoot } from 'react-dom/client';
import { KitProvider } from '@latchkey/react';
import { ConnectionProvider, WalletProvider } from '@solana/wallet-adapter-react';
import { App } from './App';
import { createExampleKit, type ExampleConfig } from './config';

const settings = (await (await fetch('/config.json')).json()) as ExampleConfig;
const kit = createExampleKit(settings);
(window as unknown as { kit: typeof kit }).kit = kit;
/** wallet-adapter's errors, for the page to show (and the test to read). */
const errors: string[] = [];
(window as unknown as { walletAdapterErrors: string[] }).walletAdapterErrors = errors;

createRoot(document.getElementById('root')!).render(
  // `wallets={[]}`: only Wallet Standard wallets (the browser's, and the kit's bridged ones).
  <ConnectionProvider endpoint={settings.solana.rpcUrl} config={{ commitment: 'confirmed' }}>
    <WalletProvider wallets={[]} onError={(error) => void errors.push(`${error.name}: ${error.message}`)}>
      <KitProvider kit={kit}>
        <App kit={kit} recipient={settings.solana.recipient} />
      </KitProvider>
    </WalletProvider>
  </ConnectionProvider>,
);
