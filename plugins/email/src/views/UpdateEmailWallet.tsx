import { useEffect, useId, useRef, useState, type FormEvent } from 'react';
import { ValidationError } from '@latchkey/kernel';
import type { ViewProps } from '@latchkey/react';
import { Button, Text, useKit, useKitState, useKitInternals } from '@latchkey/react/ui';
import { validEmail } from '../validate';
import { FieldError, OtpStep, WithEmail, useUnmountSignal } from './parts';
import { useEmailT } from './useEmailT';

type Step = { step: 'form' } | { step: 'primary' | 'secondary'; to: string } | { step: 'done'; email: string };

/**
 * Changing the embedded wallet's email (SPEC §2 UpdateEmailWallet, §4): the new address
 * (UPDATE_EMAIL), the code sent to the current address (primary), the code sent to the new one
 * (secondary), then the new address is shown. For an account signed in with an email only.
 */
export default function UpdateEmailWallet(_props: ViewProps) {
  const kit = useKit();
  const { router } = useKitInternals();
  const t = useEmailT();
  const id = useId();
  const api = kit.plugin('email');
  const authId = kit.plugin('embedded-wallet').connectorId;
  const current = useKitState((s) => {
    const chain = s.activeNamespace ? s.chains[s.activeNamespace] : undefined;
    return chain?.connectorId === authId && chain.account.status === 'connected' ? (chain.account.user?.email ?? undefined) : undefined;
  });
  const [state, setState] = useState<Step>({ step: 'form' });
  const [value, setValue] = useState('');
  const [error, setError] = useState<string>();
  const [busy, setBusy] = useState(false);
  const input = useRef<HTMLInputElement>(null);
  const done = useRef<HTMLParagraphElement>(null);
  const changed = useRef('');
  const signal = useUnmountSignal();

  useEffect(() => {
    if (state.step === 'done') done.current?.focus();
  }, [state.step]);

  if (state.step === 'done') {
    return (
      <div className="lk-center">
        <p ref={done} tabIndex={-1} role="status" className="lk-subtitle">
          <WithEmail template={t('email.update.done')} email={state.email} />
        </p>
        <Button onClick={() => void (router.goBack() || router.reset('Account'))}>{t('email.update.back')}</Button>
      </div>
    );
  }
  if (!current) return <Text>{t('email.update.unavailable')}</Text>;

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
    if (email.toLowerCase() === current.toLowerCase()) return refuse(t('email.update.same'));
    setError(undefined);
    setBusy(true);
    try {
      const action = await api.updateEmail(email, { signal: signal() });
      if (signal().aborted) return;
      setBusy(false);
      setState({ step: action === 'VERIFY_SECONDARY_OTP' ? 'secondary' : 'primary', to: email });
    } catch (err) {
      if (!signal().aborted) refuse(err instanceof ValidationError ? t('email.invalid') : t('email.update.failed'));
    }
  };

  if (state.step === 'primary') {
    const to = state.to;
    return (
      <OtpStep
        key="primary"
        intro={t('email.update.primary')}
        email={current}
        verify={(otp, s) => api.updateEmailPrimaryOtp(otp, { signal: s })}
        onVerified={() => setState({ step: 'secondary', to })}
      />
    );
  }
  if (state.step === 'secondary') {
    const to = state.to;
    return (
      <OtpStep
        key="secondary"
        intro={t('email.update.secondary')}
        email={to}
        verify={async (otp, s) => void (changed.current = await api.updateEmailSecondaryOtp(otp, { signal: s }))}
        onVerified={() => setState({ step: 'done', email: changed.current || to })}
      />
    );
  }

  const errorId = `${id}-error`;
  return (
    <form className="lk-stack" noValidate onSubmit={(e) => void submit(e)}>
      <p className="lk-text">
        <span>{t('email.update.current')}: </span>
        <bdi className="lk-strong">{current}</bdi>
      </p>
      <label htmlFor={`${id}-email`} className="lk-strong">
        {t('email.update.label')}
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
      <Button type="submit" aria-disabled={busy || undefined}>
        {busy ? t('email.sending') : t('email.submit')}
      </Button>
    </form>
  );
}
