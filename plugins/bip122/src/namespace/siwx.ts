import { type NamespaceSiwx } from '@latchkey/kernel';
import { getBip122AddressError } from '../address';

type MessageData = Parameters<NonNullable<NamespaceSiwx['formatMessage']>>[0];

/**
 * The CAIP-122 sign-in text for a Bitcoin account ("… wants you to sign in with your Bitcoin
 * account:"), in the layout and field order of EIP-4361; `Chain ID` is the CAIP-2 reference.
 *
 * @example
 * formatBip122SignInMessage({ domain: 'example.org', accountAddress: 'bc1q…', chainId: 'bip122:000000000019d6689c085ae165831e93', uri: 'https://example.org', version: '1', nonce: 'abc12345' })
 */
export function formatBip122SignInMessage(data: MessageData): string {
  // EIP-4361's layout: a blank line, the statement line (empty without one), a blank line.
  const lines = [`${data.domain} wants you to sign in with your Bitcoin account:`, data.accountAddress, ''];
  if (data.statement !== undefined) lines.push(data.statement);
  lines.push('');
  lines.push(`URI: ${data.uri}`, `Version: ${data.version}`, `Chain ID: ${data.chainId.split(':')[1] ?? data.chainId}`, `Nonce: ${data.nonce}`);
  if (data.issuedAt) lines.push(`Issued At: ${data.issuedAt}`);
  if (data.expirationTime) lines.push(`Expiration Time: ${data.expirationTime}`);
  if (data.notBefore) lines.push(`Not Before: ${data.notBefore}`);
  if (data.requestId) lines.push(`Request ID: ${data.requestId}`);
  if (data.resources?.length) lines.push('Resources:', ...data.resources.map((r) => `- ${r}`));
  return lines.join('\n');
}

/**
 * The bip122 sign-in hooks: the message text, and a verifier (legacy ECDSA and BIP-322, in the
 * browser too) that loads with import() when a signature is checked. A signature counts only for
 * an address of the sign-in's network.
 *
 * @example
 * await bip122Siwx.verify!({ message, signature, address, network: bitcoin }, tools); // true
 */
export const bip122Siwx: NamespaceSiwx = Object.freeze<NamespaceSiwx>({
  formatMessage: formatBip122SignInMessage,
  async verify(input) {
    if (getBip122AddressError(input.address, input.network.caipNetworkId)) return false;
    return (await import('../verify/verifyMessage')).verifyBip122Message(input);
  },
});
