import { createKit } from '@latchkey/kernel';
import { solana, solanaDevnet, solanaMainnet } from '@latchkey/solana';
import { metadata } from '../metadata';

export const kit = createKit({
  projectId: 'your-project-id',
  metadata,
  networks: [solanaMainnet, solanaDevnet],
  plugins: [solana()],
});

export async function tour(transaction: Uint8Array) {
  await kit.connect('phantom'); // a Wallet Standard wallet's name, lower-case
  const sol = kit.plugin('solana');
  const { signature } = await sol.signMessage('Hello from my dapp'); // base58
  const sent = await sol.sendSol({ to: 'BQuoXTkiqQfwYJYrpqxhUv8qMoT8DxrqyXrP2jVrFr97', amount: '0.01' });
  // Wire bytes, a @solana/kit transaction or a @solana/web3.js 1.x one: it comes back in the same form.
  const signed = await sol.signTransaction(transaction);
  return { signature, sent: sent.signature, signed };
}
