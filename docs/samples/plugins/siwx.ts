import { createKit } from '@latchkey/kernel';
import { multichain } from '@latchkey/presets/multichain';
import { siwx } from '@latchkey/siwx';
import { solanaMainnet } from '@latchkey/solana';
import { mainnet } from 'viem/chains';
import { metadata } from '../metadata';

export const kit = createKit({
  projectId: 'your-project-id',
  metadata,
  networks: [mainnet, solanaMainnet],
  plugins: [
    ...multichain(),
    siwx({
      required: true, // the modal stays open until the visitor signs
      statement: 'Sign in to My dapp',
      expiresInMs: 24 * 60 * 60 * 1000,
      // Sessions kept by your server (GET {url}/nonce, GET|POST|PUT|DELETE {url}/sessions); leave out to keep them in the browser.
      server: { url: 'https://api.my.dapp/siwx' },
    }),
  ],
});

export async function signOut(address: string) {
  await kit.plugin('siwx').revoke('eip155:1', address);
}
