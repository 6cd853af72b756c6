// CAIP-122 sign-in messages for the namespaces other than eip155 (which writes EIP-4361 itself):
// Sign In With Solana as the Wallet Standard writes it (`solana:signIn`), and the CAIP-122 text for
// Bitcoin, Cosmos and Polkadot (the EIP-4361 layout with the chain's name and address format).
import { SiweMessageError, type SiweRule } from './siwe/errors';
import { parseEip4361Layout } from './siwe/message';
import { matchesRule, parseAuthority, parseDateTime, parseUri } from './siwe/rules';

/** The fields of a CAIP-122 message; everything after the address is optional in SIWS. */
export interface Caip122Fields {
  /** The scheme written before the domain (`https://example.com wants you…`), when there is one (EIP-4361 layout only). */
  scheme?: string;
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

/**
 * The blockchain names the CAIP-122 headers of the EIP-4361 layout use, by namespace: what the
 * server reads (`checkSiwxSession`) and what the kit writes for a namespace whose adapter has no
 * `siwx.formatMessage` of its own (cosmos and polkadot today).
 */
export const BLOCKCHAIN_NAMES: Record<string, string> = { bip122: 'Bitcoin', cosmos: 'Cosmos', polkadot: 'Polkadot' };

/** Solana cluster names SIWS writes as its Chain ID, by CAIP-2 reference (genesis hash prefix). */
export const SOLANA_CLUSTERS: Readonly<Record<string, string>> = Object.freeze({
  '5eykt4UsFv8P8NJdTREpY1vzqKqZKvdp': 'mainnet',
  EtWTRABZaYq6iMfeYKouRu166VU2xqa1: 'devnet',
  '4uhcVJyU9pJkvQyS88uRDiswHXSCkY3z': 'testnet',
});

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

/** A CAIP-122 address line: the chain's own encoding (bech32, base58, SS58), letters and digits only. */
const CAIP122_ADDRESS = /^[A-Za-z0-9]{1,128}$/;
/** A CAIP-2 reference, as the Chain ID line carries it. */
const CAIP2_REFERENCE = /^[-_a-zA-Z0-9]{1,32}$/;

/**
 * Reads the CAIP-122 text of a chain written in the EIP-4361 layout ("<domain> wants you to sign in
 * with your <blockchain> account:", Bitcoin, Cosmos and Polkadot), as strictly as
 * `parseSiweMessage`: fields in order, RFC 3986 URIs, RFC 3339 times that name real instants, a
 * nonce of at least 8 letters and digits, the Chain ID a CAIP-2 reference. Throws
 * `SiweMessageError` (format 'CAIP-122') naming the broken rule.
 *
 * @example
 * parseCaip122Message(text, 'Bitcoin').chainId; // '000000000019d6689c085ae165831e93'
 */
export function parseCaip122Message(text: string, blockchain: string): Caip122Fields {
  const fields = parseEip4361Layout(text, {
    blockchain,
    format: 'CAIP-122',
    checkAddress(address) {
      if (!CAIP122_ADDRESS.test(address)) throw new SiweMessageError('address', 'invalid address: letters and digits only', address, 'CAIP-122');
    },
    checkChainId(reference) {
      if (!CAIP2_REFERENCE.test(reference)) throw new SiweMessageError('chain-id', 'invalid chain ID: not a CAIP-2 reference', reference, 'CAIP-122');
    },
  });
  return fields;
}

const siwsFail = (rule: SiweRule, reason: string, details?: string): never => {
  throw new SiweMessageError(rule, reason, details, 'SIWS');
};

/**
 * Checks the fields of a Sign In With Solana message one by one, by the rules EIP-4361 gives them
 * (SIWS keeps them): the domain an RFC 3986 authority, the URI and resources RFC 3986, version 1,
 * a nonce of at least 8 letters and digits, Issued At, Expiration Time and Not Before RFC 3339
 * times that name real instants. `required` lists the fields that must be there. Throws
 * `SiweMessageError` (format 'SIWS') naming the first broken rule.
 *
 * @example
 * checkSiwsFields(parseSiwsMessage(text)!, ['uri', 'version', 'chainId', 'nonce', 'issuedAt']);
 */
export function checkSiwsFields(fields: Caip122Fields, required: ReadonlyArray<keyof Caip122Fields> = []): void {
  const rules: Record<keyof Caip122Fields, SiweRule> = { scheme: 'scheme', domain: 'domain', address: 'address', statement: 'statement', uri: 'uri', version: 'version', chainId: 'chain-id', nonce: 'nonce', issuedAt: 'issued-at', expirationTime: 'expiration-time', notBefore: 'not-before', requestId: 'request-id', resources: 'resources' };
  for (const key of required) if (fields[key] === undefined) siwsFail(rules[key], `missing ${rules[key]}`);
  const authority = parseAuthority(fields.domain);
  if (!authority || authority.host === '') siwsFail('domain', 'invalid domain: not an RFC 3986 authority', fields.domain);
  if (!/^[1-9A-HJ-NP-Za-km-z]{32,44}$/.test(fields.address)) siwsFail('address', 'invalid address: not base58', fields.address);
  if (fields.uri !== undefined && !parseUri(fields.uri)) siwsFail('uri', 'invalid URI: not RFC 3986', fields.uri);
  if (fields.version !== undefined && fields.version !== '1') siwsFail('version', 'invalid version: must be 1', fields.version);
  if (fields.chainId !== undefined && !/^[-_a-zA-Z0-9]{1,64}$/.test(fields.chainId)) siwsFail('chain-id', 'invalid chain ID', fields.chainId);
  if (fields.nonce !== undefined && !matchesRule('nonce', fields.nonce)) siwsFail('nonce', 'invalid nonce: at least 8 letters and digits', fields.nonce);
  for (const key of ['issuedAt', 'expirationTime', 'notBefore'] as const) {
    const value = fields[key];
    if (value === undefined) continue;
    const parsed = parseDateTime(value);
    if (parsed === undefined) siwsFail(rules[key], `invalid ${rules[key]} date time syntax`, value);
    if (parsed === 'semantics') siwsFail(rules[key], `invalid ${rules[key]} date time semantics`, value);
  }
  if (fields.requestId !== undefined && !matchesRule('request-id', fields.requestId)) siwsFail('request-id', 'invalid request ID', fields.requestId);
  for (const r of fields.resources ?? []) if (!parseUri(r)) siwsFail('resources', 'invalid resource URI', r);
}
