import { useEffect } from 'react';
import type { AlertEntry, Kit } from '@latchkey/kernel';
import { IconButton } from '../ui/basics';
import { CloseIcon } from '../ui/closeIcon';
import type { T } from '../i18n/useT';
import { scopeCss } from '../theme/scope';
import { toastCss as toastRules } from './toastStyles';

/** The toasts' CSS, scoped (`theme/scope.ts`), comes with them: Toasts applies it. */
export const toastCss = scopeCss(toastRules);

export const TOAST_MS = 6_000;

/** The toasts themselves: a lazy chunk, fetched when the first alert shows. */
export default function ToastList({ kit, alerts, t }: { kit: Kit; alerts: readonly AlertEntry[]; t: T }) {
  useEffect(() => {
    const timers = alerts.map((a) => setTimeout(() => kit.alerts.dismiss(a.id), Math.max(0, a.createdAt + TOAST_MS - Date.now())));
    return () => timers.forEach(clearTimeout);
  }, [kit, alerts]);
  return (
    <>
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
    </>
  );
}
