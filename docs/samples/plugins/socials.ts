import { createKit } from '@latchkey/kernel';
import { embeddedWallet } from '@latchkey/embedded-wallet';
import { socials, SocialLoginCancelledError } from '@latchkey/socials';
import { evm } from '@latchkey/presets/evm';
import { mainnet } from 'viem/chains';
import { metadata } from '../metadata';

const FRAME = 'https://secure.example.org/frame';

export const kit = createKit({
  projectId: 'your-project-id',
  metadata,
  networks: [mainnet],
  plugins: [evm(), embeddedWallet({ url: FRAME }), socials({ frameOrigin: FRAME, telegram: false })],
});

/** Your own "Continue with GitHub" button: call it from the click handler (popups need the click). */
export async function continueWithGitHub() {
  try {
    // undefined: popups were blocked, so the page went to the provider (it comes back with ?result_uri=).
    return await kit.plugin('socials').connectSocial('github');
  } catch (error) {
    if (error instanceof SocialLoginCancelledError) return undefined;
    throw error;
  }
}
