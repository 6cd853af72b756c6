import { createKit } from '@latchkey/kernel';
import { eip155 } from '@latchkey/eip155';
import { send } from '@latchkey/send';
import { swaps } from '@latchkey/swaps';
import { mainnet } from 'viem/chains';
import { metadata } from '../metadata';

export const kit = createKit({
  projectId: 'your-project-id',
  metadata,
  networks: [mainnet],
  plugins: [eip155(), send(), swaps({ slippage: 0.5 })],
});

const USDC = '0xA0b86991c6218b36c1d19D4a2e9Eb0cE3606eB48';

/** The same form the Swap view drives, without the view. */
export async function swapUsdcForEth() {
  const api = kit.plugin('swaps');
  await api.loadTokens();
  api.setFrom(`eip155:1:${USDC}`);
  api.setTo('eip155:1:0xeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeee'); // the native coin
  api.setAmount('25');
  const quote = await api.quote(); // null when there is none
  return quote ? api.swap() : undefined; // the approval first when needed; resolves with the swap's hash
}
