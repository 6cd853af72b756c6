import { useContext, useEffect, useLayoutEffect, useState, type ComponentType } from 'react';
import type { AlertEntry, Kit } from '@latchkey/kernel';
import { UiContext } from '../context';
import { useKit } from '../hooks/useKit';
import { useKitState } from '../hooks/useKitState';
import { useT, type T } from '../i18n/useT';
import { ThemeRoot } from '../theme/ThemeRoot';
import { adoptStyles } from '../theme/styles';

type List = ComponentType<{ kit: Kit; alerts: readonly AlertEntry[]; t: T }>;

/**
 * Kit alerts as toasts: errors are announced assertively, the rest politely. The live region is
 * always there (screen readers announce what is added to it); the toasts' code and CSS, and the
 * alerts' strings, are lazy chunks fetched when the first alert shows.
 */
export function Toasts() {
  const kit = useKit();
  const t = useT();
  const ui = useContext(UiContext);
  const alerts = useKitState((s) => s.alerts);
  const [chunk, setChunk] = useState<{ List: List; css: string } | null>(null);
  const wanted = alerts.length > 0;
  useEffect(() => {
    if (!wanted || chunk) return;
    let live = true;
    // The toasts' code and the alerts' strings (a kernel chunk) arrive together: no key ever shows.
    Promise.all([import('./ToastList'), kit.alerts.loadStrings()]).then(
      ([m]) => live && setChunk({ List: m.default, css: m.toastCss }),
      // Offline: the alert stays in the kit's state; the next one tries again.
      () => undefined,
    );
    return () => {
      live = false;
    };
  }, [kit, wanted, chunk, alerts]);
  const nonce = ui?.nonce;
  useLayoutEffect(() => (chunk && typeof document !== 'undefined' ? adoptStyles(document, nonce, chunk.css) : undefined), [chunk, nonce]);
  return (
    // A layer of its own: the root takes no room in the host's layout (display: contents).
    <ThemeRoot className="lk-layer">
      <div className="lk-toasts" aria-live="polite">
        {chunk ? <chunk.List kit={kit} alerts={alerts} t={t} /> : null}
      </div>
    </ThemeRoot>
  );
}
