// Test support (the package never imports it): the small dapp of browser.test.ts, bundled at test
// time. A kit with the eip155 plugin on chain A of the local stack (the cloud double as every
// endpoint), the kit's buttons, and a "Sign message" button with its outcome.
import { createKit } from '@latchkey/kernel';
import { eip155 } from '@latchkey/eip155';
import { ConnectButton, KitProvider, useAccount, useKit } from '@latchkey/react';
import { useState } from 'react';
import { createRoot } from 'react-dom/client';

interface PageConfig {
  cloudUrl: string;
  projectId: string;
  chain: { chainId: number; rpcUrl: string };
}

function SignPanel() {
  const kit = useKit();
  const { isConnected } = useAccount();
  const [outcome, setOutcome] = useState<{ signature?: string; error?: string }>({});
  const sign = async () => {
    setOutcome({});
    try {
      setOutcome({ signature: await kit.plugin('eip155').signMessage('Hello from an outside dapp') });
    } catch (error) {
      setOutcome({ error: error instanceof Error ? error.message : String(error) });
    }
  };
  return (
    <section aria-label="Sign">
      <ConnectButton />
      <button type="button" disabled={!isConnected} onClick={() => void sign()}>
        Sign message
      </button>
      {outcome.signature ? <output data-testid="signature">{outcome.signature}</output> : null}
      {outcome.error ? <p role="alert" data-testid="signature-error">{outcome.error}</p> : null}
    </section>
  );
}

const config = (await (await fetch('/config.json')).json()) as PageConfig;
const kit = createKit({
  metadata: { name: 'Testing package dapp', description: '@latchkey/testing in Chromium', url: location.origin, icons: [] },
  networks: [{ id: config.chain.chainId, name: 'Latchkey Chain A', chainNamespace: 'eip155', nativeCurrency: { name: 'Ether', symbol: 'ETH', decimals: 18 }, rpcUrls: { default: { http: [config.chain.rpcUrl] } }, testnet: true }],
  projectId: config.projectId,
  storage: localStorage,
  endpoints: { api: config.cloudUrl, rpc: config.cloudUrl, analytics: config.cloudUrl, blockchainApi: config.cloudUrl },
  features: { analytics: false },
  logger: { warn() {}, error: console.error, info() {}, debug() {} },
  plugins: [eip155({ injected: false })],
});
createRoot(document.getElementById('root')!).render(
  <KitProvider kit={kit}>
    <SignPanel />
  </KitProvider>,
);
