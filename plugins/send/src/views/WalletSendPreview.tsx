import { useEffect } from 'react';
import type { ViewProps } from '@latchkey/react';
import { Amount, Button, Spinner, Text, TokenIcon, WalletImage, formatCryptoAmount, formatFiatAmount, useKit, useKitState, useKitInternals } from '@latchkey/react/ui';
import { SEND_VIEWS } from '../constants';
import { activeSendTarget } from '../sendable';
import { useSendT } from './useSendT';

/**
 * The review before the wallet is asked (SPEC §2, §4): what is sent, to whom (the account name
 * and avatar, when one was given), from which account, on which network. Send hands it to the
 * chain plugin: the wallet asks the visitor (after the kit's ApproveTransaction view for a wallet
 * without a screen of its own), the wallet sends, and this
 * view waits (loading) until the network confirms; then the form is cleared and WalletSendSuccess
 * says what was sent. A rejection or a failure is said too, with a way to try again.
 */
export default function WalletSendPreview(_props: ViewProps) {
  const kit = useKit();
  const { router } = useKitInternals();
  const t = useSendT();
  const locale = useKitState((s) => s.locale);
  const api = kit.plugin('send');
  const target = useKitState((s) => activeSendTarget(s, kit));
  const form = useKitState((s) => s.plugins.send);
  const sent = form?.lastSent;
  useEffect(() => {
    if (sent && router.current?.view === SEND_VIEWS.preview) router.replace(SEND_VIEWS.sent);
  }, [kit, sent]);

  // A finished send is its own screen, titled as what happened (not as the review).
  if (sent) return null;
  if (!target || !form) return <Text>{t('send.unavailable')}</Text>;
  const token = form.token;
  if (!token || !form.receiverAddress || !form.sendTokenAmount || token.chainId !== target.network.caipNetworkId) {
    return (
      <div className="lk-center">
        <Text>{t('send.preview.incomplete')}</Text>
        <Button variant="secondary" onClick={() => (router.goBack() ? undefined : router.replace('WalletSend', {}))}>
          {t('send.preview.back')}
        </Button>
      </div>
    );
  }
  const amount = form.sendTokenAmount.trim();
  const value = token.price > 0 ? Number(amount) * token.price : undefined;
  const failure = form.failure;
  return (
    <div className="lk-stack">
      <div className="lk-center">
        <TokenIcon src={token.iconUrl} symbol={token.symbol} />
        <p className="lk-subtitle">
          <span className="lk-visually-hidden">{t('send.preview.amount')}: </span>
          <Amount>{`${formatCryptoAmount(amount, locale, { exact: true }) || amount} ${token.symbol}`}</Amount>
        </p>
        {value !== undefined ? <Text>{t('send.balances.value', { value: formatFiatAmount(value, 'USD', locale) })}</Text> : null}
      </div>
      <dl className="lk-dl lk-dl-end">
        <div>
          <dt>{t('send.preview.to')}</dt>
          <dd>
            {form.receiverProfileName ? (
              <span className="lk-row">
                <WalletImage src={form.receiverProfileImageUrl} name={form.receiverProfileName} />
                <span className="lk-strong">{form.receiverProfileName}</span>
              </span>
            ) : null}
            <bdi className="lk-address">{form.receiverAddress}</bdi>
          </dd>
        </div>
        <div>
          <dt>{t('send.preview.from')}</dt>
          <dd>
            <bdi className="lk-address">{target.address}</bdi>
          </dd>
        </div>
        <div>
          <dt>{t('send.preview.network')}</dt>
          <dd>{target.network.name}</dd>
        </div>
      </dl>
      {form.loading ? (
        <div className="lk-status" role="status">
          <Spinner label={t('send.preview.sending')} />
          <Text>{t('send.preview.sending')}</Text>
        </div>
      ) : null}
      {failure && !form.loading ? (
        <div role="alert" className="lk-stack">
          <Text tone="danger">{failure.reason === 'rejected' ? t('send.preview.rejected') : t('send.preview.failed')}</Text>
          {failure.reason === 'insufficient' ? <Text>{t('send.error.insufficient', { symbol: token.symbol })}</Text> : null}
        </div>
      ) : null}
      {form.loading ? null : (
        <div className="lk-row">
          <Button variant="secondary" onClick={() => router.goBack() || router.replace('WalletSend', {})}>
            {t('send.preview.edit')}
          </Button>
          <Button onClick={() => void api.send().catch(() => undefined)}>{failure ? t('send.preview.retry') : t('send.preview.confirm')}</Button>
        </div>
      )}
    </div>
  );
}
