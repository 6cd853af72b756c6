import { existsSync, readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { formatCaip122Message, formatSiwsMessage, parseSiwsMessage, type Caip122Fields } from './caip122';

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
