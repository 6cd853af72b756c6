import { createKit } from '@latchkey/kernel';
import { eip155 } from '@latchkey/eip155';
import { pay, PayError } from '@latchkey/pay';
import { send } from '@latchkey/send';
import { solana } from '@latchkey/solana';
import { base } from 'viem/chains';
import { metadata } from '../metadata';

export const kit = createKit({
  projectId: 'your-project-id',
  metadata,
  networks: [base],
  features: { pay: true }, // off by default (SPEC §9)
  plugins: [eip155(), solana(), send(), pay()],
});

export async function checkout(recipient: string) {
  try {
    const { hash } = await kit.plugin('pay').pay({
      amount: '2',
      asset: {
        network: 'eip155:8453',
        asset: '0x833589fCD6eDb6E08f4c7C32D4f71b54bdA02913',
        metadata: { name: 'USD Coin', symbol: 'USDC', decimals: 6 },
      },
      recipient,
    });
    return hash; // confirmed on chain
  } catch (error) {
    if (error instanceof PayError && error.code === 'PAY_REJECTED') return undefined; // the visitor declined
    throw error;
  }
}
