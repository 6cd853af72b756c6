import { useKitState } from '../../hooks/useKitState';
import { useT } from '../../i18n/full';
import { VisuallyHidden } from '../../ui/primitives';
import { configuredNamespaces, namespaceName } from '../namespaces';

/** More than this many chains collapse to the first one and "+N". */
export const MAX_BADGES = 2;

/**
 * Which of the kit's namespaces a wallet serves ('EVM', 'Solana'), as small text badges. Shown
 * only when the kit serves more than one: otherwise every wallet would say the same thing. More
 * than two collapse to the first and "+N" (in the page's digits), so a wallet on five chains
 * does not push its name out; a screen reader still hears every chain.
 */
export function NamespaceBadges({ namespaces, compact = false }: { namespaces: readonly string[]; compact?: boolean }) {
  const t = useT();
  const served = useKitState(configuredNamespaces);
  const locale = useKitState((s) => s.locale);
  if (served.length < 2) return null;
  const shown = served.filter((ns) => namespaces.includes(ns));
  if (!shown.length) return null;
  const visible = shown.length > MAX_BADGES ? shown.slice(0, 1) : shown;
  const hidden = shown.slice(visible.length).map((ns) => namespaceName(t, ns));
  return (
    <span className={compact ? 'lk-badges lk-badges-compact' : 'lk-badges'}>
      {visible.map((ns) => (
        <span key={ns} className="lk-badge" data-namespace={ns}>
          {/* Read as "MetaMask, EVM, Solana" rather than one run-together word. */}
          <VisuallyHidden>, </VisuallyHidden>
          {namespaceName(t, ns)}
        </span>
      ))}
      {hidden.length ? (
        <span className="lk-badge lk-badge-more" title={hidden.join(', ')}>
          <span aria-hidden="true">{new Intl.NumberFormat(locale, { signDisplay: 'always' }).format(hidden.length)}</span>
          <VisuallyHidden>{`, ${hidden.join(', ')}`}</VisuallyHidden>
        </span>
      ) : null}
    </span>
  );
}
