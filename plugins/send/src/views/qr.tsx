import { useMemo } from 'react';
import { encode } from 'uqr';

/** The light margin a reader needs around a QR code, in modules (ISO/IEC 18004: 4). */
export const QUIET_ZONE = 4;

/** A QR code of a text with its quiet zone: `side` modules a side, `dark[y][x]` true for a dark module. */
export interface QrGrid {
  side: number;
  dark: boolean[][];
}

/**
 * Encodes text (an address) as a QR code: error correction M at least (raised when the chosen
 * version has room), the smallest version, the quiet zone included.
 *
 * @example
 * qrGrid('0x70997970C51812dc3A010C7d01b50e0d17dc79C8').side; // 37
 */
export function qrGrid(text: string): QrGrid {
  const qr = encode(text, { ecc: 'M', boostEcc: true, border: QUIET_ZONE });
  return { side: qr.size, dark: qr.data };
}

/**
 * The dark modules as one SVG path: a rectangle per horizontal run (`M x y h w v 1 h -w z`).
 *
 * @example
 * qrPath({ side: 2, dark: [[true, true], [false, true]] }); // 'M0 0h2v1h-2zM1 1h1v1h-1z'
 */
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
 * A QR code drawn in the page (no request leaves it, no canvas, no inline style: a strict
 * Content-Security-Policy allows it), always dark on light so cameras read it in either theme.
 * `label` is its accessible name.
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
