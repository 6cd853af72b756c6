import { describe, expect, it } from 'vitest';
import { MAX_WALLET_ICON_LENGTH, MAX_WALLET_NAME_LENGTH, safeWalletIcon, safeWalletName } from './sanitize';

describe('wallet-supplied names and icons', () => {
  it('keeps data:image icons of the allowed types and https URLs, nothing else', () => {
    expect(safeWalletIcon('data:image/svg+xml,<svg/>')).toBe('data:image/svg+xml,<svg/>');
    expect(safeWalletIcon('data:image/png;base64,AAAA')).toBe('data:image/png;base64,AAAA');
    expect(safeWalletIcon('https://wallet.example/icon.png')).toBe('https://wallet.example/icon.png');
    expect(safeWalletIcon('data:image/gif;base64,R0lG')).toBeUndefined();
    expect(safeWalletIcon('data:image/gif;base64,R0lG', ['gif'])).toBe('data:image/gif;base64,R0lG');
    for (const bad of ['javascript:alert(1)', 'http://wallet.example/i.png', 'data:text/html,<script>', 42, `data:image/png;base64,${'A'.repeat(MAX_WALLET_ICON_LENGTH)}`]) {
      expect(safeWalletIcon(bad)).toBeUndefined();
    }
  });

  it('strips control and bidi characters from names and caps their length', () => {
    expect(safeWalletName('  Meta\u202eMask\u0000 ')).toBe('MetaMask');
    expect(safeWalletName('\u202e\u200b')).toBeUndefined();
    expect(safeWalletName('x'.repeat(500))).toHaveLength(MAX_WALLET_NAME_LENGTH);
    expect(safeWalletName({})).toBeUndefined();
  });
});
