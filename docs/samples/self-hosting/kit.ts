import { createKit } from '@latchkey/kernel';
import { embeddedWallet } from '@latchkey/embedded-wallet';
import { email } from '@latchkey/email';
import { multichain } from '@latchkey/presets/multichain';
import { send } from '@latchkey/send';
import { siwx } from '@latchkey/siwx';
import { bitcoin } from '@latchkey/bip122';
import { mainnet } from 'viem/chains';
import { metadata } from '../metadata';

export const kit = createKit({
  projectId: 'your-project-id',
  metadata,
  networks: [mainnet, bitcoin],
  endpoints: {
    api: 'https://config.my.dapp', // config service: /appkit/v1/config, /projects/v1/origins, /getWallets, images
    rpc: 'https://rpc.my.dapp', // RPC proxy: POST /v1/?chainId=…&projectId=…
    analytics: 'https://pulse.my.dapp', // analytics sink: POST /e
    blockchainApi: 'https://chain-api.my.dapp', // balances, history, names, onramp, swaps
  },
  plugins: [
    ...multichain({
      walletConnect: { relayUrl: 'wss://relay.my.dapp' }, // WalletConnect relay
      bitcoin: { balance: { urls: { [bitcoin.caipNetworkId]: 'https://esplora.my.dapp/api' } } },
      polkadot: false,
      cosmos: false,
    }),
    embeddedWallet({ url: 'https://secure.my.dapp/frame' }), // the secure frame, on its own origin
    email(),
    send(),
    siwx({ server: { url: 'https://api.my.dapp/siwx' } }), // your sign-in sessions
  ],
});
