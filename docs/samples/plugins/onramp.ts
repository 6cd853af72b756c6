import { createKit } from '@latchkey/kernel';
import { eip155 } from '@latchkey/eip155';
import { onramp } from '@latchkey/onramp';
import { solana } from '@latchkey/solana';
import { mainnet } from 'viem/chains';
import { metadata } from '../metadata';

export const kit = createKit({
  projectId: 'your-project-id',
  metadata,
  networks: [mainnet],
  plugins: [eip155(), solana(), onramp({ meldPublicKey: 'your-meld-public-key', redirectUrl: 'https://my.dapp/bought' })],
});

/** Call from a click: the provider's page opens in a popup. */
export async function buyWithCard() {
  const api = kit.plugin('onramp');
  await api.loadOptions();
  api.setPaymentCurrency('USD');
  api.setPaymentMethod('card');
  api.setPurchaseCurrency('USDC');
  api.setPaymentAmount('100');
  const quote = await api.getQuote(); // null when it failed (the message is in the state)
  return quote ? api.openProvider('meld') : undefined;
}
