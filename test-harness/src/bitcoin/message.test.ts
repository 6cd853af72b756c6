import { hex } from '@scure/base';
import { describe, expect, it } from 'vitest';
import { installBitcoinMockWallet, type BitcoinWindow } from './install';
import { bip322MessageHash, compactSize, legacyMessageHash } from './message';

describe('message hashes of the mock wallet', () => {
  it('matches the BIP-322 message-hash vectors', () => {
    expect(hex.encode(bip322MessageHash(''))).toBe('c90c269c4f8fcbe6880f72a721ddfbf1914268a794cbb21cfafee13770ae19f1');
    expect(hex.encode(bip322MessageHash('Hello World'))).toBe('f0eb03b1a75ac6d9847f55c624a99169b5dccba2a31f5b23bea77ba270de0a7a');
  });

  it('prefixes legacy messages with their CompactSize lengths', () => {
    expect(Array.from(compactSize(300))).toEqual([0xfd, 0x2c, 0x01]);
    expect(Array.from(compactSize(0xfc))).toEqual([0xfc]);
    expect(legacyMessageHash('a')).not.toEqual(legacyMessageHash('b'));
    expect(legacyMessageHash('x'.repeat(300))).toHaveLength(32);
  });
});

describe('installing the mock wallet', () => {
  it('puts the provider at its id path and the entry on btc_providers, and takes both off again', () => {
    const win: BitcoinWindow = { btc_providers: [{ id: 'Other.provider', name: 'Other', icon: '' }] };
    const installed = installBitcoinMockWallet(win, { id: 'Deep.Nested.BitcoinProvider', name: 'Custom' });
    expect(((win.Deep as Record<string, Record<string, unknown>>).Nested!).BitcoinProvider).toBe(installed.wallet.provider);
    expect(win.btc_providers!.map((e) => e.name)).toEqual(['Other', 'Custom']);
    installed.uninstall();
    expect((win.Deep as Record<string, Record<string, unknown>>).Nested!.BitcoinProvider).toBeUndefined();
    expect(win.btc_providers!.map((e) => e.name)).toEqual(['Other']);
    expect(() => installBitcoinMockWallet(win, { id: 'bad id' })).toThrow('dotted path');
  });
});
