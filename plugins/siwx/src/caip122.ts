// CAIP-122 sign-in messages for the namespaces other than eip155 (which writes EIP-4361 itself):
// Sign In With Solana as the Wallet Standard writes it (`solana:signIn`), and the CAIP-122 text for
// Bitcoin, Cosmos and Polkadot (the EIP-4361 layout with the chain's name and address format).

/** The fields of a CAIP-122 message; everything after the address is optional in SIWS. */
export interface Caip122Fields {
  domain: string;
  address: string;
  statement?: string;
  uri?: string;
  version?: string;
  chainId?: string;
  nonce?: string;
  issuedAt?: string;
  expirationTime?: string;
  notBefore?: string;
  requestId?: string;
  resources?: string[];
}

const FIELDS: Array<[keyof Caip122Fields, string]> = [
  ['uri', 'URI'],
  ['version', 'Version'],
  ['chainId', 'Chain ID'],
  ['nonce', 'Nonce'],
  ['issuedAt', 'Issued At'],
  ['expirationTime', 'Expiration Time'],
  ['notBefore', 'Not Before'],
  ['requestId', 'Request ID'],
];

/** The blockchain names CAIP-122 headers use, by namespace. */
export const BLOCKCHAIN_NAMES: Record<string, string> = { eip155: 'Ethereum', solana: 'Solana', bip122: 'Bitcoin', cosmos: 'Cosmos', polkadot: 'Polkadot' };

const header = (domain: string, blockchain: string) => `${domain} wants you to sign in with your ${blockchain} account:`;

/**
 * Writes a Sign In With Solana message as the Wallet Standard does: the header and address, then
 * the statement (which may span lines) after a blank line, then the fields present after another.
 *
 * @example
 * formatSiwsMessage({ domain: 'solana.com', address: 'A', statement: 'S' }); // 'solana.com wants you to sign in with your Solana account:\nA\n\nS'
 */
export function formatSiwsMessage(fields: Caip122Fields): string {
  return formatLines(fields, 'Solana', false);
}

/**
 * Writes the CAIP-122 message of a chain in the EIP-4361 layout (a blank line, an optional
 * one-line statement, a blank line, then the fields), as Bitcoin, Cosmos and Polkadot wallets sign it.
 *
 * @example
 * formatCaip122Message({ domain: 'example.com', address: 'bc1q…', uri: 'https://example.com', version: '1', chainId: '000000000019d6689c085ae165831e93', nonce: 'k3Jd9aPq', issuedAt: '2026-11-24T10:00:00Z' }, 'Bitcoin');
 */
export function formatCaip122Message(fields: Caip122Fields, blockchain: string): string {
  return formatLines(fields, blockchain, true);
}

function formatLines(f: Caip122Fields, blockchain: string, eip4361Layout: boolean): string {
  const head = `${header(f.domain, blockchain)}\n${f.address}`;
  const lines: string[] = [];
  for (const [key, label] of FIELDS) {
    const value = f[key];
    if (typeof value === 'string') lines.push(`${label}: ${value}`);
  }
  if (f.resources) lines.push('Resources:', ...f.resources.map((r) => `- ${r}`));
  if (eip4361Layout) return [head, '', ...(f.statement !== undefined ? [f.statement] : []), '', ...lines].join('\n');
  let text = head;
  if (f.statement !== undefined) text += `\n\n${f.statement}`;
  if (lines.length) text += `\n\n${lines.join('\n')}`;
  return text;
}

/**
 * Reads a Sign In With Solana message back into its fields (the Wallet Standard's reading):
 * undefined when the header or the field lines are not SIWS.
 *
 * @example
 * parseSiwsMessage('solana.com wants you to sign in with your Solana account:\nA\n\nS'); // { domain: 'solana.com', address: 'A', statement: 'S' }
 */
export function parseSiwsMessage(text: string): Caip122Fields | undefined {
  const m = /^(?<domain>[^\n]+?) wants you to sign in with your Solana account:\n(?<address>[^\n]+)(?:\n|$)/.exec(text);
  if (!m?.groups) return undefined;
  const out: Caip122Fields = { domain: m.groups.domain!, address: m.groups.address! };
  let rest = text.slice(m[0].length);
  if (!rest) return out;
  if (!rest.startsWith('\n')) return undefined;
  rest = rest.slice(1);
  // The fields block, when there is one, is the last blank-line-separated block starting with a known label.
  const blocks = rest.split('\n\n');
  const last = blocks[blocks.length - 1]!;
  const isFields = FIELDS.some(([, label]) => last.startsWith(`${label}: `)) || last.startsWith('Resources:');
  const statementBlocks = isFields ? blocks.slice(0, -1) : blocks;
  if (statementBlocks.length) out.statement = statementBlocks.join('\n\n');
  if (!isFields) return out;
  const lines = last.split('\n');
  let i = 0;
  for (const [key, label] of FIELDS) {
    if (lines[i]?.startsWith(`${label}: `)) (out as unknown as Record<string, string>)[key] = lines[i++]!.slice(label.length + 2);
  }
  if (lines[i] === 'Resources:') {
    i += 1;
    out.resources = [];
    while (lines[i]?.startsWith('- ')) out.resources.push(lines[i++]!.slice(2));
  }
  return i === lines.length ? out : undefined;
}
