import { Fragment, useEffect, useId, useMemo, useState } from 'react';
import type { RequestDescription } from '@latchkey/kernel';
import { useKit } from '../hooks/useKit';
import { useKitState } from '../hooks/useKitState';
import { useT, type T } from '../i18n/full';
import { shortAddress } from '../ui/format';
import { Button, Spinner, Text } from '../ui/primitives';
import { requestDetails, revealControls, type DetailRow } from './connect/requestDetails';
import type { ViewProps } from './types';
import { useKitInternals } from '../hooks/useKitInternals';

/** The token symbols of a decoded action, for its title ('USDC', 'USDC, DAI'); 'tokens' when unknown. */
function symbolsOf(d: RequestDescription, t: T): string {
  const symbols = (d.tokens ?? []).map((x) => (x.symbol ? revealControls(x.symbol) : undefined));
  return symbols.length > 0 && symbols.every(Boolean) ? [...new Set(symbols)].join(', ') : t('approve.tokenUnknown');
}

/**
 * The decoded token action (a transfer, an approval, a permit, an operator): its title, the
 * tokens with their amounts (or Unlimited), the account they leave, the spender or operator, the
 * deadline, and a warning for an unlimited allowance or an operator over every item.
 */
function actionDetails(d: RequestDescription, t: T, locale: string): { title: string; rows: DetailRow[]; warning?: string } | undefined {
  if (!d.action) return undefined;
  const symbol = symbolsOf(d, t);
  const rows: DetailRow[] = [];
  for (const token of d.tokens ?? []) {
    const name = token.symbol ? revealControls(token.symbol) : undefined;
    rows.push({ label: t('approve.token'), value: name ? `${name} · ${token.address}` : token.address, code: true });
    if (d.action === 'setApprovalForAll' || d.action === 'revokeApprovalForAll') continue;
    const amount = token.unlimited ? t('approve.unlimited') : token.amount === undefined ? undefined : token.raw ? t('approve.amountRaw', { amount: token.amount }) : `${token.amount}${name ? ` ${name}` : ''}`;
    if (amount !== undefined) rows.push({ label: t('approve.amount'), value: amount });
  }
  if (d.owner) rows.push({ label: t('approve.from'), value: revealControls(d.owner), code: true });
  if (d.spender) rows.push({ label: d.action === 'setApprovalForAll' || d.action === 'revokeApprovalForAll' ? t('approve.operator') : t('approve.spender'), value: revealControls(d.spender), code: true });
  if (d.deadline) {
    const date = new Date(d.deadline);
    if (!Number.isNaN(date.getTime())) rows.push({ label: t('approve.deadline'), value: new Intl.DateTimeFormat(locale, { dateStyle: 'medium', timeStyle: 'short' }).format(date) });
  }
  // The spender stays a placeholder here: the view sets it apart (left to right, unbroken) in any language.
  const spender = '{spender}';
  const warning = d.action === 'setApprovalForAll' ? t('approve.warning.operator', { spender, symbol }) : d.unlimited ? t('approve.warning.unlimited', { spender, symbol }) : undefined;
  return { title: t(`approve.action.${d.action}`, { symbol }), rows, ...(warning ? { warning } : {}) };
}

/**
 * An unsafe request waiting for the visitor (SPEC §4): who asks, what in words, and the details
 * (the decoded message, the typed data, the recipient and amount; for a token call or permit the
 * token, amount, recipient or spender, with unlimited allowances flagged). Approve hands it to
 * the wallet; Reject refuses it. Everything the dapp or wallet sent is shown as text.
 */
export default function ApproveTransaction({ params }: ViewProps) {
  const kit = useKit();
  const { requests } = useKitInternals();
  const t = useT();
  const locale = useKitState((s) => s.locale);
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
  // answer may come later (a describer in a lazy chunk, a token's symbol read from the chain):
  // until then Approve waits.
  const asked = useMemo(() => {
    if (!request) return undefined;
    try {
      return kit.describeRequest({ namespace: request.namespace, method: request.method, params: request.params });
    } catch {
      return undefined;
    }
    // The kit reads the network itself; a change of network describes the request again.
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
  const details = useMemo(() => {
    if (!request || !ready) return undefined;
    const base = requestDetails(request.method, request.params, description, t);
    const action = description ? actionDetails(description, t, locale) : undefined;
    return action ? { ...base, title: action.title, rows: [...action.rows, ...base.rows], warning: action.warning } : { ...base, warning: undefined };
  }, [request, ready, description, t, locale]);

  if (request && !ready) return <Spinner label={t('approve.reading')} />;
  if (!request || !details) return <Text>{t('approve.gone')}</Text>;
  const working = approvedId === request.id;

  return (
    <>
      <Text>{t('approve.intro', { name: kit.options.metadata.name })}</Text>
      <p className="lk-subtitle">{details.title}</p>
      {details.warning ? (
        <p className="lk-text" data-tone="danger" data-testid="lk-approve-warning">
          <span aria-hidden="true">⚠ </span>
          {details.warning.split('{spender}').map((part, i) => (
            <Fragment key={i}>
              {i > 0 ? (
                <bdi dir="ltr" style={{ whiteSpace: 'nowrap' }} title={description?.spender}>
                  {shortAddress(description?.spender)}
                </bdi>
              ) : null}
              {part}
            </Fragment>
          ))}
        </p>
      ) : null}
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
        <Button variant="secondary" disabled={working} onClick={() => requests.reject(request.id)}>
          {t('approve.reject')}
        </Button>
        <Button
          disabled={working}
          onClick={() => {
            setApprovedId(request.id);
            requests.approve(request.id);
          }}
        >
          {t('approve.approve')}
        </Button>
      </div>
    </>
  );
}
