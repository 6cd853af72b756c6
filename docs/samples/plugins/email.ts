import { createKit } from '@latchkey/kernel';
import { embeddedWallet } from '@latchkey/embedded-wallet';
import { email, EmailCooldownError } from '@latchkey/email';
import { evm } from '@latchkey/presets/evm';
import { mainnet } from 'viem/chains';
import { metadata } from '../metadata';

export const kit = createKit({
  projectId: 'your-project-id',
  metadata,
  networks: [mainnet],
  // email() talks to the frame through the embedded wallet: install that first.
  plugins: [evm(), embeddedWallet({ url: 'https://secure.example.org/frame' }), email()],
});

/** Your own email form instead of the Connect view's: the same steps. */
export async function signInWithEmail(address: string, askForCode: () => Promise<string>) {
  const api = kit.plugin('email');
  try {
    const next = await api.connectEmail(address);
    if (next === 'VERIFY_DEVICE') await api.verifyDevice(); // the visitor approves this device from the email
    if (next !== 'CONNECT') await api.verifyOtp(await askForCode()); // then the one-time code
    return await api.connect(); // the AUTH wallet, on every namespace it serves
  } catch (error) {
    if (error instanceof EmailCooldownError) return `Please try again after ${error.seconds} seconds`;
    throw error;
  }
}
