// On your server (Node): what POST {url}/sessions runs before it stores a session.
import type { SIWXSession } from '@latchkey/kernel';
import { checkSiwxSession, type SiwxVerifier } from '@latchkey/siwx';

// Your verifier for Bitcoin sign-ins (BIP-322), Cosmos (ADR-36) or Polkadot, by namespace.
declare const verifyBitcoin: SiwxVerifier;

export async function acceptSession(session: SIWXSession, issuedNonce: string): Promise<boolean> {
  const check = await checkSiwxSession(session, {
    // Required: the host (or the list of hosts) you sign visitors in for. The message must be for
    // one of them and its URI on it; a call without it throws a TypeError.
    domain: ['my.dapp', 'www.my.dapp'],
    nonce: issuedNonce,
    // Smart accounts (EIP-1271 / EIP-6492) are checked on chain through these RPC URLs.
    rpcUrls: { 'eip155:1': 'https://eth.example.org' },
    verifiers: { bip122: verifyBitcoin },
  });
  if (!check.valid) console.warn(`sign-in refused: ${check.reason}`);
  return check.valid;
}
