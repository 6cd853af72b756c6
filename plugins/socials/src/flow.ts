// The social sign-in steps over the embedded wallet's frame: a lazy chunk, loaded with the socials
// list (or with a dapp's first call), never with the page.
import { AbortedError, KitError, StorageKeys, type ConnectedAccount, type Kit, type KitStorage } from '@latchkey/kernel';
import { LEGACY_PENDING_PROVIDER_KEY, PENDING_LOGIN_KEY, PENDING_LOGIN_TTL_MS, POPUP_NAME, POPUP_POLL_MS, REDIRECT_URI_TTL_MS, RESULT_REQUEST_TYPE, SOCIALS_VIEWS } from './constants';
import { SOCIAL_LOGIN_CANCELLED, SocialLoginCancelledError } from './errors';
import { oauthStateOf, openableUrl, resultUriOf } from './origin';
import type { PopupProvider, SocialLogin, SocialsRequestOptions, SocialsState, TelegramPlatform } from './types';

/** A sign-in URL asked for ahead of the click. */
interface PreparedUri {
  at: number;
  uri?: string;
  pending?: Promise<string>;
}

/** The popup sign-in under way: `abandon` stops waiting and closes its popup. */
interface Attempt {
  provider: PopupProvider;
  abandon(): void;
}

export interface FlowDeps {
  kit: Kit;
  pluginId: string;
  storage: KitStorage;
  win: Window | undefined;
  store: { get(): SocialsState; set(recipe: (s: SocialsState) => void): void };
  frameOrigin(): string;
  telegram(): TelegramPlatform | undefined;
  navigate(url: string): void;
  /** Sign-in URLs fetched ahead, per provider; each is used once. */
  uris: Map<PopupProvider, PreparedUri>;
  /** The popup sign-in under way, if any; `seq` counts sign-ins (only the latest writes the state). */
  current: { attempt?: Attempt; seq?: number };
  setInterval(fn: () => void, ms: number): () => void;
  now(): number;
}

const wallet = (d: FlowDeps) => d.kit.plugin('embedded-wallet');

/** The sign-in's state; a destroyed kit has none (its slice is gone), and nothing is written then. */
const loginOf = (d: FlowDeps): SocialLogin | undefined => (d.store.get() as SocialsState | undefined)?.login;
const setLogin = (d: FlowDeps, login: SocialLogin) => {
  if (loginOf(d)) d.store.set((s) => void (s.login = login));
};

const notAllowed = (d: FlowDeps, url: unknown) => new KitError('The sign-in address is not allowed', { pluginId: d.pluginId, details: String(url).slice(0, 200) });

/** A sign-in address the kit may open: https (or loopback http) and carrying the OAuth state that will bind its result. */
const signInUrl = (url: unknown): { url: string; state: string } | undefined => {
  const safe = openableUrl(url);
  const state = safe ? oauthStateOf(safe) : undefined;
  return safe && state ? { url: safe, state } : undefined;
};

const isCancel = (e: unknown) => e instanceof SocialLoginCancelledError || (e instanceof KitError && e.shortMessage === SOCIAL_LOGIN_CANCELLED);

/** The frame's 'Social login was cancelled' (the visitor denied at the provider) as the typed error. */
const asCancel = (d: FlowDeps, e: unknown) => (e instanceof SocialLoginCancelledError ? e : new SocialLoginCancelledError({ pluginId: d.pluginId, cause: e }));

/** A new sign-in: the ones before it no longer write the state. */
const nextSeq = (d: FlowDeps): number => (d.current.seq = (d.current.seq ?? 0) + 1);

/** Records how a sign-in ended, unless a newer one has started meanwhile. */
function ended(d: FlowDeps, seq: number, provider: PopupProvider | undefined, via: SocialLogin['via'], e: unknown): unknown {
  if (seq !== d.current.seq || !loginOf(d)) return isCancel(e) ? asCancel(d, e) : e;
  if (e instanceof AbortedError) setLogin(d, { status: 'idle' });
  else if (isCancel(e)) setLogin(d, { status: 'cancelled', ...(provider ? { provider } : {}), ...(via ? { via } : {}) });
  else setLogin(d, { status: 'failed', ...(provider ? { provider } : {}), ...(via ? { via } : {}), message: e instanceof KitError ? e.shortMessage : e instanceof Error ? e.message : 'An error occurred' });
  return isCancel(e) ? asCancel(d, e) : e;
}

/** A fresh prepared URL for the provider, taken (a URL signs in once), or undefined. */
function takeUri(d: FlowDeps, provider: PopupProvider): string | undefined {
  const found = d.uris.get(provider);
  if (!found?.uri) return undefined;
  d.uris.delete(provider);
  return d.now() - found.at < REDIRECT_URI_TTL_MS ? found.uri : undefined;
}

/** The provider's sign-in URL: the one asked for ahead if it is on its way, else a new one. */
function uriFor(d: FlowDeps, provider: PopupProvider, signal?: AbortSignal): Promise<string> {
  const found = d.uris.get(provider);
  if (found?.pending) {
    d.uris.delete(provider);
    return found.pending;
  }
  const ready = takeUri(d, provider);
  if (ready) return Promise.resolve(ready);
  return wallet(d)
    .request('GET_SOCIAL_REDIRECT_URI', { provider }, signal ? { signal } : {})
    .then(({ uri }) => uri);
}

/** Asks the frame for the provider's sign-in URL ahead of the click. Never rejects. */
export async function prepare(d: FlowDeps, provider: PopupProvider): Promise<void> {
  const found = d.uris.get(provider);
  if (found && (found.pending || (found.uri && d.now() - found.at < REDIRECT_URI_TTL_MS))) return;
  const entry: PreparedUri = { at: d.now() };
  try {
    entry.pending = wallet(d)
      .request('GET_SOCIAL_REDIRECT_URI', { provider }, {})
      .then(({ uri }) => uri);
    d.uris.set(provider, entry);
    const uri = await entry.pending;
    if (d.uris.get(provider) === entry) d.uris.set(provider, { at: d.now(), uri });
  } catch {
    // Best effort (the frame is down, the kit was destroyed): the click asks again.
    if (d.uris.get(provider) === entry) d.uris.delete(provider);
  }
}

/** Where the popup goes on the screen: centred over the page, the size of a provider's sign-in page. */
function popupFeatures(win: Window): string {
  const width = 500;
  const height = 640;
  const left = Math.max(0, Math.round((win.screenX ?? 0) + ((win.outerWidth || width) - width) / 2));
  const top = Math.max(0, Math.round((win.screenY ?? 0) + ((win.outerHeight || height) - height) / 2));
  return `popup=yes,width=${width},height=${height},left=${left},top=${top}`;
}

/**
 * Closes the popup while it is still this page's own (blank, before it went on). Once it is on
 * another origin this page may not close it (its opener was cut; the browser refuses and logs it):
 * the frame's callback page closes itself after it answers, and the visitor closes a provider page.
 */
const closeQuietly = (popup: Window) => {
  try {
    if (popup.closed) return;
    // Throws while the popup shows another origin's page.
    void popup.location.href;
    popup.close();
  } catch {
    // Not ours to close (or already gone).
  }
};

/** The active namespace's network for the frame (it picks the account's chain from it). */
function chainIdOf(kit: Kit): string | undefined {
  const s = kit.getState();
  const ns = s.activeNamespace === 'eip155' || s.activeNamespace === 'solana' ? s.activeNamespace : s.chains.eip155 ? 'eip155' : s.chains.solana ? 'solana' : undefined;
  return ns ? s.chains[ns]?.network.caipNetwork?.caipNetworkId : undefined;
}

/** Stops waiting for the popup (and closes it). Nothing happens once the frame has the result. */
export function cancel(d: FlowDeps): void {
  d.current.attempt?.abandon();
}

/**
 * Opens the sign-in popup with no opener: opened blank (this page's origin), its `opener` cut while
 * it is still ours, then sent on. The provider's pages can never reach or navigate this page; the
 * page keeps its handle to ask the callback page for the result and to see it closed. Null when
 * popups are blocked or the opener cannot be cut (the redirect fallback then).
 */
function openSevered(win: Window): Window | null {
  let popup: Window | null;
  try {
    popup = win.open('about:blank', POPUP_NAME, popupFeatures(win));
  } catch {
    return null;
  }
  if (!popup) return null;
  try {
    popup.opener = null;
    if (popup.opener === null) return popup;
  } catch {
    // Not ours any more (a window of that name elsewhere): not a popup to use.
  }
  closeQuietly(popup);
  return null;
}

/**
 * Signs in with a provider (see `SocialsApi.connectSocial`). Synchronous until the popup is open:
 * call it from a click handler.
 */
export function connectSocial(d: FlowDeps, provider: PopupProvider, o: SocialsRequestOptions = {}): Promise<ConnectedAccount | undefined> {
  d.current.attempt?.abandon();
  const seq = nextSeq(d);
  let origin: string;
  try {
    origin = d.frameOrigin();
  } catch (error) {
    setLogin(d, { status: 'failed', provider, via: 'popup', message: error instanceof KitError ? error.shortMessage : 'An error occurred' });
    return Promise.reject(error);
  }
  const taken = takeUri(d, provider);
  const ready = taken === undefined ? undefined : signInUrl(taken);
  if (taken !== undefined && !ready) {
    const error = notAllowed(d, taken);
    setLogin(d, { status: 'failed', provider, via: 'popup', message: error.shortMessage });
    return Promise.reject(error);
  }
  const win = d.win;
  // Telegram's webview opens popups in another browser, which has no way back: go there instead.
  if (!win || d.telegram()) return redirect(d, seq, provider, ready?.url, o);
  const popup = openSevered(win);
  if (!popup) return redirect(d, seq, provider, ready?.url, o);
  if (ready) {
    try {
      popup.location.replace(ready.url);
    } catch (error) {
      closeQuietly(popup);
      setLogin(d, { status: 'failed', provider, via: 'popup', message: 'An error occurred' });
      return Promise.reject(error);
    }
  }
  return viaPopup(d, seq, provider, popup, origin, ready, o);
}

async function viaPopup(d: FlowDeps, seq: number, provider: PopupProvider, popup: Window, origin: string, ready: { url: string; state: string } | undefined, o: SocialsRequestOptions): Promise<ConnectedAccount> {
  const win = d.win!;
  setLogin(d, { status: 'popup', provider, via: 'popup' });
  // The OAuth state of the sign-in this popup went to: only a result carrying it counts.
  let state = ready?.state;
  let resultUri: string;
  try {
    resultUri = await new Promise<string>((resolve, reject) => {
      let done = false;
      const finish = () => {
        done = true;
        win.removeEventListener('message', onMessage);
        stopPoll();
        o.signal?.removeEventListener('abort', attempt.abandon);
        if (d.current.attempt === attempt) d.current.attempt = undefined;
      };
      const fail = (error: unknown) => {
        if (done) return;
        finish();
        closeQuietly(popup);
        reject(error);
      };
      // Exactly the popup this click opened, answering from exactly the frame's origin, with the
      // result of exactly this sign-in; anything else (another window, another origin, another
      // shape, another sign-in's state) is not a reply.
      function onMessage(e: MessageEvent) {
        if (done || e.origin !== origin || e.source !== popup || state === undefined) return;
        const data: unknown = e.data;
        const uri = data && typeof data === 'object' ? resultUriOf((data as { resultUri?: unknown }).resultUri, origin) : undefined;
        if (!uri || oauthStateOf(uri) !== state) return;
        finish();
        closeQuietly(popup);
        resolve(uri);
      }
      const stopPoll = d.setInterval(() => {
        if (popup.closed) return fail(new SocialLoginCancelledError({ pluginId: d.pluginId }));
        if (state === undefined) return;
        // Asks the callback page for the result; delivered only while the popup is on the frame's origin.
        try {
          popup.postMessage({ type: RESULT_REQUEST_TYPE, state }, origin);
        } catch {
          // The popup is between pages: the next tick asks again.
        }
      }, POPUP_POLL_MS);
      const attempt: Attempt = { provider, abandon: () => fail(new AbortedError('Request was aborted', { pluginId: d.pluginId })) };
      d.current.attempt = attempt;
      win.addEventListener('message', onMessage);
      if (o.signal?.aborted) return attempt.abandon();
      o.signal?.addEventListener('abort', attempt.abandon, { once: true });
      if (ready !== undefined) return;
      // The popup opened empty (the URL was not fetched ahead): it goes to the provider once it is here.
      uriFor(d, provider, o.signal).then(
        (uri) => {
          if (done) return;
          const safe = signInUrl(uri);
          if (!safe) return fail(notAllowed(d, uri));
          state = safe.state;
          try {
            popup.location.replace(safe.url);
          } catch (error) {
            fail(error);
          }
        },
        (error: unknown) => fail(error),
      );
    });
  } catch (error) {
    throw ended(d, seq, provider, 'popup', error);
  }
  return complete(d, provider, 'popup', resultUri, o, seq);
}

/** The redirect sign-in this browser started, as stored before the page left. */
interface PendingLogin {
  provider: PopupProvider;
  state: string;
  expiresAt: number;
}

/** Popups blocked (or Telegram): the page goes to the provider and comes back with `?result_uri=`. */
async function redirect(d: FlowDeps, seq: number, provider: PopupProvider, ready: string | undefined, o: SocialsRequestOptions): Promise<undefined> {
  setLogin(d, { status: 'redirecting', provider, via: 'redirect' });
  try {
    const uri = ready ?? (await uriFor(d, provider, o.signal));
    const safe = signInUrl(uri);
    if (!safe) throw notAllowed(d, uri);
    if (o.signal?.aborted) throw new AbortedError('Request was aborted', { pluginId: d.pluginId });
    // Before the page leaves: only a return with this state is redeemed (once, until it expires).
    const pending: PendingLogin = { provider, state: safe.state, expiresAt: d.now() + PENDING_LOGIN_TTL_MS };
    d.storage.set(PENDING_LOGIN_KEY, pending);
    d.navigate(safe.url);
    return undefined;
  } catch (error) {
    throw ended(d, seq, provider, 'redirect', error);
  }
}

/** The frame redeems the provider's result (CONNECT_SOCIAL), then the AUTH wallet connects. */
export async function complete(d: FlowDeps, provider: PopupProvider | undefined, via: 'popup' | 'redirect', resultUri: string, o: SocialsRequestOptions = {}, seq = nextSeq(d)): Promise<ConnectedAccount> {
  if (seq === d.current.seq) setLogin(d, { status: 'connecting', ...(provider ? { provider } : {}), via });
  const signal = o.signal ? { signal: o.signal } : {};
  try {
    const w = wallet(d);
    const chainId = chainIdOf(d.kit);
    const user = await w.request('CONNECT_SOCIAL', { uri: resultUri, ...(chainId ? { chainId } : {}) }, signal);
    if (user.userName) d.storage.set(StorageKeys.socialUsername, user.userName);
    const account = await d.kit.connect(w.connectorId, signal);
    if (seq === d.current.seq) setLogin(d, { status: 'connected', ...(provider ? { provider } : {}), via });
    return account;
  } catch (error) {
    throw ended(d, seq, provider, via, error);
  }
}

/** Asks the frame for a Farcaster sign-in URL: https (or a loopback reference frame's http). */
export async function farcasterUri(d: FlowDeps, o: SocialsRequestOptions = {}): Promise<string> {
  const { url } = await wallet(d).request('GET_FARCASTER_URI', {}, o.signal ? { signal: o.signal } : {});
  const safe = openableUrl(url);
  if (!safe) throw notAllowed(d, url);
  return url;
}

/** Waits for the visitor's approval in Farcaster, then connects the AUTH wallet. */
export async function connectFarcaster(d: FlowDeps, o: SocialsRequestOptions = {}): Promise<ConnectedAccount> {
  const signal = o.signal ? { signal: o.signal } : {};
  const w = wallet(d);
  const { userName } = await w.request('CONNECT_FARCASTER', {}, signal);
  if (userName) d.storage.set(StorageKeys.socialUsername, userName);
  return d.kit.connect(w.connectorId, signal);
}

const POPUP_PROVIDERS: readonly string[] = ['google', 'github', 'apple', 'facebook', 'x', 'discord'];
const isPopupProvider = (v: unknown): v is PopupProvider => typeof v === 'string' && POPUP_PROVIDERS.includes(v);
const isPendingLogin = (v: unknown): v is PendingLogin => {
  if (!v || typeof v !== 'object') return false;
  const p = v as Record<string, unknown>;
  return isPopupProvider(p.provider) && typeof p.state === 'string' && p.state !== '' && typeof p.expiresAt === 'number' && Number.isFinite(p.expiresAt);
};

/** What finishing a redirect sign-in needs besides the steps' dependencies. */
export interface ResumeRedirect {
  /** The `result_uri` the page came back with (already removed from the address). */
  returned: string;
  signal: AbortSignal;
  logger: { warn(...args: unknown[]): void; error(...args: unknown[]): void };
  /** Whether the remote `socials` feature is on. */
  enabled(): boolean;
}

/**
 * Finishes a sign-in that went to the provider without a popup (the redirect fallback): the reply
 * counts only when this browser started that sign-in (its OAuth state is the one stored before the
 * page left, once, before it expires), on the secure frame's origin and while social login is on;
 * the visitor sees it finish in ConnectingSocial (or fail, with Try again). Anything else is
 * dropped: no view opens, nothing is sent to the frame.
 *
 * @example
 * await resumeRedirect(deps, { returned, signal, logger, enabled: () => true });
 */
export async function resumeRedirect(deps: FlowDeps, { returned, signal, logger, enabled }: ResumeRedirect): Promise<void> {
  const pending = deps.storage.get(PENDING_LOGIN_KEY, isPendingLogin);
  // Single use: whatever happens next, the stored sign-in is gone.
  deps.storage.remove(PENDING_LOGIN_KEY);
  deps.storage.remove(LEGACY_PENDING_PROVIDER_KEY);
  let uri: string | undefined;
  try {
    uri = resultUriOf(returned, deps.frameOrigin());
  } catch (error) {
    return logger.error('[latchkey] a social sign-in came back, but the secure frame origin is unknown', error);
  }
  if (!uri) return logger.warn("[latchkey] ignored a result_uri that is not on the secure frame's origin");
  if (!pending || pending.expiresAt <= deps.now() || oauthStateOf(uri) !== pending.state) return logger.warn('[latchkey] ignored a result_uri of a sign-in this browser did not start (or that expired)');
  if (!enabled()) return logger.warn('[latchkey] ignored a result_uri: social login is off');
  if (signal.aborted) return;
  const { provider } = pending;
  try {
    deps.kit.open({ view: SOCIALS_VIEWS.connecting, params: { provider } });
  } catch {
    // No modal (a kit driven by the dapp's own UI): the state says how it went.
  }
  await complete(deps, provider, 'redirect', uri).catch((error: unknown) => logger.warn('[latchkey] social sign-in failed', error));
}
