import { useState } from 'react';
import { useAccount, useDisconnect, useKit, useKitEvent, useModal, useNetwork } from '@latchkey/react';

/** Rendered inside <KitProvider>. */
export function AccountPanel() {
  const kit = useKit();
  const { address, isConnected, balance, balanceSymbol } = useAccount();
  const { network, networks, switchNetwork } = useNetwork();
  const { open } = useModal();
  const { disconnect } = useDisconnect();
  const [signature, setSignature] = useState<string>();

  useKitEvent('connected', (event) => console.info('connected', event.caipAddress));

  if (!isConnected) {
    return (
      <button type="button" onClick={() => open()}>
        Connect a wallet
      </button>
    );
  }
  // Unsafe requests wait for the visitor's approval in the modal, then go to the wallet.
  const sign = async () => setSignature(await kit.plugin('eip155').signMessage('Hello from my dapp'));
  return (
    <section>
      <p>
        {address} on {network?.name}: {balance} {balanceSymbol}
      </p>
      {networks.map((n) => (
        <button key={n.caipNetworkId} type="button" onClick={() => void switchNetwork(n)}>
          {n.name}
        </button>
      ))}
      <button type="button" onClick={() => void sign()}>
        Sign a message
      </button>
      {signature ? <output>{signature}</output> : null}
      <button type="button" onClick={() => void disconnect()}>
        Disconnect
      </button>
    </section>
  );
}
