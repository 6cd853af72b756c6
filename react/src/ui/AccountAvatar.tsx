import { useContext, useId, useState } from 'react';
import { KitContext } from '../context';
import { kitImage } from './kitImage';

/**
 * The account's avatar (its ENS or registered name's image) as a small round picture, or nothing
 * when it has none, the source is not a safe image (https, a data: image, or loopback http when
 * the kit's own services run there) or it fails to load. Drawn as an SVG clipped to a circle: its
 * size and shape come from attributes, so it needs no stylesheet and no inline style (strict CSP,
 * server rendering). Decorative: the name beside it says who it is.
 */
export function AccountAvatar({ src, px = 24 }: { src: string | undefined; px?: number }) {
  const kit = useContext(KitContext);
  const [broken, setBroken] = useState<string>();
  const clip = `lk-avatar-${useId().replace(/[^A-Za-z0-9_-]/g, '')}`;
  const safe = kitImage(kit, src);
  if (!safe || broken === safe) return null;
  const r = px / 2;
  return (
    <svg className="lk-avatar" width={px} height={px} viewBox={`0 0 ${px} ${px}`} aria-hidden="true" focusable="false" data-avatar="">
      <defs>
        <clipPath id={clip}>
          <circle cx={r} cy={r} r={r} />
        </clipPath>
      </defs>
      <image href={safe} width={px} height={px} preserveAspectRatio="xMidYMid slice" clipPath={`url(#${clip})`} onError={() => setBroken(safe)} />
    </svg>
  );
}
