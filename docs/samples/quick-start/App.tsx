import { ConnectButton, KitProvider, NetworkButton } from '@latchkey/react';
import { kit } from './kit';

// A default export: the Vite template's main.tsx does `import App from './App.tsx'`.
export default function App() {
  return (
    <KitProvider kit={kit}>
      <header>
        <NetworkButton />
        <ConnectButton />
      </header>
    </KitProvider>
  );
}
