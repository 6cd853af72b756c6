import { useId, useRef, useState, type FormEvent } from 'react';
import { ValidationError } from '@latchkey/kernel';
import type { ViewProps } from '@latchkey/react';
import { Button, useKit, useKitInternals } from '@latchkey/react/ui';
import { EMAIL_VIEWS } from '../constants';
import { EmailCooldownError } from '../errors';
import { validEmail } from '../validate';
import { FieldError, useUnmountSignal } from './parts';
import { useEmailT } from './useEmailT';

/**
 * The email form (SPEC §2 EmailLogin): drawn inside the Connect view, and a view of its own. A
 * valid address (SPEC §5) goes to the frame (CONNECT_EMAIL), which answers with the next step:
 * the one-time code, the device approval, or connect at once. At most one email every 30 s.
 */
export default function EmailLogin(_props: ViewProps) {
  const kit = useKit();
  const { router } = useKitInternals();
  const t = useEmailT();
  const id = useId();
  const input = useRef<HTMLInputElement>(null);
  const [value, setValue] = useState('');
  const [error, setError] = useState<string>();
  const [busy, setBusy] = useState<'sending' | 'connecting' | false>(false);
  const signal = useUnmountSignal();
  const api = kit.plugin('email');

  const refuse = (message: string) => {
    setBusy(false);
    setError(message);
    input.current?.focus();
  };

  const submit = async (e: FormEvent) => {
    e.preventDefault();
    if (busy) return;
    const email = validEmail(value);
    if (!email) return refuse(t('email.invalid'));
    const wait = api.cooldownSeconds();
    if (wait > 0) return refuse(t('email.cooldown', { n: wait }));
    setError(undefined);
    setBusy('sending');
    let step: 'sending' | 'connecting' = 'sending';
    try {
      const action = await api.connectEmail(email, { signal: signal() });
      if (signal().aborted) return;
      if (action === 'VERIFY_OTP') return router.push(EMAIL_VIEWS.verifyOtp, { email });
      if (action === 'VERIFY_DEVICE') return router.push(EMAIL_VIEWS.verifyDevice, { email });
      // 'CONNECT': this device is known and the frame signed in already.
      step = 'connecting';
      setBusy('connecting');
      await api.connect({ signal: signal() });
    } catch (err) {
      if (signal().aborted) return;
      if (err instanceof EmailCooldownError) refuse(t('email.cooldown', { n: err.seconds }));
      else if (err instanceof ValidationError) refuse(t('email.invalid'));
      else refuse(t(step === 'connecting' ? 'email.connectFailed' : 'email.sendFailed'));
    }
  };

  const errorId = `${id}-error`;
  return (
    <form className="lk-stack" noValidate aria-label={t('email.form')} onSubmit={(e) => void submit(e)}>
      <label htmlFor={`${id}-email`} className="lk-strong">
        {t('email.label')}
      </label>
      <input
        ref={input}
        id={`${id}-email`}
        className="lk-input"
        type="email"
        name="email"
        autoComplete="email"
        inputMode="email"
        spellCheck={false}
        dir="ltr"
        required
        value={value}
        aria-invalid={error ? true : undefined}
        aria-describedby={error ? errorId : undefined}
        onChange={(e) => {
          setValue(e.target.value);
          if (error) setError(undefined);
        }}
      />
      {error ? <FieldError id={errorId}>{error}</FieldError> : null}
      <Button type="submit" aria-disabled={busy ? true : undefined}>
        {busy === 'sending' ? t('email.sending') : busy === 'connecting' ? t('email.connecting') : t('email.submit')}
      </Button>
    </form>
  );
}
