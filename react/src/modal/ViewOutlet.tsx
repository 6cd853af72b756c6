import { useEffect, useMemo, useState, type ComponentType } from 'react';
import type { ViewEntry } from '@latchkey/kernel';
import { useT } from '../i18n/full';
import { ErrorRetry, Spinner } from '../ui/primitives';
import { ChunkBoundary } from '../ui/ChunkBoundary';
import { coreViews } from '../views';
import type { ViewProps } from '../views/types';
import { useKitInternals } from '../hooks/useKitInternals';

/** A plugin view's chunk: loading, loaded or failed. Kept per modal, so a view loads once. */
export interface LoadedView {
  component?: ComponentType<ViewProps>;
  error?: unknown;
  promise: Promise<void>;
}

/**
 * Renders whatever view the router holds: one a plugin registered, else the core view of that id.
 * A plugin view's chunk is loaded without Suspense: React holds a suspended reveal back for 300 ms,
 * and a view that arrives in 20 ms (or its work, such as a WalletConnect pairing) must not wait.
 */
export function ViewOutlet({ entry, cache }: { entry: ViewEntry; cache: Map<string, LoadedView> }) {
  const { views } = useKitInternals();
  const t = useT();
  const [, rerender] = useState(0);
  const plugin = views.get(entry.view);
  const loaded = useMemo(() => {
    // A plugin's view wins over a core one of the same id: the kernel lets plugins replace only
    // the placeholder connecting views (WalletConnect's), and refuses any other clash.
    if (!plugin) return undefined;
    let v = cache.get(entry.view);
    if (!v) {
      const state: LoadedView = {
        promise: plugin.load().then(
          (m) => void (state.component = (m as { default: ComponentType<ViewProps> }).default),
          (error: unknown) => void (state.error = error),
        ),
      };
      v = state;
      cache.set(entry.view, v);
    }
    return v;
  }, [plugin, entry.view, cache]);
  const shown = Boolean(loaded?.component || loaded?.error);
  useEffect(() => {
    // Settled before this effect ran (a cached chunk): the render above may still be the spinner.
    if (!loaded || shown) return;
    let live = true;
    void loaded.promise.then(() => live && rerender((n) => n + 1));
    return () => {
      live = false;
    };
  }, [loaded, shown]);
  const retry = () => {
    cache.delete(entry.view);
    rerender((n) => n + 1);
  };
  const failed = <ErrorRetry message={t('modal.loadFailed')} retryLabel={t('wallets.retry')} onRetry={retry} />;
  // Core views are in this chunk already: rendered directly.
  const View = plugin ? loaded?.component : Object.hasOwn(coreViews, entry.view) ? coreViews[entry.view] : undefined;
  if (plugin && loaded?.error) return failed;
  if (plugin && !View)
    return (
      <div className="lk-center">
        <Spinner label={t('wallets.loading')} />
      </div>
    );
  if (!View) return null;
  return (
    <ChunkBoundary key={entry.view} onRetry={retry} fallback={(again) => <ErrorRetry message={t('modal.loadFailed')} retryLabel={t('wallets.retry')} onRetry={again} />}>
      <View params={entry.params ?? {}} />
    </ChunkBoundary>
  );
}
