import type { JsonRpcClient, SIWXSession } from '@latchkey/kernel';
import { createPublicClient, custom } from 'viem';
import { parseSiweMessage } from '../siwe/message';
import { checkSiweMessage } from '../siwe/verify';

/**
 * An eip155 sign-in: the text is a valid EIP-4361 message for the session's account, domain and
 * nonce, and the signature is the account's: ecrecover for an EOA, else EIP-1271 / EIP-6492
 * through the network's RPC (the kit's own, with its timeouts) for a smart account.
 *
 * @example
 * await verifyEip155(session, kit rpc client of the session's network);
 */
export async function verifyEip155(session: SIWXSession, rpc: JsonRpcClient | undefined): Promise<boolean> {
  let fields;
  try {
    fields = parseSiweMessage(session.message);
  } catch {
    return false;
  }
  if (fields.address.toLowerCase() !== session.data.accountAddress.toLowerCase() || `eip155:${fields.chainId}` !== session.data.chainId) return false;
  const client = rpc ? createPublicClient({ transport: custom({ request: ({ method, params }: { method: string; params?: unknown }) => rpc.request({ method, params: (params ?? []) as unknown[] }) }) }) : undefined;
  const result = await checkSiweMessage({ message: session.message, signature: session.signature, domain: session.data.domain, nonce: session.data.nonce, ...(client ? { client } : {}) });
  return result.valid;
}
