import { useEffect, useRef } from 'react';
import type { ViewProps } from '@latchkey/react';
import { Amount, Button, SafeLink, Text, formatCryptoAmount, shortAddress, useKit, useKitState, withAmounts, useKitInternals } from '@latchkey/react/ui';
import { QUOTE_DIGITS } from '../format';
import { formatUnits } from '../math';
import { nativeTokenId } from '../tokens';
import { useSwapView } from './parts';
import { useSwapsT } from './useSwapsT';

/**
 * A swap done (its own screen, titled 'Swap complete', never the form's 'Swap'): what was paid and
 * what arrived (read from the chain), the network fee, the transaction (with a link to the
 * network's explorer), and the balances read again. A swap that failed has its own view
 * (SwapFailed, titled 'Swap failed'): this one sends the visitor there.
 */
export default function SwapResult(_props: ViewProps) {
  const kit = useKit();
  const { router } = useKitInternals();
  const t = useSwapsT();
  const locale = useKitState((s) => s.locale);
  const { api, s, byId } = useSwapView();
  const headingRef = useRef<HTMLParagraphElement>(null);
  const done = s.lastSwap;
  const network = useKitState((st) => (done ? st.chains.eip155?.network.requestedCaipNetworks.find((n) => n.caipNetworkId === done.caipNetworkId) : undefined));
  useEffect(() => headingRef.current?.focus(), [done?.hash]);
  // Opened on a failure (not a swap done): the failure's own view.
  const failed = !done && s.failure !== undefined;
  useEffect(() => {
    if (failed && router.current?.view === 'SwapResult') router.replace('SwapFailed');
  }, [failed, kit]);

  if (done) {
    const explorer = network?.blockExplorers?.default;
    const native = byId(nativeTokenId(done.caipNetworkId));
    const balances = [byId(done.from.id), byId(done.to.id)].filter((b) => b?.balance !== undefined);
    // Paid exactly; received with the quote's digits (so it reads against the quote and its minimum).
    const paid = `${formatCryptoAmount(formatUnits(BigInt(done.fromAmount), done.from.decimals), locale, { exact: true })} ${done.from.symbol}`;
    const amount = formatCryptoAmount(formatUnits(BigInt(done.toAmount), done.to.decimals), locale, { significant: QUOTE_DIGITS });
    const received = done.measured ? `${amount} ${done.to.symbol}` : t('swaps.result.receivedAbout', { amount, symbol: done.to.symbol });
    return (
      <div className="lk-stack">
        <p ref={headingRef} tabIndex={-1} role="status" className="lk-subtitle">
          {withAmounts(t('swaps.result.swapped', { paid, received }), paid, `${amount} ${done.to.symbol}`)}
        </p>
        <dl className="lk-dl lk-dl-end">
          <div>
            <dt>{t('swaps.result.paid')}</dt>
            <dd data-testid="lk-swap-paid">
              <Amount>{paid}</Amount>
            </dd>
          </div>
          <div>
            <dt>{t('swaps.result.received')}</dt>
            <dd data-testid="lk-swap-received">
              <bdi>{withAmounts(received, `${amount} ${done.to.symbol}`)}</bdi>
            </dd>
          </div>
          {done.fee !== undefined && native ? (
            <div>
              <dt>{t('swaps.fee')}</dt>
              <dd>
                <Amount>{`${formatCryptoAmount(formatUnits(BigInt(done.fee), native.decimals), locale)} ${native.symbol}`}</Amount>
              </dd>
            </div>
          ) : null}
          <div>
            <dt>{t('swaps.result.transaction')}</dt>
            <dd>
              <bdi className="lk-address" title={done.hash}>
                {shortAddress(done.hash, 10, 8)}
              </bdi>
              {explorer ? (
                <>
                  {' '}
                  <SafeLink href={`${explorer.url.replace(/\/+$/, '')}/tx/${done.hash}`}>{t('swaps.result.view', { explorer: explorer.name })}</SafeLink>
                </>
              ) : null}
            </dd>
          </div>
        </dl>
        {balances.length > 0 ? (
          <section className="lk-section" aria-label={t('swaps.result.balances')}>
            <span className="lk-strong">{t('swaps.result.balances')}</span>
            <ul className="lk-list" data-testid="lk-swap-balances">
              {balances.map((b) => (
                <li key={b!.id}>
                  <Amount>{`${formatCryptoAmount(b!.balance!, locale) || '0'} ${b!.symbol}`}</Amount>
                </li>
              ))}
            </ul>
          </section>
        ) : null}
        <div className="lk-row">
          <Button
            variant="secondary"
            onClick={() => {
              api.reset();
              router.replace('Swap');
            }}
          >
            {t('swaps.result.again')}
          </Button>
          <Button
            onClick={() => {
              api.reset();
              router.reset('Account');
            }}
          >
            {t('swaps.result.close')}
          </Button>
        </div>
      </div>
    );
  }

  return (
    <div className="lk-center">
      <Text>{t('swaps.result.none')}</Text>
      <Button onClick={() => router.replace('Swap')}>{t('swaps.title.swap')}</Button>
    </div>
  );
}
