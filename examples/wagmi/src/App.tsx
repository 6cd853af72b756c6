import { useState } from 'react';
import { ConnectButton } from '@latchkey/react';
import * as wagmi from 'wagmi';
import { useConnect, useDisconnect, useSendTransaction, useSignMessage, useSwitchChain, useWriteContract } from 'wagmi';
import { erc20Abi, parseEther, parseUnits } from 'viem';

// wagmi 3 calls it useConnection; wagmi 2 useAccount (3 keeps the old name as an alias).
const useConnection = (wagmi as { useConnection?: typeof wagmi.useAccount }).useConnection ?? wagmi.useAccount;

const RECEIVER = '0x14dC79964da2C08b23698B3D3cc7Ca32193d9955';

/** An ordinary wagmi dapp: nothing here knows about Latchkey except the kit's button beside wagmi's. */
export function App({ usdc, chainB }: { usdc: `0x${string}`; chainB: number }) {
  const connection = useConnection();
  const { connect, connectors, error: connectError } = useConnect();
  const { disconnect } = useDisconnect();
  const { switchChain } = useSwitchChain();
  const send = useSendTransaction();
  const write = useWriteContract();
  const sign = useSignMessage();
  const [shown, setShown] = useState('');
  return (
    <section aria-label="wagmi dapp">
      <p>
        wagmi <output id="wagmi-version">{wagmi.version}</output>: <output id="status">{connection.status}</output>{' '}
        <output id="address">{connection.address ?? ''}</output> on <output id="chain">{connection.chainId ?? ''}</output>
      </p>
      <ConnectButton />
      <button type="button" onClick={() => connect({ connector: connectors[0]! })}>
        Connect with wagmi
      </button>
      <button type="button" onClick={() => disconnect()}>
        Disconnect with wagmi
      </button>
      <button type="button" onClick={() => switchChain({ chainId: chainB })}>
        Switch to chain B
      </button>
      <button type="button" onClick={() => send.sendTransaction({ to: RECEIVER, value: parseEther('0.01') }, { onSuccess: (h) => setShown(`sent ${h}`) })}>
        Send 0.01 ETH
      </button>
      <button type="button" onClick={() => write.writeContract({ address: usdc, abi: erc20Abi, functionName: 'transfer', args: [RECEIVER, parseUnits('1', 6)] }, { onSuccess: (h) => setShown(`wrote ${h}`) })}>
        Transfer 1 USDC
      </button>
      <button type="button" onClick={() => sign.signMessage({ message: 'Hello from a wagmi dapp' }, { onSuccess: (s) => setShown(`signed ${s}`) })}>
        Sign message
      </button>
      <output id="result">{shown}</output>
      <output id="error">{(connectError ?? send.error ?? write.error ?? sign.error)?.name ?? ''}</output>
    </section>
  );
}
