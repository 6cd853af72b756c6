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

/** What the SVG draws: its side in modules (quiet zone included) and one path of the dark modules. */
export interface QrDrawing {
  /** Modules per side, quiet zone included: the SVG's viewBox is `0 0 side side`. */
  side: number;
  /** The dark modules as one path, in module units, already offset by the quiet zone. */
  path: string;
}

/**
 * Encodes text (a `wc:` pairing URI) as a QR code: error correction M at least (raised for free
 * when the chosen version has room, so a smudged screen still scans), byte mode, smallest version.
 */
export function qrMatrix(text: string): QrMatrix {
  const qr = encode(text, { ecc: 'M', boostEcc: true, border: 0 });
  return { size: qr.size, modules: qr.data };
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

/** The drawing of `text`: the code with a quiet zone of {@link QUIET_ZONE} modules all round. */
export function qrDrawing(text: string): QrDrawing {
  const matrix = qrMatrix(text);
  return { side: matrix.size + 2 * QUIET_ZONE, path: qrPath(matrix) };
}
