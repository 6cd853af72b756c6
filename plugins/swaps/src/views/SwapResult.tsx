import { useEffect, useRef } from 'react';
import type { ViewProps } from '@latchkey/react';
import { Button, SafeLink, Text, shortAddress, useKit, useKitState, localizeNumber } from '@latchkey/react/ui';
import { formatAmount, formatBalance } from '../format';
import { formatUnits } from '../math';
import { nativeTokenId } from '../tokens';
import { useSwapView } from './parts';
import { useSwapsT } from './useSwapsT';

/**
 * How the swap ended. Success: what was paid and what arrived (read from the chain), the network
 * fees, the transaction (with a link to the network's explorer), and the balances read again.
 * Failure: which step failed and why (declined, refused by the network, refused by the kit because
 * the swap service built something other than this swap, or the error), with Try again.
 */
export default function SwapResult(_props: ViewProps) {
  const kit = useKit();
  const t = useSwapsT();
  const locale = useKitState((s) => s.locale);
  const { api, s, byId } = useSwapView();
  const headingRef = useRef<HTMLParagraphElement>(null);
  const done = s.lastSwap;
  const failure = done ? undefined : s.failure;
  const network = useKitState((st) => (done ? st.chains.eip155?.network.requestedCaipNetworks.find((n) => n.caipNetworkId === done.caipNetworkId) : undefined));
  useEffect(() => headingRef.current?.focus(), [done?.hash, failure?.message]);

  if (done) {
    const explorer = network?.blockExplorers?.default;
    const native = byId(nativeTokenId(done.caipNetworkId));
    const balances = [byId(done.from.id), byId(done.to.id)].filter((b) => b?.balance !== undefined);
    return (
      <div className="lk-stack">
        <p ref={headingRef} tabIndex={-1} role="status" className="lk-subtitle">
          {t('swaps.result.done')}
        </p>
        <dl className="lk-dl">
          <div>
            <dt>{t('swaps.result.paid')}</dt>
            <dd data-testid="lk-swap-paid">
              <bdi>{`${localizeNumber(formatAmount(formatUnits(BigInt(done.fromAmount), done.from.decimals)), locale)} ${done.from.symbol}`}</bdi>
            </dd>
          </div>
          <div>
            <dt>{t('swaps.result.received')}</dt>
            <dd data-testid="lk-swap-received">
              <bdi>
                {done.measured
                  ? `${localizeNumber(formatAmount(formatUnits(BigInt(done.toAmount), done.to.decimals)), locale)} ${done.to.symbol}`
                  : t('swaps.result.receivedAbout', { amount: localizeNumber(formatAmount(formatUnits(BigInt(done.toAmount), done.to.decimals)), locale), symbol: done.to.symbol })}
              </bdi>
            </dd>
          </div>
          {done.fee !== undefined && native ? (
            <div>
              <dt>{t('swaps.fee')}</dt>
              <dd>
                <bdi>{`${localizeNumber(formatAmount(formatUnits(BigInt(done.fee), native.decimals)), locale)} ${native.symbol}`}</bdi>
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
                  <bdi>{`${localizeNumber(formatBalance(b!.balance!), locale)} ${b!.symbol}`}</bdi>
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
              kit.router.replace('Swap');
            }}
          >
            {t('swaps.result.again')}
          </Button>
          <Button
            onClick={() => {
              api.reset();
              kit.router.reset('Account');
            }}
          >
            {t('swaps.result.close')}
          </Button>
        </div>
      </div>
    );
  }

  if (failure) {
    const reason =
      failure.reason === 'rejected'
        ? t('swaps.result.rejected')
        : failure.reason === 'reverted'
          ? t('swaps.result.reverted')
          : failure.reason === 'unsafe'
            ? t('swaps.result.unsafe')
            : t('swaps.result.error', { message: failure.message });
    // What the refused transaction would have done, when the check says.
    const unsafeWhy =
      failure.reason !== 'unsafe'
        ? undefined
        : failure.rule === 'spender'
          ? t('swaps.result.unsafe.spender')
          : failure.rule === 'amount'
            ? t('swaps.result.unsafe.amount')
            : failure.rule === 'router' || failure.rule === 'calldata'
              ? t('swaps.result.unsafe.router')
              : t('swaps.result.unsafe.other');
    return (
      <div className="lk-stack">
        <div role="alert" className="lk-stack">
          <p ref={headingRef} tabIndex={-1} className="lk-subtitle">
            {failure.stage === 'approve' ? t('swaps.result.failedApprove') : t('swaps.result.failedSwap')}
          </p>
          <Text tone="danger">{reason}</Text>
          {unsafeWhy ? <Text>{unsafeWhy}</Text> : null}
        </div>
        <div className="lk-row">
          <Button variant="secondary" onClick={() => kit.router.replace('Swap')}>
            {t('swaps.preview.edit')}
          </Button>
          <Button onClick={() => kit.router.replace('SwapPreview')}>{t('swaps.result.retry')}</Button>
        </div>
      </div>
    );
  }

  return (
    <div className="lk-center">
      <Text>{t('swaps.result.none')}</Text>
      <Button onClick={() => kit.router.replace('Swap')}>{t('swaps.title.swap')}</Button>
    </div>
  );
}
