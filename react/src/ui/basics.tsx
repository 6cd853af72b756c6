import { forwardRef, useContext, useState, type ButtonHTMLAttributes, type ReactNode } from 'react';
import { KitContext } from '../context';
import { kitImage } from './images';

export interface IconButtonProps extends ButtonHTMLAttributes<HTMLButtonElement> {
  /** Required: an icon button has no visible text, so it needs a name. */
  label: string;
  children: ReactNode;
}

/** A round icon-only button; `label` becomes its accessible name. */
export const IconButton = forwardRef<HTMLButtonElement, IconButtonProps>(function IconButton({ label, children, type = 'button', ...rest }, ref) {
  return (
    <button ref={ref} type={type} className="lk-icon-btn" aria-label={label} title={label} {...rest}>
      {children}
    </button>
  );
});

/** A wallet or network image. Untrusted sources are refused; a letter stands in. */
export function WalletImage({ src, name, size = 'md' }: { src?: string; name: string; size?: 'md' | 'lg' }) {
  const [broken, setBroken] = useState(false);
  const kit = useContext(KitContext);
  const safe = broken ? undefined : kitImage(kit, src);
  const cls = `lk-img${size === 'lg' ? ' lk-img-lg' : ''}`;
  if (!safe) {
    return (
      <span className={cls} aria-hidden="true">
        {(name.trim()[0] ?? '?').toUpperCase()}
      </span>
    );
  }
  return <img className={cls} src={safe} alt="" loading="lazy" decoding="async" referrerPolicy="no-referrer" onError={() => setBroken(true)} />;
}
