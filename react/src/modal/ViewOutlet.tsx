import { lazy, Suspense, useMemo, type ComponentType, type LazyExoticComponent } from 'react';
import type { ViewEntry } from '@latchkey/kernel';
import { useKit } from '../hooks/useKit';
import { useT } from '../i18n/full';
import { ErrorRetry, Spinner } from '../ui/primitives';
import { ChunkBoundary } from './ChunkBoundary';
import { coreViews } from '../views';
import type { ViewProps } from '../views/types';

type Lazy = LazyExoticComponent<ComponentType<ViewProps>>;

/** Renders whatever view the router holds: one a plugin registered, else the core view of that id. */
export function ViewOutlet({ entry, cache }: { entry: ViewEntry; cache: Map<string, Lazy> }) {
  const kit = useKit();
  const t = useT();
  const View = useMemo(() => {
    // A plugin's view wins over a core one of the same id: the kernel lets plugins replace only
    // the placeholder connecting views (WalletConnect's), and refuses any other clash.
    const plugin = kit.views.get(entry.view);
    // Core views are in this chunk already: rendered directly, no Suspense (and no reveal delay).
    if (!plugin) return Object.hasOwn(coreViews, entry.view) ? coreViews[entry.view] : undefined;
    let v = cache.get(entry.view);
    if (!v) {
      v = lazy(() => plugin.load() as Promise<{ default: ComponentType<ViewProps> }>);
      cache.set(entry.view, v);
    }
    return v;
  }, [kit, entry.view, cache]);
  if (!View) return null;
  return (
    <ChunkBoundary
      key={entry.view}
      onRetry={() => cache.delete(entry.view)}
      fallback={(retry) => <ErrorRetry message={t('modal.loadFailed')} retryLabel={t('wallets.retry')} onRetry={retry} />}
    >
      <Suspense fallback={<div className="lk-center"><Spinner label={t('wallets.loading')} /></div>}>
        <View params={entry.params ?? {}} />
      </Suspense>
    </ChunkBoundary>
  );
}
