/** @vitest-environment jsdom */
import { afterEach, describe, expect, it } from 'vitest';
import { cleanup, fireEvent, render } from '@testing-library/react';
import { TokenIcon, monogramColour, monogramLetters } from './TokenIcon';

afterEach(cleanup);

/** WCAG contrast of white on an `hsl(h s% l%)` colour. */
function whiteContrast(hsl: string): number {
  const [h, s, l] = /hsl\((\d+) (\d+)% (\d+)%\)/.exec(hsl)!.slice(1).map(Number) as [number, number, number];
  const a = (s / 100) * Math.min(l / 100, 1 - l / 100);
  const f = (n: number) => {
    const k = (n + h / 30) % 12;
    return l / 100 - a * Math.max(-1, Math.min(k - 3, 9 - k, 1));
  };
  const lin = (c: number) => (c <= 0.03928 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4);
  const lum = 0.2126 * lin(f(0)) + 0.7152 * lin(f(8)) + 0.0722 * lin(f(4));
  return 1.05 / (lum + 0.05);
}

describe('TokenIcon: one monogram tile for tokens without an image', () => {
  it("draws the symbol's first letters on a colour of its own, the same for the same symbol", () => {
    const { container } = render(
      <>
        <TokenIcon symbol="USDC" />
        <TokenIcon symbol="usdc" src="http://insecure.example/usdc.png" />
        <TokenIcon symbol="WETH" />
      </>,
    );
    const tiles = [...container.querySelectorAll<HTMLElement>('[data-lk-token-icon="monogram"]')];
    expect(tiles.map((t) => t.textContent)).toEqual(['US', 'US', 'WE']);
    expect(tiles.every((t) => t.getAttribute('aria-hidden') === 'true')).toBe(true);
    const fill = (tile: Element) => tile.querySelector('rect')?.getAttribute('fill');
    expect(fill(tiles[0]!)).toBe(monogramColour('USDC'));
    expect(fill(tiles[1]!)).toBe(fill(tiles[0]!));
    expect(fill(tiles[2]!)).not.toBe(fill(tiles[0]!));
    // Colours are attributes, not a style attribute a strict CSP would refuse in a server's HTML.
    expect(container.querySelector('[style]')).toBeNull();
    expect(container.querySelector('img')).toBeNull();
  });

  it('tells symbols apart by colour and keeps white letters readable on every tile (4.5:1)', () => {
    const symbols = ['ETH', 'USDC', 'USDT', 'DAI', 'WBTC', 'SOL', 'LINK', 'UNI', 'ARB', 'OP', 'MATIC', 'AAVE'];
    expect(new Set(symbols.map(monogramColour)).size).toBeGreaterThanOrEqual(6);
    for (let i = 0; i < 600; i++) expect(whiteContrast(monogramColour(`T${i}`))).toBeGreaterThanOrEqual(4.5);
    expect([monogramLetters('$WIF'), monogramLetters('S'), monogramLetters('—'), monogramLetters('ünï')]).toEqual(['WI', 'S', '?', 'ÜN']);
  });

  it('shows a real image from a safe source, and the monogram when it fails to load', () => {
    const { container } = render(<TokenIcon symbol="DAI" src="https://tokens.example/dai.png" />);
    const img = container.querySelector('img')!;
    expect(img.getAttribute('src')).toBe('https://tokens.example/dai.png');
    expect(img.getAttribute('alt')).toBe('');
    fireEvent.error(img);
    expect(container.querySelector('img')).toBeNull();
    expect(container.querySelector('[data-lk-token-icon="monogram"]')?.textContent).toBe('DA');
  });
});
