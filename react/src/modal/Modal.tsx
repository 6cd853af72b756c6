import { useEffect, useId, useLayoutEffect, useRef, useState } from 'react';
import { createPortal } from 'react-dom';
import type { CoreView } from '@latchkey/kernel';
import { useKit } from '../hooks/useKit';
import { useKitState } from '../hooks/useKitState';
import { useT } from '../i18n/full';
import { ThemeRoot } from '../theme/ThemeRoot';
import { IconButton } from '../ui/primitives';
import { BackIcon, CloseIcon } from '../ui/icons';
import { useFocusTrap } from './useFocusTrap';
import { ViewOutlet, type LoadedView } from './ViewOutlet';
import { useKitInternals } from '../hooks/useKitInternals';
import { scopeCss } from '../theme/scope';
import { modalCss as modalRules } from './styles';

/** The modal's CSS, scoped (`theme/scope.ts`), comes with it: ModalHost applies it when the modal first mounts. */
export const modalCss = scopeCss(modalRules);
// The boundary ModalHost wraps it in comes with it too: the page loads neither before the modal is wanted.
export { ChunkBoundary } from '../ui/ChunkBoundary';
// ConnectButton's connected parts (its balance and avatar) ride with the modal, which is prefetched:
// after a connect through the modal, the button's `import()` of them finds them loaded.
export { AccountAvatar, balanceSuffix } from '../ui/connectedParts';

/**
 * Overlay clicks this soon after the view changed are ignored: a double-click on a wallet row
 * changes the view (and the dialog's size) with the first click, and the second click must not
 * land on the overlay and close the modal mid-connect. Double-click intervals reach 500 ms.
 */
export const OVERLAY_GUARD_MS = 700;

/**
 * The dialog's entrance: it rises 12 px and grows from 98 % in 180 ms. Motion only, no fade: text
 * keeps full contrast from the first frame. Visitors who prefer reduced motion get no animation.
 */
const ENTRANCE: Keyframe[] = [{ transform: 'translateY(12px) scale(0.98)' }, { transform: 'none' }];
const ENTRANCE_TIMING: KeyframeAnimationOptions = { duration: 180, easing: 'ease-out' };

/**
 * The modal: a labelled dialog with a focus trap, focus restore, Escape to close (unless closing
 * is refused: then it shakes), and the router's current view inside.
 */
export default function Modal() {
  const kit = useKit();
  const { router, views } = useKitInternals();
  const t = useT();
  const titleId = useId();
  const dialogRef = useRef<HTMLDivElement>(null);
  const [cache] = useState(() => new Map<string, LoadedView>());
  const s = useKitState((st) => ({
    open: st.modal.open,
    entry: st.modal.history.at(-1),
    depth: st.modal.history.length,
    shake: st.modal.shake,
    closeDisabled: st.modal.closeDisabled,
  }));
  const embedded = kit.options.embedded;
  const visible = embedded || s.open;
  useFocusTrap(dialogRef, visible && !embedded, s.entry?.view ?? '');
  // The overlay closes the modal only for a press that began and ended on the overlay itself,
  // and not right after the view changed (see OVERLAY_GUARD_MS).
  const pressedOverlay = useRef(false);
  const viewChangedAt = useRef(0);
  useLayoutEffect(() => {
    viewChangedAt.current = Date.now();
  }, [s.entry, visible]);

  // The entrance runs from the first frame the dialog is painted (a layout effect: before paint),
  // with the Web Animations API, which a Content-Security-Policy without 'unsafe-inline' allows.
  const shown = visible && Boolean(s.entry);
  useLayoutEffect(() => {
    const el = dialogRef.current;
    if (!shown || !el || typeof el.animate !== 'function') return;
    if (typeof matchMedia === 'function' && matchMedia('(prefers-reduced-motion: reduce)').matches) return;
    const animation = el.animate(ENTRANCE, ENTRANCE_TIMING);
    return () => animation.cancel();
  }, [shown]);

  useEffect(() => {
    if (!visible || embedded) return;
    // Keep the page behind the dialog from scrolling.
    const prev = document.body.style.overflow;
    document.body.style.overflow = 'hidden';
    return () => {
      document.body.style.overflow = prev;
    };
  }, [visible, embedded]);

  // Layout effect: listening from the moment the dialog is in the DOM, not a frame later.
  useLayoutEffect(() => {
    if (!visible || embedded) return;
    // Escape closes from anywhere on the page, even before focus has moved into the dialog.
    const onKey = (e: KeyboardEvent) => {
      if (e.key === 'Escape' && !e.defaultPrevented) kit.close();
    };
    document.addEventListener('keydown', onKey);
    return () => document.removeEventListener('keydown', onKey);
  }, [kit, visible, embedded]);

  if (!visible || !s.entry) return null;
  const viewId = s.entry.view;
  const plugin = views.get(viewId);
  const title = plugin?.titleKey ? t(plugin.titleKey) : t(`view.${viewId as CoreView}`);

  const dialog = (
    <div
      ref={dialogRef}
      role="dialog"
      aria-modal={embedded ? undefined : true}
      aria-labelledby={titleId}
      tabIndex={-1}
      className={`lk-dialog${s.shake ? ' lk-shake' : ''}`}
    >
      <div className="lk-header">
        {s.depth > 1 ? (
          <IconButton label={t('modal.back')} onClick={() => router.goBack()}>
            <BackIcon />
          </IconButton>
        ) : (
          <span className="lk-spacer" />
        )}
        <h2 id={titleId} className="lk-title">
          {title}
        </h2>
        {embedded ? (
          <span className="lk-spacer" />
        ) : (
          <IconButton label={t('modal.close')} onClick={() => kit.close()} aria-disabled={s.closeDisabled || undefined}>
            <CloseIcon />
          </IconButton>
        )}
      </div>
      <div className="lk-body" data-lk-body="">
        <ViewOutlet entry={s.entry} cache={cache} />
      </div>
    </div>
  );

  const tree = (
    <ThemeRoot className={embedded ? 'lk-embedded' : 'lk-layer'}>
      {embedded ? (
        dialog
      ) : (
        <div
          className="lk-overlay"
          onPointerDown={(e) => void (pressedOverlay.current = e.target === e.currentTarget)}
          onMouseDown={(e) => void (pressedOverlay.current = e.target === e.currentTarget)}
          onClick={(e) => {
            const pressed = pressedOverlay.current;
            pressedOverlay.current = false;
            // A press that began in the dialog and ended outside it (selecting text, a dialog
            // that shrank under the pointer) clicks the overlay too: only a whole press counts.
            if (e.target !== e.currentTarget || !pressed) return;
            if (Date.now() - viewChangedAt.current < OVERLAY_GUARD_MS) return;
            kit.close();
          }}
        >
          {dialog}
        </div>
      )}
    </ThemeRoot>
  );
  return embedded ? tree : createPortal(tree, document.body);
}
