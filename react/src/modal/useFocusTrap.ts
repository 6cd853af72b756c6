import { useEffect, useRef, type RefObject } from 'react';

const FOCUSABLE = 'a[href],button:not([disabled]),input:not([disabled]),select:not([disabled]),textarea:not([disabled]),[tabindex]:not([tabindex="-1"])';

function focusables(root: HTMLElement): HTMLElement[] {
  return [...root.querySelectorAll<HTMLElement>(FOCUSABLE)].filter((el) => !el.hasAttribute('inert') && el.getClientRects().length > 0);
}

/**
 * Keeps Tab inside `ref`, focuses the first control when `key` changes (a new view), and gives
 * focus back to what had it before the dialog opened.
 */
export function useFocusTrap(ref: RefObject<HTMLElement | null>, active: boolean, key: string): void {
  const restore = useRef<HTMLElement | null>(null);

  useEffect(() => {
    if (!active) return;
    restore.current = (document.activeElement as HTMLElement | null) ?? null;
    return () => {
      const el = restore.current;
      // Give focus back on the next frame: the dialog is still in the DOM during cleanup.
      if (el && typeof el.focus === 'function') setTimeout(() => el.isConnected && el.focus(), 0);
    };
  }, [active]);

  useEffect(() => {
    const root = ref.current;
    if (!active || !root) return;
    // Wait a frame for the new view's content (lazy views render after a tick).
    const id = setTimeout(() => {
      const body = root.querySelector<HTMLElement>('[data-lk-body]');
      const target = (body && focusables(body)[0]) ?? focusables(root)[0] ?? root;
      if (!root.contains(document.activeElement) || document.activeElement === root || !body?.contains(document.activeElement)) target.focus();
    }, 30);
    return () => clearTimeout(id);
  }, [ref, active, key]);

  useEffect(() => {
    const root = ref.current;
    if (!active || !root) return;
    const onKey = (e: KeyboardEvent) => {
      if (e.key !== 'Tab') return;
      const list = focusables(root);
      if (list.length === 0) {
        e.preventDefault();
        root.focus();
        return;
      }
      const first = list[0]!;
      const last = list[list.length - 1]!;
      if (e.shiftKey && (document.activeElement === first || !root.contains(document.activeElement))) {
        e.preventDefault();
        last.focus();
      } else if (!e.shiftKey && (document.activeElement === last || !root.contains(document.activeElement))) {
        e.preventDefault();
        first.focus();
      }
    };
    root.addEventListener('keydown', onKey);
    return () => root.removeEventListener('keydown', onKey);
  }, [ref, active]);
}
