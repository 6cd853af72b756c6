import type { NamespaceSiwx } from '@latchkey/kernel';
import { normalizeSuiAddress } from './address';

type MessageData = Parameters<NonNullable<NamespaceSiwx['formatMessage']>>[0];

/**
 * The CAIP-122 sign-in text for a Sui account ("… wants you to sign in with your Sui account:"), in
 * the layout and field order of EIP-4361, as the kit's other non-EVM families write it; `Chain ID`
 * is the CAIP-2 reference (`mainnet`, `testnet`, …).
 *
 * @example
 * formatSuiSignInMessage({ domain: 'example.org', accountAddress: '0xab…', chainId: 'sui:mainnet', uri: 'https://example.org', version: '1', nonce: 'abc12345' })
 */
export function formatSuiSignInMessage(data: MessageData): string {
  // EIP-4361's layout: the address, a blank line, the statement line (empty without one), a blank line.
  const lines = [`${data.domain} wants you to sign in with your Sui account:`, data.accountAddress, ''];
  if (data.statement !== undefined) lines.push(data.statement);
  lines.push('');
  lines.push(`URI: ${data.uri}`, `Version: ${data.version}`, `Chain ID: ${data.chainId.slice(data.chainId.indexOf(':') + 1)}`, `Nonce: ${data.nonce}`);
  if (data.issuedAt) lines.push(`Issued At: ${data.issuedAt}`);
  if (data.expirationTime) lines.push(`Expiration Time: ${data.expirationTime}`);
  if (data.notBefore) lines.push(`Not Before: ${data.notBefore}`);
  if (data.requestId) lines.push(`Request ID: ${data.requestId}`);
  if (data.resources?.length) lines.push('Resources:', ...data.resources.map((r) => `- ${r}`));
  return lines.join('\n');
}

/**
 * The sui sign-in hooks: the message text, and a verifier (`@mysten/sui/verify`, loaded with
 * import() when a signature is checked) that accepts only a signature of the message by the key
 * of exactly the signing-in address.
 *
 * @example
 * await suiSiwx.verify!({ message, signature, address, network: suiMainnet }, tools); // true
 */
export const suiSiwx: NamespaceSiwx = Object.freeze<NamespaceSiwx>({
  formatMessage: formatSuiSignInMessage,
  async verify(input) {
    const address = normalizeSuiAddress(input.address);
    if (!address || typeof input.signature !== 'string' || typeof input.message !== 'string') return false;
    return (await import('./verify')).verifySuiPersonalMessage({ message: input.message, signature: input.signature, address });
  },
});
