import { AbortedError, KitError, TimeoutError } from '@latchkey/kernel';

export { frameOrigin };
import { frameOrigin } from './origin';
import { checkFrameMessage, requestId, type AppEventName, type AppEvents, type FrameMessage } from '../protocol/index';

import { FRAME_DISCONNECT_TIMEOUT_MS, FRAME_LOAD_TIMEOUT_MS, FRAME_REQUEST_TIMEOUT_MS, READY_SETTLE_MS } from './timings';

export { FRAME_DISCONNECT_TIMEOUT_MS, FRAME_LOAD_TIMEOUT_MS, FRAME_REQUEST_TIMEOUT_MS, READY_SETTLE_MS };
/** What the reference frame answers when the page's origin is not on the project's allowlist. */
export const UNVERIFIED_DOMAIN_MESSAGE = 'Unverified domain';

export type FrameAlert = 'IFRAME_LOAD_FAILED' | 'IFRAME_REQUEST_TIMEOUT' | 'UNVERIFIED_DOMAIN';

export interface FrameClientOptions {
  /** The secure site's frame page (https, or http on a loopback host for development). */
  url: string;
  /** SPEC §7 query: projectId, chainId, version, enableLogger, rpcUrl. */
  query: Record<string, string | undefined>;
  /** The dapp's window (its document gets the hidden iframe). */
  window: Window;
  /** Aborts when the kit is destroyed. */
  signal: AbortSignal;
  onSessionUpdate?(token: string | null): void;
  onAlert?(code: FrameAlert): void;
  /** Counts what was dropped (wrong origin or source, malformed): for tests and debugging. */
  onDropped?(reason: 'origin' | 'source' | 'invalid' | 'unknown-id'): void;
  /**
   * With `enableLogger`: one line per message to and from the frame — its type and request id,
   * never its payload (codes, emails, tokens and signatures stay out of logs).
   */
  onLog?(line: string): void;
}

export interface FrameClient {
  /** The frame loaded and said FRAME_READY (loads it on first call). */
  ready(): Promise<void>;
  request<K extends AppEventName>(name: K, payload: AppEvents[K][0], options?: { timeoutMs?: number; signal?: AbortSignal }): Promise<AppEvents[K][1]>;
  /** The visitor closed an approval: the frame stops the RPC request, whose promise rejects. */
  abortRpc(): void;
  /** Takes the frame out of the page; every pending request rejects. */
  destroy(): void;
  readonly origin: string;
}

interface Pending {
  name: AppEventName;
  resolve(value: unknown): void;
  reject(error: KitError): void;
}

/**
 * The app side of the secure frame (SPEC §7): a hidden iframe on the secure site's origin, talked
 * to by postMessage to that exact origin only, hearing only messages whose origin is that origin
 * and whose source is that iframe's window, each validated (build-time validators) before use.
 * Requests carry random ids and settle on the matching answer, a timeout, an abort or destroy.
 */
export function createFrameClient(options: FrameClientOptions): FrameClient {
  const origin = frameOrigin(options.url);
  const win = options.window;
  const pending = new Map<string, Pending>();
  let iframe: HTMLIFrameElement | undefined;
  let readyPromise: Promise<void> | undefined;
  let onReady: (() => void) | undefined;
  let destroyed = false;
  let rpcId: string | undefined;

  const rejectAll = (error: KitError) => {
    for (const [id, p] of pending) {
      pending.delete(id);
      p.reject(error);
    }
  };

  const drop = (reason: 'origin' | 'source' | 'invalid' | 'unknown-id') => {
    options.onLog?.(`dropped a message (${reason})`);
    options.onDropped?.(reason);
  };
  function onMessage(event: MessageEvent) {
    if (event.origin !== origin) return drop('origin');
    if (!iframe || event.source !== iframe.contentWindow) return drop('source');
    const message: FrameMessage | undefined = checkFrameMessage(event.data);
    if (!message) return drop('invalid');
    options.onLog?.(`← ${message.type}${'id' in message && message.id ? ` ${String(message.id)}` : ''}`);
    if (message.type === 'FRAME_READY') return onReady?.();
    if (message.type === 'FRAME_SESSION_UPDATE') return options.onSessionUpdate?.(message.payload.token);
    const p = pending.get(message.id);
    // The exact event: a prefix test let FRAME_UPDATE_EMAIL_PRIMARY_OTP_* settle a waiting UPDATE_EMAIL.
    if (!p || (message.type !== `FRAME_${p.name}_SUCCESS` && message.type !== `FRAME_${p.name}_ERROR`)) return drop('unknown-id');
    pending.delete(message.id);
    if (message.type.endsWith('_SUCCESS')) return p.resolve((message as { payload?: unknown }).payload);
    const text = (message.payload as { message?: string } | undefined)?.message || 'An error occurred';
    if (text === UNVERIFIED_DOMAIN_MESSAGE) options.onAlert?.('UNVERIFIED_DOMAIN');
    p.reject(new KitError(text, { details: `the embedded wallet refused ${p.name}` }));
  }

  const stop = () => {
    destroyed = true;
    win.removeEventListener('message', onMessage);
    rejectAll(new AbortedError('Request was aborted', { details: 'the embedded wallet was closed' }));
    iframe?.remove();
    iframe = undefined;
  };
  options.signal.addEventListener('abort', stop, { once: true });

  function load(): Promise<void> {
    if (destroyed) return Promise.reject(new KitError('W3mFrame: iframe is not set'));
    const doc = win.document;
    if (!doc?.body) return Promise.reject(new KitError('W3mFrame: iframe is not set', { details: 'no document to put the frame in' }));
    win.addEventListener('message', onMessage);
    return new Promise<void>((resolve, reject) => {
      const failed = () => {
        clearTimeout(timer);
        readyPromise = undefined;
        iframe?.remove();
        iframe = undefined;
        win.removeEventListener('message', onMessage);
        options.onAlert?.('IFRAME_LOAD_FAILED');
        reject(new KitError('Unable to load email login dependency', { details: `${origin} did not answer within ${FRAME_LOAD_TIMEOUT_MS / 1000} s` }));
      };
      const timer = setTimeout(failed, FRAME_LOAD_TIMEOUT_MS);
      onReady = () => {
        onReady = undefined;
        clearTimeout(timer);
        // A session update that follows FRAME_READY lands before the first request.
        setTimeout(resolve, READY_SETTLE_MS);
      };
      const src = new URL(options.url);
      for (const [k, v] of Object.entries(options.query)) if (v !== undefined) src.searchParams.set(k, v);
      const el = doc.createElement('iframe');
      el.src = src.toString();
      el.title = 'Embedded wallet';
      el.setAttribute('aria-hidden', 'true');
      el.tabIndex = -1;
      // Hidden without a style attribute (a strict CSP allows attributes, not inline styles).
      el.hidden = true;
      el.width = '0';
      el.height = '0';
      el.referrerPolicy = 'origin';
      el.addEventListener('error', failed, { once: true });
      iframe = el;
      doc.body.appendChild(el);
    });
  }

  const client: FrameClient = {
    origin,
    ready() {
      readyPromise ??= load();
      return readyPromise;
    },

    async request(name, payload, o = {}) {
      await client.ready();
      const target = iframe?.contentWindow;
      if (destroyed || !target) throw new KitError('W3mFrame: iframe is not set');
      const id = requestId(win.crypto ?? globalThis.crypto);
      const timeoutMs = o.timeoutMs ?? FRAME_REQUEST_TIMEOUT_MS;
      return new Promise((resolve, reject) => {
        const timer = setTimeout(() => {
          if (!pending.delete(id)) return;
          if (name === 'SIGN_OUT') return reject(new TimeoutError());
          options.onAlert?.('IFRAME_REQUEST_TIMEOUT');
          reject(new TimeoutError('timed out', { details: `the embedded wallet did not answer ${name}` }));
        }, timeoutMs);
        const onAbort = () => {
          if (!pending.delete(id)) return;
          clearTimeout(timer);
          if (name === 'RPC_REQUEST') void client.abortRpc();
          reject(new AbortedError(name === 'RPC_REQUEST' ? 'Request was aborted' : 'Something went wrong'));
        };
        o.signal?.addEventListener('abort', onAbort, { once: true });
        const settle = () => {
          clearTimeout(timer);
          o.signal?.removeEventListener('abort', onAbort);
          if (rpcId === id) rpcId = undefined;
        };
        pending.set(id, {
          name,
          resolve: (v) => (settle(), resolve(v as never)),
          reject: (e) => (settle(), reject(e)),
        });
        if (name === 'RPC_REQUEST') rpcId = id;
        if (o.signal?.aborted) return onAbort();
        options.onLog?.(`→ APP_${name} ${id}`);
        target.postMessage({ type: `APP_${name}`, id, payload }, origin);
      });
    },

    abortRpc() {
      const id = rpcId;
      if (!id) return;
      rpcId = undefined;
      const target = iframe?.contentWindow;
      if (target) target.postMessage({ type: 'APP_RPC_ABORT', id: requestId(win.crypto ?? globalThis.crypto), payload: {} }, origin);
      const p = id ? pending.get(id) : undefined;
      if (id && p) {
        pending.delete(id);
        p.reject(new AbortedError('Request was aborted'));
      }
    },

    destroy: stop,
  };
  return client;
}
