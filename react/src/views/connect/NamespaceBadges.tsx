import { useKitState } from '../../hooks/useKitState';
import { useT } from '../../i18n/full';
import { VisuallyHidden } from '../../ui/primitives';
import { configuredNamespaces, namespaceName } from '../namespaces';

/**
 * Which of the kit's namespaces a wallet serves ('EVM', 'Solana'), as small text badges. Shown
 * only when the kit serves more than one: otherwise every wallet would say the same thing.
 */
export function NamespaceBadges({ namespaces, compact = false }: { namespaces: readonly string[]; compact?: boolean }) {
  const t = useT();
  const served = useKitState(configuredNamespaces);
  if (served.length < 2) return null;
  const shown = served.filter((ns) => namespaces.includes(ns));
  if (!shown.length) return null;
  return (
    <span className={compact ? 'lk-badges lk-badges-compact' : 'lk-badges'}>
      {shown.map((ns) => (
        <span key={ns} className="lk-badge" data-namespace={ns}>
          {/* Read as "MetaMask, EVM, Solana" rather than one run-together word. */}
          <VisuallyHidden>, </VisuallyHidden>
          {namespaceName(t, ns)}
        </span>
      ))}
    </span>
  );
}
