import { forwardRef, type ButtonHTMLAttributes, type ReactNode } from 'react';
import { safeLink } from './safe';

// The two the buttons and toasts use live apart, so the page does not carry the modal's primitives.
export { IconButton, WalletImage, type IconButtonProps } from './basics';

export interface ButtonProps extends ButtonHTMLAttributes<HTMLButtonElement> {
  variant?: 'primary' | 'secondary' | 'danger';
}

/** The kit's button. */
export const Button = forwardRef<HTMLButtonElement, ButtonProps>(function Button({ variant = 'primary', type = 'button', className, ...rest }, ref) {
  return <button ref={ref} type={type} data-variant={variant} className={`lk-btn${className ? ` ${className}` : ''}`} {...rest} />;
});

/** An external link that opens only `https:` or app-scheme URLs; anything else renders as text. */
export function SafeLink({ href, children }: { href: string | undefined; children: ReactNode }) {
  const safe = safeLink(href);
  if (!safe) return <span>{children}</span>;
  return (
    <a className="lk-link" href={safe} target="_blank" rel="noopener noreferrer">
      {children}
    </a>
  );
}

export function Spinner({ label }: { label: string }) {
  return <span className="lk-spinner" role="progressbar" aria-label={label} aria-busy="true" />;
}

export function Text({ children, tone, id }: { children: ReactNode; tone?: 'danger'; id?: string }) {
  return (
    <p className="lk-text" data-tone={tone} id={id}>
      {children}
    </p>
  );
}

export function VisuallyHidden({ children }: { children: ReactNode }) {
  return <span className="lk-visually-hidden">{children}</span>;
}

export interface ListItemProps extends ButtonHTMLAttributes<HTMLButtonElement> {
  image?: ReactNode;
  label: ReactNode;
  /**
   * Small facts on a second line under the label (the chains a wallet serves, "Installed"), so
   * they never take width from the label.
   */
  badges?: ReactNode;
  tag?: ReactNode;
  current?: boolean;
}

/**
 * A row in a list of wallets or networks. The label takes up to two lines before an ellipsis, and
 * gets its direction from its own text (`dir="auto"`): a Latin wallet name in an Arabic page is
 * laid out and cut left to right, at its end.
 */
export const ListItem = forwardRef<HTMLButtonElement, ListItemProps>(function ListItem({ image, label, badges, tag, current, type = 'button', ...rest }, ref) {
  return (
    <button ref={ref} type={type} className="lk-item" aria-current={current ? true : undefined} {...rest}>
      {image}
      <span className="lk-item-main">
        <span className="lk-item-label" dir="auto">
          {label}
        </span>
        {badges ? <span className="lk-item-sub">{badges}</span> : null}
      </span>
      {tag ? <span className="lk-tag">{tag}</span> : null}
    </button>
  );
});

/** An announced failure with a way out: the message and a retry button. */
export function ErrorRetry({ message, retryLabel, onRetry }: { message: string; retryLabel: string; onRetry: () => void }) {
  return (
    <div className="lk-center" role="alert">
      <Text tone="danger">{message}</Text>
      <Button variant="secondary" onClick={onRetry}>
        {retryLabel}
      </Button>
    </div>
  );
}
