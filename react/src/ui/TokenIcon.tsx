import { useContext, useState, type CSSProperties } from 'react';
import { KitContext } from '../context';
import { currencyImageUrl, kitImage } from './images';

/**
 * Tile colours, one per hue step of 30°, each dark enough for white letters at 4.5:1 or better
 * (yellows and greens need a lower lightness than blues and reds), in light and dark themes alike.
 */
const TILES: readonly string[] = [0, 30, 60, 90, 120, 150, 180, 210, 240, 270, 300, 330].map(
  (hue, i) => `hsl(${hue} 55% ${[45, 39, 29, 31, 33, 32, 31, 45, 45, 45, 45, 45][i]}%)`,
);
const SIZES = { sm: 20, md: 36, lg: 72 } as const;
export type IconSize = keyof typeof SIZES;

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

/** What the tile is of, in its data attribute (`data-lk-token-icon`, `data-lk-network-icon`…). */
type TileKind = 'token' | 'network' | 'currency';

const tileClass = (size: IconSize) => `lk-img${size === 'lg' ? ' lk-img-lg' : ''}`;

// Small: inline, before an amount in running text (the Account view's balance).
const inline = (size: IconSize): CSSProperties | undefined => (size === 'sm' ? { width: SIZES.sm, height: SIZES.sm, verticalAlign: 'middle', marginInlineEnd: 6 } : undefined);

/**
 * The monogram tile: the label's first letters in white on a colour derived from the label. An
 * SVG whose colours are attributes: no style attribute a strict CSP would refuse in a server's
 * HTML (the network button is rendered there), nothing the kit's CSS reset takes away; the
 * letters take the surrounding font, scaled with the tile. Decorative (hidden from assistive
 * technology): the name is always written beside it.
 *
 * @example
 * <Monogram label="USDC" /> // 'US' on its colour
 */
export function Monogram({ label, size = 'md', kind = 'token' }: { label: string; size?: IconSize; kind?: TileKind }) {
  const letters = monogramLetters(label);
  return (
    <svg
      className={tileClass(size)}
      {...{ [`data-lk-${kind}-icon`]: 'monogram' }}
      style={inline(size)}
      width={SIZES[size]}
      height={SIZES[size]}
      viewBox="0 0 36 36"
      aria-hidden="true"
      focusable="false"
    >
      <rect width="36" height="36" fill={monogramColour(label)} />
      <text x="18" y="18" textAnchor="middle" dominantBaseline="central" fill="#fff" fontSize={letters.length > 1 ? 13 : 16} fontWeight="700">
        {letters}
      </text>
    </svg>
  );
}

/**
 * An image from a safe source, or — without one, and when it fails to load — the monogram tile
 * of `label`. The one way tokens, networks and fiat currencies are drawn.
 */
export function ImageTile({ src, label, size = 'md', kind }: { src: string | undefined; label: string; size?: IconSize; kind: TileKind }) {
  const [broken, setBroken] = useState<string>();
  const kit = useContext(KitContext);
  const safe = src && broken !== src ? kitImage(kit, src) : undefined;
  if (!safe) return <Monogram label={label} size={size} kind={kind} />;
  return (
    <img
      className={tileClass(size)}
      style={inline(size)}
      {...{ [`data-lk-${kind}-icon`]: 'image' }}
      src={safe}
      alt=""
      loading="lazy"
      decoding="async"
      referrerPolicy="no-referrer"
      onError={() => setBroken(src)}
    />
  );
}

/**
 * A token's icon, the same in every view (Send, Swap, Activity, the Account view): its image where
 * the token list or the SPEC's image endpoints give one (see `tokenImageUrl`; safe sources only:
 * https, `data:image/`, the kit's own loopback endpoints), otherwise — and when the image fails —
 * a monogram tile, the symbol's first letters on a colour derived from the symbol. Decoration: the
 * symbol is always written beside it, so it is hidden from assistive technology.
 *
 * @example
 * <TokenIcon src={token.iconUrl} symbol={token.symbol} />
 */
export function TokenIcon({ src, symbol, size = 'md' }: { src?: string | undefined; symbol: string; size?: IconSize }) {
  return <ImageTile src={src} label={symbol} size={size} kind="token" />;
}

/**
 * A fiat currency's icon: the SPEC's `/public/getCurrencyImage/{code}`, else the code's monogram.
 *
 * @example
 * <CurrencyIcon code="USD" /> // the endpoint's image, or 'US' on its colour
 */
export function CurrencyIcon({ code, size = 'sm' }: { code: string; size?: IconSize }) {
  const kit = useContext(KitContext);
  return <ImageTile src={kit ? currencyImageUrl(kit, code) : undefined} label={code} size={size} kind="currency" />;
}
