import { useContext, useId, useMemo, useState } from 'react';
import { KitContext } from '../context';
import { loopbackEndpoints, safeImage } from '../ui/safeImage';
import { qrDrawing } from './qr';

export { LOGO_MARGIN, LOGO_SIDE, QUIET_ZONE, logoSquares, qrDrawing, qrMatrix, qrPath, type QrDrawing, type QrMatrix, type QrSquare } from './qr';

export interface QrCodeProps {
  value: string;
  /** The code's accessible name. */
  label: string;
  /** Its rendered side in CSS pixels. */
  px: number;
  /**
   * A logo for its centre (the wallet's image, the WalletConnect mark), or several to try in
   * order when one fails to load. Only safe images are drawn (https, a data: image, or loopback
   * http when the kit's own services run there); with none, the code has no logo.
   */
  logo?: string | ReadonlyArray<string | undefined>;
}

/**
 * The QR code of `value`, drawn in the page (no request leaves it for the code): one path of dark
 * modules on a light square with a 4-module quiet zone. Always dark on light, whatever the theme,
 * so phone cameras read it. With a `logo`, it is drawn in the centre on a light square with a
 * margin around it, and the code uses error correction High so it still scans. No canvas, no
 * inline style: a strict Content-Security-Policy allows it. A subpath of its own
 * (`@latchkey/react/qr`), so only views that draw a code load the encoder.
 *
 * @example
 * <QrCode value="wc:7f6e…@2?relay-protocol=irn&symKey=…" label="WalletConnect QR code" px={248} logo={[wallet.imageUrl, WALLETCONNECT_ICON]} />
 */
export function QrCode({ value, label, px, logo }: QrCodeProps) {
  const kit = useContext(KitContext);
  const allowLoopback = kit ? loopbackEndpoints(kit.options.endpoints) : false;
  // A fresh array of the same sources is the same logo: keyed by the sources themselves.
  const key = (typeof logo === 'string' ? [logo] : (logo ?? [])).filter((src): src is string => typeof src === 'string').join('\u0000');
  const candidates = useMemo(() => (key ? key.split('\u0000') : []).flatMap((src) => safeImage(src, { allowLoopback }) ?? []), [key, allowLoopback]);
  const [failed, setFailed] = useState<ReadonlySet<string>>(() => new Set());
  const src = candidates.find((c) => !failed.has(c));
  const withLogo = candidates.length > 0;
  const drawing = useMemo(() => qrDrawing(value, { logo: withLogo }), [value, withLogo]);
  const clip = `lk-qr-logo-${useId().replace(/[^A-Za-z0-9_-]/g, '')}`;
  const area = drawing.logo?.logo;
  return (
    <svg role="img" aria-label={label} className="lk-qr" xmlns="http://www.w3.org/2000/svg" viewBox={`0 0 ${drawing.side} ${drawing.side}`} width={px} height={px} shapeRendering="crispEdges">
      <rect width={drawing.side} height={drawing.side} fill="#ffffff" />
      <path d={drawing.path} fill="#000000" />
      {area && src ? (
        <>
          <defs>
            <clipPath id={clip}>
              <rect x={area.x} y={area.y} width={area.size} height={area.size} rx={area.size / 5} />
            </clipPath>
          </defs>
          <image
            href={src}
            x={area.x}
            y={area.y}
            width={area.size}
            height={area.size}
            preserveAspectRatio="xMidYMid meet"
            clipPath={`url(#${clip})`}
            data-qr-logo=""
            onError={() => setFailed((f) => new Set(f).add(src))}
          />
        </>
      ) : null}
    </svg>
  );
}
