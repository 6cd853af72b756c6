import { useEffect, useId, useMemo, useState } from 'react';
import type { RequestDescription } from '@latchkey/kernel';
import { useKit } from '../hooks/useKit';
import { useKitState } from '../hooks/useKitState';
import { useT } from '../i18n/full';
import { Button, Spinner, Text } from '../ui/primitives';
import { requestDetails } from './connect/requestDetails';
import type { ViewProps } from './types';

/**
 * An unsafe request waiting for the visitor (SPEC §4): who asks, what in words, and the details
 * (the decoded message, the typed data, the recipient and amount). Approve hands it to the
 * wallet; Reject refuses it. Everything the dapp or wallet sent is shown as text.
 */
export default function ApproveTransaction({ params }: ViewProps) {
  const kit = useKit();
  const t = useT();
  const detailsId = useId();
  const blockId = useId();
  const requestId = typeof params.requestId === 'string' ? params.requestId : undefined;
  const { request, network } = useKitState((s) => {
    const r = s.requests.find((x) => x.id === requestId) ?? (requestId ? undefined : s.requests[0]);
    return { request: r, network: r ? s.chains[r.namespace]?.network.caipNetwork : undefined };
  });
  // Keyed by request: the kernel reuses this view for the next request in the stack.
  const [approvedId, setApprovedId] = useState<string>();
  // The namespace's adapter knows how to read its requests; the kernel and this view do not. Its
  // answer may come later (a describer in a lazy chunk): until then Approve waits.
  const asked = useMemo(() => {
    if (!request) return undefined;
    try {
      return kit.namespace(request.namespace)?.describeRequest?.({ method: request.method, params: request.params, network });
    } catch {
      return undefined;
    }
  }, [kit, request, network]);
  const pending = asked instanceof Promise;
  const [read, setRead] = useState<{ from: unknown; description: RequestDescription | undefined }>();
  useEffect(() => {
    if (!(asked instanceof Promise)) return;
    let live = true;
    asked.then(
      (description) => live && setRead({ from: asked, description }),
      () => live && setRead({ from: asked, description: undefined }),
    );
    return () => {
      live = false;
    };
  }, [asked]);
  const ready = !pending || read?.from === asked;
  const description = pending ? (ready ? read?.description : undefined) : (asked as RequestDescription | undefined);
  const details = useMemo(() => (request && ready ? requestDetails(request.method, request.params, description, t) : undefined), [request, ready, description, t]);

  if (request && !ready) return <Spinner label={t('approve.reading')} />;
  if (!request || !details) return <Text>{t('approve.gone')}</Text>;
  const working = approvedId === request.id;

  return (
    <>
      <Text>{t('approve.intro', { name: kit.options.metadata.name })}</Text>
      <p className="lk-subtitle">{details.title}</p>
      {details.rows.length || details.block ? (
        <section className="lk-card" aria-labelledby={detailsId}>
          <h3 id={detailsId} className="lk-visually-hidden">
            {t('approve.details')}
          </h3>
          {details.rows.length ? (
            <dl className="lk-dl">
              {details.rows.map((row, i) => (
                <div key={`${i}-${row.label}`} className="lk-dl-row">
                  <dt>{row.label}</dt>
                  <dd className={row.code ? 'lk-address' : undefined} dir={row.code ? 'ltr' : 'auto'}>
                    {row.value}
                  </dd>
                </div>
              ))}
            </dl>
          ) : null}
          {details.block ? (
            <>
              <span className="lk-text" id={blockId}>
                {details.block.label}
              </span>
              {/* Focusable so a long message can be scrolled with the keyboard. */}
              <pre className="lk-pre" dir={details.block.code ? 'ltr' : 'auto'} tabIndex={0} role="group" aria-labelledby={blockId}>
                {details.block.text}
              </pre>
            </>
          ) : null}
        </section>
      ) : null}
      <div className="lk-status" aria-live="polite">
        {working ? (
          <>
            <Spinner label={t('approve.working')} />
            <Text>{t('approve.working')}</Text>
          </>
        ) : null}
      </div>
      <div className="lk-row">
        <Button variant="secondary" disabled={working} onClick={() => kit.requests.reject(request.id)}>
          {t('approve.reject')}
        </Button>
        <Button
          disabled={working}
          onClick={() => {
            setApprovedId(request.id);
            kit.requests.approve(request.id);
          }}
        >
          {t('approve.approve')}
        </Button>
      </div>
    </>
  );
}
