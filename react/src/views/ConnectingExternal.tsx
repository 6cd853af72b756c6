import { useEffect, useRef, useState } from 'react';
import { KitError } from '@latchkey/kernel';
import { useKit } from '../hooks/useKit';
import { useKitState } from '../hooks/useKitState';
import { useT } from '../i18n/full';
import { Button, Spinner, Text, WalletImage } from '../ui/primitives';
import { walletIconUrl } from '../ui/images';
import { ERROR_UI_DELAY_MS } from '../ui/directory/directory';
import { addingNamespace } from './connect/target';
import type { ViewProps } from './types';

type Failure = { kind: 'rejected' } | { kind: 'failed'; message: string };

const isRejection = (e: unknown) =>
  e instanceof KitError ? Boolean(e.walk((x) => (x as { code?: unknown })?.code === 'USER_REJECTED' || (x as { code?: unknown })?.code === 4001)) : (e as { code?: unknown } | null)?.code === 4001;

function failureOf(e: unknown): Failure {
  if (isRejection(e)) return { kind: 'rejected' };
  const message = e instanceof KitError ? e.shortMessage : e instanceof Error ? e.message.split('\n')[0]! : '';
  return { kind: 'failed', message };
}

/**
 * Waits for a wallet that has a connector (SPEC §2): asks it to connect, says where to continue,
 * and on a refusal or failure explains it (after the SPEC §9 error UI delay, so a quick bounce
 * does not flash) with a retry. Leaving the view (back, close) aborts the wait. On success the
 * kernel closes the modal or moves on.
 */
export default function ConnectingExternal({ params }: ViewProps) {
  const kit = useKit();
  const t = useT();
  const connectorId = typeof params.connectorId === 'string' ? params.connectorId : '';
  const connector = useKitState((s) => s.connectors.find((c) => c.id === connectorId));
  const name = connector?.name ?? connectorId;
  const [attempt, setAttempt] = useState(0);
  const [failure, setFailure] = useState<Failure>();
  const retryRef = useRef<HTMLButtonElement>(null);

  useEffect(() => {
    const controller = new AbortController();
    let timer: ReturnType<typeof setTimeout> | undefined;
    setFailure(undefined);
    // Start on the next task: React StrictMode mounts, unmounts and mounts again synchronously,
    // and a wallet prompt cannot be taken back — only the surviving mount may ask the wallet.
    const start = setTimeout(() => {
      // Adding a wallet for one namespace (connected on another): connect only that one, so a
      // wallet serving several does not replace the connection the visitor already has.
      const adding = addingNamespace(kit.getState());
      const serves = adding && kit.getState().connectors.find((c) => c.id === connectorId)?.namespaces.includes(adding);
      kit.connect(connectorId, { signal: controller.signal, ...(serves ? { namespace: adding } : {}) }).catch((e: unknown) => {
        if (controller.signal.aborted) return;
        timer = setTimeout(() => setFailure(failureOf(e)), ERROR_UI_DELAY_MS);
      });
    }, 0);
    return () => {
      clearTimeout(start);
      controller.abort();
      clearTimeout(timer);
    };
  }, [kit, connectorId, attempt]);

  // The retry button replaces the status; keep keyboard focus on something useful.
  useEffect(() => {
    if (failure) retryRef.current?.focus();
  }, [failure]);

  return (
    <div className="lk-center">
      <WalletImage src={walletIconUrl(kit, { connector })} name={name || '?'} size="lg" />
      <p className="lk-subtitle">
        {t('connecting.continueIn', { name })}
      </p>
      <div className="lk-status" aria-live="polite">
        {failure ? null : (
          <>
            <Spinner label={t('connecting.continueIn', { name })} />
            <Text>{t('connecting.accept')}</Text>
          </>
        )}
      </div>
      <div className="lk-status" role="alert">
        {failure ? (
          <>
            <Text tone="danger">{failure.kind === 'rejected' ? t('connecting.rejected') : t('connecting.failed')}</Text>
            {failure.kind === 'rejected' ? <Text>{t('connecting.rejectedHint')}</Text> : failure.message ? <Text>{failure.message}</Text> : null}
          </>
        ) : null}
      </div>
      {failure ? (
        <Button ref={retryRef} onClick={() => setAttempt((a) => a + 1)}>
          {t('connecting.retry')}
        </Button>
      ) : null}
    </div>
  );
}
