import { useEffect, useState } from 'react';
import type { ViewProps } from '@latchkey/react';
import { Amount, Button, CheckIcon, Spinner, Text, TokenIcon, formatCryptoAmount, formatFiatAmount, useKit, useKitState, withAmounts, useKitInternals } from '@latchkey/react/ui';
import { quoteIsCurrent } from '../form';
import { QUOTE_DIGITS, rateOf, usdOf } from '../format';
import { formatUnits, parseUnits } from '../math';
import { nativeTokenId } from '../tokens';
import { Unavailable, useMounted, useSwapView } from './parts';
import { useSwapsT } from './useSwapsT';

type Approval = { state: 'checking' } | { state: 'needed' } | { state: 'none' } | { state: 'error'; message: string };

/**
 * The review (SPEC §9): what is paid and what arrives (≈, with the minimum the slippage tolerance
 * guarantees), the rate, the network and its fee, and the swap contract (the router the approval
 * names as spender). When the swap contract may not yet spend the token, the first step is its
 * approval of exactly the amount sold ('Allow the swap to spend 5 USDC'; unlimited only when the
 * visitor ticks it), then the swap; each goes to the wallet (through the kit's approval rules) and
 * waits for the network. Then the result view (SwapResult, or SwapFailed).
 */
export default function SwapPreview(_props: ViewProps) {
  const kit = useKit();
  const { router } = useKitInternals();
  const t = useSwapsT();
  const locale = useKitState((s) => s.locale);
  const mounted = useMounted();
  const { api, networks, s, target, enabled, byId } = useSwapView();
  const [approval, setApproval] = useState<Approval>({ state: 'checking' });
  const from = byId(s.from);
  const to = byId(s.to);
  const units = from ? parseUnits(s.amount, from.decimals) : undefined;
  const formKey = `${s.from}|${s.to}|${units ?? ''}|${target?.address ?? ''}`;

  // A fresh quote, whether an approval is needed, and (once none is) the network fee.
  useEffect(() => {
    if (!target || !from || !to || !units || s.pending) return;
    setApproval(s.approval ? { state: 'none' } : { state: 'checking' });
    void api.quote();
    api.needsApproval().then(
      (needed) => {
        if (!mounted()) return;
        setApproval({ state: needed ? 'needed' : 'none' });
        // The fee once no approval is needed; either way the swap's router (the spender) for the review.
        void api.networkFee();
      },
      (error: unknown) => mounted() && setApproval({ state: 'error', message: error instanceof Error ? error.message.split('\n')[0]! : String(error) }),
    );
  }, [api, formKey, s.pending]);
  // A swap that ended while the visitor was away from this view (its form is cleared): its result.
  useEffect(() => {
    if (s.lastSwap && !s.pending && !units && router.current?.view === 'SwapPreview') router.replace('SwapResult');
  }, [s.lastSwap, s.pending, units, kit]);

  if (!target || !enabled) return <Unavailable enabled={enabled} networks={networks} />;
  const quote = quoteIsCurrent(s) ? s.quote : undefined;
  if (!from || !to || !units || (!quote && s.quoteStatus !== 'loading' && !s.pending)) {
    return (
      <div className="lk-center">
        <Text>{t('swaps.preview.incomplete')}</Text>
        <Button variant="secondary" onClick={() => router.goBack() || router.replace('Swap')}>
          {t('swaps.preview.back')}
        </Button>
      </div>
    );
  }

  // The transaction ends on this view or another: the result is shown if the visitor is still here.
  const toResult = () => {
    const current: string | undefined = router.current?.view;
    // A swap done has its screen ('Swap complete'), one that failed its own ('Swap failed').
    if (kit.getState().modal.open && current === 'SwapPreview') router.replace(kit.getState().plugins.swaps?.lastSwap ? 'SwapResult' : 'SwapFailed');
  };
  const runApprove = () =>
    api.approve().then(
      () => mounted() && setApproval({ state: 'none' }),
      () => toResult(),
    );
  const runSwap = () => api.swap().then(toResult, toResult);

  const native = byId(nativeTokenId(target.network.caipNetworkId));
  const approved = Boolean(s.approval);
  const needsApproval = !from.native && (approved || approval.state === 'needed');
  const paidUsd = usdOf(units, from.decimals, from.price);
  const receivedUsd = quote ? usdOf(BigInt(quote.toAmount), to.decimals, to.price) : undefined;
  const fee = s.networkFee !== undefined && native ? BigInt(s.networkFee) : undefined;
  const busy = s.pending !== undefined;
  // What is paid, exactly as it will be sent (every digit typed, written as the locale writes numbers).
  const paid = formatCryptoAmount(formatUnits(units, from.decimals), locale, { exact: true });
  const usd = (value: number | undefined) => formatFiatAmount(value, 'USD', locale);
  const quoted = quote ? formatCryptoAmount(formatUnits(BigInt(quote.toAmount), to.decimals), locale, { significant: QUOTE_DIGITS }) : '';

  return (
    <div className="lk-stack">
      {/* The review as two columns: what on the start side, its value at the end, one row height. */}
      <dl className="lk-dl lk-dl-end">
        <div>
          <dt>{t('swaps.pay')}</dt>
          <dd data-testid="lk-swap-preview-pay">
            <TokenIcon src={from.logoUri} symbol={from.symbol} size="sm" />
            <Amount className="lk-strong">{`${paid} ${from.symbol}`}</Amount>
            {paidUsd !== undefined ? <span>{t('swaps.value', { value: usd(paidUsd) })}</span> : null}
          </dd>
        </div>
        <div>
          <dt>{t('swaps.receive')}</dt>
          <dd data-testid="lk-swap-preview-receive">
            <TokenIcon src={to.logoUri} symbol={to.symbol} size="sm" />
            {quote ? <bdi className="lk-strong">{withAmounts(t('swaps.result.receivedAbout', { amount: quoted, symbol: to.symbol }), `${quoted} ${to.symbol}`)}</bdi> : <Spinner label={t('swaps.quote.loading')} />}
            {receivedUsd !== undefined ? <span>{t('swaps.value', { value: usd(receivedUsd) })}</span> : null}
          </dd>
        </div>
        {quote ? (
          <div>
            <dt>{t('swaps.rate')}</dt>
            <dd>
              <bdi dir="ltr">{t('swaps.rate.value', { from: from.symbol, to: to.symbol, amount: formatCryptoAmount(rateOf(BigInt(quote.fromAmount), from.decimals, BigInt(quote.toAmount), to.decimals), locale, { significant: QUOTE_DIGITS }) })}</bdi>
            </dd>
          </div>
        ) : null}
        <div>
          <dt>{t('swaps.slippage')}</dt>
          <dd>{t('swaps.slippage.value', { percent: s.slippage })}</dd>
        </div>
        {quote ? (
          <div>
            <dt>{t('swaps.minimum')}</dt>
            <dd>
              <bdi dir="ltr">{`${formatCryptoAmount(formatUnits(BigInt(quote.minimumToAmount), to.decimals), locale, { significant: QUOTE_DIGITS })} ${to.symbol}`}</bdi>
            </dd>
          </div>
        ) : null}
        <div>
          <dt>{t('swaps.network')}</dt>
          <dd>{target.network.name}</dd>
        </div>
        {s.router ? (
          <div>
            <dt>{t('swaps.router')}</dt>
            <dd>
              <bdi className="lk-address" data-testid="lk-swap-router">
                {s.router}
              </bdi>
            </dd>
          </div>
        ) : null}
        {fee !== undefined && native ? (
          <div>
            <dt>{t('swaps.fee')}</dt>
            <dd>
              <Amount>{`${formatCryptoAmount(formatUnits(fee, native.decimals), locale)} ${native.symbol}`}</Amount>
              {/* Its value under it, as the amounts paid and received show theirs. */}
              {native.price !== undefined ? <span>{t('swaps.value', { value: usd(usdOf(fee, native.decimals, native.price)) })}</span> : null}
            </dd>
          </div>
        ) : needsApproval && !approved ? (
          <div>
            <dt>{t('swaps.fee')}</dt>
            <dd>{t('swaps.fee.unknown')}</dd>
          </div>
        ) : null}
      </dl>

      {needsApproval ? (
        <ol className="lk-list" aria-label={t('swaps.preview.steps')}>
          <li className="lk-row">
            {approved ? <CheckIcon /> : null}
            <span data-testid="lk-swap-step-approve">
              {s.unlimitedApproval
                ? t('swaps.preview.stepApproveUnlimited', { symbol: from.symbol })
                : withAmounts(t('swaps.preview.stepApproveAmount', { amount: paid, symbol: from.symbol }), `${paid} ${from.symbol}`)}
            </span>
            <span className="lk-tag">{approved ? t('swaps.preview.stepDone') : t('swaps.preview.stepNow')}</span>
          </li>
          <li className="lk-row">
            <span>{t('swaps.preview.stepSwap', { from: from.symbol, to: to.symbol })}</span>
            {approved ? <span className="lk-tag">{t('swaps.preview.stepNow')}</span> : null}
          </li>
        </ol>
      ) : null}
      {needsApproval && !approved && !busy ? (
        <label className="lk-text">
          <input type="checkbox" checked={s.unlimitedApproval} onChange={(e) => api.setUnlimitedApproval(e.currentTarget.checked)} /> {t('swaps.preview.unlimited', { symbol: from.symbol })}
        </label>
      ) : null}

      <div role="status" className="lk-stack">
        {approval.state === 'checking' && !from.native && !approved && !busy ? <Text>{t('swaps.preview.checking', { symbol: from.symbol })}</Text> : null}
        {s.pending === 'approve' ? <Text>{t('swaps.preview.approving', { symbol: from.symbol })}</Text> : null}
        {s.pending === 'swap' ? <Text>{t('swaps.preview.swapping')}</Text> : null}
        {approved && !busy ? <Text>{t('swaps.preview.approved', { symbol: from.symbol })}</Text> : null}
      </div>
      {approval.state === 'error' ? (
        <p className="lk-text" data-tone="danger" role="alert">
          {t('swaps.preview.checkFailed', { symbol: from.symbol, message: approval.message })}
        </p>
      ) : null}
      {busy ? <Spinner label={s.pending === 'approve' ? t('swaps.preview.approving', { symbol: from.symbol }) : t('swaps.preview.swapping')} /> : null}

      {busy ? null : (
        <div className="lk-row">
          <Button variant="secondary" onClick={() => router.goBack() || router.replace('Swap')}>
            {t('swaps.preview.edit')}
          </Button>
          {needsApproval && !approved ? (
            <Button disabled={!quote} onClick={() => void runApprove()}>
              {t('swaps.preview.approve', { symbol: from.symbol })}
            </Button>
          ) : (
            <Button disabled={!quote || approval.state === 'checking' || approval.state === 'error'} onClick={() => void runSwap()}>
              {t('swaps.preview.swap')}
            </Button>
          )}
        </div>
      )}
    </div>
  );
}
