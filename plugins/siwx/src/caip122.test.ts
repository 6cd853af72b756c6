import { existsSync, readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { checkSiwsFields, formatCaip122Message, formatSiwsMessage, parseCaip122Message, parseSiwsMessage, type Caip122Fields } from './caip122';
import { SiweMessageError } from './siwe/errors';

function load<T>(path: string): T {
  const url = new URL(`../../../../shared/vectors/${path}`, import.meta.url);
  if (!existsSync(url)) throw new Error(`Shared test vectors not found: ${fileURLToPath(url)}`);
  return JSON.parse(readFileSync(url, 'utf8')) as T;
}

describe('Sign In With Solana text (../shared/vectors/solana/siws_message_vectors.json)', () => {
  const { cases } = load<{ cases: Record<string, { parsed: Caip122Fields; text: string }> }>('solana/siws_message_vectors.json');
  it.each(Object.entries(cases))('%s', (_name, c) => {
    expect(formatSiwsMessage(c.parsed)).toBe(c.text);
    expect(parseSiwsMessage(c.text)).toEqual(c.parsed);
  });

  it("matches CAIP-122's Solana profile example byte for byte", () => {
    const { cases: caip } = load<{ cases: Record<string, { message: string }> }>('caip/caip122_examples.json');
    const example = caip['namespaces-solana-caip122-example']!.message;
    const parsed = parseSiwsMessage(example)!;
    expect(parsed).toMatchObject({ domain: 'service.org', address: 'GwAF45zjfyGzUbd3i3hXxzGeuchzEZXwpRYHZM5912F1', chainId: '1', nonce: '32891757' });
    expect(formatSiwsMessage(parsed)).toBe(example);
  });

  it('refuses text that is not SIWS', () => {
    expect(parseSiwsMessage('example.com wants you to sign in with your Ethereum account:\n0xabc')).toBeUndefined();
    expect(parseSiwsMessage('solana.com wants you to sign in with your Solana account:\nA\n\nURI: x\nGarbage: y')).toBeUndefined();
  });
});

describe('CAIP-122 text for the other chains', () => {
  it('keeps the EIP-4361 layout with the chain name', () => {
    const text = formatCaip122Message({ domain: 'example.com', address: 'bc1qw508d6qejxtdg4y5r3zarvary0c5xw7kv8f3t4', statement: 'Sign in', uri: 'https://example.com', version: '1', chainId: '000000000019d6689c085ae165831e93', nonce: 'k3Jd9aPqXy', issuedAt: '2026-11-24T10:00:00Z' }, 'Bitcoin');
    expect(text).toBe(
      'example.com wants you to sign in with your Bitcoin account:\nbc1qw508d6qejxtdg4y5r3zarvary0c5xw7kv8f3t4\n\nSign in\n\nURI: https://example.com\nVersion: 1\nChain ID: 000000000019d6689c085ae165831e93\nNonce: k3Jd9aPqXy\nIssued At: 2026-11-24T10:00:00Z',
    );
  });
});

describe('parseCaip122Message: one strict reader for the CAIP-122 text of Bitcoin, Cosmos and Polkadot', () => {
  const fields: Caip122Fields = { domain: 'example.com', address: 'bc1qw508d6qejxtdg4y5r3zarvary0c5xw7kv8f3t4', statement: 'Sign in', uri: 'https://example.com', version: '1', chainId: '000000000019d6689c085ae165831e93', nonce: 'k3Jd9aPqXy', issuedAt: '2026-11-24T10:00:00Z', expirationTime: '2026-12-01T10:00:00Z', notBefore: '2026-11-24T10:00:00Z', requestId: 'r-1', resources: ['https://example.com/tos'] };
  const text = formatCaip122Message(fields, 'Bitcoin');

  it('reads back what the kit writes, field for field', () => {
    expect(parseCaip122Message(text, 'Bitcoin')).toEqual(fields);
    const bare = formatCaip122Message({ domain: 'dapp.example', address: 'cosmos1xc6unv7l44lh5md7l6meg5shq93ww23sl9rcvq', uri: 'https://dapp.example', version: '1', chainId: 'cosmoshub-4', nonce: 'AbCdEfGh12', issuedAt: '2026-11-24T10:00:00.123Z' }, 'Cosmos');
    expect(parseCaip122Message(bare, 'Cosmos')).toEqual({ domain: 'dapp.example', address: 'cosmos1xc6unv7l44lh5md7l6meg5shq93ww23sl9rcvq', uri: 'https://dapp.example', version: '1', chainId: 'cosmoshub-4', nonce: 'AbCdEfGh12', issuedAt: '2026-11-24T10:00:00.123Z' });
  });

  it.each([
    ['another chain in the header', text, 'Polkadot', 'header'],
    ['a time that is not a date', text.replace('Expiration Time: 2026-12-01T10:00:00Z', 'Expiration Time: next week'), 'Bitcoin', 'expiration-time'],
    ['Feb 31', text.replace('Not Before: 2026-11-24T10:00:00Z', 'Not Before: 2026-02-31T10:00:00Z'), 'Bitcoin', 'not-before'],
    ['no Issued At', text.replace('Issued At: 2026-11-24T10:00:00Z\n', ''), 'Bitcoin', 'issued-at'],
    ['fields out of order', text.replace('Version: 1\nChain ID: 000000000019d6689c085ae165831e93', 'Chain ID: 000000000019d6689c085ae165831e93\nVersion: 1'), 'Bitcoin', 'version'],
    ['a Chain ID that is not a CAIP-2 reference', text.replace('Chain ID: 000000000019d6689c085ae165831e93', 'Chain ID: bip122:000000000019d6689c085ae165831e93'), 'Bitcoin', 'chain-id'],
    ['an address with a space', text.replace('bc1qw508d6qejxtdg4y5r3zarvary0c5xw7kv8f3t4', 'bc1q w508'), 'Bitcoin', 'address'],
    ['a two-line statement', text.replace('Sign in', 'Sign in\nto my.dapp'), 'Bitcoin', 'statement'],
    ['a short nonce', text.replace('Nonce: k3Jd9aPqXy', 'Nonce: k3J'), 'Bitcoin', 'nonce'],
    ['a trailing newline', `${text}\n`, 'Bitcoin', 'resources'],
    ['an extra field', `${text.replace(/\nResources:[\s\S]*$/, '')}\nDomain: other.example`, 'Bitcoin', 'message'],
  ])('refuses %s', (_name, message, chain, rule) => {
    let error: unknown;
    try {
      parseCaip122Message(message, chain);
    } catch (e) {
      error = e;
    }
    expect(error).toBeInstanceOf(SiweMessageError);
    expect(error).toMatchObject({ rule, format: 'CAIP-122' });
    expect((error as Error).message).toMatch(/^Invalid CAIP-122 message: /);
  });
});

describe('checkSiwsFields: the SIWS fields by their rules', () => {
  const good: Caip122Fields = { domain: 'solana.com', address: 'GwAF45zjfyGzUbd3i3hXxzGeuchzEZXwpRYHZM5912F1', uri: 'https://solana.com', version: '1', chainId: 'mainnet', nonce: 'k3Jd9aPqXy', issuedAt: '2026-11-24T10:00:00Z' };
  it('passes a well-formed message and names the broken rule otherwise', () => {
    expect(() => checkSiwsFields(good, ['uri', 'nonce', 'issuedAt'])).not.toThrow();
    const rule = (f: Partial<Caip122Fields>, required: Array<keyof Caip122Fields> = []) => {
      try {
        checkSiwsFields({ ...good, ...f } as Caip122Fields, required);
      } catch (e) {
        return (e as SiweMessageError).rule;
      }
      return 'ok';
    };
    expect(rule({ notBefore: 'not a date' })).toBe('not-before');
    expect(rule({ expirationTime: '2026-13-01T00:00:00Z' })).toBe('expiration-time');
    expect(rule({ issuedAt: undefined }, ['issuedAt'])).toBe('issued-at');
    expect(rule({ domain: 'https://solana.com' })).toBe('domain');
    expect(rule({ uri: 'not a uri' })).toBe('uri');
    expect(rule({ version: '2' })).toBe('version');
    expect(rule({ nonce: 'short' })).toBe('nonce');
    expect(rule({ address: 'A' })).toBe('address');
    expect(rule({ resources: ['https://ok.example', 'bad uri'] })).toBe('resources');
  });
});
