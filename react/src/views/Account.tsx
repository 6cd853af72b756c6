import { useEffect, useState } from 'react';
import { useKit } from '../hooks/useKit';
import { useKitState } from '../hooks/useKitState';
import { useT } from '../i18n/useT';
import { Button, IconButton, ListItem, SafeLink, WalletImage } from '../ui/primitives';
import { CheckIcon, CopyIcon, ExternalIcon } from '../ui/icons';
import { shortAddress } from '../ui/safe';
import type { ViewProps } from './types';

/** Address, identity, balance, explorer link, copy, disconnect and the wallet-features slot. */
export default function Account(_props: ViewProps) {
  const kit = useKit();
  const t = useT();
  const [copied, setCopied] = useState(false);
  const a = useKitState((s) => {
    const ns = s.activeNamespace;
    const c = ns ? s.chains[ns] : undefined;
    return { ns, account: c?.account, network: c?.network.caipNetwork };
  });
  useEffect(() => {
    if (!copied) return;
    const id = setTimeout(() => setCopied(false), 1_500);
    return () => clearTimeout(id);
  }, [copied]);
  const account = a.account;
  if (!account?.address) {
    return <p className="lk-text">{t('connect.noWallets')}</p>;
  }
  const address = account.address;
  const features = kit.slots('walletFeatures');
  const copy = async () => {
    try {
      await navigator.clipboard.writeText(address);
      setCopied(true);
    } catch {
      setCopied(false);
    }
  };
  return (
    <>
      <div className="lk-center">
        <WalletImage src={account.profileImage ?? account.connectedWalletInfo?.icon} name={account.connectedWalletInfo?.name ?? address} size="lg" />
        <div className="lk-row">
          <span className="lk-strong lk-address" title={address}>
            {account.profileName ?? shortAddress(address)}
          </span>
          <IconButton label={copied ? t('account.copied') : t('account.copy')} onClick={copy}>
            {copied ? <CheckIcon /> : <CopyIcon />}
          </IconButton>
        </div>
        <span role="status" className="lk-visually-hidden">
          {copied ? t('account.copied') : ''}
        </span>
        <p className="lk-text">
          <span className="lk-visually-hidden">{t('account.balance')}: </span>
          <span className="lk-strong" data-testid="lk-balance">
            {account.balance !== undefined ? `${account.balance} ${account.balanceSymbol ?? ''}`.trim() : '—'}
          </span>
        </p>
      </div>
      <ListItem
        image={<WalletImage src={a.network?.assets?.imageUrl} name={a.network?.name ?? '?'} />}
        label={a.network?.name === 'Unknown Network' ? t('button.networkUnknown') : (a.network?.name ?? '—')}
        tag={t('account.network')}
        onClick={() => kit.router.push('Networks')}
      />
      {features.length > 0 ? (
        <section aria-label={t('account.features')}>
          <ul className="lk-list">
            {features.map((f) => (
              <li key={f.id}>
                <ListItem label={t(f.labelKey)} onClick={() => (f.view ? kit.router.push(f.view) : undefined)} />
              </li>
            ))}
          </ul>
        </section>
      ) : null}
      {account.addressExplorerUrl ? (
        <p className="lk-text">
          <SafeLink href={account.addressExplorerUrl}>
            {t('account.explorer')} <ExternalIcon />
          </SafeLink>
        </p>
      ) : null}
      <Button variant="danger" onClick={() => void kit.disconnect({ namespace: a.ns }).catch(() => undefined)}>
        {t('account.disconnect')}
      </Button>
    </>
  );
}
