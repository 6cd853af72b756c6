import { describe, expect, it } from 'vitest';
import { accountsOf, displayName } from './user';

describe('the display name (SPEC §5)', () => {
  it("is the social username, Discord's trailing 0 dropped, else the email, cut at 30 characters with an ellipsis", () => {
    expect(displayName({ userName: 'alice0', socialProvider: 'discord' })).toBe('alice');
    expect(displayName({ userName: 'alice0', socialProvider: 'github' })).toBe('alice0');
    expect(displayName({ userName: null, email: 'a@b.example' })).toBe('a@b.example');
    expect(displayName({ email: 'a-very-long-address-for-testing@example.org' })).toBe('a-very-long-address-for-testin…');
    expect(displayName({ email: '𝒶'.repeat(31) })).toBe(`${'𝒶'.repeat(30)}…`);
    expect(displayName({})).toBeUndefined();
  });
});

describe('the accounts of a user', () => {
  it('lists the preferred kind first, each address once', () => {
    const user = { address: '0xE', chainId: 1, accounts: [{ address: '0xE', type: 'eoa' as const }, { address: '0xS', type: 'smartAccount' as const }] };
    expect(accountsOf(user, 'smartAccount').map((a) => a.address)).toEqual(['0xS', '0xE']);
    expect(accountsOf(user, 'eoa').map((a) => a.address)).toEqual(['0xE', '0xS']);
    expect(accountsOf({ address: '0xE', chainId: 1 }, undefined)).toEqual([{ address: '0xE', type: 'eoa' }]);
  });
});
