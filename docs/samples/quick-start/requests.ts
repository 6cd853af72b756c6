import { RequestNotAllowedError, UserRejectedError } from '@latchkey/kernel';
import { kit } from './kit';

export async function payFriend(to: string) {
  // Safe methods (reads) run at once, through the kit's RPC.
  const chainId = await kit.request<string>({ namespace: 'eip155', method: 'eth_chainId' });
  try {
    // Unsafe methods open ApproveTransaction first; the wallet is asked once the visitor approves.
    const { hash } = await kit.plugin('eip155').sendNative({ to, amount: '0.01' });
    return { chainId, hash };
  } catch (error) {
    if (error instanceof UserRejectedError) return undefined; // declined in the modal or the wallet
    if (error instanceof RequestNotAllowedError) throw new Error('That method is not allowed');
    throw error;
  }
}
