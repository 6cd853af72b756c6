import type { CaipNetwork, NamespaceTools } from '@latchkey/kernel';
import { getEip155AddressError } from '../address';

const HEX = /^0x(?:[0-9a-fA-F]{2})+$/;

/**
 * Whether `signature` over the sign-in text `message` is `address`'s: ecrecover of the EIP-191
 * hash for an EOA (65 bytes), else EIP-1271 (a deployed contract account) or EIP-6492 (one not
 * deployed yet) through the network's RPC, the plugin's own with its timeouts. Any failure is false.
 *
 * @example
 * await verifyEip155SignIn({ message, signature, address, network: mainnet }, tools); // true
 */
export async function verifyEip155SignIn(input: { message: string; signature: string; address: string; network: CaipNetwork }, tools: NamespaceTools | undefined): Promise<boolean> {
  const { message, signature, address } = input;
  if (getEip155AddressError(address) || typeof signature !== 'string' || !HEX.test(signature)) return false;
  // viem loads with the check, never with the page (the package's rule: no static import of viem).
  const { createPublicClient, custom, recoverMessageAddress } = await import('viem');
  if (signature.length === 132) {
    try {
      const recovered = await recoverMessageAddress({ message, signature: signature as `0x${string}` });
      if (recovered.toLowerCase() === address.toLowerCase()) return true;
    } catch {
      // Not a recoverable secp256k1 signature: a contract account's signature may still be.
    }
  }
  if (!tools) return false;
  const rpc = tools.rpc(input.network);
  const client = createPublicClient({ transport: custom({ request: ({ method, params }: { method: string; params?: unknown }) => rpc.request({ method, params: (params ?? []) as unknown[] }) }) });
  try {
    return await client.verifyMessage({ address: address as `0x${string}`, message, signature: signature as `0x${string}` });
  } catch {
    return false;
  }
}
