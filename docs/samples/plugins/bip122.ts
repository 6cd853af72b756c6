import { createKit } from '@latchkey/kernel';
import { bip122, bitcoin, bitcoinTestnet } from '@latchkey/bip122';
import { metadata } from '../metadata';

export const kit = createKit({
  metadata,
  networks: [bitcoin, bitcoinTestnet],
  plugins: [
    bip122({
      // Balances from an Esplora-style API (none are shown without it, never on testnets).
      balance: { urls: { [bitcoin.caipNetworkId]: 'https://mempool.space/api' } },
      connectMessage: 'Share your addresses with My dapp',
    }),
  ],
});

export async function tour() {
  await kit.connect('xverse-wallet'); // the wallet's name, lower-case
  const btc = kit.plugin('bip122');
  await btc.setAccountType('ordinal'); // use the Taproot (ordinals) account
  const { signature, protocol } = await btc.signMessage({ message: 'Hello', protocol: 'BIP322' });
  const { txid } = await btc.sendTransfer({ recipients: [{ address: 'bc1qar0srrr7xfkvy5l643lydnw9re59gtzzwf5mdq', amount: 15_000 }] });
  return { signature, protocol, txid };
}
