import { useCallback, useEffect, useState } from 'react';
import { ConnectButton, NetworkButton, useAccount, useKit, useKitState } from '@latchkey/react';
import type { DemoConfig } from './config';
import { readBalances, type Balances } from './balances';
import { BitcoinPanel, CosmosPanel, PolkadotPanel } from './ChainPanels';
import { formatSol, readLamports, sendKitTransfer, signWeb3Transfer } from './solana';
import { Outcome, Panel, useAction } from './ui';

interface Eip155Api {
  signMessage(message: string): Promise<string>;
  signTypedData(typedData: unknown): Promise<string>;
  sendNative(args: { to: string; amount: string }): Promise<{ hash: string }>;
  sendToken(args: { token: string; to: string; amount: string; decimals?: number }): Promise<{ hash: string }>;
}

/** The EVM panels: they act on the EVM connection whichever namespace is active. */
function EvmPanels({ config }: { config: DemoConfig }) {
  const kit = useKit();
  const { address, isConnected } = useAccount({ namespace: 'eip155' });
  const networkId = useKitState((s) => s.chains.eip155?.network.caipNetwork?.id);
  const api = () => kit.plugin<Eip155Api>('eip155')!;
  const chain = config.chains.find((c) => c.chainId === Number(networkId)) ?? config.chains[0]!;
  const [message, setMessage] = useState('Hello from the Latchkey demo');
  const [recipient, setRecipient] = useState<string>(config.recipient);
  const [sign, runSign] = useAction<string>();
  const [typed, runTyped] = useAction<string>();
  const [sendEth, runSendEth] = useAction<string>();
  const [sendUsdc, runSendUsdc] = useAction<string>();
  const [pay, runPay] = useAction<string>();
  const [balances, setBalances] = useState<Balances>();

  const refresh = useCallback(async () => {
    if (!address) return setBalances(undefined);
    setBalances(await readBalances(chain, address).catch(() => undefined));
  }, [address, chain]);
  useEffect(() => {
    void refresh();
  }, [refresh, sendEth.result, sendUsdc.result, pay.result]);

  const typedData = () => ({
    domain: { name: 'Latchkey Demo', version: '1', chainId: Number(networkId ?? chain.chainId) },
    types: { Greeting: [{ name: 'from', type: 'address' }, { name: 'contents', type: 'string' }] },
    primaryType: 'Greeting',
    message: { from: address, contents: message },
  });

  return (
    <>
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
        <button type="button" disabled={!isConnected || sendEth.busy} onClick={() => void runSendEth(() => api().sendNative({ to: recipient, amount: '0.01' }).then((r) => r.hash))}>
          Send 0.01 ETH
        </button>
        <Outcome state={sendEth} testId="eth-tx" />
        <button type="button" disabled={!isConnected || sendUsdc.busy} onClick={() => void runSendUsdc(() => api().sendToken({ token: chain.tokens.usdc, to: recipient, amount: '1.5', decimals: 6 }).then((r) => r.hash))}>
          Send 1.5 USDC
        </button>
        <Outcome state={sendUsdc} testId="usdc-tx" />
      </Panel>
      <Panel title="Pay">
        <p>A payment request the dapp opens: 2 USDC to the recipient above, paid from the connected wallet (connecting first if needed), settled once confirmed on chain.</p>
        <button
          type="button"
          disabled={pay.busy}
          onClick={() =>
            void runPay(async () => {
              const { hash } = await kit.plugin('pay').pay({ amount: '2', asset: { network: `eip155:${chain.chainId}`, asset: chain.tokens.usdc, metadata: { name: 'USD Coin', symbol: 'USDC', decimals: 6 } }, recipient });
              return hash;
            })
          }
        >
          Pay 2 USDC
        </button>
        <Outcome state={pay} testId="pay-tx" />
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
    </>
  );
}

/**
 * The Solana panel: the connected Solana account and its SOL balance (read from the local
 * validator through the kit's RPC), a message signature, SOL sent with `sendSol`, and
 * transactions built with @solana/web3.js 1.x and with @solana/kit.
 */
function SolanaPanel({ config }: { config: DemoConfig }) {
  const kit = useKit();
  const { address, isConnected } = useAccount({ namespace: 'solana' });
  const [message, setMessage] = useState('Hello from the Latchkey demo on Solana');
  const [sign, runSign] = useAction<string>();
  const [send, runSend] = useAction<string>();
  const [web3, runWeb3] = useAction<{ signature: string; wire: string }>();
  const [kitTx, runKitTx] = useAction<string>();
  const [lamports, setLamports] = useState<bigint>();

  const refresh = useCallback(async () => {
    if (!address) return setLamports(undefined);
    setLamports(await readLamports(kit, address).catch(() => undefined));
  }, [kit, address]);
  useEffect(() => {
    void refresh();
  }, [refresh, send.result, kitTx.result]);

  const api = () => kit.plugin('solana');
  const busy = sign.busy || send.busy || web3.busy || kitTx.busy;
  return (
    <Panel title="Solana">
      {isConnected && address ? (
        <dl>
          <dt>Address</dt>
          <dd className="result" data-testid="solana-address">
            {address}
          </dd>
          <dt>SOL</dt>
          <dd data-testid="solana-balance">{lamports === undefined ? '…' : formatSol(lamports)}</dd>
        </dl>
      ) : (
        <>
          <p>Connect a Solana wallet to sign and send on {config.solana.name}.</p>
          <button type="button" onClick={() => kit.open({ namespace: 'solana' })}>
            Connect a Solana wallet
          </button>
        </>
      )}
      <label>
        Message to sign
        <input value={message} onChange={(e) => setMessage(e.target.value)} />
      </label>
      <button type="button" disabled={!isConnected || busy} onClick={() => void runSign(async () => (await api().signMessage(message)).signature)}>
        Sign a message
      </button>
      <Outcome state={sign} testId="solana-signature" />
      <button type="button" disabled={!isConnected || busy} onClick={() => void runSend(async () => (await api().sendSol({ to: config.solana.recipient, amount: '0.01' })).signature)}>
        Send 0.01 SOL
      </button>
      <p className="result">to {config.solana.recipient}</p>
      <Outcome state={send} testId="solana-tx" />
      <button type="button" disabled={!isConnected || busy} onClick={() => void runWeb3(() => signWeb3Transfer(kit, address!, config.solana.recipient))}>
        Sign a web3.js transaction
      </button>
      {web3.result ? (
        <dl>
          <dt>Signature</dt>
          <dd className="result" data-testid="solana-web3-signature">
            {web3.result.signature}
          </dd>
          <dt>Signed (base64)</dt>
          <dd className="result" data-testid="solana-web3-wire">
            {web3.result.wire}
          </dd>
        </dl>
      ) : (
        <Outcome state={web3} testId="solana-web3" />
      )}
      <button type="button" disabled={!isConnected || busy} onClick={() => void runKitTx(() => sendKitTransfer(kit, address!, config.solana.recipient))}>
        Send with @solana/kit
      </button>
      <Outcome state={kitTx} testId="solana-kit-tx" />
      <button type="button" disabled={!isConnected} onClick={() => void refresh()}>
        Refresh SOL balance
      </button>
    </Panel>
  );
}

export function App({ config }: { config: DemoConfig }) {
  return (
    <>
      <header>
        <h1>Latchkey demo dapp</h1>
        <NetworkButton />
        <ConnectButton />
      </header>
      {config.devWallets ? (
        <p className="notice">
          Demo mode: the “Latchkey Dev Wallet”, “Latchkey Solana Dev Wallet”, “Latchkey Polkadot Dev Wallet”, “Latchkey Bitcoin Wallet” and “Keplr” wallets are mock wallets with public test keys, on local chains and test networks. Never use these keys for real funds.
        </p>
      ) : null}
      <main>
        <EvmPanels config={config} />
        <SolanaPanel config={config} />
        <PolkadotPanel config={config} />
        <BitcoinPanel />
        <CosmosPanel />
      </main>
    </>
  );
}
