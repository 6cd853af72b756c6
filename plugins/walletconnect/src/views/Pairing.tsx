import { useEffect, useMemo, useRef, useState } from 'react';
import { KitError, type ChainNamespace, type KitState } from '@latchkey/kernel';
import { Button, Spinner, Text, VisuallyHidden, WalletImage, useKit, useKitState, type T } from '@latchkey/react/ui';
import { useWcT } from './useWcT';
import { PAIRING_EXPIRY_MARGIN_MS, WALLET_CONNECT_ID } from '../constants';
import type { WalletConnectApi, WalletConnectState } from '../types';
import { openLinks, type OpenLink, type WalletLinks } from './links';
import { QrCode } from '@latchkey/react/qr';

/** SPEC §9 error UI delay: a failure that comes at once is shown after this, so nothing flashes. */
export const ERROR_UI_DELAY_MS = 300;

/** The QR code's rendered side in CSS pixels: large on a desktop, smaller (after the buttons) on a phone. */
const QR_PX = { desktop: 240, mobile: 176 } as const;

/** A directory wallet the visitor picked (ConnectingWalletConnect's params). */
export interface DirectoryWallet {
  name?: string;
  imageUrl?: string;
  links?: WalletLinks;
}

type Failure = { kind: 'declined' } | { kind: 'failed'; message: string };

const isDeclined = (e: unknown): boolean => {
  const declined = (x: unknown) => {
    const code = (x as { code?: unknown } | null)?.code;
    return code === 'USER_REJECTED' || code === 4001;
  };
  return e instanceof KitError ? Boolean(e.walk(declined)) : declined(e);
};

function failureOf(e: unknown): Failure {
  if (isDeclined(e)) return { kind: 'declined' };
  const message = e instanceof KitError ? e.shortMessage : e instanceof Error ? (e.message.split('\n')[0] ?? '') : '';
  return { kind: 'failed', message };
}

/**
 * Adding a wallet for one namespace while connected on another (the visitor came through
 * SwitchActiveChain): WalletConnect is asked for that namespace only, so the session does not
 * replace the connection the visitor already has.
 */
function addingNamespace(s: KitState): ChainNamespace | undefined {
  const ns = s.activeNamespace;
  if (!ns || s.chains[ns]?.account.status === 'connected') return undefined;
  return Object.entries(s.chains).some(([n, c]) => n !== ns && c?.account.status === 'connected') ? ns : undefined;
}

/** The pairing as the views read it: the plugin's slice, or idle when the plugin has none yet. */
const IDLE: WalletConnectState = { status: 'idle' };
const pairingOf = (s: KitState): WalletConnectState => (s.plugins.walletconnect as WalletConnectState | undefined) ?? IDLE;

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
export function Pairing({ wallet, intro }: { wallet?: DirectoryWallet; intro?: string }) {
  const kit = useKit();
  const t = useWcT();
  const pairing = useKitState(pairingOf);
  const available = useKitState((s) => s.connectors.some((c) => c.id === WALLET_CONNECT_ID));
  const mobile = kit.options.isMobile?.() ?? false;
  const [attempt, setAttempt] = useState(0);
  const [failure, setFailure] = useState<Failure>();
  const [copied, setCopied] = useState<{ uri: string; ok: boolean }>();
  const [now, setNow] = useState(() => Date.now());
  // Whether this attempt showed a URI already: a later wait is a refresh ('wc.expiring').
  const [shownFor, setShownFor] = useState<number>();
  const retryRef = useRef<HTMLButtonElement>(null);

  useEffect(() => {
    if (!available) return;
    const controller = new AbortController();
    let timer: ReturnType<typeof setTimeout> | undefined;
    setFailure(undefined);
    // On the next task: StrictMode mounts, unmounts and mounts again synchronously, and only the
    // surviving mount may start a pairing.
    const start = setTimeout(() => {
      const adding = addingNamespace(kit.getState());
      const serves = adding && kit.getState().connectors.find((c) => c.id === WALLET_CONNECT_ID)?.namespaces.includes(adding);
      kit.connect(WALLET_CONNECT_ID, { signal: controller.signal, ...(serves ? { namespace: adding } : {}) }).catch((e: unknown) => {
        if (controller.signal.aborted) return;
        timer = setTimeout(() => setFailure(failureOf(e)), ERROR_UI_DELAY_MS);
      });
    }, 0);
    return () => {
      clearTimeout(start);
      controller.abort();
      clearTimeout(timer);
    };
  }, [kit, attempt, available]);

  // Try again replaces the status: keep keyboard focus on something useful.
  useEffect(() => {
    if (failure) retryRef.current?.focus();
  }, [failure]);

  const uri = pairing.status === 'pairing' && typeof pairing.uri === 'string' && pairing.uri ? pairing.uri : undefined;
  useEffect(() => {
    if (uri) setShownFor(attempt);
  }, [uri, attempt]);

  // A pairing with 10 s or less left counts as expired (SPEC §4). The connector replaces it on
  // time; when timers ran late (a sleeping tab), the view hides it and asks for a fresh one.
  const expiresAt = uri ? pairing.expiresAt : undefined;
  useEffect(() => {
    if (expiresAt === undefined) return;
    const check = () => {
      const at = Date.now();
      setNow(at);
      if (at >= expiresAt - PAIRING_EXPIRY_MARGIN_MS && pairingOf(kit.getState()).expiresAt === expiresAt) {
        (kit.plugin('walletconnect') as WalletConnectApi | undefined)?.refresh();
      }
    };
    const id = setTimeout(check, Math.max(0, expiresAt - PAIRING_EXPIRY_MARGIN_MS - Date.now()));
    const onVisible = () => {
      if (document.visibilityState === 'visible') check();
    };
    document.addEventListener('visibilitychange', onVisible);
    return () => {
      clearTimeout(id);
      document.removeEventListener('visibilitychange', onVisible);
    };
  }, [expiresAt, kit]);
  const stale = expiresAt !== undefined && now >= expiresAt - PAIRING_EXPIRY_MARGIN_MS;
  const live = !failure && !stale ? uri : undefined;
  const refreshing = !failure && !live && (stale || shownFor === attempt);

  const links = useMemo(() => (live ? openLinks(wallet?.links, live, mobile) : []), [live, wallet?.links, mobile]);
  // Before the URI is there the links' places are held by disabled buttons (no layout jump).
  const pendingLinks = useMemo(() => (live ? [] : openLinks(wallet?.links, 'wc:', mobile)), [live, wallet?.links, mobile]);

  const copy = () => {
    if (!live) return;
    const done = (ok: boolean) => setCopied({ uri: live, ok });
    const clipboard = typeof navigator !== 'undefined' ? navigator.clipboard : undefined;
    if (!clipboard) return done(false);
    clipboard.writeText(live).then(
      () => done(true),
      () => done(false),
    );
  };
  const copyNote = copied && copied.uri === live ? (copied.ok ? t('wc.copied') : t('wc.copyFailed')) : '';

  const name = wallet?.name;
  const qrPx = mobile ? QR_PX.mobile : QR_PX.desktop;
  const qr = live ? (
    <div className="lk-center">
      <QrCode value={live} label={t('wc.qrLabel')} px={qrPx} />
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
          <Button ref={retryRef} onClick={() => setAttempt((a) => a + 1)}>
            {t('wc.retry')}
          </Button>
        </div>
      ) : null}
    </div>
  );
}
