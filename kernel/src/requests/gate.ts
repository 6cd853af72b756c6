import { AbortedError, KitError, RequestNotAllowedError, UserRejectedError } from '../errors';
import { withTimeout } from '../net/timeout';
import type { Host } from '../host';
import type { ChainNamespace } from '../types/chain';
import type { PendingRequestInfo } from '../types/state';
import type { ConnectionManager } from '../connection/connection';
import { toKitError } from '../connection/errors';
import { SAFE_METHODS, UNSAFE_METHODS, type MethodSafety } from './methods';

export const MAX_PENDING_REQUESTS = 99;
export const RPC_TIMEOUT_MS = 10_000;
/** A signature or a transaction waits for the visitor in their wallet. */
export const WALLET_PROMPT_TIMEOUT_MS = 120_000;

export interface RequestArgs {
  namespace?: ChainNamespace;
  method: string;
  params?: unknown;
}

export interface RequestGate {
  request<T = unknown>(args: RequestArgs): Promise<T>;
  classify(method: string, namespace?: ChainNamespace): MethodSafety;
  approve(id: string): void;
  reject(id: string): void;
  /** Rejects every pending request (the modal closed, the kit is destroyed). */
  abortAll(reason?: KitError): void;
}

interface Waiting {
  info: PendingRequestInfo;
  resolve: (value: unknown) => void;
  reject: (error: unknown) => void;
  running: boolean;
}


/**
 * RPC gating (SPEC §4, §6): safe methods run, unsafe ones wait in the transaction stack for
 * approval through the ApproveTransaction view, unknown ones are refused with 'Action not allowed'.
 */
export function createRequestGate(host: Host, connection: ConnectionManager, refreshBalance: (ns: ChainNamespace) => void): RequestGate {
  const { store } = host;
  const waiting = new Map<string, Waiting>();
  let counter = 0;
  const nextId = () => `req-${Date.now().toString(36)}-${(++counter).toString(36)}`;

  const classify: RequestGate['classify'] = (method, namespace) => {
    const contributed = host.rpcMethods.get(method);
    if (contributed && (!contributed.namespace || !namespace || contributed.namespace === namespace)) return contributed.safe ? 'safe' : 'unsafe';
    if (SAFE_METHODS.has(method)) return 'safe';
    if (UNSAFE_METHODS.has(method)) return 'unsafe';
    return 'unknown';
  };

  const run = (args: Required<Pick<RequestArgs, 'namespace' | 'method'>> & { params?: unknown }, timeoutMs: number) => {
    const contributed = host.rpcMethods.get(args.method);
    if (contributed?.handler) return withTimeout(contributed.handler({ ...args }, host.signal), timeoutMs, { signal: host.signal });
    const adapter = connection.adapterFor(args.namespace);
    if (!adapter) return Promise.reject(new KitError('No ActiveCaipAddress found', { details: `namespace ${args.namespace} is not connected` }));
    return withTimeout(adapter.request({ method: args.method, params: args.params }, host.signal), timeoutMs, { signal: host.signal });
  };

  const settle = (id: string) => {
    waiting.delete(id);
    store.update((s) => void (s.requests = s.requests.filter((r) => r.id !== id)));
    const next = store.getState().requests[0];
    if (next) host.router.reset('ApproveTransaction', { requestId: next.id });
    else if (store.getState().modal.open) {
      // The stack pops back to what was on screen before (a sign-in, the account); else close.
      if (host.router.current?.view === 'ApproveTransaction' && host.router.history.length > 1) host.router.goBack();
      else if (host.router.current?.view === 'ApproveTransaction') host.closeModal({ force: true });
    }
  };

  const gate: RequestGate = {
    classify,

    async request<T>(args: RequestArgs): Promise<T> {
      const namespace = args.namespace ?? store.getState().activeNamespace;
      if (!namespace) throw new KitError('No ActiveCaipNetwork or client found');
      const safety = classify(args.method, namespace);
      if (safety === 'unknown') {
        host.logger.error(`[latchkey] Action not allowed: Requested RPC call is not allowed (${args.method})`);
        host.showAlert('ACTION_NOT_ALLOWED');
        gate.abortAll(new RequestNotAllowedError('Action not allowed', { details: 'Requested RPC call is not allowed' }));
        throw new RequestNotAllowedError('Action not allowed', { details: `Requested RPC call is not allowed: ${args.method}` });
      }
      if (safety === 'safe') {
        try {
          return (await run({ namespace, method: args.method, params: args.params }, RPC_TIMEOUT_MS)) as T;
        } catch (error) {
          throw toKitError(error, `${args.method} failed`);
        }
      }
      if (store.getState().requests.length >= MAX_PENDING_REQUESTS) {
        throw new KitError('Too many pending requests', { details: `at most ${MAX_PENDING_REQUESTS} wait for approval` });
      }
      const info: PendingRequestInfo = { id: nextId(), namespace, method: args.method, params: args.params, createdAt: Date.now() };
      const promise = new Promise<T>((resolve, reject) => {
        waiting.set(info.id, { info, resolve: resolve as (v: unknown) => void, reject, running: false });
      });
      store.update((s) => void s.requests.push(info));
      host.bus.emit('requestQueued', info);
      if (store.getState().requests.length === 1) {
        if (store.getState().modal.open) host.router.push('ApproveTransaction', { requestId: info.id });
        else host.openModal({ view: 'ApproveTransaction', params: { requestId: info.id } });
      }
      return promise;
    },

    approve(id) {
      const w = waiting.get(id);
      if (!w || w.running) return;
      w.running = true;
      run({ namespace: w.info.namespace, method: w.info.method, params: w.info.params }, WALLET_PROMPT_TIMEOUT_MS).then(
        (value) => {
          w.resolve(value);
          host.bus.emit('requestSettled', { id, method: w.info.method, ok: true });
        },
        (error: unknown) => {
          w.reject(toKitError(error, `${w.info.method} failed`));
          host.bus.emit('requestSettled', { id, method: w.info.method, ok: false });
        },
      ).finally(() => {
        refreshBalance(w.info.namespace);
        if (waiting.has(id)) settle(id);
      });
    },

    reject(id) {
      const w = waiting.get(id);
      if (!w || w.running) return;
      w.reject(new UserRejectedError());
      host.bus.emit('requestSettled', { id, method: w.info.method, ok: false });
      settle(id);
    },

    abortAll(reason) {
      const all = [...waiting.values()].filter((w) => !w.running);
      for (const w of all) {
        waiting.delete(w.info.id);
        w.reject(reason ?? new AbortedError('Request was aborted'));
        host.bus.emit('requestSettled', { id: w.info.id, method: w.info.method, ok: false });
      }
      if (all.length) {
        const ids = new Set(all.map((w) => w.info.id));
        store.update((s) => void (s.requests = s.requests.filter((r) => !ids.has(r.id))));
        // Nothing is left to approve: don't leave an empty approval on screen.
        if (store.getState().modal.open && host.router.current?.view === 'ApproveTransaction' && store.getState().requests.length === 0) {
          if (host.router.history.length > 1) host.router.goBack();
          else host.closeModal({ force: true });
        }
      }
    },
  };
  return gate;
}
