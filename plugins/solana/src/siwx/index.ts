import type { NamespaceSiwx } from '@latchkey/kernel';
import { SOLANA_REFERENCES } from '../networks';

type SignInData = Parameters<NonNullable<NamespaceSiwx['formatMessage']>>[0];

/** The cluster name Sign In With Solana writes as its Chain ID, by CAIP-2 reference. */
const CLUSTERS: ReadonlyMap<string, string> = new Map(Object.entries(SOLANA_REFERENCES).map(([name, reference]) => [reference, name]));

/**
 * The Sign In With Solana text of a sign-in, as the Wallet Standard's `solana:signIn` writes it:
 * the header and address, the statement after a blank line, then the fields present after another;
 * the Chain ID is the cluster's name (mainnet, devnet, testnet), else the CAIP-2 reference.
 *
 * @example
 * formatSolanaSignInMessage({ domain: 'solana.com', accountAddress: 'A…', chainId: 'solana:5eykt4UsFv8P8NJdTREpY1vzqKqZKvdp', uri: 'https://solana.com', version: '1', nonce: 'k3Jd9aPq' });
 * // 'solana.com wants you to sign in with your Solana account:\nA…\n\nURI: https://solana.com\nVersion: 1\nChain ID: mainnet\nNonce: k3Jd9aPq'
 */
export function formatSolanaSignInMessage(data: SignInData): string {
  const reference = data.chainId.slice(data.chainId.indexOf(':') + 1);
  const fields: Array<[string, string | undefined]> = [
    ['URI', data.uri],
    ['Version', data.version],
    ['Chain ID', CLUSTERS.get(reference) ?? reference],
    ['Nonce', data.nonce],
    ['Issued At', data.issuedAt],
    ['Expiration Time', data.expirationTime],
    ['Not Before', data.notBefore],
    ['Request ID', data.requestId],
  ];
  const lines = fields.filter((f): f is [string, string] => typeof f[1] === 'string').map(([label, value]) => `${label}: ${value}`);
  if (data.resources?.length) lines.push('Resources:', ...data.resources.map((r) => `- ${r}`));
  let text = `${data.domain} wants you to sign in with your Solana account:\n${data.accountAddress}`;
  if (data.statement !== undefined) text += `\n\n${data.statement}`;
  if (lines.length) text += `\n\n${lines.join('\n')}`;
  return text;
}

/**
 * The solana sign-in hooks: the Sign In With Solana text, and an ed25519 verifier that loads with
 * import() when a signature is checked.
 *
 * @example
 * await solanaSiwx.verify!({ message, signature, address, network: solanaMainnet }, tools); // true
 */
export const solanaSiwx: NamespaceSiwx = Object.freeze<NamespaceSiwx>({
  formatMessage: formatSolanaSignInMessage,
  verify: async (input) => (await import('./verify')).verifySolanaSignIn(input),
});
