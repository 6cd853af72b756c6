// On your server (Node): what POST {url}/sessions runs before it stores a session.
import type { SIWXSession } from '@latchkey/kernel';
import { verifySiwxSession } from '@latchkey/siwx';

export async function acceptSession(session: SIWXSession, issuedNonce: string): Promise<boolean> {
  return verifySiwxSession(session, {
    domain: 'my.dapp',
    nonce: issuedNonce,
    // Smart accounts (EIP-1271 / EIP-6492) are checked on chain through these RPC URLs.
    rpcUrls: { 'eip155:1': 'https://eth.example.org' },
  });
}
