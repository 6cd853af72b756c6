import { useMemo, useState } from 'react';
import { Button, Text, WalletImage, useKit, useKitState } from '@latchkey/react/ui';
import { linksOf } from './links';
import { Pairing, withEnv, type DirectoryWallet } from './Pairing';
import { MobileWallets } from './MobileWallets';
import { addingNamespace } from './usePairing';
import { useWcT } from './useWcT';
import { browserPage, inAppBrowserLink } from '../redirects';
import type { WcEnv } from '../env';

/**
 * A wallet that SPEC §9 redirects on a phone (Phantom, Solflare, Coinbase Wallet, not injected
 * here): this page opens in the wallet's own browser, by a link ready for the tap. WalletConnect
 * stays on offer for a wallet app that takes it.
 */
function InAppBrowser({ wallet, href, onWalletConnect }: { wallet: DirectoryWallet & { name: string }; href: string; onWalletConnect: () => void }) {
  const t = useWcT();
  return (
    <div className="lk-stack">
      <div className="lk-center">
        <WalletImage src={wallet.imageUrl} name={wallet.name} size="lg" />
        <p className="lk-subtitle" dir="auto">
          {t('wc.continueIn', { name: wallet.name })}
        </p>
        <Text>{t('wc.inAppBrowser', { name: wallet.name })}</Text>
      </div>
      <a className="lk-btn" data-variant="primary" href={href}>
        <span dir="auto">{t('wc.open', { name: wallet.name })}</span>
      </a>
      <Button variant="secondary" onClick={onWalletConnect}>
        {t('wc.useWalletConnect')}
      </Button>
    </div>
  );
}

/**
 * ConnectingWalletConnect (SPEC §2): a directory wallet with no connector here, or the
 * WalletConnect entry itself. Params (all optional, read defensively: a dapp may open the view
 * from plain JS): `walletId`, `name`, `imageUrl` and the directory entry's `links`
 * (`mobile` / `desktop` / `webapp`), which become open-in-wallet buttons once their schemes pass.
 * On a phone, the WalletConnect entry itself (no wallet) is the list of wallet apps to open
 * (MobileWallets), and a wallet with a SPEC §9 mobile redirect opens this page in its browser.
 */
export default function ConnectingWalletConnect({ params, env }: { params: Record<string, unknown>; env: WcEnv }) {
  const kit = useKit();
  const mobile = kit.options.isMobile?.() ?? false;
  const { walletId, name, imageUrl, links } = params;
  const namespace = useKitState((s) => addingNamespace(s) ?? s.activeNamespace ?? undefined);
  const [here] = useState(browserPage);
  const [useWalletConnect, setUseWalletConnect] = useState(false);
  const wallet = useMemo<(DirectoryWallet & { name: string }) | undefined>(() => {
    const n = typeof name === 'string' && name.trim() ? name : undefined;
    if (!n) return undefined;
    return { name: n, imageUrl: typeof imageUrl === 'string' ? imageUrl : undefined, links: linksOf(links) };
  }, [name, imageUrl, links]);
  if (mobile && !wallet) return <MobileWallets env={env} />;
  const inApp = mobile && wallet && here ? inAppBrowserLink({ id: walletId }, namespace, here.page, here.isInjected) : undefined;
  if (inApp && wallet && !useWalletConnect) return <InAppBrowser wallet={wallet} href={inApp} onWalletConnect={() => setUseWalletConnect(true)} />;
  return <Pairing wallet={wallet} env={env} />;
}

/** The view as the plugin's entry loads it, bound to what the entry hands it. */
export const forEnv = (env: WcEnv) => withEnv(ConnectingWalletConnect, env);
