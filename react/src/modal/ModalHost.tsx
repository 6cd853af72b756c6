import { useContext, useEffect, useState, type ComponentType } from 'react';
import { UiContext } from '../context';
import { useKit } from '../hooks/useKit';
import { useKitState } from '../hooks/useKitState';
import { ChunkBoundary } from './ChunkBoundary';

/** Loads the modal chunk. Calling it again is free: the bundler caches the module. */
export const prefetchModal = () => import('./Modal');

/**
 * Mounts the modal only once it is wanted, so a page with just the button never downloads it.
 * No `lazy`/Suspense here: React throttles a Suspense reveal to 300 ms, and a prefetched chunk
 * should open the dialog in the next frame. The modal waits for the locale's strings (see
 * KitProvider).
 */
export function ModalHost() {
  const kit = useKit();
  const ui = useContext(UiContext);
  const open = useKitState((s) => s.modal.open);
  const wanted = open || kit.options.embedded;
  const [Modal, setModal] = useState<ComponentType | null>(null);
  const [attempt, setAttempt] = useState(0);
  useEffect(() => {
    if (!wanted || Modal) return;
    let live = true;
    prefetchModal().then(
      (m) => live && setModal(() => m.default),
      // Offline or a replaced deploy: the dapp keeps working; the next open tries again.
      () => undefined,
    );
    return () => {
      live = false;
    };
  }, [wanted, Modal, attempt]);
  if (typeof document === 'undefined' || !wanted || !Modal || ui?.locale === null) return null;
  return (
    // A modal that crashed renders nothing; reopening mounts it afresh.
    <ChunkBoundary key={String(open)} fallback={() => null} onRetry={() => setAttempt((n) => n + 1)}>
      <Modal />
    </ChunkBoundary>
  );
}
