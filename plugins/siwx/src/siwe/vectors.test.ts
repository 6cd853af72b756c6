// Every case of ../shared/vectors/siwe (spruceid/siwe main, the ERC-4361 examples and the advisory
// unmerged PR #200 suite) and the CAIP-122 examples, through the public functions.
import { existsSync, readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { checkSiweMessage, formatSiweMessage, parseSiweMessage, SiweMessageError, verifySiweMessage, type SiweMessageFields } from '../index';
import { matchesRule, parseUri } from './rules';

function load<T>(path: string): T {
  const url = new URL(`../../../../../shared/vectors/${path}`, import.meta.url);
  if (!existsSync(url)) throw new Error(`Shared test vectors not found: ${fileURLToPath(url)}`);
  return JSON.parse(readFileSync(url, 'utf8')) as T;
}

type Loose = Record<string, unknown>;
/** The vectors write an absent field as null; the parser leaves it out. */
const withoutNulls = (o: Loose): Loose => Object.fromEntries(Object.entries(o).filter(([, v]) => v !== null));
const MESSAGE_KEYS = ['scheme', 'domain', 'address', 'statement', 'uri', 'version', 'chainId', 'nonce', 'issuedAt', 'expirationTime', 'notBefore', 'requestId', 'resources'];
const fieldsOf = (o: Loose) => Object.fromEntries(Object.entries(o).filter(([k]) => MESSAGE_KEYS.includes(k))) as unknown as SiweMessageFields;

describe('spruceid/siwe parsing vectors', () => {
  const positive = load<Record<string, { message: string; fields: Loose }>>('siwe/parsing_positive.json');
  it.each(Object.entries(positive))('parses and re-serialises: %s', (_name, { message, fields }) => {
    expect(parseSiweMessage(message)).toEqual(withoutNulls(fields));
    expect(formatSiweMessage(withoutNulls(fields) as unknown as SiweMessageFields)).toBe(message);
  });

  const negative = load<Record<string, string>>('siwe/parsing_negative.json');
  it.each(Object.entries(negative))('refuses the message: %s', (_name, message) => {
    expect(() => parseSiweMessage(message)).toThrow(SiweMessageError);
  });

  const negativeObjects = load<Record<string, Loose>>('siwe/parsing_negative_objects.json');
  it.each(Object.entries(negativeObjects))('refuses to format: %s', (_name, fields) => {
    expect(() => formatSiweMessage(fields as unknown as SiweMessageFields)).toThrow(SiweMessageError);
  });
});

describe('the broken rule is named', () => {
  const negative = load<Record<string, string>>('siwe/parsing_negative.json');
  const rule = (name: string) => {
    try {
      parseSiweMessage(negative[name]!);
    } catch (error) {
      return (error as SiweMessageError).rule;
    }
  };
  it.each([
    ['missing domain', 'domain'],
    ['missing address', 'address'],
    ['address not EIP-55', 'address'],
    ['domain not RFC4501 authority', 'domain'],
    ['uri is non-RFC 3986', 'uri'],
    ['version not 1', 'version'],
    ['not a valid chainId', 'chain-id'],
    ['nonce with less then 8 chars', 'nonce'],
    ['non-ISO 8601 issuedAt', 'issued-at'],
    ['non-ISO 8601 expirationTime', 'expiration-time'],
    ['non-ISO 8601 notBefore', 'not-before'],
    ['first resource not-RFC 3986', 'resources'],
  ])('%s → %s', (name, expected) => {
    expect(rule(name)).toBe(expected);
  });
  it('a readable message with the reason', () => {
    expect(() => parseSiweMessage(negative['address not EIP-55']!)).toThrow('Invalid SIWE message: invalid EIP-55 address');
  });
});

describe('spruceid/siwe verification vectors', () => {
  const positive = load<Record<string, Loose & { signature: string; time?: string }>>('siwe/verification_positive.json');
  it.each(Object.entries(positive))('verifies: %s', async (_name, v) => {
    const message = formatSiweMessage(fieldsOf(v));
    expect(await verifySiweMessage({ message, signature: v.signature, time: v.time ?? (v.issuedAt as string) })).toBe(true);
  });

  const negative = load<Record<string, Loose & { signature: string; time?: string; domainBinding?: string; matchNonce?: string }>>('siwe/verification_negative.json');
  it.each(Object.entries(negative))('refuses: %s', async (_name, v) => {
    // Some cases cannot even be written (Feb 31): their text is built by hand in ABNF order.
    const f = fieldsOf(v);
    const lines = [`${f.domain} wants you to sign in with your Ethereum account:`, f.address, '', ...(f.statement ? [f.statement, ''] : ['']), `URI: ${f.uri}`, `Version: ${f.version}`, `Chain ID: ${f.chainId}`, `Nonce: ${f.nonce}`, `Issued At: ${f.issuedAt}`];
    if (f.expirationTime) lines.push(`Expiration Time: ${f.expirationTime}`);
    if (f.notBefore) lines.push(`Not Before: ${f.notBefore}`);
    const message = lines.join('\n');
    const result = await verifySiweMessage({ message, signature: v.signature, ...(v.time ? { time: v.time } : {}), ...(v.domainBinding ? { domain: v.domainBinding } : {}), ...(v.matchNonce ? { nonce: v.matchNonce } : {}) });
    expect(result).toBe(false);
  });

  it('says why: expired, not yet valid, domain, nonce, signature', async () => {
    const ok = positive['example message']!;
    const message = formatSiweMessage(fieldsOf(ok));
    expect(await checkSiweMessage({ message, signature: ok.signature, time: '2100-01-07T14:31:43.952Z' })).toMatchObject({ valid: false, reason: 'expired' });
    expect(await checkSiweMessage({ message, signature: ok.signature, time: '2100-01-07T14:31:43.951Z' })).toMatchObject({ valid: true, by: 'ecrecover' });
    expect(await checkSiweMessage({ message, signature: ok.signature, domain: 'example.com' })).toMatchObject({ valid: false, reason: 'domain' });
    expect(await checkSiweMessage({ message, signature: ok.signature, nonce: 'bTyXgcQxn2htgkjJx' })).toMatchObject({ valid: false, reason: 'nonce' });
    const tampered = message.replace('Example Statement', 'Example statement');
    expect(await checkSiweMessage({ message: tampered, signature: ok.signature })).toMatchObject({ valid: false, reason: 'signature' });
    expect(await verifySiweMessage({ message, signature: ok.signature, domain: 'login.xyz', nonce: 'bTyXgcQxn2htgkjJn' })).toBe(true);
    await expect(verifySiweMessage({ message, signature: ok.signature, time: 'yesterday' })).rejects.toThrow('Invalid time');
  });

  it('smart-account signatures (eip1271.json) do not verify by ecrecover alone; a contract verifier decides', async () => {
    const cases = load<Record<string, { message: string; signature: string }>>('siwe/eip1271.json');
    for (const { message, signature } of Object.values(cases)) {
      const address = parseSiweMessage(message).address;
      expect(await verifySiweMessage({ message, signature })).toBe(false);
      const asked: string[] = [];
      const client = { verifyMessage: async (a: { address: string }) => (asked.push(a.address), true) };
      expect(await checkSiweMessage({ message, signature, client, time: parseSiweMessage(message).issuedAt })).toMatchObject({ valid: true, by: 'contract' });
      expect(asked).toEqual([address]);
      expect(await verifySiweMessage({ message, signature, client: { verifyMessage: async () => false }, time: parseSiweMessage(message).issuedAt })).toBe(false);
    }
  });
});

describe('ERC-4361 spec examples', () => {
  const { cases } = load<{ cases: Record<string, { message: string; expected: string; fields_derived: Loose }> }>('siwe/erc4361_spec_examples.json');
  it.each(Object.entries(cases))('%s', (_name, c) => {
    expect(c.expected).toBe('valid');
    expect(parseSiweMessage(c.message)).toEqual(withoutNulls(c.fields_derived));
    expect(formatSiweMessage(parseSiweMessage(c.message))).toBe(c.message);
  });
});

describe('CAIP-122 examples (eip155)', () => {
  const { cases } = load<{ cases: Record<string, { message: string; expected?: { valid_as_EIP4361?: boolean } }> }>('caip/caip122_examples.json');
  it("refuses CAIP-122's informal eip155 example (Chain ID after Issued At, an all-lowercase address), as its notes expect", () => {
    const example = cases['caip122-eip155-example']!;
    expect(example.expected?.valid_as_EIP4361).toBe(false);
    expect(() => parseSiweMessage(example.message)).toThrow(SiweMessageError);
  });
});

describe('advisory vectors (spruceid/siwe PR #200, never merged)', () => {
  const valid = load<Record<string, { rule: Parameters<typeof matchesRule>[0]; input: string; answer: boolean }>>('siwe/unmerged-pr200/valid_chars.json');
  const invalid = load<Record<string, { rule: Parameters<typeof matchesRule>[0]; input: string; answer: boolean }>>('siwe/unmerged-pr200/invalid_chars.json');
  it.each([...Object.entries(valid), ...Object.entries(invalid)])('rule %s', (_name, c) => {
    expect(matchesRule(c.rule, c.input)).toBe(c.answer);
  });

  const validUris = load<Record<string, { msg: string; uri: Loose }>>('siwe/unmerged-pr200/valid_uris.json');
  it.each(Object.entries(validUris))('URI %s', (_name, c) => {
    const fields = parseSiweMessage(c.msg);
    expect(parseUri(fields.uri)).toMatchObject(c.uri);
  });
  const invalidUris = load<Record<string, string | { msg: string }>>('siwe/unmerged-pr200/invalid_uris.json');
  it.each(Object.entries(invalidUris))('invalid URI %s', (_name, c) => {
    expect(() => parseSiweMessage(typeof c === 'string' ? c : c.msg)).toThrow(SiweMessageError);
  });
  const validResources = load<Record<string, string | { msg: string }>>('siwe/unmerged-pr200/valid_resources.json');
  it.each(Object.entries(validResources))('resources %s', (_name, c) => {
    const message = typeof c === 'string' ? c : c.msg;
    expect(formatSiweMessage(parseSiweMessage(message))).toBe(message);
  });
  const invalidResources = load<Record<string, string | { msg: string }>>('siwe/unmerged-pr200/invalid_resources.json');
  it.each(Object.entries(invalidResources))('invalid resources %s', (_name, c) => {
    expect(() => parseSiweMessage(typeof c === 'string' ? c : c.msg)).toThrow(expect.objectContaining({ rule: 'resources' }));
  });
  const spec = load<Record<string, { msg: string; items: Loose }>>('siwe/unmerged-pr200/valid_specification.json');
  it.each(Object.entries(spec))('%s', (_name, c) => {
    const fields = parseSiweMessage(c.msg);
    expect({ statement: fields.statement ?? null, requestId: fields.requestId ?? null, resources: fields.resources ?? null }).toEqual(c.items);
    expect(formatSiweMessage(fields)).toBe(c.msg);
  });
  const objects = load<Record<string, { msg: Loose; error: string }>>('siwe/unmerged-pr200/message_objects.json');
  it.each(Object.entries(objects))('%s', (_name, c) => {
    if (c.error === 'none') expect(parseSiweMessage(formatSiweMessage(c.msg as unknown as SiweMessageFields))).toEqual(withoutNulls(c.msg));
    else expect(() => formatSiweMessage(c.msg as unknown as SiweMessageFields)).toThrow(`Invalid SIWE message: ${c.error}`);
  });
});

describe('the choices where the ABNF and implementations disagree (README, "Sign-in with the wallet")', () => {
  const base = 'example.com wants you to sign in with your Ethereum account:\n0xC02aaA39b223FE8D0A0e5C4F27eAD9083C756Cc2\n\nStatement\n\nURI: https://example.com\nVersion: 1\nChain ID: 1\nNonce: 32891756\nIssued At: 2021-09-30T16:25:24Z';
  it('accepts the base message', () => {
    expect(parseSiweMessage(base).statement).toBe('Statement');
  });
  it('refuses a trailing newline, CR LF line ends and an all-uppercase address', () => {
    expect(() => parseSiweMessage(`${base}\n`)).toThrow(SiweMessageError);
    expect(() => parseSiweMessage(base.replace(/\n/g, '\r\n'))).toThrow(SiweMessageError);
    expect(() => parseSiweMessage(base.replace('0xC02aaA39b223FE8D0A0e5C4F27eAD9083C756Cc2', '0xC02AAA39B223FE8D0A0E5C4F27EAD9083C756CC2'))).toThrow('invalid EIP-55 address');
  });
  it('refuses statement characters outside the ABNF (quotes, percent, non-ASCII)', () => {
    for (const statement of ['say "hi"', '100%', 'café']) expect(() => parseSiweMessage(base.replace('Statement', statement))).toThrow(expect.objectContaining({ rule: 'statement' }));
  });
  it('refuses a domain with no host, accepts userinfo and a port', () => {
    expect(() => parseSiweMessage(base.replace('example.com wants', ':8080 wants'))).toThrow(expect.objectContaining({ rule: 'domain' }));
    expect(parseSiweMessage(base.replace('example.com wants', 'me@example.com:8080 wants')).domain).toBe('me@example.com:8080');
  });
  it('a leap second is a valid second; a time with no offset is not RFC 3339', () => {
    expect(parseSiweMessage(base.replace('2021-09-30T16:25:24Z', '2016-12-31T23:59:60Z')).issuedAt).toBe('2016-12-31T23:59:60Z');
    expect(() => parseSiweMessage(base.replace('2021-09-30T16:25:24Z', '2021-09-30T16:25:24'))).toThrow(expect.objectContaining({ rule: 'issued-at' }));
  });
});
