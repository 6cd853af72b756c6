import type { ViewProps } from '@latchkey/react';
import { Button, CurrencyIcon, Spinner, Text, formatCryptoAmount, formatFiatAmount, shortAddress, useKit, useKitState, withAmounts, useKitInternals } from '@latchkey/react/ui';
import { providerById } from '../providers';
import { useOnrampT } from './useOnrampT';

/**
 * The purchase the visitor started on a provider's page: while that page is open, a note to finish
 * there (and 'I am back'); once back (the page closed), its status, what was paid, what arrives
 * (the quote) and where.
 */
export default function OnRampPurchase(_props: ViewProps) {
  const kit = useKit();
  const { router } = useKitInternals();
  const t = useOnrampT();
  const purchase = useKitState((s) => s.plugins.onramp?.purchase);
  const locale = useKitState((s) => s.locale);
  if (!purchase) return <Text>{t('onramp.purchase.none')}</Text>;
  const provider = providerById(purchase.provider)?.label ?? purchase.provider;
  const pending = purchase.status === 'pending';
  return (
    <div className="lk-stack">
      {pending ? <Spinner label={t('onramp.purchase.pending', { provider })} /> : null}
      <div role="status">
        <Text>{pending ? t('onramp.purchase.pending', { provider }) : t('onramp.purchase.returned', { provider })}</Text>
      </div>
      <dl className="lk-dl lk-dl-end">
        <div>
          <dt>{t('onramp.purchase.status')}</dt>
          <dd data-testid="lk-onramp-status">{pending ? t('onramp.purchase.statusPending', { provider }) : t('onramp.purchase.statusReturned', { provider })}</dd>
        </div>
        <div>
          <dt>{t('onramp.purchase.paid')}</dt>
          <dd>
            {purchase.paymentCurrency ? <CurrencyIcon code={purchase.paymentCurrency} /> : null}
            {(purchase.paymentAmount && formatFiatAmount(purchase.paymentAmount, purchase.paymentCurrency, locale)) || '—'}
          </dd>
        </div>
        <div>
          <dt>{t('onramp.purchase.receive')}</dt>
          <dd data-testid="lk-onramp-amount">
            <bdi>{purchase.purchaseAmount ? withAmounts(t('onramp.purchase.about', { amount: formatCryptoAmount(purchase.purchaseAmount, locale) || purchase.purchaseAmount, symbol: purchase.purchaseCurrency }), `${formatCryptoAmount(purchase.purchaseAmount, locale) || purchase.purchaseAmount} ${purchase.purchaseCurrency}`) : purchase.purchaseCurrency}</bdi>
          </dd>
        </div>
        {purchase.network ? (
          <div>
            <dt>{t('onramp.purchase.network')}</dt>
            <dd>{purchase.network}</dd>
          </div>
        ) : null}
        <div>
          <dt>{t('onramp.purchase.to')}</dt>
          <dd>
            <bdi className="lk-address">{shortAddress(purchase.address)}</bdi>
          </dd>
        </div>
      </dl>
      {pending ? (
        <Button variant="secondary" onClick={() => kit.plugin('onramp').markReturned()}>
          {t('onramp.purchase.back')}
        </Button>
      ) : (
        <Button onClick={() => router.reset('Account')}>{t('onramp.purchase.done')}</Button>
      )}
    </div>
  );
}
