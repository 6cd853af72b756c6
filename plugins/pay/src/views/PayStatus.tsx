import { useEffect, useRef } from 'react';
import type { ViewProps } from '@latchkey/react';
import { Amount, Button, SafeLink, Spinner, Text, formatCryptoAmount, shortAddress, useKit, useKitState, withAmounts } from '@latchkey/react/ui';
import type { T } from '@latchkey/react/ui';
import type { PayFailure, PaymentRequest } from '../types';
import { usePayT } from './usePayT';

/** The failure in the visitor's words. */
function failureText(t: T, failure: PayFailure, request: PaymentRequest): string {
  return t(`pay.failed.${failure.reason}`, { network: request.networkName });
}

/**
 * The payment under way: submitted (approve it in the wallet), confirming (the hash, and its page
 * on the network's explorer when it has one, https only), confirmed; or failed (why, with Try
 * again while trying again can help) and cancelled. The dapp's promise settles by the outcome.
 */
export default function PayStatus(_props: ViewProps) {
  const kit = useKit();
  const t = usePayT();
  const locale = useKitState((s) => s.locale);
  const api = kit.plugin('pay');
  const s = useKitState((st) => st.plugins.pay);
  const explorer = useKitState((st) => {
    const r = st.plugins.pay?.request;
    return r ? st.chains[r.namespace]?.network.requestedCaipNetworks.find((n) => n.caipNetworkId === r.caipNetworkId)?.blockExplorers?.default?.name : undefined;
  });
  const outcomeRef = useRef<HTMLParagraphElement>(null);
  const status = s?.status;
  const ended = status === 'confirmed' || status === 'failed' || status === 'cancelled';
  // Once it ended, focus goes to what happened (then the way on).
  useEffect(() => {
    if (ended) outcomeRef.current?.focus();
  }, [ended, status]);

  const request = s?.request;
  if (!s || !request || s.status === 'idle' || s.status === 'review') return <Text>{t('pay.none')}</Text>;
  const busy = s.status === 'submitted' || s.status === 'confirming';
  const failure = s.status === 'failed' ? s.failure : undefined;
  const message =
    s.status === 'submitted'
      ? t('pay.status.submitted')
      : s.status === 'confirming'
        ? t('pay.status.confirming')
        : s.status === 'confirmed'
          ? withAmounts(t('pay.status.confirmed', { amount: formatCryptoAmount(request.amount, locale, { exact: true }), symbol: request.symbol, recipient: shortAddress(request.recipient) }), `${formatCryptoAmount(request.amount, locale, { exact: true })} ${request.symbol}`)
          : s.status === 'cancelled'
            ? t('pay.status.cancelled')
            : '';

  return (
    <div className="lk-stack">
      <div className="lk-center">
        <p className="lk-subtitle">
          <span className="lk-visually-hidden">{t('pay.amount')}: </span>
          <Amount>{`${formatCryptoAmount(request.amount, locale, { exact: true })} ${request.symbol}`}</Amount>
        </p>
        {busy ? <Spinner label={t('pay.working')} /> : null}
        <div role="status" className="lk-status">
          {message ? (
            <p ref={failure ? undefined : outcomeRef} tabIndex={-1} className="lk-text" data-testid="lk-pay-status" data-status={s.status}>
              {message}
            </p>
          ) : null}
        </div>
        {failure ? (
          <div role="alert">
            <p ref={outcomeRef} tabIndex={-1} className="lk-text" data-tone="danger" data-testid="lk-pay-status" data-status="failed">
              {failureText(t, failure, request)}
            </p>
          </div>
        ) : null}
      </div>
      <dl className="lk-dl lk-dl-end">
        <div>
          <dt>{t('pay.network')}</dt>
          <dd>{request.networkName}</dd>
        </div>
        <div>
          <dt>{t('pay.to')}</dt>
          <dd>
            <bdi className="lk-address" title={request.recipient}>
              {shortAddress(request.recipient)}
            </bdi>
          </dd>
        </div>
        {s.hash ? (
          <div>
            <dt>{t('pay.transaction')}</dt>
            <dd>
              <bdi className="lk-address" title={s.hash} data-testid="lk-pay-hash">
                {shortAddress(s.hash, 10, 8)}
              </bdi>
            </dd>
          </div>
        ) : null}
      </dl>
      {s.explorerUrl && explorer ? <SafeLink href={s.explorerUrl}>{t('pay.explorer', { explorer })}</SafeLink> : null}
      {s.status === 'failed' && s.pending && failure?.retryable ? (
        <div className="lk-row">
          <Button variant="secondary" onClick={() => api.cancel()}>
            {t('pay.cancel')}
          </Button>
          <Button onClick={() => void api.confirm().catch(() => undefined)}>{t('pay.retry')}</Button>
        </div>
      ) : null}
      {s.status === 'confirmed' ? <Button onClick={() => kit.close()}>{t('pay.done')}</Button> : null}
      {(s.status === 'failed' && !(s.pending && failure?.retryable)) || s.status === 'cancelled' ? (
        <Button variant="secondary" onClick={() => kit.close()}>
          {t('pay.close')}
        </Button>
      ) : null}
    </div>
  );
}
