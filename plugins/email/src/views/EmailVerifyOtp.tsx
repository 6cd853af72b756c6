import { useId, useRef, useState } from 'react';
import type { ViewProps } from '@latchkey/react';
import { Button, Spinner, useKit } from '@latchkey/react/ui';
import { EmailCooldownError } from '../errors';
import { FieldError, OtpStep, useUnmountSignal } from './parts';
import { useEmailT } from './useEmailT';

/**
 * The one-time code (SPEC §2, §4): the code the frame emailed signs the visitor in, then the AUTH
 * wallet connects (the kit closes the modal, or shows Account in embedded mode). "Resend code"
 * asks for a new email, 30 s after the last at the earliest.
 */
export default function EmailVerifyOtp({ params }: ViewProps) {
  const kit = useKit();
  const t = useEmailT();
  const api = kit.plugin('email');
  const email = typeof params.email === 'string' ? params.email : (api.lastEmail() ?? '');
  const signal = useUnmountSignal();
  const errorId = useId();
  const field = useRef<HTMLInputElement>(null);
  const [connecting, setConnecting] = useState<'busy' | 'failed' | false>(false);
  const [resend, setResend] = useState<{ busy: boolean; note: string }>({ busy: false, note: '' });

  const connect = async () => {
    setConnecting('busy');
    try {
      await api.connect({ signal: signal() });
    } catch {
      if (!signal().aborted) setConnecting('failed');
    }
  };

  const again = async () => {
    if (resend.busy) return;
    const wait = api.cooldownSeconds();
    if (wait > 0) return setResend({ busy: false, note: t('email.cooldown', { n: wait }) });
    setResend({ busy: true, note: '' });
    try {
      await api.connectEmail(email, { signal: signal() });
      if (!signal().aborted) setResend({ busy: false, note: t('email.otp.resent') });
    } catch (e) {
      if (signal().aborted) return;
      setResend({ busy: false, note: e instanceof EmailCooldownError ? t('email.cooldown', { n: e.seconds }) : t('email.sendFailed') });
    }
    field.current?.focus();
  };

  if (connecting === 'busy') {
    return (
      <div className="lk-center">
        <Spinner label={t('email.connecting')} />
        <p role="status" className="lk-text">
          {t('email.connecting')}
        </p>
      </div>
    );
  }
  if (connecting === 'failed') {
    return (
      <div className="lk-center">
        <FieldError id={errorId}>{t('email.connectFailed')}</FieldError>
        <Button variant="secondary" onClick={() => void connect()}>
          {t('email.retry')}
        </Button>
      </div>
    );
  }
  return (
    <OtpStep intro={t('email.otp.intro')} email={email} inputRef={field} verify={(otp, s) => api.verifyOtp(otp, { signal: s })} onVerified={() => void connect()}>
      <Button variant="secondary" aria-disabled={resend.busy || undefined} onClick={() => void again()}>
        {t('email.otp.resend')}
      </Button>
      <p role="status" className="lk-text">
        {resend.note}
      </p>
    </OtpStep>
  );
}
