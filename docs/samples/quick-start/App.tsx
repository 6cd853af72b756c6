import { ConnectButton, KitProvider, NetworkButton } from '@latchkey/react';
import { kit } from './kit';

export function App() {
  return (
    <KitProvider kit={kit}>
      <header>
        <NetworkButton />
        <ConnectButton />
      </header>
    </KitProvider>
  );
}
