import type { NamespaceSiwx } from '@latchkey/kernel';
import { toChecksumAddress } from '../address';

type SignInData = Parameters<NonNullable<NamespaceSiwx['formatMessage']>>[0];

/**
 * The EIP-4361 (Sign-In with Ethereum) text of a sign-in: the account in its EIP-55 checksum
 * form, the Chain ID as the decimal chain id, Issued At always present (EIP-4361 requires it).
 *
 * @example
 * formatEip155SignInMessage({ domain: 'example.com', accountAddress: '0xc02aaa39b223fe8d0a0e5c4f27ead9083c756cc2', chainId: 'eip155:1', uri: 'https://example.com', version: '1', nonce: '32891756', issuedAt: '2021-09-30T16:25:24Z' });
 * // 'example.com wants you to sign in with your Ethereum account:\n0xC02aaA39b223FE8D0A0e5C4F27eAD9083C756Cc2\n\n\nURI: https://example.com\n…'
 */
export function formatEip155SignInMessage(data: SignInData): string {
  const lines = [`${data.domain} wants you to sign in with your Ethereum account:`, toChecksumAddress(data.accountAddress), ''];
  if (data.statement !== undefined) lines.push(data.statement);
  lines.push('', `URI: ${data.uri}`, `Version: ${data.version}`, `Chain ID: ${data.chainId.slice(data.chainId.indexOf(':') + 1)}`, `Nonce: ${data.nonce}`, `Issued At: ${data.issuedAt ?? new Date().toISOString()}`);
  if (data.expirationTime) lines.push(`Expiration Time: ${data.expirationTime}`);
  if (data.notBefore) lines.push(`Not Before: ${data.notBefore}`);
  if (data.requestId) lines.push(`Request ID: ${data.requestId}`);
  if (data.resources?.length) lines.push('Resources:', ...data.resources.map((r) => `- ${r}`));
  return lines.join('\n');
}
