import { createKit } from '@latchkey/kernel';
import { evm } from '@latchkey/presets/evm';
import { base, mainnet } from 'viem/chains';

export const kit = createKit({
  // Your cloud project id: remote configuration, the RPC proxy and the WalletConnect relay use it.
  projectId: 'your-project-id',
  metadata: {
    name: 'My dapp',
    description: 'What my dapp does',
    url: 'https://my.dapp',
    icons: ['https://my.dapp/icon.png'],
  },
  // viem chains, or plain network objects ({ id, name, nativeCurrency, rpcUrls, … }).
  networks: [mainnet, base],
  // EIP-6963 wallets, the injected browser wallet and WalletConnect.
  plugins: evm(),
});
