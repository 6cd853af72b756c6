import { createKit } from '@latchkey/kernel';
import { eip155 } from '@latchkey/eip155';
import { send } from '@latchkey/send';
import { solana } from '@latchkey/solana';
import { mainnet } from 'viem/chains';
import { metadata } from '../metadata';

export const kit = createKit({
  projectId: 'your-project-id', // token balances come from the blockchain API, which needs it
  metadata,
  networks: [mainnet],
  plugins: [eip155(), solana(), send()],
});

export const openSend = () => kit.open({ view: 'WalletSend' });

/** Without the form: 2 USDC on Ethereum, approved by the visitor, resolved once confirmed. */
export async function sendUsdc(receiver: string) {
  const { id } = await kit.plugin('send').transfer({
    caipNetworkId: 'eip155:1',
    asset: '0xA0b86991c6218b36c1d19D4a2e9Eb0cE3606eB48',
    amount: '2',
    decimals: 6,
    receiver,
  });
  return id; // the transaction hash (a signature on Solana)
}
