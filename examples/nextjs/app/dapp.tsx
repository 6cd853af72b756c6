'use client';
import { ConnectButton, NetworkButton, useAccount } from '@latchkey/react';

/** The kit's buttons and the account as the dapp reads it: all rendered on the server first. */
export function Dapp() {
  const account = useAccount();
  return (
    <section aria-label="Wallet">
      <NetworkButton />
      <ConnectButton balance={false} />
      <p>
        Status: <output id="status">{account.status}</output>
      </p>
    </section>
  );
}
