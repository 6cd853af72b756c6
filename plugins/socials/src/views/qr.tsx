import { useMemo } from 'react';
import { encode } from 'uqr';

/** The light margin a reader needs around a QR code, in modules (ISO/IEC 18004: 4). */
export const QUIET_ZONE = 4;

/** A QR code of `text` with its quiet zone: `side` modules a side, `dark[y][x]` true for a dark module. */
export interface QrGrid {
  side: number;
  dark: boolean[][];
}

/**
 * Encodes text (a sign-in URL) as a QR code: error correction M at least (raised when the chosen
 * version has room for more), the smallest version, the quiet zone included.
 */
export function qrGrid(text: string): QrGrid {
  const qr = encode(text, { ecc: 'M', boostEcc: true, border: QUIET_ZONE });
  return { side: qr.size, dark: qr.data };
}

/** The dark modules as one SVG path: a rectangle per horizontal run (`M x y h w v 1 h -w z`). */
export function qrPath(grid: QrGrid): string {
  let d = '';
  grid.dark.forEach((row, y) => {
    for (let x = 0; x < row.length; ) {
      if (!row[x]) {
        x += 1;
        continue;
      }
      const from = x;
      while (x < row.length && row[x]) x += 1;
      d += `M${from} ${y}h${x - from}v1h${from - x}z`;
    }
  });
  return d;
}

/**
 * A QR code drawn here (no request leaves the page, no canvas, no inline style: a strict
 * Content-Security-Policy allows it), always dark on light so phone cameras read it in either
 * theme. `label` is its accessible name.
 */
export function QrCode({ value, label, px }: { value: string; label: string; px: number }) {
  const grid = useMemo(() => qrGrid(value), [value]);
  const d = useMemo(() => qrPath(grid), [grid]);
  return (
    <svg role="img" aria-label={label} className="lk-qr" xmlns="http://www.w3.org/2000/svg" viewBox={`0 0 ${grid.side} ${grid.side}`} width={px} height={px} shapeRendering="crispEdges">
      <rect width={grid.side} height={grid.side} fill="#ffffff" />
      <path d={d} fill="#000000" />
    </svg>
  );
}
