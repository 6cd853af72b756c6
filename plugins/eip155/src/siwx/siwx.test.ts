// The eip155 sign-in hooks the siwx plugin uses: the EIP-4361 text, real secp256k1 signatures
// (ecrecover), a smart account's signature checked through the network's RPC, and the verifier
// kept off the page's load path.
import { describe, expect, it } from 'vitest';
import { fileURLToPath } from 'node:url';
import { privateKeyToAccount } from 'viem/accounts';
import type { CaipNetwork, NamespaceTools } from '@latchkey/kernel';
import { entryLoadPath } from '@latchkey/test-harness/e2e/loadPath';
import { eip155Namespace } from '../namespace';
import { formatEip155SignInMessage } from './format';

const account = privateKeyToAccount('0x59c6995e998f97a5a0044966f0945389dc9e86dae88c7a8412f4603b6b78690d');
const other = privateKeyToAccount('0x8b3a350cf5c34c9194ca85829a2df0ec3153be0318b5e2d3348e872092edffba');
const mainnet = { caipNetworkId: 'eip155:1', chainNamespace: 'eip155', id: 1, name: 'Ethereum', nativeCurrency: { name: 'Ether', symbol: 'ETH', decimals: 18 }, rpcUrls: { default: { http: ['https://rpc.example'] } } } as unknown as CaipNetwork;
const data = { domain: 'dapp.example', accountAddress: account.address.toLowerCase(), chainId: 'eip155:137' as const, uri: 'https://dapp.example', version: '1', nonce: 'k3Jd9aPq7Tz2', statement: 'Sign in to the test dapp', issuedAt: '2026-03-01T12:00:00.000Z', expirationTime: '2026-03-08T12:00:00.000Z', resources: ['https://dapp.example/terms'] };

/** Tools whose RPC answers every eth_call with `answer` (what the EIP-6492 validator returns) and records the calls. */
function rpcTools(answer: string) {
  const calls: string[] = [];
  const tools = { rpc: () => ({ request: async ({ method }: { method: string }) => (calls.push(method), method === 'eth_call' ? answer : '0x1') }) } as unknown as NamespaceTools;
  return { tools, calls };
}

describe('eip155 sign-in (EIP-4361)', () => {
  it('the adapter writes the EIP-4361 text: the checksummed account, the decimal Chain ID, every field in order', async () => {
    expect(await eip155Namespace.siwx?.formatMessage?.(data)).toBe(
      [
        'dapp.example wants you to sign in with your Ethereum account:',
        account.address,
        '',
        'Sign in to the test dapp',
        '',
        'URI: https://dapp.example',
        'Version: 1',
        'Chain ID: 137',
        'Nonce: k3Jd9aPq7Tz2',
        'Issued At: 2026-03-01T12:00:00.000Z',
        'Expiration Time: 2026-03-08T12:00:00.000Z',
        'Resources:',
        '- https://dapp.example/terms',
      ].join('\n'),
    );
  });

  it("verifies the account's own signature by ecrecover, and refuses another key's, an altered text and a non-hex signature", async () => {
    const message = formatEip155SignInMessage(data);
    const verify = eip155Namespace.siwx!.verify!;
    const input = { message, address: account.address, network: mainnet };
    expect(await verify({ ...input, signature: await account.signMessage({ message }) }, undefined as never)).toBe(true);
    expect(await verify({ ...input, signature: await other.signMessage({ message }) }, undefined as never)).toBe(false);
    expect(await verify({ ...input, message: `${message} `, signature: await account.signMessage({ message }) }, undefined as never)).toBe(false);
    expect(await verify({ ...input, signature: 'not a signature' }, undefined as never)).toBe(false);
  });

  it("a smart account's signature (not ecrecover's) is checked through the network's RPC: the validator's answer decides", async () => {
    const message = formatEip155SignInMessage(data);
    const signature = `0x${'ab'.repeat(100)}`;
    const yes = rpcTools(`0x${'0'.repeat(63)}1`);
    expect(await eip155Namespace.siwx!.verify!({ message, signature, address: account.address, network: mainnet }, yes.tools)).toBe(true);
    expect(yes.calls).toContain('eth_call');
    const no = rpcTools(`0x${'0'.repeat(64)}`);
    expect(await eip155Namespace.siwx!.verify!({ message, signature, address: account.address, network: mainnet }, no.tools)).toBe(false);
  });

  it("keeps the sign-in text and the verifier (viem's ecrecover and contract checks) off the page's load path", async () => {
    const { eager, lazy } = await entryLoadPath({ entry: fileURLToPath(new URL('../index.ts', import.meta.url)) });
    const ours = (files: string[]) => files.filter((f) => f.includes('/src/siwx/')).map((f) => f.replace(/^.*\/src\/siwx\//, ''));
    expect(ours(eager)).toEqual(['index.ts']);
    expect(ours(lazy).sort()).toEqual(['format.ts', 'verify.ts']);
  }, 60_000);
});
