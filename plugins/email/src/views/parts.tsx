import { useCallback, useEffect, useId, useRef, useState, type ReactNode, type RefObject } from 'react';
import { AbortedError, TimeoutError, ValidationError } from '@latchkey/kernel';
import { useKitInternals } from '@latchkey/react/ui';
import { ERROR_UI_DELAY_MS, OTP_LENGTH } from '../constants';
import { otpDigits } from '../validate';
import { useEmailT } from './useEmailT';

/** An AbortSignal per mounted view: a view the visitor left stops waiting on the frame. */
export function useUnmountSignal(): () => AbortSignal {
  const ref = useRef<AbortController | null>(null);
  useEffect(() => {
    const controller = new AbortController();
    ref.current = controller;
    return () => controller.abort();
  }, []);
  return useCallback(() => (ref.current ??= new AbortController()).signal, []);
}

/** setTimeout that is cleared when the view goes. */
export function useLater(): (fn: () => void, ms: number) => void {
  const timers = useRef(new Set<ReturnType<typeof setTimeout>>());
  useEffect(() => {
    const set = timers.current;
    return () => {
      for (const id of set) clearTimeout(id);
      set.clear();
    };
  }, []);
  return useCallback((fn, ms) => {
    const id = setTimeout(() => {
      timers.current.delete(id);
      fn();
    }, ms);
    timers.current.add(id);
  }, []);
}

/** A template's `{email}` drawn as an isolated run (an address keeps its order in right-to-left text). */
export function WithEmail({ template, email }: { template: string; email: string }) {
  const [before, after = ''] = template.split('{email}');
  return (
    <>
      {before}
      <bdi className="lk-strong">{email}</bdi>
      {after}
    </>
  );
}

/** An announced error line, tied to its field with `aria-describedby`. */
export function FieldError({ id, children }: { id: string; children: ReactNode }) {
  return (
    <p id={id} className="lk-text" data-tone="danger" role="alert">
      {children}
    </p>
  );
}

/** True for a code the frame refused ('Invalid code'), as opposed to a timeout, an abort or bad input. */
export const isRefusal = (error: unknown) => !(error instanceof TimeoutError) && !(error instanceof AbortedError) && !(error instanceof ValidationError);

export interface OtpStepProps {
  /** What the code is for, shown above the field (`{email}` marks the address). */
  intro: string;
  email: string;
  /** Sends the code to the frame; rejects when the frame refuses it. */
  verify(code: string, signal: AbortSignal): Promise<void>;
  /** The code was right. */
  onVerified(): void;
  /** Shown under the field (resend, a status line). */
  children?: ReactNode;
  inputRef?: RefObject<HTMLInputElement | null>;
}

/**
 * One-time code entry: one field (`inputmode=numeric`, `autocomplete=one-time-code`, so phones
 * offer the code from the email). A paste of the code fills it and sends it; so does typing the
 * sixth digit. A refused code shows its error 300 ms after the answer (SPEC §9), shakes the dialog
 * (500 ms) and clears the field for the next try.
 */
export function OtpStep({ intro, email, verify, onVerified, children, inputRef }: OtpStepProps) {
  const { shake } = useKitInternals();
  const t = useEmailT();
  const id = useId();
  const ownRef = useRef<HTMLInputElement>(null);
  const ref = inputRef ?? ownRef;
  const [code, setCode] = useState('');
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string>();
  const signal = useUnmountSignal();
  const later = useLater();
  const sending = useRef(false);

  useEffect(() => ref.current?.focus(), [ref]);

  const send = async (value: string) => {
    if (sending.current || value.length !== OTP_LENGTH) return;
    sending.current = true;
    setBusy(true);
    setError(undefined);
    try {
      await verify(value, signal());
      if (!signal().aborted) onVerified();
    } catch (e) {
      if (signal().aborted) return;
      const refused = isRefusal(e);
      later(() => {
        sending.current = false;
        setBusy(false);
        setError(refused ? t('email.otp.invalid') : t('email.otp.failed'));
        if (refused) {
          setCode('');
          shake();
        }
        ref.current?.focus();
      }, ERROR_UI_DELAY_MS);
    }
  };

  const change = (raw: string) => {
    const digits = otpDigits(raw);
    setCode(digits);
    if (digits.length === OTP_LENGTH) void send(digits);
  };

  return (
    <form
      className="lk-stack"
      noValidate
      onSubmit={(e) => {
        e.preventDefault();
        void send(code);
      }}
    >
      <p className="lk-text">
        <WithEmail template={intro} email={email} />
      </p>
      <label htmlFor={`${id}-code`} className="lk-strong">
        {t('email.otp.label')}
      </label>
      <input
        ref={ref}
        id={`${id}-code`}
        className="lk-input lk-otp"
        type="text"
        inputMode="numeric"
        autoComplete="one-time-code"
        pattern="[0-9]*"
        spellCheck={false}
        dir="ltr"
        value={code}
        readOnly={busy}
        aria-busy={busy || undefined}
        aria-invalid={error ? true : undefined}
        aria-describedby={error ? `${id}-hint ${id}-error` : `${id}-hint`}
        onChange={(e) => change(e.target.value)}
        onPaste={(e) => {
          const digits = otpDigits(e.clipboardData.getData('text'));
          if (!digits) return;
          e.preventDefault();
          if (!busy) change(digits);
        }}
      />
      <p id={`${id}-hint`} className="lk-text">
        {t('email.otp.hint')}
      </p>
      {error ? <FieldError id={`${id}-error`}>{error}</FieldError> : null}
      <p role="status" className="lk-text">
        {busy ? t('email.otp.verifying') : ''}
      </p>
      {children}
    </form>
  );
}
