import { useEffect, useId, useState } from 'react';
import type { ViewProps } from '@latchkey/react';
import { Button, MailIcon, Spinner, useKit, useKitInternals } from '@latchkey/react/ui';
import { EMAIL_VIEWS } from '../constants';
import { FieldError, WithEmail } from './parts';
import { useEmailT } from './useEmailT';

/**
 * Device verification (SPEC §4): the frame emailed a link that approves this device; the view
 * waits for it (CONNECT_DEVICE, up to the frame's 120 s), then the frame sends the one-time code
 * and the code entry takes this view's place.
 */
export default function EmailVerifyDevice({ params }: ViewProps) {
  const kit = useKit();
  const { router } = useKitInternals();
  const t = useEmailT();
  const errorId = useId();
  const api = kit.plugin('email');
  const email = typeof params.email === 'string' ? params.email : (api.lastEmail() ?? '');
  const [attempt, setAttempt] = useState(0);
  const [failed, setFailed] = useState(false);

  useEffect(() => {
    const controller = new AbortController();
    api.verifyDevice({ signal: controller.signal }).then(
      () => {
        if (!controller.signal.aborted) router.replace(EMAIL_VIEWS.verifyOtp, { email });
      },
      () => {
        if (!controller.signal.aborted) setFailed(true);
      },
    );
    return () => controller.abort();
  }, [api, kit, email, attempt]);

  return (
    <div className="lk-center">
      <span className="lk-img lk-img-lg lk-icon" aria-hidden="true">
        <MailIcon />
      </span>
      <p className="lk-text">
        <WithEmail template={t('email.device.intro')} email={email} />
      </p>
      <p className="lk-text">{t('email.device.hint')}</p>
      {failed ? (
        <>
          <FieldError id={errorId}>{t('email.device.failed')}</FieldError>
          <Button
            variant="secondary"
            onClick={() => {
              setFailed(false);
              setAttempt((n) => n + 1);
            }}
          >
            {t('email.retry')}
          </Button>
        </>
      ) : (
        <>
          <Spinner label={t('email.device.waiting')} />
          <p role="status" className="lk-text">
            {t('email.device.waiting')}
          </p>
        </>
      )}
    </div>
  );
}
