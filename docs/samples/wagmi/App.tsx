import { KitProvider, ConnectButton } from '@latchkey/react';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { WagmiProvider, useConnect, useConnection, useSignMessage } from 'wagmi';
import { config, kit } from './config';

const queryClient = new QueryClient();

function Profile() {
  // Unchanged wagmi code: useConnection (useAccount in wagmi 2), useSignMessage, useSendTransaction...
  const { address, status } = useConnection();
  const { connect, connectors } = useConnect();
  const { signMessage } = useSignMessage();
  if (status !== 'connected') return <button onClick={() => connect({ connector: connectors[0]! })}>Connect</button>;
  return <button onClick={() => signMessage({ message: 'Hello' })}>Sign as {address}</button>;
}

export const App = () => (
  <WagmiProvider config={config}>
    <QueryClientProvider client={queryClient}>
      <KitProvider kit={kit}>
        <ConnectButton />
        <Profile />
      </KitProvider>
    </QueryClientProvider>
  </WagmiProvider>
);
