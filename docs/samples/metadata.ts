import type { Metadata } from '@latchkey/kernel';

/** The dapp as wallets show it. The other samples import this object. */
export const metadata: Metadata = {
  name: 'My dapp',
  description: 'What my dapp does',
  url: 'https://my.dapp',
  icons: ['https://my.dapp/icon.png'],
};
