import { createKit } from '@latchkey/kernel';
import { embeddedWallet } from '@latchkey/embedded-wallet';
import { email } from '@latchkey/email';
import { socials } from '@latchkey/socials';
import { evm } from '@latchkey/presets/evm';
import { mainnet } from 'viem/chains';
import { metadata } from '../metadata';

// The secure frame: another origin than the dapp's, https (http only on a loopback host).
const FRAME = 'https://secure.example.org/frame';

export const kit = createKit({
  projectId: 'your-project-id',
  metadata,
  networks: [mainnet],
  plugins: [evm(), embeddedWallet({ url: FRAME }), email(), socials({ frameOrigin: FRAME })],
});

// The wallet's account kind (SPEC §6): a smart account by default on EVM, or the EOA.
export const useEoa = () => kit.plugin('embedded-wallet').setPreferredAccountType('eoa');
