import { useEffect, useRef, useState } from 'react';
import { KitError, type ChainNamespace, type KitState } from '@latchkey/kernel';
import { useKit, useKitState } from '@latchkey/react/ui';
import type { WcEnv } from '../env';
import type { WalletConnectApi, WalletConnectState } from '../types';

/** SPEC §9 error UI delay: a failure that comes at once is shown after this, so nothing flashes. */
export const ERROR_UI_DELAY_MS = 300;

export type Failure = { kind: 'declined' } | { kind: 'failed'; message: string };

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
export function addingNamespace(s: KitState): ChainNamespace | undefined {
  const ns = s.activeNamespace;
  if (!ns || s.chains[ns]?.account.status === 'connected') return undefined;
  return Object.entries(s.chains).some(([n, c]) => n !== ns && c?.account.status === 'connected') ? ns : undefined;
}

/** The pairing as the views read it: the plugin's slice, or idle when the plugin has none yet. */
const IDLE: WalletConnectState = { status: 'idle' };
const pairingOf = (s: KitState): WalletConnectState => (s.plugins.walletconnect as WalletConnectState | undefined) ?? IDLE;

/** One WalletConnect pairing as a view sees it ({@link usePairing}). */
export interface PairingState {
  /** A WalletConnect connector is here (the kit has a namespace for it). */
  available: boolean;
  /** The `wc:` URI to offer now: there, not failed, not about to expire. */
  live: string | undefined;
  /** The attempt failed (shown after the SPEC §9 error UI delay). */
  failure: Failure | undefined;
  /** No URI: a fresh one replaces one that was shown ('wc.expiring' rather than 'wc.preparing'). */
  refreshing: boolean;
  /** Starts a new attempt (Try again). */
  retry(): void;
  /** Copies the live URI; `copied` says how that went, for this URI. */
  copy(): void;
  copied: 'ok' | 'failed' | undefined;
  /** The WalletConnect mark (the QR code's logo when the wallet has none). */
  icon: string;
}

/**
 * The pairing behind the connecting views. On mount it asks the WalletConnect connector to
 * connect; while that waits, the plugin's state carries the `wc:` URI. A pairing about to expire
 * is replaced (the connector does it; a view that sees a stale one asks too). A failure shows
 * after the SPEC §9 error UI delay. Unmounting (back, close) aborts the wait; on approval the
 * kernel closes the modal or moves on. `env`: what the plugin's entry hands its views.
 */
export function usePairing(env: WcEnv): PairingState {
  const { connectorId, pairingExpiryMarginMs } = env;
  const kit = useKit();
  const pairing = useKitState(pairingOf);
  const available = useKitState((s) => s.connectors.some((c) => c.id === connectorId));
  const [attempt, setAttempt] = useState(0);
  const [failure, setFailure] = useState<Failure>();
  const [copied, setCopied] = useState<{ uri: string; ok: boolean }>();
  const [now, setNow] = useState(() => Date.now());
  // Whether this attempt showed a URI already: a later wait is a refresh ('wc.expiring').
  const [shownFor, setShownFor] = useState<number>();
  const liveRef = useRef<string | undefined>(undefined);

  useEffect(() => {
    if (!available) return;
    const controller = new AbortController();
    let timer: ReturnType<typeof setTimeout> | undefined;
    setFailure(undefined);
    // On the next task: StrictMode mounts, unmounts and mounts again synchronously, and only the
    // surviving mount may start a pairing.
    const start = setTimeout(() => {
      const adding = addingNamespace(kit.getState());
      const serves = adding && kit.getState().connectors.find((c) => c.id === connectorId)?.namespaces.includes(adding);
      kit.connect(connectorId, { signal: controller.signal, ...(serves ? { namespace: adding } : {}) }).catch((e: unknown) => {
        if (controller.signal.aborted) return;
        timer = setTimeout(() => setFailure(failureOf(e)), ERROR_UI_DELAY_MS);
      });
    }, 0);
    return () => {
      clearTimeout(start);
      controller.abort();
      clearTimeout(timer);
    };
  }, [kit, attempt, available, connectorId]);

  const uri = pairing.status === 'pairing' && typeof pairing.uri === 'string' && pairing.uri ? pairing.uri : undefined;
  useEffect(() => {
    if (uri) setShownFor(attempt);
  }, [uri, attempt]);

  // A pairing with 10 s or less left counts as expired (SPEC §4). The connector replaces it on
  // time; when timers ran late (a sleeping tab, or the visitor away in the wallet app), the view
  // hides it and asks for a fresh one.
  const expiresAt = uri ? pairing.expiresAt : undefined;
  useEffect(() => {
    if (expiresAt === undefined) return;
    const check = () => {
      const at = Date.now();
      setNow(at);
      if (at >= expiresAt - pairingExpiryMarginMs && pairingOf(kit.getState()).expiresAt === expiresAt) {
        (kit.plugin('walletconnect') as WalletConnectApi | undefined)?.refresh();
      }
    };
    const id = setTimeout(check, Math.max(0, expiresAt - pairingExpiryMarginMs - Date.now()));
    const onVisible = () => {
      if (document.visibilityState === 'visible') check();
    };
    document.addEventListener('visibilitychange', onVisible);
    return () => {
      clearTimeout(id);
      document.removeEventListener('visibilitychange', onVisible);
    };
  }, [expiresAt, kit, pairingExpiryMarginMs]);
  const stale = expiresAt !== undefined && now >= expiresAt - pairingExpiryMarginMs;
  const live = !failure && !stale ? uri : undefined;
  liveRef.current = live;
  const refreshing = !failure && !live && (stale || shownFor === attempt);

  const copy = () => {
    const value = liveRef.current;
    if (!value) return;
    const done = (ok: boolean) => setCopied({ uri: value, ok });
    const clipboard = typeof navigator !== 'undefined' ? navigator.clipboard : undefined;
    if (!clipboard) return done(false);
    clipboard.writeText(value).then(
      () => done(true),
      () => done(false),
    );
  };

  return {
    available,
    live,
    failure,
    refreshing,
    retry: () => setAttempt((a) => a + 1),
    copy,
    copied: copied && copied.uri === live ? (copied.ok ? 'ok' : 'failed') : undefined,
    icon: env.icon,
  };
}
