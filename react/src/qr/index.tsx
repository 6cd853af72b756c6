import { useMemo } from 'react';
import { qrDrawing } from './qr';

export { QUIET_ZONE, qrDrawing, qrMatrix, qrPath, type QrDrawing, type QrMatrix } from './qr';

/**
 * The QR code of `value`, drawn in the page (no request leaves it): one path of dark modules on a
 * light square with a 4-module quiet zone. Always dark on light, whatever the theme, so phone
 * cameras read it. No canvas, no inline style: a strict Content-Security-Policy allows it. `label`
 * is its accessible name. A subpath of its own (`@latchkey/react/qr`), so only views that draw a
 * code load the encoder.
 *
 * @example
 * <QrCode value="wc:7f6e…@2?relay-protocol=irn&symKey=…" label="WalletConnect QR code" px={248} />
 */
export function QrCode({ value, label, px }: { value: string; label: string; px: number }) {
  const drawing = useMemo(() => qrDrawing(value), [value]);
  return (
    <svg role="img" aria-label={label} className="lk-qr" xmlns="http://www.w3.org/2000/svg" viewBox={`0 0 ${drawing.side} ${drawing.side}`} width={px} height={px} shapeRendering="crispEdges">
      <rect width={drawing.side} height={drawing.side} fill="#ffffff" />
      <path d={drawing.path} fill="#000000" />
    </svg>
  );
}
