import { useEffect, useRef } from 'react';
import type { ViewProps } from '@latchkey/react';
import { Button, Text, formatCryptoAmount, shortAddress, useKit, useKitState, withAmounts, useKitInternals } from '@latchkey/react/ui';
import { useSendT } from './useSendT';

/**
 * What a finished send did (its own screen, titled 'Transfer sent', never the review's title): the
 * amount exactly as sent, to whom, the transaction (a link to the network's explorer, where the
 * namespace's assets know one) and its network; Done goes back to the account.
 * Focus goes to what happened, so a screen reader says it.
 */
export default function WalletSendSuccess(_props: ViewProps) {
  const kit = useKit();
  const { router } = useKitInternals();
  const t = useSendT();
  const locale = useKitState((s) => s.locale);
  const sent = useKitState((s) => s.plugins.send?.lastSent);
  const caipNetwork = useKitState((s) => (sent ? s.chains[sent.namespace]?.network.requestedCaipNetworks.find((n) => n.caipNetworkId === sent.caipNetworkId) : undefined));
  const network = caipNetwork?.name;
  const statusRef = useRef<HTMLParagraphElement>(null);
  useEffect(() => {
    if (sent) statusRef.current?.focus();
  }, [sent]);
  if (!sent) return <Text>{t('send.preview.incomplete')}</Text>;
  const amount = formatCryptoAmount(sent.amount, locale, { exact: true }) || sent.amount;
  // The transaction on the network's explorer, where the namespace's assets know one.
  const explorer = caipNetwork ? kit.assets(sent.namespace)?.transactionUrl(caipNetwork, sent.id) : undefined;
  const id = (
    <bdi className="lk-address" title={sent.id}>
      {shortAddress(sent.id, 10, 8)}
    </bdi>
  );
  return (
    <div className="lk-center">
      <p ref={statusRef} tabIndex={-1} role="status" className="lk-subtitle">
        {withAmounts(t('send.preview.sent', { amount, symbol: sent.symbol, receiver: sent.receiverName ?? shortAddress(sent.receiver) }), `${amount} ${sent.symbol}`)}
      </p>
      <dl className="lk-dl lk-dl-end">
        <div>
          <dt>{t('send.preview.transaction')}</dt>
          <dd>
            {explorer && /^https?:\/\//.test(explorer) ? (
              <a href={explorer} target="_blank" rel="noopener noreferrer">
                {id}
              </a>
            ) : (
              id
            )}
          </dd>
        </div>
        {network ? (
          <div>
            <dt>{t('send.preview.network')}</dt>
            <dd>{network}</dd>
          </div>
        ) : null}
      </dl>
      <Button
        onClick={() => {
          kit.plugin('send').reset();
          router.reset('Account');
        }}
      >
        {t('send.preview.done')}
      </Button>
    </div>
  );
}
