import { useCallback, useEffect, useState, type ReactNode } from 'react';
import { ConnectButton, NetworkButton, useAccount, useKit, useNetwork } from '@latchkey/react';
import type { DemoConfig } from './config';
import { readBalances, type Balances } from './balances';

interface Eip155Api {
  signMessage(message: string): Promise<string>;
  signTypedData(typedData: unknown): Promise<string>;
  sendNative(args: { to: string; amount: string }): Promise<string>;
  sendToken(args: { token: string; to: string; amount: string; decimals?: number }): Promise<string>;
}

function useAction<T>() {
  const [state, setState] = useState<{ busy: boolean; result?: T; error?: string }>({ busy: false });
  const run = useCallback(async (fn: () => Promise<T>) => {
    setState({ busy: true });
    try {
      setState({ busy: false, result: await fn() });
    } catch (e) {
      setState({ busy: false, error: e instanceof Error ? e.message.split('\n')[0] : String(e) });
    }
  }, []);
  return [state, run] as const;
}

function Panel({ title, children }: { title: string; children: ReactNode }) {
  const id = `panel-${title.toLowerCase().replace(/\W+/g, '-')}`;
  return (
    <section className="panel" aria-labelledby={id}>
      <h2 id={id}>{title}</h2>
      {children}
    </section>
  );
}

function Outcome({ state, testId }: { state: { result?: unknown; error?: string }; testId: string }) {
  if (state.error) return <p className="result error" role="alert" data-testid={`${testId}-error`}>{state.error}</p>;
  if (state.result !== undefined) return <p className="result" data-testid={testId}>{String(state.result)}</p>;
  return null;
}

export function App({ config }: { config: DemoConfig }) {
  const kit = useKit();
  const { address, isConnected } = useAccount();
  const { network } = useNetwork();
  const api = () => kit.plugin<Eip155Api>('eip155')!;
  const chain = config.chains.find((c) => c.chainId === Number(network?.id)) ?? config.chains[0]!;
  const [message, setMessage] = useState('Hello from the Latchkey demo');
  const [recipient, setRecipient] = useState<string>(config.recipient);
  const [sign, runSign] = useAction<string>();
  const [typed, runTyped] = useAction<string>();
  const [sendEth, runSendEth] = useAction<string>();
  const [sendUsdc, runSendUsdc] = useAction<string>();
  const [balances, setBalances] = useState<Balances>();

  const refresh = useCallback(async () => {
    if (!address) return setBalances(undefined);
    setBalances(await readBalances(chain, address).catch(() => undefined));
  }, [address, chain]);
  useEffect(() => {
    void refresh();
  }, [refresh, sendEth.result, sendUsdc.result]);

  const typedData = () => ({
    domain: { name: 'Latchkey Demo', version: '1', chainId: Number(network?.id ?? chain.chainId) },
    types: { Greeting: [{ name: 'from', type: 'address' }, { name: 'contents', type: 'string' }] },
    primaryType: 'Greeting',
    message: { from: address, contents: message },
  });

  return (
    <>
      <header>
        <h1>Latchkey demo dapp</h1>
        <NetworkButton />
        <ConnectButton />
      </header>
      {config.devWallets ? <p className="notice">Demo mode: “Latchkey Dev Wallet” uses local test keys on local chains. Never use these keys for real funds.</p> : null}
      <main>
        <Panel title="Sign a message">
          <label>
            Message
            <input value={message} onChange={(e) => setMessage(e.target.value)} />
          </label>
          <button type="button" disabled={!isConnected || sign.busy} onClick={() => void runSign(() => api().signMessage(message))}>
            Sign message
          </button>
          <Outcome state={sign} testId="signature" />
        </Panel>
        <Panel title="Sign typed data">
          <button type="button" disabled={!isConnected || typed.busy} onClick={() => void runTyped(() => api().signTypedData(typedData()))}>
            Sign typed data
          </button>
          <Outcome state={typed} testId="typed-signature" />
        </Panel>
        <Panel title="Send">
          <label>
            Recipient
            <input value={recipient} onChange={(e) => setRecipient(e.target.value)} />
          </label>
          <button type="button" disabled={!isConnected || sendEth.busy} onClick={() => void runSendEth(() => api().sendNative({ to: recipient, amount: '0.01' }))}>
            Send 0.01 ETH
          </button>
          <Outcome state={sendEth} testId="eth-tx" />
          <button type="button" disabled={!isConnected || sendUsdc.busy} onClick={() => void runSendUsdc(() => api().sendToken({ token: chain.tokens.usdc, to: recipient, amount: '1.5', decimals: 6 }))}>
            Send 1.5 USDC
          </button>
          <Outcome state={sendUsdc} testId="usdc-tx" />
        </Panel>
        <Panel title="Balances">
          {balances ? (
            <dl data-testid="balances">
              <dt>ETH</dt>
              <dd data-testid="balance-eth">{balances.eth}</dd>
              <dt>USDC</dt>
              <dd data-testid="balance-usdc">{balances.usdc}</dd>
              <dt>USDT</dt>
              <dd data-testid="balance-usdt">{balances.usdt}</dd>
            </dl>
          ) : (
            <p>Connect a wallet to see balances.</p>
          )}
          <button type="button" disabled={!isConnected} onClick={() => void refresh()}>
            Refresh balances
          </button>
        </Panel>
      </main>
    </>
  );
}
