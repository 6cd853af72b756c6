import { useContext, useEffect, useLayoutEffect, useState, type ComponentType } from 'react';
import { UiContext } from '../context';
import { useKit } from '../hooks/useKit';
import { useKitState } from '../hooks/useKitState';
import { adoptStyles } from '../theme/styles';
import type { ChunkBoundary } from '../ui/ChunkBoundary';

/** Loads the modal chunk. Calling it again is free: the bundler caches the module. */
export const prefetchModal = () => import('./Modal');

/**
 * Mounts the modal only once it is wanted, so a page with just the button never downloads it.
 * No `lazy`/Suspense here: React throttles a Suspense reveal to 300 ms, and a prefetched chunk
 * should open the dialog in the next frame. The modal's CSS, which rides in its chunk, is applied
 * before the dialog's first paint; the modal waits for the locale's strings (see KitProvider).
 */
export function ModalHost() {
  const kit = useKit();
  const ui = useContext(UiContext);
  const open = useKitState((s) => s.modal.open);
  const wanted = open || kit.options.embedded;
  const [chunk, setChunk] = useState<{ Modal: ComponentType; css: string; Boundary: typeof ChunkBoundary } | null>(null);
  const [attempt, setAttempt] = useState(0);
  useEffect(() => {
    if (!wanted || chunk) return;
    let live = true;
    prefetchModal().then(
      (m) => live && setChunk({ Modal: m.default, css: m.modalCss, Boundary: m.ChunkBoundary }),
      // Offline or a replaced deploy: the dapp keeps working; the next open tries again.
      () => undefined,
    );
    return () => {
      live = false;
    };
  }, [wanted, chunk, attempt]);
  const nonce = ui?.nonce;
  // A layout effect: in the document before the browser paints the dialog.
  useLayoutEffect(() => (chunk && typeof document !== 'undefined' ? adoptStyles(document, nonce, chunk.css) : undefined), [chunk, nonce]);
  if (typeof document === 'undefined' || !wanted || !chunk || ui?.locale === null) return null;
  const { Modal, Boundary } = chunk;
  return (
    // A modal that crashed renders nothing; reopening mounts it afresh.
    <Boundary key={String(open)} fallback={() => null} onRetry={() => setAttempt((n) => n + 1)}>
      <Modal />
    </Boundary>
  );
}
