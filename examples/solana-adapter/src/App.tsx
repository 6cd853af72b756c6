import { useEffect, useState } from 'react';
import { ConnectButton } from '@latchkey/react';
import type { Kit } from '@latchkey/kernel';
import { useWalletAdapterSync } from '@latchkey/solana/wallet-adapter';
import { useConnection, useWallet } from '@solana/wallet-adapter-react';
import { PublicKey, SystemProgram, Transaction } from '@solana/web3.js';
import { getWallets } from '@wallet-standard/app';

const MESSAGE = 'Hello from a wallet-adapter dapp';
const base64 = (bytes: Uint8Array) => btoa(String.fromCharCode(...bytes));

/** The Wallet Standard wallets on the page, by name (what `@solana/kit` and `@wallet-standard/react` dapps see). */
function useStandardWallets(): string[] {
  const [names, setNames] = useState<string[]>([]);
  useEffect(() => {
    // Called lazily, in the browser: the registry listens on the window it first sees.
    const registry = getWallets();
    const read = () => setNames(registry.get().map((w) => w.name));
    read();
    const offs = [registry.on('register', read), registry.on('unregister', read)];
    return () => offs.forEach((off) => off());
  }, []);
  return names;
}

/** An ordinary wallet-adapter dapp: the kit's button beside wallet-adapter's state, and the bridge hook. */
export function App({ kit, recipient }: { kit: Kit; recipient: string }) {
  const wallet = useWallet();
  useWalletAdapterSync(kit, wallet);
  const { connection } = useConnection();
  const standard = useStandardWallets();
  const [result, setResult] = useState('');
  const [failure, setFailure] = useState('');
  const run = (action: () => Promise<string>) => {
    setFailure('');
    action().then(setResult, (e: unknown) => setFailure(e instanceof Error ? `${e.name}: ${e.message}` : String(e)));
  };
  const status = wallet.connected ? 'connected' : wallet.connecting ? 'connecting' : 'disconnected';

  const signMessage = () =>
    run(async () => {
      if (!wallet.signMessage) throw new Error('This wallet cannot sign messages');
      return `signed ${base64(await wallet.signMessage(new TextEncoder().encode(MESSAGE)))}`;
    });
  const sendSol = () =>
    run(async () => {
      if (!wallet.publicKey) throw new Error('Not connected');
      const transaction = new Transaction().add(SystemProgram.transfer({ fromPubkey: wallet.publicKey, toPubkey: new PublicKey(recipient), lamports: 10_000_000 }));
      const signature = await wallet.sendTransaction(transaction, connection);
      // Polled (no websocket needed): confirmed within 30 s or reported as not.
      for (const started = Date.now(); Date.now() - started < 30_000; await new Promise((r) => setTimeout(r, 250))) {
        const [status] = (await connection.getSignatureStatuses([signature])).value;
        if (status?.err) throw new Error(`Transaction failed: ${JSON.stringify(status.err)}`);
        if (status?.confirmationStatus === 'confirmed' || status?.confirmationStatus === 'finalized') return `sent ${signature}`;
      }
      throw new Error(`Transaction ${signature} not confirmed in 30 s`);
    });

  return (
    <section aria-label="wallet-adapter dapp">
      <p>
        wallet-adapter: <output id="wa-status">{status}</output> <output id="wa-wallet">{wallet.wallet?.adapter.name ?? ''}</output>{' '}
        <output id="wa-address">{wallet.publicKey?.toBase58() ?? ''}</output>
      </p>
      <p>
        Wallet Standard wallets: <output id="standard-wallets">{standard.join(', ')}</output>
      </p>
      <ConnectButton />
      <button type="button" onClick={signMessage} disabled={!wallet.connected}>
        Sign message
      </button>
      <button type="button" onClick={sendSol} disabled={!wallet.connected}>
        Send 0.01 SOL
      </button>
      <button type="button" onClick={() => void wallet.disconnect()} disabled={!wallet.connected}>
        Disconnect with wallet-adapter
      </button>
      <output id="result">{result}</output>
      <output id="error">{failure}</output>
    </section>
  );
}
