import { createKit } from '@latchkey/kernel';
import { eip155, type EIP1193Provider } from '@latchkey/eip155';
import { mainnet } from 'viem/chains';
import { metadata } from '../metadata';

/** Your own wallet SDK, for instance; loaded only when the visitor picks it. */
declare function createMyWalletProvider(): Promise<EIP1193Provider>;

export const kit = createKit({
  metadata,
  networks: [mainnet],
  plugins: [
    eip155({
      connectors: [{ id: 'my-wallet', name: 'My Wallet', icon: 'https://my.dapp/wallet.svg', provider: createMyWalletProvider }],
    }),
  ],
});

const USDC = '0xA0b86991c6218b36c1d19D4a2e9Eb0cE3606eB48';
const friend = '0x3C44CdDdB6a900fa2b585dd299e03d12FA4293BC';

export async function tour() {
  // Connector ids: an announced wallet's EIP-6963 rdns, 'injected' for window.ethereum, or your own.
  await kit.connect('io.metamask');
  const evm = kit.plugin('eip155');
  const signature = await evm.signMessage('Hello from my dapp');
  const typed = await evm.signTypedData({
    domain: { name: 'My dapp', version: '1', chainId: 1 },
    types: { Greeting: [{ name: 'contents', type: 'string' }] },
    primaryType: 'Greeting',
    message: { contents: 'Hello' },
  });
  const { hash } = await evm.sendNative({ to: friend, amount: '0.01' }); // resolves once mined
  const usdc = await evm.sendToken({ token: USDC, to: friend, amount: '1.5', decimals: 6 });
  return { signature, typed, hash, usdc: usdc.hash };
}
