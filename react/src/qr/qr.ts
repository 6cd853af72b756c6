import { encode } from 'uqr';

/** The light margin a reader needs around the code, in modules (ISO/IEC 18004: 4). */
export const QUIET_ZONE = 4;

/** A QR code's modules, `true` for dark, without the quiet zone. */
export interface QrMatrix {
  /** Modules per side. */
  size: number;
  /** Rows of modules, top to bottom. */
  modules: boolean[][];
}

/** A square of the drawing, in modules (quiet zone included): `x`, `y` its top left corner. */
export interface QrSquare {
  x: number;
  y: number;
  size: number;
}

/** What the SVG draws: its side in modules (quiet zone included) and one path of the dark modules. */
export interface QrDrawing {
  /** Modules per side, quiet zone included: the SVG's viewBox is `0 0 side side`. */
  side: number;
  /** The dark modules as one path, in module units, already offset by the quiet zone. */
  path: string;
  /**
   * With a logo: where it goes (`logo`) and the light square around it whose modules are left
   * out of `path` (`cleared`: the logo and a margin of {@link LOGO_MARGIN} module all round).
   */
  logo?: { logo: QrSquare; cleared: QrSquare };
}

/** How much of the symbol's side the cleared square around a logo takes (about 12% of its area). */
export const LOGO_SIDE = 0.34;
/** The light margin between a logo and the modules around it, in modules. */
export const LOGO_MARGIN = 1;

/**
 * Encodes text (a `wc:` pairing URI) as a QR code: error correction M at least (raised for free
 * when the chosen version has room, so a smudged screen still scans), byte mode, smallest version.
 * `ecc: 'H'` (what a code with a logo in it needs: 30% of it may be unreadable) for level High.
 */
export function qrMatrix(text: string, options: { ecc?: 'M' | 'H' } = {}): QrMatrix {
  const qr = encode(text, { ecc: options.ecc ?? 'M', boostEcc: true, border: 0 });
  return { size: qr.size, modules: qr.data };
}

/**
 * The centre square cleared for a logo in a symbol of `size` modules (no quiet zone): an odd
 * number of modules (a symbol's side is odd, so it sits exactly in the middle), about
 * {@link LOGO_SIDE} of the side, never more than 20% of the area; the logo is that square less
 * a {@link LOGO_MARGIN}-module margin.
 */
export function logoSquares(size: number): { logo: QrSquare; cleared: QrSquare } {
  let span = Math.floor(size * LOGO_SIDE);
  if (span % 2 !== size % 2) span -= 1;
  while (span * span > 0.2 * size * size) span -= 2;
  const from = (size - span) / 2;
  return { cleared: { x: from, y: from, size: span }, logo: { x: from + LOGO_MARGIN, y: from + LOGO_MARGIN, size: span - 2 * LOGO_MARGIN } };
}

/**
 * The dark modules as one SVG path: each horizontal run of dark modules is one rectangle
 * (`M x y h w v1 h -w z`), offset by `offset` modules on both axes.
 */
export function qrPath(matrix: QrMatrix, offset = QUIET_ZONE): string {
  const parts: string[] = [];
  matrix.modules.forEach((row, y) => {
    let x = 0;
    while (x < row.length) {
      if (!row[x]) {
        x++;
        continue;
      }
      let end = x;
      while (end < row.length && row[end]) end++;
      parts.push(`M${x + offset} ${y + offset}h${end - x}v1h${x - end}z`);
      x = end;
    }
  });
  return parts.join('');
}

/**
 * The drawing of `text`: the code with a quiet zone of {@link QUIET_ZONE} modules all round. With
 * `logo`, error correction High and a light square in the centre for the logo (its modules left
 * out), small enough that the code still scans with anything drawn on it.
 */
export function qrDrawing(text: string, options: { logo?: boolean } = {}): QrDrawing {
  if (!options.logo) {
    const matrix = qrMatrix(text);
    return { side: matrix.size + 2 * QUIET_ZONE, path: qrPath(matrix) };
  }
  const matrix = qrMatrix(text, { ecc: 'H' });
  const { logo, cleared } = logoSquares(matrix.size);
  const inCleared = (x: number, y: number) => x >= cleared.x && x < cleared.x + cleared.size && y >= cleared.y && y < cleared.y + cleared.size;
  const modules = matrix.modules.map((row, y) => row.map((dark, x) => dark && !inCleared(x, y)));
  const shift = (q: QrSquare): QrSquare => ({ x: q.x + QUIET_ZONE, y: q.y + QUIET_ZONE, size: q.size });
  return { side: matrix.size + 2 * QUIET_ZONE, path: qrPath({ size: matrix.size, modules }), logo: { logo: shift(logo), cleared: shift(cleared) } };
}
