import { useEffect } from 'react';
import { useKit } from '../hooks/useKit';
import { useKitState } from '../hooks/useKitState';
import { useT } from '../i18n/useT';
import { ThemeRoot } from '../theme/ThemeRoot';
import { IconButton } from '../ui/basics';
import { CloseIcon } from '../ui/closeIcon';

export const TOAST_MS = 6_000;

/** Kit alerts as toasts: errors are announced assertively, the rest politely. */
export function Toasts() {
  const kit = useKit();
  const t = useT();
  const alerts = useKitState((s) => s.alerts);
  useEffect(() => {
    const timers = alerts.map((a) => setTimeout(() => kit.alerts.dismiss(a.id), Math.max(0, a.createdAt + TOAST_MS - Date.now())));
    return () => timers.forEach(clearTimeout);
  }, [kit, alerts]);
  return (
    <ThemeRoot>
      {/* One live region that always exists: screen readers announce what is added to it. */}
      <div className="lk-toasts" aria-live="polite">
        {alerts.map((a) => (
          <div key={a.id} className="lk-toast" data-severity={a.severity} role={a.severity === 'error' ? 'alert' : undefined}>
            <div className="lk-toast-body">
              <strong>{t(`alert.${a.code}`, a.params)}</strong>
              <span>{t(`alert.${a.code}.long`, a.params)}</span>
            </div>
            <IconButton label={t('toast.dismiss')} onClick={() => kit.alerts.dismiss(a.id)}>
              <CloseIcon />
            </IconButton>
          </div>
        ))}
      </div>
    </ThemeRoot>
  );
}
