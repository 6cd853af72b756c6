import { lazy, Suspense } from 'react';
import { useKit } from '../hooks/useKit';
import { useKitState } from '../hooks/useKitState';
import { ChunkBoundary } from './ChunkBoundary';

/** Loads the modal chunk. Calling it again is free: the bundler caches the module. */
export const prefetchModal = () => import('./Modal');
const Modal = lazy(prefetchModal);

/** Mounts the modal only once it is wanted, so a page with just the button never downloads it. */
export function ModalHost() {
  const kit = useKit();
  const open = useKitState((s) => s.modal.open);
  if (typeof document === 'undefined' || (!open && !kit.options.embedded)) return null;
  // If the modal chunk cannot load, the dapp keeps running; the next open tries again.
  return (
    <ChunkBoundary key={String(open)} fallback={() => null}>
      <Suspense fallback={null}>
        <Modal />
      </Suspense>
    </ChunkBoundary>
  );
}
