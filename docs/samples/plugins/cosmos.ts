import { createKit } from '@latchkey/kernel';
import { cosmos, cosmosHub, osmosis } from '@latchkey/cosmos';
import { metadata } from '../metadata';

export const kit = createKit({
  metadata,
  networks: [cosmosHub, osmosis],
  plugins: [
    cosmos({
      // Keplr and Leap are built in; add any Keplr-compatible wallet by definition.
      wallets: [
        {
          id: 'cosmostation',
          name: 'Cosmostation',
          icon: 'https://my.dapp/cosmostation.svg',
          provider: (w) => (w.cosmostation as { providers?: { keplr?: unknown } } | undefined)?.providers?.keplr,
          keystoreEvent: 'cosmostation_keystorechange',
        },
      ],
    }),
  ],
});

export async function tour() {
  await kit.connect('keplr');
  const atom = kit.plugin('cosmos');
  const signature = await atom.signArbitrary({ data: 'Sign in to My dapp' }); // ADR-36, checked against the signer
  const signer = kit.getState().chains.cosmos?.account.address ?? '';
  return atom.verifyArbitrary({ signer, data: 'Sign in to My dapp', signature });
}
