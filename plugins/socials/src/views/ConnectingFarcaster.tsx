import { useEffect, useRef, useState } from 'react';
import type { ViewProps } from '@latchkey/react';
import { Button, Spinner, Text, VisuallyHidden, useKit } from '@latchkey/react/ui';
import { ERROR_UI_DELAY_MS } from '../constants';
import { isLoopback, openableUrl } from '../origin';
import { ProviderImage } from './parts';
import { QrCode } from '@latchkey/react/qr';
import { useSocialsT } from './useSocialsT';

/** The QR code's rendered side in CSS pixels. */
const QR_PX = 220;

/**
 * Where "Open in Farcaster" may point: https only; http only on a loopback host, and only when the
 * secure frame itself is a loopback reference frame (the harness's Farcaster double).
 */
function linkOf(url: string, frameOrigin: string | undefined): string | undefined {
  const safe = openableUrl(url);
  if (!safe) return undefined;
  const parsed = new URL(safe);
  if (parsed.protocol === 'https:') return safe;
  return frameOrigin && isLoopback(new URL(frameOrigin)) ? safe : undefined;
}

/**
 * Farcaster sign-in (SPEC §2 ConnectingFarcaster): the frame's sign-in URL (GET_FARCASTER_URI) as
 * a QR code drawn here, an "Open in Farcaster" link and "Copy link"; then it waits for the
 * approval (CONNECT_FARCASTER, up to the frame's 120 s) and connects the AUTH wallet. A failure
 * shows after the SPEC §9 error UI delay with Try again (a new URL). Leaving the view stops the wait.
 */
export default function ConnectingFarcaster(_props: ViewProps) {
  const kit = useKit();
  const t = useSocialsT();
  const [attempt, setAttempt] = useState(0);
  const [url, setUrl] = useState<string>();
  const [failed, setFailed] = useState(false);
  const [copied, setCopied] = useState<{ url: string; ok: boolean }>();
  const retryRef = useRef<HTMLButtonElement>(null);

  useEffect(() => {
    const api = kit.plugin('socials');
    const controller = new AbortController();
    const { signal } = controller;
    let timer: ReturnType<typeof setTimeout> | undefined;
    setUrl(undefined);
    setFailed(false);
    // On the next task: StrictMode mounts, unmounts and mounts again at once; only the survivor asks.
    const start = setTimeout(() => {
      void (async () => {
        try {
          const next = await api.farcasterUri({ signal });
          if (signal.aborted) return;
          setUrl(next);
          await api.connectFarcaster({ signal });
        } catch {
          if (!signal.aborted) timer = setTimeout(() => setFailed(true), ERROR_UI_DELAY_MS);
        }
      })();
    }, 0);
    return () => {
      clearTimeout(start);
      clearTimeout(timer);
      controller.abort();
    };
  }, [kit, attempt]);

  useEffect(() => {
    if (failed) retryRef.current?.focus();
  }, [failed]);

  let frameOrigin: string | undefined;
  try {
    frameOrigin = kit.plugin('socials').frameOrigin();
  } catch {
    frameOrigin = undefined;
  }
  const live = failed ? undefined : url;
  const link = live ? linkOf(live, frameOrigin) : undefined;

  const copy = () => {
    if (!live) return;
    const done = (ok: boolean) => setCopied({ url: live, ok });
    const clipboard = typeof navigator !== 'undefined' ? navigator.clipboard : undefined;
    if (!clipboard) return done(false);
    clipboard.writeText(live).then(
      () => done(true),
      () => done(false),
    );
  };
  const copyNote = copied && live && copied.url === live ? (copied.ok ? t('socials.farcaster.copied') : t('socials.farcaster.copyFailed')) : '';

  return (
    <div className="lk-stack">
      <div className="lk-center">
        {live ? <QrCode value={live} label={t('socials.farcaster.qr')} px={QR_PX} /> : <ProviderImage provider="farcaster" large />}
        <Text>{t('socials.farcaster.intro')}</Text>
      </div>
      <div className="lk-status">
        {failed ? null : (
          <>
            <Spinner label={live ? t('socials.farcaster.waiting') : t('socials.farcaster.preparing')} />
            <p role="status" className="lk-text">
              {live ? t('socials.farcaster.waiting') : t('socials.farcaster.preparing')}
            </p>
          </>
        )}
      </div>
      {failed ? null : (
        <div className="lk-stack">
          {link ? (
            <a className="lk-btn" data-variant="primary" href={link} target="_blank" rel="noopener noreferrer">
              {t('socials.farcaster.open')}
              <VisuallyHidden>{` ${t('socials.farcaster.newTab')}`}</VisuallyHidden>
            </a>
          ) : null}
          <Button variant="secondary" disabled={!live} onClick={copy}>
            {t('socials.farcaster.copy')}
          </Button>
          <p role="status" className="lk-text">
            {copyNote}
          </p>
        </div>
      )}
      <div className="lk-status" role="alert">
        {failed ? <Text tone="danger">{t('socials.farcaster.failed')}</Text> : null}
      </div>
      {failed ? (
        <div className="lk-row">
          <Button ref={retryRef} onClick={() => setAttempt((n) => n + 1)}>
            {t('socials.retry')}
          </Button>
        </div>
      ) : null}
    </div>
  );
}
