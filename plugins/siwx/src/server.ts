import type { SIWXSession } from '@latchkey/kernel';

/** A namespace's verifier for a server: true only when `signature` over `message` is `address`'s. */
export type SiwxVerifier = (input: { message: string; signature: string; address: string; chainId: string }) => Promise<boolean>;

export interface VerifySiwxSessionOptions {
  /** The domain the server expects in the message (its own host). */
  domain?: string;
  /** The nonce the server issued for this sign-in. */
  nonce?: string;
  /** JSON-RPC URL of an eip155 chain, by CAIP-2 id: smart-account signatures (EIP-1271 / EIP-6492) are checked there. */
  rpcUrls?: Record<string, string>;
  /** Verifiers of the other namespaces (bip122, cosmos, polkadot…), by namespace. */
  verifiers?: Record<string, SiwxVerifier>;
}

/**
 * What a dapp's server runs on a sign-in it receives (the harness's reference endpoint does): the
 * message must carry the session's account, chain, domain and nonce, be valid now, and be signed
 * by the account. eip155 (EIP-4361, EOA or smart account) and solana (SIWS) are built in; other
 * namespaces need their verifier.
 *
 * @example
 * if (!(await verifySiwxSession(session, { domain: 'example.com', nonce: issued, rpcUrls: { 'eip155:1': RPC } }))) return res.status(401).end();
 */
export async function verifySiwxSession(session: SIWXSession, options: VerifySiwxSessionOptions = {}): Promise<boolean> {
  const { data } = session;
  if (options.domain !== undefined && data.domain !== options.domain) return false;
  if (options.nonce !== undefined && data.nonce !== options.nonce) return false;
  const ns = data.chainId.split(':')[0]!;
  if (ns === 'eip155') {
    const [{ parseSiweMessage }, { checkSiweMessage }] = await Promise.all([import('./siwe/message'), import('./siwe/verify')]);
    let fields;
    try {
      fields = parseSiweMessage(session.message);
    } catch {
      return false;
    }
    if (fields.address.toLowerCase() !== data.accountAddress.toLowerCase() || `eip155:${fields.chainId}` !== data.chainId) return false;
    const rpcUrl = options.rpcUrls?.[data.chainId];
    const result = await checkSiweMessage({ message: session.message, signature: session.signature, domain: data.domain, nonce: data.nonce, ...(rpcUrl ? { rpcUrl } : {}) });
    return result.valid;
  }
  if (ns === 'solana') return (await import('./verifiers/solana')).verifySolana(session);
  const verify = options.verifiers?.[ns];
  if (!verify) return false;
  if (!session.message.includes(data.nonce) || !session.message.includes(data.domain)) return false;
  return verify({ message: session.message, signature: session.signature, address: data.accountAddress, chainId: data.chainId });
}
