import { useEffect } from 'react';
import type { ViewProps } from '@latchkey/react';
import { Amount, Button, Text, formatCryptoAmount, shallowEqual, shortAddress, useKit, useKitState, useKitInternals } from '@latchkey/react/ui';
import { toUnits } from '../amount';
import { usePayT } from './usePayT';

/**
 * The payment request (SPEC §2 "pay"): the amount and asset, its network, the recipient
 * (shortened), the visitor's account and balance of the asset there; Pay (the wallet switched to
 * the network first when it is elsewhere), or, without a wallet of that namespace, Connect.
 * Cancel gives the payment up.
 */
export default function PayRequest(_props: ViewProps) {
  const kit = useKit();
  const { router } = useKitInternals();
  const t = usePayT();
  const locale = useKitState((s) => s.locale);
  const api = kit.plugin('pay');
  const s = useKitState((st) => st.plugins.pay);
  const request = s?.request;
  const wallet = useKitState((st) => {
    const chain = request ? st.chains[request.namespace] : undefined;
    const connected = chain?.account.status === 'connected';
    return { connected, address: connected ? chain.account.address : undefined, network: chain?.network.caipNetwork?.caipNetworkId };
  }, shallowEqual);
  // The balance of the account on screen: read when it connects or changes.
  useEffect(() => {
    if (request && wallet.address) void api.refreshBalance().catch(() => undefined);
  }, [api, request, wallet.address]);

  if (!s || !request || !s.pending) return <Text>{t('pay.none')}</Text>;
  const balance = s.balance.address === wallet.address ? s.balance : undefined;
  const held = balance?.status === 'ready' && balance.numeric !== undefined ? toUnits(balance.numeric, request.decimals) : undefined;
  const wanted = toUnits(request.amount, request.decimals);
  const insufficient = held !== undefined && wanted !== undefined && held < wanted;
  const balanceText =
    balance?.status === 'ready' && balance.numeric !== undefined
      ? `${formatCryptoAmount(balance.numeric, locale) || '0'} ${request.symbol}`
      : balance?.status === 'unavailable'
        ? t('pay.balance.unavailable')
        : t('pay.balance.loading');

  return (
    <section className="lk-stack" aria-label={t('pay.request')}>
      <div className="lk-center">
        <p className="lk-subtitle" data-testid="lk-pay-amount">
          <span className="lk-visually-hidden">{t('pay.amount')}: </span>
          <Amount>{`${formatCryptoAmount(request.amount, locale, { exact: true })} ${request.symbol}`}</Amount>
        </p>
      </div>
      <dl className="lk-dl lk-dl-end">
        <div>
          <dt>{t('pay.asset')}</dt>
          <dd>{request.name}</dd>
        </div>
        <div>
          <dt>{t('pay.network')}</dt>
          <dd>{request.networkName}</dd>
        </div>
        <div>
          <dt>{t('pay.to')}</dt>
          <dd>
            <bdi className="lk-address" title={request.recipient} data-testid="lk-pay-recipient">
              {shortAddress(request.recipient)}
            </bdi>
          </dd>
        </div>
        {wallet.address ? (
          <div>
            <dt>{t('pay.from')}</dt>
            <dd>
              <bdi className="lk-address" title={wallet.address}>
                {shortAddress(wallet.address)}
              </bdi>
            </dd>
          </div>
        ) : null}
        {wallet.address ? (
          <div>
            <dt>{t('pay.balance')}</dt>
            <dd data-testid="lk-pay-balance">
              {balance?.status === 'ready' && balance.numeric !== undefined ? <Amount>{balanceText}</Amount> : balanceText}
            </dd>
          </div>
        ) : null}
      </dl>
      {insufficient ? (
        <p className="lk-text" data-tone="danger" role="alert">
          {t('pay.insufficient')}
        </p>
      ) : null}
      {wallet.connected && wallet.network !== request.caipNetworkId ? <Text>{t('pay.switch', { network: request.networkName })}</Text> : null}
      {wallet.connected ? null : <Text>{t('pay.connectFirst', { network: request.networkName })}</Text>}
      <div className="lk-row">
        <Button variant="secondary" onClick={() => api.cancel()}>
          {t('pay.cancel')}
        </Button>
        {wallet.connected ? (
          <Button onClick={() => void api.confirm().catch(() => undefined)}>{t('pay.pay')}</Button>
        ) : (
          <Button onClick={() => router.push('Connect', { namespace: request.namespace })}>{t('pay.connect')}</Button>
        )}
      </div>
    </section>
  );
}
