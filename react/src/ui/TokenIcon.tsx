import { useContext, useState, type CSSProperties } from 'react';
import { KitContext } from '../context';
import { loopbackEndpoints, safeImage } from './safeImage';

/**
 * Tile colours, one per hue step of 30°, each dark enough for white letters at 4.5:1 or better
 * (yellows and greens need a lower lightness than blues and reds), in light and dark themes alike.
 */
const TILES: readonly string[] = [0, 30, 60, 90, 120, 150, 180, 210, 240, 270, 300, 330].map(
  (hue, i) => `hsl(${hue} 55% ${[45, 39, 29, 31, 33, 32, 31, 45, 45, 45, 45, 45][i]}%)`,
);
const SIZES = { sm: 20, md: 36, lg: 72 } as const;

/** The tile colour of a symbol: the same symbol always gets the same one (FNV-1a of its letters). */
export function monogramColour(symbol: string): string {
  let hash = 0x811c9dc5;
  for (const ch of symbol.trim().toUpperCase()) {
    hash ^= ch.codePointAt(0)!;
    hash = Math.imul(hash, 0x01000193) >>> 0;
  }
  return TILES[hash % TILES.length]!;
}

/** The letters on the tile: the symbol's first two letters or digits ('USDC' → 'US'), '?' without any. */
export function monogramLetters(symbol: string): string {
  const letters = Array.from(symbol.normalize('NFC').replace(/[^\p{L}\p{N}]/gu, '')).slice(0, 2).join('');
  return letters ? letters.toUpperCase() : '?';
}

/**
 * A token's icon, the same in every view (Send, Swap, Activity, the Account view): its image where
 * the directory or the SPEC's image endpoints give one (safe sources only: https, `data:image/`,
 * the kit's own loopback endpoints), otherwise — and when the image fails — a monogram tile, the
 * symbol's first letters on a colour derived from the symbol. Decoration: the symbol is always
 * written beside it, so it is hidden from assistive technology.
 *
 * @example
 * <TokenIcon src={token.iconUrl} symbol={token.symbol} />
 */
export function TokenIcon({ src, symbol, size = 'md' }: { src?: string | undefined; symbol: string; size?: keyof typeof SIZES }) {
  const [broken, setBroken] = useState<string>();
  const kit = useContext(KitContext);
  const safe = src && broken !== src ? safeImage(src, { allowLoopback: kit ? loopbackEndpoints(kit.options.endpoints) : false }) : undefined;
  const cls = `lk-img${size === 'lg' ? ' lk-img-lg' : ''}`;
  // Small: inline, before an amount in running text (the Account view's balance).
  const box: CSSProperties | undefined = size === 'sm' ? { width: SIZES.sm, height: SIZES.sm, verticalAlign: 'middle', marginInlineEnd: 6 } : undefined;
  if (safe) {
    return (
      <img className={cls} style={box} data-lk-token-icon="image" src={safe} alt="" loading="lazy" decoding="async" referrerPolicy="no-referrer" onError={() => setBroken(src)} />
    );
  }
  const letters = monogramLetters(symbol);
  return (
    <span
      className={cls}
      data-lk-token-icon="monogram"
      aria-hidden="true"
      style={{ ...box, background: monogramColour(symbol), color: '#fff', fontSize: Math.round(SIZES[size] * (letters.length > 1 ? 0.36 : 0.44)), letterSpacing: 0 }}
    >
      {letters}
    </span>
  );
}
