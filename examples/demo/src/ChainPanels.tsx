// The Polkadot, Bitcoin and Cosmos panels: the connected account of each namespace and a message
// signed through its plugin (`kit.plugin('polkadot' | 'bip122' | 'cosmos')`), which the visitor
// confirms in the wallet (in the modal first with ?approvals=all). They act on their own namespace whichever one is active.
import { useEffect, useState } from 'react';
import { useAccount, useKit, useKitState } from '@latchkey/react';
import type { ChainNamespace } from '@latchkey/kernel';
import type { DemoConfig } from './config';
import { BITCOIN_ACCOUNT_KINDS } from './chains';
import { Outcome, Panel, useAction } from './ui';

/** The message input shared by the three panels. */
function MessageInput({ value, onChange }: { value: string; onChange(value: string): void }) {
  return (
    <label>
      Message to sign
      <input value={value} onChange={(e) => onChange(e.target.value)} />
    </label>
  );
}

/** What a panel shows before its namespace has a wallet: a line and a button opening Connect for it. */
function NotConnected({ namespace, label, where }: { namespace: ChainNamespace; label: string; where: string }) {
  const kit = useKit();
  return (
    <>
      <p>
        Connect a {label} wallet to sign on {where}.
      </p>
      <button type="button" onClick={() => kit.open({ namespace })}>
        Connect a {label} wallet
      </button>
    </>
  );
}

const useNetworkName = (namespace: ChainNamespace) => useKitState((s) => s.chains[namespace]?.network.caipNetwork?.name);

/** Polkadot: the account (SS58 of the network), its free balance read from the Substrate stand-in, and a `<Bytes>`-wrapped message signature. */
export function PolkadotPanel({ config }: { config: DemoConfig }) {
  const kit = useKit();
  const { address, isConnected } = useAccount({ namespace: 'polkadot' });
  const [message, setMessage] = useState('Hello from the Latchkey demo on Polkadot');
  const [sign, runSign] = useAction<string>();
  const [balance, setBalance] = useState<string>();
  useEffect(() => {
    setBalance(undefined);
    if (!isConnected || !address) return;
    let live = true;
    kit
      .plugin('polkadot')
      .getBalance()
      .then(
        (read) => live && setBalance(read ? `${read.balance} ${read.symbol}` : 'not shown on this network'),
        () => live && setBalance('unavailable'),
      );
    return () => {
      live = false;
    };
  }, [kit, address, isConnected]);
  return (
    <Panel title="Polkadot">
      {isConnected && address ? (
        <dl>
          <dt>Address</dt>
          <dd className="result" data-testid="polkadot-address">
            {address}
          </dd>
          <dt>Balance</dt>
          <dd data-testid="polkadot-balance">{balance ?? '…'}</dd>
        </dl>
      ) : (
        <NotConnected namespace="polkadot" label="Polkadot" where={config.polkadot.name} />
      )}
      <MessageInput value={message} onChange={setMessage} />
      <button type="button" disabled={!isConnected || sign.busy} onClick={() => void runSign(() => kit.plugin('polkadot').signMessage({ message }))}>
        Sign a message
      </button>
      <Outcome state={sign} testId="polkadot-signature" />
    </Panel>
  );
}

/** Bitcoin: the account in use (payment or ordinals, switched in the Account view) and a message signature (ECDSA for payment, BIP-322 for ordinals). */
export function BitcoinPanel() {
  const kit = useKit();
  const { address, isConnected } = useAccount({ namespace: 'bip122' });
  const kind = useKitState((s) => s.chains.bip122?.account.preferredAccountType);
  const network = useNetworkName('bip122');
  const [message, setMessage] = useState('Hello from the Latchkey demo on Bitcoin');
  const [sign, runSign] = useAction<{ signature: string; address: string; protocol: string }>();
  return (
    <Panel title="Bitcoin">
      {isConnected && address ? (
        <dl>
          <dt>Address</dt>
          <dd className="result" data-testid="bitcoin-address">
            {address}
          </dd>
          <dt>Account</dt>
          <dd data-testid="bitcoin-account-kind">{BITCOIN_ACCOUNT_KINDS[kind ?? 'payment'] ?? kind}</dd>
        </dl>
      ) : (
        <NotConnected namespace="bip122" label="Bitcoin" where={network ?? 'Bitcoin Testnet'} />
      )}
      <MessageInput value={message} onChange={setMessage} />
      <button type="button" disabled={!isConnected || sign.busy} onClick={() => void runSign(() => kit.plugin('bip122').signMessage({ message }))}>
        Sign a message
      </button>
      {sign.result ? (
        <dl>
          <dt>Signature</dt>
          <dd className="result" data-testid="bitcoin-signature">
            {sign.result.signature}
          </dd>
          <dt>Signed by</dt>
          <dd className="result" data-testid="bitcoin-signer">
            {sign.result.address}
          </dd>
          <dt>Protocol</dt>
          <dd data-testid="bitcoin-protocol">{sign.result.protocol}</dd>
        </dl>
      ) : (
        <Outcome state={sign} testId="bitcoin-signature" />
      )}
    </Panel>
  );
}

/** Cosmos: the account (bech32 of the network) and an ADR-36 signature with the public key it verifies under. */
export function CosmosPanel() {
  const kit = useKit();
  const { address, isConnected } = useAccount({ namespace: 'cosmos' });
  const network = useNetworkName('cosmos');
  const [message, setMessage] = useState('Hello from the Latchkey demo on Cosmos');
  const [sign, runSign] = useAction<{ signature: string; publicKey: string }>();
  const signArbitrary = async () => {
    const { signature, pub_key } = await kit.plugin('cosmos').signArbitrary({ data: message });
    return { signature, publicKey: pub_key.value };
  };
  return (
    <Panel title="Cosmos">
      {isConnected && address ? (
        <dl>
          <dt>Address</dt>
          <dd className="result" data-testid="cosmos-address">
            {address}
          </dd>
        </dl>
      ) : (
        <NotConnected namespace="cosmos" label="Cosmos" where={network ?? 'Cosmos'} />
      )}
      <MessageInput value={message} onChange={setMessage} />
      <button type="button" disabled={!isConnected || sign.busy} onClick={() => void runSign(signArbitrary)}>
        Sign a message
      </button>
      {sign.result ? (
        <dl>
          <dt>Signature</dt>
          <dd className="result" data-testid="cosmos-signature">
            {sign.result.signature}
          </dd>
          <dt>Public key</dt>
          <dd className="result" data-testid="cosmos-public-key">
            {sign.result.publicKey}
          </dd>
        </dl>
      ) : (
        <Outcome state={sign} testId="cosmos-signature" />
      )}
    </Panel>
  );
}
