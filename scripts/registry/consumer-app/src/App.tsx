import { useState } from 'react';
import { ConnectButton, NetworkButton, useAccount, useKit } from '@latchkey/react';

export function App() {
  const kit = useKit();
  const account = useAccount();
  const [answer, setAnswer] = useState('');
  // Both lines only compile if the plugin's `PluginApis` / `PluginViews` augmentation reached us.
  const fromApi = kit.plugin('acme-greeter').greet('API');
  const openGreeter = () => kit.open({ view: 'AcmeGreeter' });
  const greet = async () => {
    try {
      setAnswer(await kit.request<string>({ method: 'acme_greet', params: ['consumer dapp'] }));
    } catch (error) {
      setAnswer(`failed: ${error instanceof Error ? error.message : String(error)}`);
    }
  };
  return (
    <main>
      <h1>Registry consumer</h1>
      <NetworkButton />
      <ConnectButton />
      <p data-testid="api-answer">{fromApi}</p>
      <button type="button" onClick={() => void greet()} disabled={!account.isConnected}>
        Greet through RPC
      </button>
      <button type="button" onClick={openGreeter} disabled={!account.isConnected}>
        Open the greeter
      </button>
      <output data-testid="rpc-answer">{answer}</output>
    </main>
  );
}
