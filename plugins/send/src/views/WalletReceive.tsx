import { useEffect, useState } from 'react';
import type { ViewProps } from '@latchkey/react';
import { Button, CheckIcon, CopyIcon, Text, WalletImage, useKitState } from '@latchkey/react/ui';
import { QrCode } from '@latchkey/react/qr';
import { useSendT } from './useSendT';

/**
 * The Receive view: the active account's address as a QR code and as text (monospace, left to
 * right in every language), a copy button, and the networks of its namespace it can receive on.
 */
export default function WalletReceive(_props: ViewProps) {
  const t = useSendT();
  const [copied, setCopied] = useState(false);
  const a = useKitState((s) => {
    const chain = s.activeNamespace ? s.chains[s.activeNamespace] : undefined;
    return { address: chain?.account.status === 'connected' ? chain.account.address : undefined, networks: chain?.network.requestedCaipNetworks, current: chain?.network.caipNetwork?.caipNetworkId };
  });
  useEffect(() => {
    if (!copied) return;
    const id = setTimeout(() => setCopied(false), 1_500);
    return () => clearTimeout(id);
  }, [copied]);
  if (!a.address) return <Text>{t('receive.unavailable')}</Text>;
  const address = a.address;
  const copy = async () => {
    try {
      await navigator.clipboard.writeText(address);
      setCopied(true);
    } catch {
      setCopied(false);
    }
  };
  const networks = a.networks ?? [];
  return (
    <div className="lk-stack">
      <div className="lk-center">
        <QrCode value={address} label={t('receive.qr')} px={196} />
        <dl className="lk-dl">
          <div>
            <dt>{t('receive.address')}</dt>
            <dd>
              <bdi className="lk-address" data-testid="lk-receive-address">
                {address}
              </bdi>
            </dd>
          </div>
        </dl>
        <Button variant="secondary" onClick={() => void copy()}>
          <span className="lk-icon" aria-hidden="true">
            {copied ? <CheckIcon /> : <CopyIcon />}
          </span>
          {copied ? t('receive.copied') : t('receive.copy')}
        </Button>
        <span role="status" className="lk-visually-hidden">
          {copied ? t('receive.copied') : ''}
        </span>
      </div>
      <Text>{t('receive.intro')}</Text>
      <section className="lk-section" aria-label={t('receive.networks')}>
        <ul className="lk-list">
          {networks.map((n) => (
            <li key={n.caipNetworkId} className="lk-wrow">
              <WalletImage src={n.assets?.imageUrl} name={n.name} />
              <span className={n.caipNetworkId === a.current ? 'lk-strong' : undefined}>{n.name}</span>
            </li>
          ))}
        </ul>
      </section>
    </div>
  );
}
