import { useEffect, useState } from 'react';
import { useKit } from '../hooks/useKit';
import { useKitState } from '../hooks/useKitState';
import { useT } from '../i18n/full';
import { useSlots } from '../hooks/useSlots';
import { Button, IconButton, ListItem, SafeLink, WalletImage } from '../ui/primitives';
import { EntryIcon } from '../ui/EntryIcon';
import { CheckIcon, CopyIcon, ExternalIcon, WalletIcon } from '../ui/icons';
import { shortAddress } from '../ui/safe';
import { Amount, formatCryptoAmount } from '../ui/format';
import { TokenIcon } from '../ui/TokenIcon';
import { NetworkImage } from '../ui/NetworkImage';
import { kitImage, tokenImageUrl, walletIconUrl } from '../ui/images';
import { NamespaceSwitcher } from './account/NamespaceSwitcher';
import type { ViewProps } from './types';
import { useKitInternals } from '../hooks/useKitInternals';

/**
 * Address, identity, balance, explorer link, copy, disconnect; the namespace switcher when the
 * visitor is connected on several; 'Wallets' (ProfileWallets) with multi-wallet on; and the
 * wallet-features slot (onramp, swaps, receive, send: each entry's icon, view and params).
 */
export default function Account(_props: ViewProps) {
  const kit = useKit();
  const { router } = useKitInternals();
  const t = useT();
  const locale = useKitState((s) => s.locale);
  const [copied, setCopied] = useState(false);
  const a = useKitState((s) => {
    const ns = s.activeNamespace;
    const c = ns ? s.chains[ns] : undefined;
    return { ns, account: c?.account, network: c?.network.caipNetwork, connector: s.connectors.find((x) => x.id === c?.connectorId) };
  });
  const multiWallet = useKitState((s) => s.features.multiWallet);
  const features = useSlots('walletFeatures').filter((f) => f.view);
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
  // The network's own currency: the image the balance reply gives it (as Send lists it), else the token image endpoint's.
  const nativeIcon = (symbol: string) =>
    tokenImageUrl(kit, { symbol, iconUrl: account.tokenBalance.find((b) => !b.address && b.symbol === symbol && b.chainId === a.network?.caipNetworkId)?.iconUrl }, { native: true });
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
      <NamespaceSwitcher />
      <div className="lk-center">
        <WalletImage src={kitImage(kit, account.profileImage) ?? walletIconUrl(kit, { connector: a.connector }) ?? account.connectedWalletInfo?.icon} name={account.connectedWalletInfo?.name ?? address} size="lg" />
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
          {account.balance !== undefined && account.balanceSymbol ? <TokenIcon src={nativeIcon(account.balanceSymbol)} symbol={account.balanceSymbol} size="sm" /> : null}
          <span className="lk-strong" data-testid="lk-balance">
            {account.balance !== undefined ? <Amount>{`${formatCryptoAmount(account.balance, locale)} ${account.balanceSymbol ?? ''}`.trim()}</Amount> : '—'}
          </span>
        </p>
      </div>
      <ListItem
        image={<NetworkImage network={a.network} name={a.network?.name ?? '?'} />}
        label={a.network?.name === 'Unknown Network' ? t('button.networkUnknown') : (a.network?.name ?? '—')}
        tag={t('account.network')}
        onClick={() => router.push('Networks')}
      />
      {multiWallet ? (
        <ListItem
          image={
            <span className="lk-img lk-icon" aria-hidden="true">
              <WalletIcon />
            </span>
          }
          label={t('account.wallets')}
          onClick={() => router.push('ProfileWallets')}
        />
      ) : null}
      {features.length > 0 ? (
        <section aria-label={t('account.features')}>
          <ul className="lk-list">
            {features.map((f) => (
              <li key={f.id}>
                <ListItem image={<EntryIcon icon={f.icon} name={t(f.labelKey)} />} label={t(f.labelKey)} onClick={() => f.view && router.push(f.view, f.params)} />
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
