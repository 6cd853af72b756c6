import type { SolanaSignInInput } from '@solana/wallet-standard-features';

/**
 * The Sign In With Solana message text for an input whose domain and address are known, in the
 * format of @solana/wallet-standard-util's createSignInMessageText (checked against its test
 * vectors in vectors/siws_message_vectors.json).
 *
 * @example
 * createSignInMessageText({ domain: 'solana.com', address: 'A', statement: 'S' });
 * // 'solana.com wants you to sign in with your Solana account:\nA\n\nS'
 */
export function createSignInMessageText(input: SolanaSignInInput & { domain: string; address: string }): string {
  let message = `${input.domain} wants you to sign in with your Solana account:\n${input.address}`;
  if (input.statement) message += `\n\n${input.statement}`;
  const fields: string[] = [];
  if (input.uri) fields.push(`URI: ${input.uri}`);
  if (input.version) fields.push(`Version: ${input.version}`);
  if (input.chainId) fields.push(`Chain ID: ${input.chainId}`);
  if (input.nonce) fields.push(`Nonce: ${input.nonce}`);
  if (input.issuedAt) fields.push(`Issued At: ${input.issuedAt}`);
  if (input.expirationTime) fields.push(`Expiration Time: ${input.expirationTime}`);
  if (input.notBefore) fields.push(`Not Before: ${input.notBefore}`);
  if (input.requestId) fields.push(`Request ID: ${input.requestId}`);
  if (input.resources) {
    fields.push('Resources:');
    for (const resource of input.resources) fields.push(`- ${resource}`);
  }
  if (fields.length > 0) message += `\n\n${fields.join('\n')}`;
  return message;
}
