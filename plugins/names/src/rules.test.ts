import { describe, expect, it } from 'vitest';
import { checkSuffix, coinTypeOf, fullNameOf, isAccountName, isValidName, labelOf } from './rules';

describe('account name rules', () => {
  it('SPEC §5: letters, digits and hyphens, at least 4 characters', () => {
    for (const ok of ['ada1', 'Ada-Lovelace', '----', '2024', 'a-b-c-d']) expect(isValidName(ok), ok).toBe(true);
    for (const bad of ['', 'ada', 'ada.l', 'ada_l', 'ada l', 'adá1', 'ada!', '💎💎💎💎']) expect(isValidName(bad), bad).toBe(false);
  });

  it('reads what was typed with or without a suffix; new names get the configured one', () => {
    expect(labelOf(' Ada.reown.id ', '.reown.id')).toBe('ada');
    expect(labelOf('ada.wcn.id', '.reown.id')).toBe('ada');
    expect(labelOf('.reown.id', '.reown.id')).toBe('.reown.id');
    expect(fullNameOf('Ada', '.reown.id')).toBe('ada.reown.id');
    expect(fullNameOf('ada', '.wcn.id')).toBe('ada.wcn.id');
    expect(fullNameOf('ada.wcn.id', '.reown.id')).toBe('ada.wcn.id');
    expect(fullNameOf('ada.example.id', '.example.id')).toBe('ada.example.id');
  });

  it('shows only plain names with a known suffix', () => {
    expect(isAccountName('ada.reown.id', '.reown.id')).toBe(true);
    expect(isAccountName('ada.wcn.id', '.reown.id')).toBe(true);
    expect(isAccountName('ada.eth', '.reown.id')).toBe(false);
    expect(isAccountName('аda.reown.id', '.reown.id')).toBe(false); // Cyrillic а
    expect(isAccountName('Ada.reown.id', '.reown.id')).toBe(false);
  });

  it('coin types: 60 on mainnet, 0x80000000 | chainId elsewhere, chain ids below 2^31 only', () => {
    expect(coinTypeOf(1)).toBe(60);
    expect(coinTypeOf(8453)).toBe(0x80002105);
    expect(coinTypeOf(31337)).toBe(2147514985);
    expect(coinTypeOf('10')).toBe(0x8000000a);
    expect(coinTypeOf(2147483647)).toBe(0xffffffff);
    for (const bad of [0, -1, 2147483648, 1.5, Number.NaN, 'eip155:1']) expect(() => coinTypeOf(bad as number), String(bad)).toThrow('Invalid chainId');
  });

  it('the suffix option must look like one', () => {
    expect(checkSuffix(undefined)).toBe('.reown.id');
    expect(checkSuffix('.wcn.id')).toBe('.wcn.id');
    for (const bad of ['reown.id', '.Reown.id', '.', '.re own.id', '']) expect(() => checkSuffix(bad), bad).toThrow("names() suffix must look like '.reown.id'");
  });
});
