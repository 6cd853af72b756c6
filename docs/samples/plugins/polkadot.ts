import { createKit } from '@latchkey/kernel';
import { kusama, polkadot, polkadotMainnet } from '@latchkey/polkadot';
import { metadata } from '../metadata';

export const kit = createKit({
  metadata,
  networks: [polkadotMainnet, kusama],
  plugins: [
    polkadot({
      appName: 'My dapp', // what extensions show when they ask to authorise the site
      wallets: { talisman: { icon: 'https://my.dapp/talisman.svg' } }, // by window.injectedWeb3 key
    }),
  ],
});

export async function tour() {
  await kit.connect('polkadot:talisman'); // 'polkadot:' + the extension's injectedWeb3 key
  const dot = kit.plugin('polkadot');
  const signature = await dot.signMessage({ message: 'Sign in to My dapp' }); // signRaw of <Bytes>…</Bytes>
  const balance = await dot.getBalance(); // { balance, symbol } or undefined (testnets)
  return { signature, balance, accounts: dot.accounts() };
}
