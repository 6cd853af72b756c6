// The solana sign-in hooks the siwx plugin uses: the Sign In With Solana text, real ed25519
// signatures in the encodings wallets return, and the verifier kept off the page's load path.
import { describe, expect, it } from 'vitest';
import { fileURLToPath } from 'node:url';
import { base58, base64 } from '@scure/base';
import type { CaipNetwork } from '@latchkey/kernel';
import { entryLoadPath } from '@latchkey/test-harness/e2e/loadPath';
import { solanaNamespace } from '../namespace/adapter';
import { formatSolanaSignInMessage } from './index';

const network = { caipNetworkId: 'solana:5eykt4UsFv8P8NJdTREpY1vzqKqZKvdp' } as unknown as CaipNetwork;

async function keyPair() {
  const pair = (await crypto.subtle.generateKey({ name: 'Ed25519' }, true, ['sign', 'verify'])) as CryptoKeyPair;
  const address = base58.encode(new Uint8Array(await crypto.subtle.exportKey('raw', pair.publicKey)));
  const sign = async (text: string) => new Uint8Array(await crypto.subtle.sign({ name: 'Ed25519' }, pair.privateKey, new TextEncoder().encode(text)));
  return { address, sign };
}

describe('solana sign-in (Sign In With Solana)', () => {
  it("the adapter writes the SIWS text: the statement after a blank line, then the fields, the cluster's name as Chain ID", () => {
    const data = { domain: 'dapp.example', accountAddress: '7EcDhSYGxXyscszYEp35KHN8vvw3svAuLKTzXwCFLtV', chainId: 'solana:EtWTRABZaYq6iMfeYKouRu166VU2xqa1' as const, uri: 'https://dapp.example', version: '1', nonce: 'k3Jd9aPq7Tz2', statement: 'Sign in', issuedAt: '2026-03-01T12:00:00.000Z' };
    expect(solanaNamespace.siwx?.formatMessage?.(data)).toBe(
      ['dapp.example wants you to sign in with your Solana account:', data.accountAddress, '', 'Sign in', '', 'URI: https://dapp.example', 'Version: 1', 'Chain ID: devnet', 'Nonce: k3Jd9aPq7Tz2', 'Issued At: 2026-03-01T12:00:00.000Z'].join('\n'),
    );
    // A cluster with no name (a local validator) keeps its CAIP-2 reference.
    expect(formatSolanaSignInMessage({ ...data, chainId: 'solana:localnet', statement: undefined, issuedAt: undefined })).toBe(['dapp.example wants you to sign in with your Solana account:', data.accountAddress, '', 'URI: https://dapp.example', 'Version: 1', 'Chain ID: localnet', 'Nonce: k3Jd9aPq7Tz2'].join('\n'));
  });

  it("verifies the account's ed25519 signature (base58, base64 or 0x-hex) and refuses another key's, an altered text and garbage", async () => {
    const me = await keyPair();
    const someone = await keyPair();
    const message = 'dapp.example wants you to sign in with your Solana account:\n' + me.address;
    const signature = await me.sign(message);
    const verify = solanaNamespace.siwx!.verify!;
    const input = { message, address: me.address, network };
    expect(await verify({ ...input, signature: base58.encode(signature) }, undefined as never)).toBe(true);
    expect(await verify({ ...input, signature: base64.encode(signature) }, undefined as never)).toBe(true);
    expect(await verify({ ...input, signature: `0x${Buffer.from(signature).toString('hex')}` }, undefined as never)).toBe(true);
    expect(await verify({ ...input, signature: base58.encode(await someone.sign(message)) }, undefined as never)).toBe(false);
    expect(await verify({ ...input, message: `${message} `, signature: base58.encode(signature) }, undefined as never)).toBe(false);
    expect(await verify({ ...input, signature: 'garbage' }, undefined as never)).toBe(false);
    expect(await verify({ ...input, address: 'not-an-address', signature: base58.encode(signature) }, undefined as never)).toBe(false);
  });

  it("keeps the verifier off the page's load path", async () => {
    const { eager, lazy } = await entryLoadPath({ entry: fileURLToPath(new URL('../index.ts', import.meta.url)) });
    const ours = (files: string[]) => files.filter((f) => f.includes('/src/siwx/')).map((f) => f.replace(/^.*\/src\/siwx\//, ''));
    expect(ours(eager)).toEqual(['index.ts']);
    expect(ours(lazy)).toEqual(['verify.ts']);
  }, 60_000);
});
