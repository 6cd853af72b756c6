// The reference secure frame page (browser). Loaded by the dapp in a hidden iframe on another
// origin, it:
// - learns the parent's origin (location.ancestorOrigins, else document.referrer) and asks its own
//   server whether the project allows it;
// - posts FRAME_READY { version } to window.parent with that exact origin as targetOrigin;
// - hears only messages whose origin is that origin AND whose source is window.parent, each checked
//   with checkAppMessage; everything else is dropped (and counted in <html data-dropped>);
// - forwards each request to its server (same origin), answers FRAME_<EVENT>_SUCCESS / _ERROR with
//   the same id, posts FRAME_SESSION_UPDATE { token } when the session begins or ends;
// - on an unverified domain still says FRAME_READY, then answers every request with
//   FRAME_<EVENT>_ERROR { message: 'Unverified domain' } and posts nothing else.
// The session's bearer token and the device id stay in this origin's localStorage; the keys stay on
// the server. Nothing posted to the parent ever carries either.
import { checkAppMessage, checkFrameMessage } from '@latchkey/embedded-wallet/protocol';
import type { AppEventName, AppMessage, FrameMessage } from '@latchkey/embedded-wallet/protocol';
import { ABORTED_MESSAGE, DEVICE_ID_PATTERN, UNVERIFIED_DOMAIN_MESSAGE, createFrameApiClient, newDeviceId } from '../api';
import type { TokenStore } from '../api';

/** Keys in the frame origin's localStorage. */
const STORAGE_KEYS = { device: 'latchkey-frame/device', session: 'latchkey-frame/session' } as const;

type Mode = 'booting' | 'ready' | 'unverified' | 'failed';

function storageOf(win: Window): Pick<Storage, 'getItem' | 'setItem' | 'removeItem'> {
  try {
    const storage = win.localStorage;
    const probe = 'latchkey-frame/probe';
    storage.setItem(probe, '1');
    storage.removeItem(probe);
    return storage;
  } catch {
    // Storage blocked (e.g. third-party storage off): a session lasts as long as the page.
    const memory = new Map<string, string>();
    return { getItem: (key) => memory.get(key) ?? null, setItem: (key, value) => void memory.set(key, value), removeItem: (key) => void memory.delete(key) };
  }
}

/** The parent page's origin: the browser's own record when it has one, else the referrer's origin. */
function parentOriginOf(win: Window): string | null {
  if (win.parent === win) return null;
  const ancestors = win.location.ancestorOrigins;
  if (ancestors && ancestors.length > 0) {
    const first = ancestors.item(0);
    return first && first !== 'null' ? first : null;
  }
  try {
    const origin = win.document.referrer ? new URL(win.document.referrer).origin : null;
    return origin && origin !== 'null' ? origin : null;
  } catch {
    return null;
  }
}

function start(win: Window): void {
  const doc = win.document;
  const root = doc.documentElement;
  const statusLine = doc.getElementById('status');
  const setStatus = (mode: Mode | 'standalone', text: string): void => {
    root.dataset.state = mode;
    if (statusLine) statusLine.textContent = text;
  };
  const query = new URLSearchParams(win.location.search);
  const projectId = query.get('projectId') ?? '';
  const logging = query.get('enableLogger') === 'true';
  const log = (...args: unknown[]): void => {
    if (logging) console.info('[latchkey frame]', ...args);
  };

  const parentOrigin = parentOriginOf(win);
  if (!parentOrigin) {
    setStatus('standalone', 'This page is meant to be embedded by a dapp (its origin could not be learnt).');
    return;
  }

  const storage = storageOf(win);
  let deviceId = storage.getItem(STORAGE_KEYS.device);
  if (!deviceId || !DEVICE_ID_PATTERN.test(deviceId)) {
    deviceId = newDeviceId();
    storage.setItem(STORAGE_KEYS.device, deviceId);
  }
  const tokens: TokenStore = {
    get: () => storage.getItem(STORAGE_KEYS.session),
    set: (token) => (token ? storage.setItem(STORAGE_KEYS.session, token) : storage.removeItem(STORAGE_KEYS.session)),
  };
  const api = createFrameApiClient({
    baseUrl: win.location.origin,
    deviceId,
    tokens,
    context: { projectId, chainId: query.get('chainId') ?? undefined, parentOrigin },
  });

  let mode: Mode = 'booting';
  let dropped = 0;
  const queue: AppMessage[] = [];
  const rpcControllers = new Set<AbortController>();

  const post = (message: FrameMessage): void => {
    // Every answer is checked against the protocol before it leaves, like the app checks it on receipt.
    let checked = checkFrameMessage(message);
    if (!checked && 'id' in message) {
      log('an answer failed the protocol check', message);
      const name = message.type.replace(/^FRAME_/, '').replace(/_(SUCCESS|ERROR)$/, '');
      checked = checkFrameMessage({ type: `FRAME_${name}_ERROR`, id: message.id, payload: { message: 'The frame produced an invalid answer' } });
    }
    if (checked) win.parent.postMessage(checked, parentOrigin);
  };
  const answerError = (message: AppMessage, text: string): void => {
    post({ type: `FRAME_${message.type.slice(4)}_ERROR`, id: message.id, payload: { message: text } } as FrameMessage);
  };

  const handle = async (message: AppMessage): Promise<void> => {
    const name = message.type.slice(4) as AppEventName;
    if (mode === 'unverified') return answerError(message, UNVERIFIED_DOMAIN_MESSAGE);
    if (name === 'RPC_ABORT') {
      for (const controller of rpcControllers) controller.abort();
      rpcControllers.clear();
      post({ type: 'FRAME_RPC_ABORT_SUCCESS', id: message.id, payload: {} });
      return;
    }
    const controller = new AbortController();
    if (name === 'RPC_REQUEST') rpcControllers.add(controller);
    log('→', message.type, message.id);
    try {
      const answer = await api.call(name, message.payload as never, { signal: controller.signal });
      if (controller.signal.aborted) return answerError(message, ABORTED_MESSAGE);
      if ('hang' in answer) {
        log('hanging (fault)', message.type, message.id);
        return;
      }
      if (answer.session !== undefined) post({ type: 'FRAME_SESSION_UPDATE', payload: { token: answer.session ? answer.session.handle : null } });
      if (answer.ok) post({ type: `FRAME_${name}_SUCCESS`, id: message.id, payload: answer.payload } as FrameMessage);
      else answerError(message, answer.message);
      if (name === 'RELOAD' && answer.ok) win.setTimeout(() => win.location.reload(), 0);
    } catch (error) {
      answerError(message, controller.signal.aborted ? ABORTED_MESSAGE : error instanceof Error && error.message ? error.message : 'An error occurred');
    } finally {
      rpcControllers.delete(controller);
    }
  };

  win.addEventListener('message', (event: MessageEvent) => {
    // Exactly the parent window, from exactly its origin: a sibling frame, an opener, a popup or
    // any other window is ignored even when it names this frame as its target.
    if (event.source !== win.parent || event.origin !== parentOrigin) {
      root.dataset.dropped = String(++dropped);
      return;
    }
    const message = checkAppMessage(event.data);
    if (!message) {
      root.dataset.dropped = String(++dropped);
      return;
    }
    if (mode === 'booting') queue.push(message);
    else if (mode !== 'failed') void handle(message);
  });

  setStatus('booting', `Checking ${parentOrigin}…`);
  const hadToken = tokens.get() !== null;
  api
    .boot(projectId, parentOrigin)
    .then(async (boot) => {
      if (boot.readyDelayMs > 0) await new Promise((resolve) => win.setTimeout(resolve, boot.readyDelayMs));
      mode = boot.allowed ? 'ready' : 'unverified';
      setStatus(mode, boot.allowed ? `Ready for ${parentOrigin}.` : `${parentOrigin} is not allowed by project ${projectId || '(none)'}: ${boot.reason ?? UNVERIFIED_DOMAIN_MESSAGE}.`);
      post({ type: 'FRAME_READY', payload: { version: boot.version } });
      if (boot.allowed && boot.session) post({ type: 'FRAME_SESSION_UPDATE', payload: { token: boot.session.handle } });
      else if (boot.allowed && hadToken) post({ type: 'FRAME_SESSION_UPDATE', payload: { token: null } });
      for (const message of queue.splice(0)) void handle(message);
    })
    .catch((error: unknown) => {
      // The domain could not be checked: no FRAME_READY, so the app's load timeout reports it.
      mode = 'failed';
      queue.splice(0);
      setStatus('failed', `Could not start: ${error instanceof Error ? error.message : String(error)}`);
    });
}

start(window);
