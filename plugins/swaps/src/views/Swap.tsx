import { useEffect, useId, useState, type FormEvent } from 'react';
import type { ViewProps } from '@latchkey/react';
import { Button, ErrorRetry, IconButton, ListItem, Spinner, SwapIcon, TokenIcon, VisuallyHidden, formatCryptoAmount, formatFiatAmount, useKit, useKitState, withAmounts, useKitInternals } from '@latchkey/react/ui';
import { quoteIsCurrent } from '../form';
import { QUOTE_DIGITS, priceImpact, rateOf, typedAmount, usdOf } from '../format';
import { formatUnits, parseUnits } from '../math';
import type { SwapProblem, SwapToken } from '../types';
import { Unavailable, useMounted, useSwapView } from './parts';
import { useSwapsT } from './useSwapsT';

/**
 * The Swap view: the token to pay with and its amount (Max, the balance and its USD value), a
 * switch, the token to receive and the quote as the amount is typed ("You receive ≈"), the rate,
 * price impact, slippage tolerance and minimum received; the button says what is missing
 * (a token, an amount, the balance, a quote) until the swap can be reviewed.
 */
export default function Swap(_props: ViewProps) {
  const kit = useKit();
  const { router } = useKitInternals();
  const t = useSwapsT();
  const locale = useKitState((s) => s.locale);
  const id = useId();
  const mounted = useMounted();
  const { api, networks, s, target, enabled, byId } = useSwapView();
  const [maxState, setMaxState] = useState<'idle' | 'busy' | 'failed'>('idle');

  // The list (with balances and prices) for this account and network; failures land in the state.
  useEffect(() => {
    if (!target || !enabled) return;
    // A list already read (another visit) only needs fresh balances; a first read brings them.
    const ready = kit.getState().plugins.swaps?.tokensStatus === 'ready' && kit.getState().plugins.swaps?.caipNetworkId === target.network.caipNetworkId;
    void (ready ? api.refreshBalances() : api.loadTokens());
  }, [api, target?.address, target?.network.caipNetworkId, enabled]);

  if (!target || !enabled) return <Unavailable enabled={enabled} networks={networks} />;
  if (s.tokensStatus === 'failed' && s.tokens.length === 0) {
    return <ErrorRetry message={t('swaps.tokens.failed')} retryLabel={t('swaps.tokens.retry')} onRetry={() => void api.loadTokens({ force: true })} />;
  }
  if (s.tokens.length === 0) return <Spinner label={t('swaps.tokens.loading')} />;

  const from = byId(s.from);
  const to = byId(s.to);
  const problem = api.problem();
  const quote = quoteIsCurrent(s) ? s.quote : undefined;
  const units = from ? parseUnits(s.amount, from.decimals) : undefined;
  const paidUsd = from && units !== undefined ? usdOf(units, from.decimals, from.price) : undefined;
  const receivedUsd = quote && to ? usdOf(BigInt(quote.toAmount), to.decimals, to.price) : undefined;
  const impact = quote ? priceImpact(paidUsd, receivedUsd) : undefined;

  const problemText = (p: SwapProblem): string => {
    switch (p.code) {
      case 'decimals':
        return t('swaps.problem.decimals', { symbol: from?.symbol ?? '', n: p.decimals });
      case 'insufficient':
        return t('swaps.problem.insufficient', { symbol: p.symbol });
      case 'unavailable':
      case 'tokens':
        return t('swaps.problem.tokens');
      default:
        return t(`swaps.problem.${p.code}`);
    }
  };
  const submit = (e: FormEvent) => {
    e.preventDefault();
    if (!api.problem()) router.push('SwapPreview');
  };
  const useMax = async () => {
    if (!from || maxState === 'busy') return;
    setMaxState('busy');
    try {
      const max = await api.maxAmount();
      if (!mounted()) return;
      api.setAmount(max === '0' ? '' : max);
      setMaxState('idle');
    } catch {
      if (mounted()) setMaxState('failed');
    }
  };
  /**
   * "Token to pay with: ETH. Choose another", of which the button shows "ETH": the rest is there
   * for a screen reader only. Named by its content (no aria-label), so the spoken name always
   * holds the visible text (axe's label-content-name-mismatch).
   */
  const chosen = (side: 'from' | 'to', symbol: string) => {
    const mark = '\u2063';
    const [before = '', after = ''] = t(side === 'from' ? 'swaps.token.choosePay' : 'swaps.token.chooseReceive', { symbol: mark }).split(mark);
    return (
      <>
        {before ? <VisuallyHidden>{before}</VisuallyHidden> : null}
        {symbol}
        {after ? <VisuallyHidden>{after}</VisuallyHidden> : null}
      </>
    );
  };
  const tokenButton = (side: 'from' | 'to', token: SwapToken | undefined) => (
    <ListItem
      image={<TokenIcon src={token?.logoUri} symbol={token?.symbol ?? '?'} />}
      // With no token yet, the button shows its whole name.
      label={token ? chosen(side, token.symbol) : t(side === 'from' ? 'swaps.token.pickPay' : 'swaps.token.pickReceive')}
      onClick={() => router.push('SwapSelectToken', { side })}
    />
  );
  const insufficient = problem?.code === 'insufficient' || problem?.code === 'decimals';
  const fromBalance = from?.balance !== undefined ? formatCryptoAmount(from.balance, locale) || '0' : '';
  const quoted = quote && to ? formatCryptoAmount(formatUnits(BigInt(quote.toAmount), to.decimals), locale, { significant: QUOTE_DIGITS }) : '';

  return (
    <form className="lk-stack" noValidate aria-label={t('swaps.form')} onSubmit={submit}>
      <label htmlFor={`${id}-amount`} className="lk-strong">
        {t('swaps.pay')}
      </label>
      <div className="lk-row">
        <input
          id={`${id}-amount`}
          className="lk-input"
          name="amount"
          inputMode="decimal"
          autoComplete="off"
          spellCheck={false}
          dir="ltr"
          placeholder="0"
          value={s.amount}
          aria-invalid={insufficient ? true : undefined}
          aria-describedby={[`${id}-balance`, insufficient ? `${id}-problem` : ''].filter(Boolean).join(' ')}
          onChange={(e) => {
            const next = typedAmount(e.target.value);
            if (next !== undefined) api.setAmount(next);
          }}
        />
        <Button variant="secondary" className="lk-btn-sm" title={t('swaps.max.label')} aria-disabled={!from || maxState === 'busy' || undefined} onClick={() => void useMax()}>
          {t('swaps.max')}
        </Button>
      </div>
      {paidUsd !== undefined && units ? <p className="lk-text">{t('swaps.value', { value: formatFiatAmount(paidUsd, 'USD', locale) })}</p> : null}
      {tokenButton('from', from)}
      <p className="lk-text" id={`${id}-balance`}>
        {from?.balance !== undefined ? withAmounts(t('swaps.balance', { amount: fromBalance, symbol: from.symbol }), `${fromBalance} ${from.symbol}`) : null}
      </p>
      {maxState === 'failed' ? (
        <p className="lk-text" data-tone="danger" role="alert">
          {t('swaps.max.failed')}
        </p>
      ) : null}
      {insufficient && problem ? (
        <p className="lk-text" data-tone="danger" role="alert" id={`${id}-problem`}>
          {problemText(problem)}
        </p>
      ) : null}

      <div className="lk-row">
        <IconButton label={t('swaps.switch')} onClick={() => api.switchTokens()}>
          <SwapIcon />
        </IconButton>
      </div>

      <span className="lk-strong">{t('swaps.receive')}</span>
      {tokenButton('to', to)}
      <div role="status" className="lk-stack" data-testid="lk-swap-quote">
        {s.quoteStatus === 'loading' && !quote ? <p className="lk-text">{t('swaps.quote.loading')}</p> : null}
        {quote && to ? (
          <p className="lk-text lk-strong">
            <bdi>{withAmounts(t('swaps.quote.result', { amount: quoted, symbol: to.symbol }), `${quoted} ${to.symbol}`)}</bdi>
            {receivedUsd !== undefined ? ` · ${t('swaps.value', { value: formatFiatAmount(receivedUsd, 'USD', locale) })}` : null}
          </p>
        ) : null}
      </div>
      {s.quoteStatus === 'failed' && s.quoteError ? (
        <p className="lk-text" data-tone="danger" role="alert">
          {t('swaps.quote.error', { message: s.quoteError })}
        </p>
      ) : null}

      {quote && from && to ? (
        <dl className="lk-dl lk-dl-end" aria-label={t('swaps.details')}>
          <div>
            <dt>{t('swaps.rate')}</dt>
            <dd>
              <bdi dir="ltr">{t('swaps.rate.value', { from: from.symbol, to: to.symbol, amount: formatCryptoAmount(rateOf(BigInt(quote.fromAmount), from.decimals, BigInt(quote.toAmount), to.decimals), locale, { significant: QUOTE_DIGITS }) })}</bdi>
            </dd>
          </div>
          {impact !== undefined ? (
            <div>
              <dt>{t('swaps.impact')}</dt>
              <dd>{t('swaps.impact.value', { percent: Math.max(0, impact).toFixed(2) })}</dd>
            </div>
          ) : null}
          <div>
            <dt>{t('swaps.slippage')}</dt>
            <dd>{t('swaps.slippage.value', { percent: s.slippage })}</dd>
          </div>
          <div>
            <dt>{t('swaps.minimum')}</dt>
            <dd>
              <bdi dir="ltr">{`${formatCryptoAmount(formatUnits(BigInt(quote.minimumToAmount), to.decimals), locale, { significant: QUOTE_DIGITS })} ${to.symbol}`}</bdi>
            </dd>
          </div>
        </dl>
      ) : null}

      <Button type="submit" disabled={Boolean(problem)}>
        {problem ? problemText(problem) : t('swaps.review')}
      </Button>
    </form>
  );
}
