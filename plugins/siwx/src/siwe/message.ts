import { toChecksumAddress } from './address';
import { SiweMessageError, type SignInFormat, type SiweRule } from './errors';
import { matchesRule, parseAuthority, parseDateTime, parseUri } from './rules';

/**
 * The fields of an EIP-4361 message. Optional fields are absent when the message has none; an
 * empty statement (`''`), an empty Request ID and an empty Resources list are kept, because the
 * message text differs from one without them.
 */
export interface SiweMessageFields {
  /** The scheme written before the domain (`https://example.com wants you…`), when there is one. */
  scheme?: string;
  /** RFC 3986 authority of the site asking (host, optional userinfo and port). */
  domain: string;
  /** EIP-55 checksummed address. */
  address: string;
  /** One line of human-readable text (ERC-4361 statement characters only). */
  statement?: string;
  uri: string;
  version: '1';
  /** EIP-155 chain id. */
  chainId: number;
  /** At least 8 letters and digits. */
  nonce: string;
  /** RFC 3339 date-time. */
  issuedAt: string;
  expirationTime?: string;
  notBefore?: string;
  requestId?: string;
  resources?: string[];
}

const HEADER_SUFFIX = ' wants you to sign in with your Ethereum account:';
const TIME_RULES = { issuedAt: 'issued-at', expirationTime: 'expiration-time', notBefore: 'not-before' } as const;

const fail = (rule: SiweRule, reason: string, details?: string): never => {
  throw new SiweMessageError(rule, reason, details);
};

function checkScheme(scheme: string): void {
  if (!matchesRule('scheme', scheme)) fail('scheme', 'invalid scheme', scheme);
}

function checkDomain(domain: string): void {
  const authority = parseAuthority(domain);
  // An empty host names no site (see rules.ts).
  if (!authority || authority.host === '') fail('domain', 'invalid domain: not an RFC 3986 authority', domain);
}

function checkAddress(address: string): void {
  const checksummed = toChecksumAddress(address);
  if (!checksummed) fail('address', 'invalid address: expected 0x and 40 hex digits', address);
  // All-lowercase and all-uppercase addresses are refused too (spruceid/siwe main; see README).
  if (checksummed !== address) fail('address', 'invalid EIP-55 address', address);
}

function checkTime(key: keyof typeof TIME_RULES, value: string): number {
  const rule = TIME_RULES[key];
  const parsed = parseDateTime(value);
  if (parsed === undefined) fail(rule, `invalid ${rule} date time syntax`, value);
  if (parsed === 'semantics') fail(rule, `invalid ${rule} date time semantics`, value);
  return (parsed as { ms: number }).ms;
}

function checkChainId(value: unknown): number {
  const chainId = typeof value === 'string' && /^[0-9]+$/.test(value) ? Number(value) : value;
  if (typeof chainId !== 'number' || !Number.isSafeInteger(chainId) || chainId < 0) fail('chain-id', 'invalid chain ID', String(value));
  return chainId as number;
}

/** Checks every field against its rule; throws `SiweMessageError` naming the first broken one. */
function checkFields(f: SiweMessageFields): void {
  const required = ['domain', 'address', 'uri', 'version', 'chainId', 'nonce', 'issuedAt'] as const;
  const names: Record<(typeof required)[number], SiweRule> = { domain: 'domain', address: 'address', uri: 'uri', version: 'version', chainId: 'chain-id', nonce: 'nonce', issuedAt: 'issued-at' };
  for (const key of required) if (f[key] === undefined || f[key] === null) fail(names[key], `missing ${names[key]}`);
  for (const key of ['scheme', 'domain', 'address', 'statement', 'uri', 'version', 'nonce', 'issuedAt', 'expirationTime', 'notBefore', 'requestId'] as const) {
    const value = f[key];
    if (value !== undefined && value !== null && typeof value !== 'string') fail(key === 'issuedAt' ? 'issued-at' : key === 'expirationTime' ? 'expiration-time' : key === 'notBefore' ? 'not-before' : key === 'requestId' ? 'request-id' : key, `${key} must be a string`);
  }
  if (f.scheme !== undefined && f.scheme !== null) checkScheme(f.scheme);
  checkDomain(f.domain);
  checkAddress(f.address);
  if (f.statement !== undefined && f.statement !== null && !matchesRule('statement', f.statement)) {
    fail('statement', f.statement.includes('\n') ? 'invalid statement: it must be one line' : 'invalid statement: a character the statement rule does not allow', f.statement);
  }
  if (!parseUri(f.uri)) fail('uri', 'invalid URI: not RFC 3986', f.uri);
  if (f.version !== '1') fail('version', 'invalid version: must be 1', String(f.version));
  checkChainId(f.chainId);
  if (!matchesRule('nonce', f.nonce)) fail('nonce', 'invalid nonce: at least 8 letters and digits', f.nonce);
  checkTime('issuedAt', f.issuedAt);
  if (f.expirationTime !== undefined && f.expirationTime !== null) checkTime('expirationTime', f.expirationTime);
  if (f.notBefore !== undefined && f.notBefore !== null) checkTime('notBefore', f.notBefore);
  if (f.requestId !== undefined && f.requestId !== null && !matchesRule('request-id', f.requestId)) fail('request-id', 'invalid request ID', f.requestId);
  if (f.resources !== undefined && f.resources !== null) {
    if (!Array.isArray(f.resources)) fail('resources', 'resources must be a list');
    for (const r of f.resources) if (typeof r !== 'string' || !parseUri(r)) fail('resources', 'invalid resource URI', String(r));
  }
}

/**
 * What tells one text of the EIP-4361 layout from another: EIP-4361 itself, or the CAIP-122 text
 * of another chain, which differs only in the chain named in the header and in its address and
 * Chain ID rules.
 */
export interface Eip4361Layout {
  /** The chain's name in the header: "<domain> wants you to sign in with your <blockchain> account:". */
  blockchain: string;
  /** Named in the errors ("Invalid CAIP-122 message: …"). */
  format: SignInFormat;
  /** Throws `SiweMessageError` (rule 'address') when the address line is not an address of the chain. */
  checkAddress(address: string): void;
  /** Throws `SiweMessageError` (rule 'chain-id') when the Chain ID line is not one of the chain's. */
  checkChainId(text: string): void;
}

/** The fields of a text of the EIP-4361 layout, with the Chain ID as written. */
export type Eip4361LayoutFields = Omit<SiweMessageFields, 'chainId'> & { chainId: string };

const ETHEREUM: Eip4361Layout = {
  blockchain: 'Ethereum',
  format: 'SIWE',
  checkAddress,
  checkChainId(text) {
    if (!/^[0-9]+$/.test(text)) fail('chain-id', 'invalid chain ID', text);
    checkChainId(text);
  },
};

function parseLayout(text: string, layout: Eip4361Layout): Eip4361LayoutFields {
  if (typeof text !== 'string') fail('message', 'the message must be a string');
  const headerSuffix = ` wants you to sign in with your ${layout.blockchain} account:`;
  const lines = text.split('\n');
  let i = 0;
  const next = () => lines[i++];

  const header = next()!;
  if (!header.endsWith(headerSuffix)) fail('header', `invalid header: expected "<domain>${headerSuffix}"`, header);
  let domain = header.slice(0, -headerSuffix.length);
  let scheme: string | undefined;
  const sep = domain.indexOf('://');
  if (sep >= 0) {
    scheme = domain.slice(0, sep);
    domain = domain.slice(sep + 3);
    checkScheme(scheme);
  }
  if (domain === '') fail('domain', 'missing domain');
  checkDomain(domain);

  const address = next();
  if (address === undefined || address === '') fail('address', 'missing address');
  layout.checkAddress(address!);
  if (next() !== '') fail('message', 'expected an empty line after the address');
  // [ statement LF ] LF: a statement line (possibly empty) and a blank line, or the blank line alone.
  let statement: string | undefined;
  if (lines[i] !== '' && lines[i] !== undefined) {
    statement = next();
    if (next() !== '') fail('statement', 'invalid statement: it must be one line followed by an empty line');
  } else if (lines[i] === '' && lines[i + 1] === '') {
    statement = '';
    i += 2;
  } else if (lines[i] === '') {
    i += 1;
  } else {
    fail('message', 'expected an empty line before the URI');
  }
  if (statement !== undefined && !matchesRule('statement', statement)) fail('statement', 'invalid statement: a character the statement rule does not allow', statement);

  const field = (prefix: string, rule: SiweRule): string => {
    const line = lines[i];
    if (line === undefined || !line.startsWith(prefix)) fail(rule, `missing ${rule}: expected a line starting "${prefix}"`, line);
    i += 1;
    return line!.slice(prefix.length);
  };
  const uri = field('URI: ', 'uri');
  if (!parseUri(uri)) fail('uri', 'invalid URI: not RFC 3986', uri);
  const version = field('Version: ', 'version');
  if (version !== '1') fail('version', 'invalid version: must be 1', version);
  const chainId = field('Chain ID: ', 'chain-id');
  layout.checkChainId(chainId);
  const nonce = field('Nonce: ', 'nonce');
  if (!matchesRule('nonce', nonce)) fail('nonce', 'invalid nonce: at least 8 letters and digits', nonce);
  const issuedAt = field('Issued At: ', 'issued-at');
  checkTime('issuedAt', issuedAt);

  const fields: Eip4361LayoutFields = { ...(scheme !== undefined ? { scheme } : {}), domain, address: address!, ...(statement !== undefined ? { statement } : {}), uri, version: '1', chainId, nonce, issuedAt };
  const optional = (prefix: string): string | undefined => (lines[i]?.startsWith(prefix) ? lines[i++]!.slice(prefix.length) : undefined);
  const expirationTime = optional('Expiration Time: ');
  if (expirationTime !== undefined) {
    checkTime('expirationTime', expirationTime);
    fields.expirationTime = expirationTime;
  }
  const notBefore = optional('Not Before: ');
  if (notBefore !== undefined) {
    checkTime('notBefore', notBefore);
    fields.notBefore = notBefore;
  }
  const requestId = optional('Request ID: ');
  if (requestId !== undefined) {
    if (!matchesRule('request-id', requestId)) fail('request-id', 'invalid request ID', requestId);
    fields.requestId = requestId;
  }
  if (lines[i] === 'Resources:') {
    i += 1;
    const resources: string[] = [];
    while (i < lines.length && lines[i]!.startsWith('- ')) {
      const resource = lines[i++]!.slice(2);
      if (!parseUri(resource)) fail('resources', 'invalid resource URI', resource);
      resources.push(resource);
    }
    fields.resources = resources;
  }
  if (i < lines.length) {
    const rest = lines[i]!;
    const known = ['URI: ', 'Version: ', 'Chain ID: ', 'Nonce: ', 'Issued At: ', 'Expiration Time: ', 'Not Before: ', 'Request ID: ', 'Resources:'].find((p) => rest.startsWith(p));
    if (known) fail('message', `field out of order: "${known.trim()}"`, rest);
    fail(fields.resources ? 'resources' : 'message', fields.resources ? 'invalid resources: each on its own line starting "- "' : 'unexpected text after the last field', rest);
  }
  return fields;
}

/**
 * Parses a text of the EIP-4361 layout with the chain and rules of `layout` (the CAIP-122 text of
 * Bitcoin, Cosmos, Polkadot…), as strictly as `parseSiweMessage`. Throws `SiweMessageError`
 * carrying `layout.format`.
 *
 * @example
 * parseEip4361Layout(text, { blockchain: 'Bitcoin', format: 'CAIP-122', checkAddress, checkChainId });
 */
export function parseEip4361Layout(text: string, layout: Eip4361Layout): Eip4361LayoutFields {
  try {
    return parseLayout(text, layout);
  } catch (error) {
    if (error instanceof SiweMessageError && error.format !== layout.format) throw new SiweMessageError(error.rule, error.reason, error.details, layout.format);
    throw error;
  }
}

/**
 * Parses an EIP-4361 (Sign-In with Ethereum) message, strictly by the ERC-4361 ABNF: LF line
 * ends, fields in order, no trailing newline, an EIP-55 checksummed address, RFC 3986 URIs and
 * RFC 3339 times that name real instants. Throws `SiweMessageError` naming the broken rule.
 *
 * @example
 * const fields = parseSiweMessage(text);
 * fields.address; // '0xC02aaA39b223FE8D0A0e5C4F27eAD9083C756Cc2'
 */
export function parseSiweMessage(text: string): SiweMessageFields {
  const fields = parseLayout(text, ETHEREUM) as unknown as SiweMessageFields;
  fields.chainId = Number(fields.chainId);
  return fields;
}

/**
 * Writes the EIP-4361 message text for `fields` (ABNF order; optional fields only when given),
 * after checking each against its rule: throws `SiweMessageError` naming the first broken one.
 * `parseSiweMessage(formatSiweMessage(f))` gives `f` back.
 *
 * @example
 * formatSiweMessage({ domain: 'example.com', address: '0xC02aaA39b223FE8D0A0e5C4F27eAD9083C756Cc2', uri: 'https://example.com/login', version: '1', chainId: 1, nonce: '32891756', issuedAt: '2021-09-30T16:25:24Z' });
 */
export function formatSiweMessage(fields: SiweMessageFields): string {
  if (typeof fields !== 'object' || fields === null) fail('message', 'the fields must be an object');
  checkFields(fields);
  const lines = [`${fields.scheme ? `${fields.scheme}://` : ''}${fields.domain}${HEADER_SUFFIX}`, fields.address, ''];
  if (fields.statement !== undefined && fields.statement !== null) lines.push(fields.statement);
  lines.push('', `URI: ${fields.uri}`, `Version: ${fields.version}`, `Chain ID: ${checkChainId(fields.chainId)}`, `Nonce: ${fields.nonce}`, `Issued At: ${fields.issuedAt}`);
  if (fields.expirationTime !== undefined && fields.expirationTime !== null) lines.push(`Expiration Time: ${fields.expirationTime}`);
  if (fields.notBefore !== undefined && fields.notBefore !== null) lines.push(`Not Before: ${fields.notBefore}`);
  if (fields.requestId !== undefined && fields.requestId !== null) lines.push(`Request ID: ${fields.requestId}`);
  if (fields.resources !== undefined && fields.resources !== null) lines.push('Resources:', ...fields.resources.map((r) => `- ${r}`));
  return lines.join('\n');
}

/** The instant of an RFC 3339 time the message holds (already checked). */
export function instantOf(value: string): number {
  const parsed = parseDateTime(value);
  return typeof parsed === 'object' ? parsed.ms : NaN;
}
