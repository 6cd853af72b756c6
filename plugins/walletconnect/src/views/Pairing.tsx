import { useEffect, useMemo, useRef, type ComponentType } from 'react';
import { Button, Spinner, Text, VisuallyHidden, WalletImage, useKit, type T } from '@latchkey/react/ui';
import { useWcT } from './useWcT';
import type { WcEnv } from '../env';
import { usePairing, type PairingState } from './usePairing';
import { openLinks, type OpenLink, type WalletLinks } from './links';
import { QrCode } from '@latchkey/react/qr';

/** The QR code's rendered side in CSS pixels: large on a desktop, smaller (after the buttons) on a phone. */
const QR_PX = { desktop: 240, mobile: 176 } as const;

/** A directory wallet the visitor picked (ConnectingWalletConnect's params). */
export interface DirectoryWallet {
  name?: string;
  imageUrl?: string;
  links?: WalletLinks;
}

function OpenButton({ link, name, primary, t }: { link: OpenLink; name: string | undefined; primary: boolean; t: T }) {
  const label = link.kind === 'webapp' ? t('wc.openBrowser') : link.kind === 'desktop' ? t('wc.openDesktop') : name ? t('wc.open', { name }) : t('wc.openApp');
  return (
    <a
      className="lk-btn"
      data-variant={primary ? 'primary' : 'secondary'}
      data-link={link.kind}
      href={link.href}
      {...(link.newTab ? { target: '_blank', rel: 'noopener noreferrer' } : {})}
    >
      <span dir="auto">{label}</span>
      {link.newTab ? <VisuallyHidden>{` ${t('wc.newTab')}`}</VisuallyHidden> : null}
    </a>
  );
}

/**
 * The WalletConnect pairing, shared by ConnectingWalletConnect (a directory wallet: its name,
 * image and open-in-wallet links) and ConnectingWalletConnectBasic (none). On mount it asks the
 * WalletConnect connector to connect; while that waits, the plugin's state carries the `wc:` URI,
 * shown as a QR code, a "Copy link" button and links into the wallet, each ready before the
 * visitor taps (iOS only switches apps on a tap, so nothing is fetched in a click handler). A
 * pairing about to expire is replaced (the connector does it; a view that sees a stale one asks
 * too). A failure shows after the SPEC §9 error UI delay with Try again. Leaving the view (back,
 * close) aborts the wait; on approval the kernel closes the modal or moves on.
 */
export function Pairing({ wallet, intro, env }: { wallet?: DirectoryWallet; intro?: string; env: WcEnv }) {
  return <PairingBody pairing={usePairing(env)} wallet={wallet} intro={intro} />;
}

/** The pairing's QR code, "Copy link", open-in-wallet links and failure, for a pairing the caller holds ({@link usePairing}). */
export function PairingBody({ pairing, wallet, intro }: { pairing: PairingState; wallet?: DirectoryWallet; intro?: string }) {
  const kit = useKit();
  const t = useWcT();
  const mobile = kit.options.isMobile?.() ?? false;
  const { available, live, failure, refreshing, copy } = pairing;
  const retryRef = useRef<HTMLButtonElement>(null);

  // Try again replaces the status: keep keyboard focus on something useful.
  useEffect(() => {
    if (failure) retryRef.current?.focus();
  }, [failure]);

  const links = useMemo(() => (live ? openLinks(wallet?.links, live, mobile) : []), [live, wallet?.links, mobile]);
  // Before the URI is there the links' places are held by disabled buttons (no layout jump).
  const pendingLinks = useMemo(() => (live ? [] : openLinks(wallet?.links, 'wc:', mobile)), [live, wallet?.links, mobile]);

  const copyNote = pairing.copied === 'ok' ? t('wc.copied') : pairing.copied === 'failed' ? t('wc.copyFailed') : '';

  const name = wallet?.name;
  const qrPx = mobile ? QR_PX.mobile : QR_PX.desktop;
  const qr = live ? (
    <div className="lk-center">
      <QrCode value={live} label={t('wc.qrLabel')} px={qrPx} logo={[wallet?.imageUrl, pairing.icon]} />
      <Text>{t('wc.scan')}</Text>
    </div>
  ) : null;
  const openRow =
    links.length || pendingLinks.length ? (
      <div className="lk-stack">
        {live
          ? links.map((l, i) => <OpenButton key={l.kind} link={l} name={name} primary={mobile && i === 0} t={t} />)
          : pendingLinks.map((l, i) => (
              <Button key={l.kind} variant={mobile && i === 0 ? 'primary' : 'secondary'} disabled>
                <span dir="auto">{l.kind === 'webapp' ? t('wc.openBrowser') : l.kind === 'desktop' ? t('wc.openDesktop') : name ? t('wc.open', { name }) : t('wc.openApp')}</span>
              </Button>
            ))}
      </div>
    ) : null;

  if (!available) {
    return (
      <div className="lk-center">
        <Text>{t('wc.noChains')}</Text>
      </div>
    );
  }

  return (
    <div className="lk-stack">
      {wallet && name ? (
        <div className="lk-center">
          <WalletImage src={wallet.imageUrl} name={name} size="lg" />
          <p className="lk-subtitle" dir="auto">
            {t('wc.continueIn', { name })}
          </p>
        </div>
      ) : intro ? (
        <Text>{intro}</Text>
      ) : null}
      {/* On a phone the wallet's own link comes first and the code after it; elsewhere the code leads. */}
      {mobile && !failure ? openRow : null}
      <div className="lk-status" aria-live="polite">
        {failure || live ? null : (
          <>
            <Spinner label={refreshing ? t('wc.expiring') : t('wc.preparing')} />
            <Text>{refreshing ? t('wc.expiring') : t('wc.preparing')}</Text>
          </>
        )}
      </div>
      {failure ? null : qr}
      {failure ? null : (
        <div className="lk-row">
          <Button variant="secondary" disabled={!live} onClick={copy}>
            {t('wc.copy')}
          </Button>
        </div>
      )}
      <p role="status" className="lk-text">
        {failure ? '' : copyNote}
      </p>
      {!mobile && !failure ? openRow : null}
      <div className="lk-status" role="alert">
        {failure ? (
          <>
            <Text tone="danger">{failure.kind === 'declined' ? t('wc.declined') : t('wc.failed')}</Text>
            {failure.kind === 'declined' ? <Text>{t('wc.declinedHint')}</Text> : failure.message ? <Text>{failure.message}</Text> : null}
          </>
        ) : null}
      </div>
      {failure ? (
        <div className="lk-row">
          <Button ref={retryRef} onClick={pairing.retry}>
            {t('wc.retry')}
          </Button>
        </div>
      ) : null}
    </div>
  );
}

type ViewProps = { params: Record<string, unknown> };

/**
 * A connecting view as the kit renders it (the `default` of what the view's `load` gives), bound to
 * what the plugin's entry hands it ({@link WcEnv}): the views import nothing the entry imports.
 */
export function withEnv(View: ComponentType<ViewProps & { env: WcEnv }>, env: WcEnv): { default: ComponentType<ViewProps> } {
  return { default: (props: ViewProps) => <View {...props} env={env} /> };
}
