import { useEffect, useId, useLayoutEffect, useMemo, useRef, useState } from 'react';
import type { KitState } from '@latchkey/kernel';
import { Button, DirectoryImage, ErrorRetry, SEARCH_WAIT_MS, Spinner, Text, VisuallyHidden, safeLink, useKit, useKitState, useWalletList, walletImageUrl, type T, type WalletEntry } from '@latchkey/react/ui';
import { useWcT } from './useWcT';
import { pairingLink } from './links';
import { PairingBody } from './Pairing';
import { addingNamespace, usePairing, type PairingState } from './usePairing';
import { browserPage, inAppBrowserLink } from '../redirects';
import type { WcEnv } from '../env';

/** A directory wallet that can be opened from this phone. */
interface PhoneWallet {
  id: string;
  name: string;
  imageUrl: string | undefined;
  /** Its mobile link (universal or app scheme), already safe. */
  mobile: string | undefined;
  /** SPEC §9 redirect: this page in the wallet's own browser, instead of WalletConnect. */
  inApp: string | undefined;
}

/** Where tapping the wallet goes now: its in-app browser, or its mobile link with the live URI (none before the URI is there). */
function hrefOf(w: PhoneWallet, live: string | undefined): { href: string; newTab: boolean } | undefined {
  // The in-app browser replaces this page (as the wallet's link does when it opens the dapp again).
  if (w.inApp) return { href: w.inApp, newTab: false };
  return live && w.mobile ? pairingLink(w.mobile, live, { appScheme: true }) : undefined;
}

/** Rows shown at first, and added by each "Show more wallets": Copy link and the QR code stay near. */
const ROWS = 10;

/** The namespace a picked wallet connects on: the one being added, else the active one. */
const targetNamespace = (s: KitState): string | undefined => addingNamespace(s) ?? s.activeNamespace ?? undefined;

function WalletLink({ wallet, link, t, onOpen }: { wallet: PhoneWallet; link: { href: string; newTab: boolean } | undefined; t: T; onOpen: () => void }) {
  const body = (
    <>
      <DirectoryImage src={wallet.imageUrl} name={wallet.name} />
      <span className="lk-item-main">
        <span className="lk-item-label" dir="auto">
          {wallet.name}
        </span>
      </span>
    </>
  );
  // Before the URI there is nothing to open: the row waits, unlinked (a link without href is no link).
  if (!link)
    return (
      <a className="lk-btn lk-item" data-wallet-id={wallet.id}>
        {body}
      </a>
    );
  return (
    <a className="lk-btn lk-item" href={link.href} data-wallet-id={wallet.id} onClick={onOpen} {...(link.newTab ? { target: '_blank', rel: 'noopener noreferrer' } : {})}>
      {body}
      {link.newTab ? <VisuallyHidden>{` ${t('wc.newTab')}`}</VisuallyHidden> : null}
    </a>
  );
}

/** Copy link and its outcome, announced. */
function CopyRow({ pairing, t, children }: { pairing: PairingState; t: T; children?: React.ReactNode }) {
  const note = pairing.copied === 'ok' ? t('wc.copied') : pairing.copied === 'failed' ? t('wc.copyFailed') : '';
  return (
    <>
      <div className="lk-row">
        <Button variant="secondary" disabled={!pairing.live} onClick={pairing.copy}>
          {t('wc.copy')}
        </Button>
        {children}
      </div>
      <p role="status" className="lk-text">
        {note}
      </p>
    </>
  );
}

function Failure({ pairing, t }: { pairing: PairingState; t: T }) {
  const retryRef = useRef<HTMLButtonElement>(null);
  // In the commit that shows the failure (the control that had focus is gone): never a moment on <body>.
  useLayoutEffect(() => retryRef.current?.focus(), []);
  const failure = pairing.failure!;
  return (
    <>
      <div className="lk-status" role="alert">
        <Text tone="danger">{failure.kind === 'declined' ? t('wc.declined') : t('wc.failed')}</Text>
        {failure.kind === 'declined' ? <Text>{t('wc.declinedHint')}</Text> : failure.message ? <Text>{failure.message}</Text> : null}
      </div>
      <div className="lk-row">
        <Button ref={retryRef} onClick={pairing.retry}>
          {t('wc.retry')}
        </Button>
      </div>
    </>
  );
}

/**
 * WalletConnect on a phone (SPEC §2: the directory comes first on mobile): the directory's wallets
 * that have a mobile link, featured first then ranked, searchable. Each row is a real link,
 * `{mobile_link}/wc?uri=…` (universal link) or `scheme://wc?uri=…` (app scheme), ready before the
 * tap (iOS switches apps only on a tap); Phantom, Solflare and Coinbase Wallet open this page in
 * their own browser instead (SPEC §9 mobile redirects). "Copy link" and "Show QR code" (the
 * pairing's QR, for another device) come after. Once a wallet is opened the view keeps waiting
 * for the session, says which wallet it opened, and offers to open it again or pick another. One
 * pairing serves all of it: switching between list, QR and opened wallet does not start another.
 */
export function MobileWallets({ env }: { env: WcEnv }) {
  const kit = useKit();
  const t = useWcT();
  const pairing = usePairing(env);
  const searchId = useId();
  const namespace = useKitState(targetNamespace);
  const adding = useKitState(addingNamespace);
  const [input, setInput] = useState('');
  const [query, setQuery] = useState('');
  const [mode, setMode] = useState<'list' | 'qr'>('list');
  const [opened, setOpened] = useState<PhoneWallet>();
  const [limit, setLimit] = useState(ROWS);
  const { state, loadMore, retry } = useWalletList(kit, query, adding);
  const [here] = useState(browserPage);
  const focusAfter = useRef<'qr' | 'list' | 'opened' | undefined>(undefined);
  const openAgainRef = useRef<HTMLAnchorElement>(null);
  const backRef = useRef<HTMLButtonElement>(null);
  const showQrRef = useRef<HTMLButtonElement>(null);

  // SPEC §9 wallet search extra wait: query only once typing pauses; clearing shows the list at once.
  useEffect(() => {
    const q = input.trim();
    const id = setTimeout(() => setQuery(q), q ? SEARCH_WAIT_MS : 0);
    return () => clearTimeout(id);
  }, [input]);

  // Switching between the list, the QR code and the opened wallet: focus the control that leads back,
  // in the same commit as the switch.
  useLayoutEffect(() => {
    const to = focusAfter.current;
    focusAfter.current = undefined;
    if (to === 'opened') (openAgainRef.current ?? backRef.current)?.focus();
    else if (to === 'qr') backRef.current?.focus();
    else if (to === 'list') showQrRef.current?.focus();
  }, [mode, opened]);

  const wallets = useMemo<PhoneWallet[]>(
    () =>
      state.items.flatMap((e: WalletEntry) => {
        const mobile = safeLink(e.mobile_link);
        const inApp = here ? inAppBrowserLink(e, namespace, here.page, here.isInjected) : undefined;
        return mobile || inApp ? [{ id: e.id, name: e.name, imageUrl: walletImageUrl(kit, e), mobile, inApp }] : [];
      }),
    [state.items, kit, namespace, here],
  );

  // The next rows; when the loaded page runs short, the next page of the directory too.
  const showMore = () => {
    const next = limit + ROWS;
    setLimit(next);
    if (next >= wallets.length && state.hasMore) loadMore(state.more === 'error');
  };

  if (!pairing.available) {
    return (
      <div className="lk-center">
        <Text>{t('wc.noChains')}</Text>
      </div>
    );
  }

  const { live, failure } = pairing;
  const waiting = !failure && !live ? (
    <>
      <Spinner label={pairing.refreshing ? t('wc.expiring') : t('wc.preparing')} />
      <Text>{pairing.refreshing ? t('wc.expiring') : t('wc.preparing')}</Text>
    </>
  ) : null;

  if (mode === 'qr') {
    return (
      <div className="lk-stack">
        <div className="lk-row">
          <Button ref={backRef} variant="secondary" onClick={() => ((focusAfter.current = 'list'), setMode('list'))}>
            {t('wc.backToList')}
          </Button>
        </div>
        <PairingBody pairing={pairing} />
      </div>
    );
  }

  if (opened) {
    const link = hrefOf(opened, live);
    return (
      <div className="lk-stack">
        <div className="lk-center">
          <DirectoryImage src={opened.imageUrl} name={opened.name} size="lg" />
          <p className="lk-subtitle" dir="auto">
            {t('wc.continueIn', { name: opened.name })}
          </p>
        </div>
        <div className="lk-status" aria-live="polite">
          {failure ? null : live ? <Text>{t('wc.waiting')}</Text> : waiting}
        </div>
        {failure ? (
          <Failure pairing={pairing} t={t} />
        ) : link ? (
          <a ref={openAgainRef} className="lk-btn" data-variant="primary" href={link.href} {...(link.newTab ? { target: '_blank', rel: 'noopener noreferrer' } : {})}>
            <span dir="auto">{t('wc.openAgain')}</span>
            {link.newTab ? <VisuallyHidden>{` ${t('wc.newTab')}`}</VisuallyHidden> : null}
          </a>
        ) : (
          <Button disabled>
            <span dir="auto">{t('wc.openAgain')}</span>
          </Button>
        )}
        <Button ref={backRef} variant="secondary" onClick={() => ((focusAfter.current = 'list'), setOpened(undefined))}>
          {t('wc.otherWallet')}
        </Button>
      </div>
    );
  }

  return (
    <div className="lk-stack">
      <Text>{t('wc.mobileIntro')}</Text>
      <div className="lk-status" aria-live="polite">
        {waiting}
      </div>
      {failure ? <Failure pairing={pairing} t={t} /> : null}
      <label className="lk-visually-hidden" htmlFor={searchId}>
        {t('wc.search')}
      </label>
      <input
        id={searchId}
        className="lk-input"
        type="search"
        value={input}
        placeholder={t('wc.search')}
        maxLength={100}
        autoComplete="off"
        spellCheck={false}
        enterKeyHint="search"
        onChange={(e) => setInput(e.target.value)}
      />
      {state.status === 'loading' ? (
        <div className="lk-center">
          <Spinner label={t('wc.loadingWallets')} />
        </div>
      ) : state.status === 'error' ? (
        <ErrorRetry message={t('wc.listFailed')} retryLabel={t('wc.retry')} onRetry={retry} />
      ) : wallets.length === 0 ? (
        <Text>{t('wc.noWallets')}</Text>
      ) : (
        <ul className="lk-list" aria-label={t('wc.walletApps')}>
          {(query ? wallets : wallets.slice(0, limit)).map((w) => (
            <li key={w.id}>
              <WalletLink wallet={w} link={hrefOf(w, live)} t={t} onOpen={() => ((focusAfter.current = 'opened'), setOpened(w))} />
            </li>
          ))}
        </ul>
      )}
      {state.status === 'ready' && !query && (wallets.length > limit || state.hasMore) ? (
        <Button variant="secondary" disabled={state.more === 'loading'} onClick={showMore}>
          {t('wc.moreWallets')}
        </Button>
      ) : null}
      <CopyRow pairing={pairing} t={t}>
        <Button ref={showQrRef} variant="secondary" onClick={() => ((focusAfter.current = 'qr'), setMode('qr'))}>
          {t('wc.showQr')}
        </Button>
      </CopyRow>
    </div>
  );
}
