import { AbortedError, KitError, UserRejectedError, ValidationError } from '../errors';
import { RequestNotAllowedError } from '../errors/flowErrors';
import { withTimeout } from '../net/timeout';
import type { KitStore } from '../store/createStore';
import type { KitEventBus } from '../bus/createBus';
import type { Router } from '../router/createRouter';
import type { ChainNamespace } from '../types/chain';
import type { PendingRequestInfo } from '../types/state';
import type { ConnectorAdapter } from '../plugins/connector';
import type { RpcHandlerTools } from '../plugins/contributions';
import type { NamespaceRegistry, MethodSafety } from '../namespaces/registry';
import type { RequestArgs } from './types';

export type { RequestArgs };
import type { RpcTable } from './rpcTable';
import { hooksOf, toKitError } from '../connection/errors';
import { servedNamespace } from '../store/served';
import { classifyMethod } from './classify';

export type { MethodSafety };

export const MAX_PENDING_REQUESTS = 99;
export const RPC_TIMEOUT_MS = 10_000;
/** A signature or a transaction waits for the visitor in their wallet. */
export const WALLET_PROMPT_TIMEOUT_MS = 120_000;


export interface RequestGate {
  request<T = unknown>(args: RequestArgs): Promise<T>;
  classify(method: string, namespace?: ChainNamespace): MethodSafety;
  approve(id: string): void;
  reject(id: string): void;
  /** Rejects every pending request (the modal closed, the kit is destroyed). */
  abortAll(reason?: KitError): void;
}

export interface GateDeps {
  store: KitStore;
  bus: KitEventBus;
  router: Router;
  namespaces: NamespaceRegistry;
  rpc: RpcTable;
  signal: AbortSignal;
  logger: Pick<Console, 'error'>;
  adapterFor(namespace: ChainNamespace): ConnectorAdapter | undefined;
  /** `'all'`: the kit's review before every wallet; `'auto'`: only before wallets without a screen of their own. */
  approvals: 'auto' | 'all';
  /** The RPC of the plugin that owns a handler. */
  rpcFor(pluginId: string): RpcHandlerTools['rpc'];
  refreshBalance(namespace: ChainNamespace): void;
  showAlert(code: 'ACTION_NOT_ALLOWED'): void;
  openModal(entry?: { view?: string; params?: Record<string, unknown> }): void;
  closeModal(options: { force: true }): void;
}

interface Waiting {
  info: PendingRequestInfo;
  resolve: (value: unknown) => void;
  reject: (error: unknown) => void;
  running: boolean;
}

/** The request as read once: later reads of the caller's object never change what runs. */
interface Snapshot {
  namespace: ChainNamespace;
  method: string;
  params: unknown;
}

/** A private copy of the caller's params: the caller's objects are neither frozen nor re-read. */
function copyParams(params: unknown): unknown {
  if (params === undefined) return undefined;
  try {
    return structuredClone(params);
  } catch (error) {
    throw new ValidationError('Invalid input', { details: 'request params must be plain data (no functions or class instances)', cause: error });
  }
}

/**
 * RPC gating (SPEC §4, §6): safe methods run, unsafe ones wait in the transaction stack for
 * approval through the ApproveTransaction view, unknown and refused ones are refused with
 * 'Action not allowed'. Which is which comes from the namespace's adapter and the plugins' `rpc`.
 */
export function createRequestGate(deps: GateDeps): RequestGate {
  const { store, bus, router } = deps;
  const waiting = new Map<string, Waiting>();
  /** Requests sent straight to a wallet that confirms them itself, still unanswered. */
  let direct = 0;
  let counter = 0;
  const nextId = () => `req-${Date.now().toString(36)}-${(++counter).toString(36)}`;

  const classify: RequestGate['classify'] = (method, namespace) => classifyMethod(deps, method, namespace);

  /** What the wallet's plugin says its errors mean: the connected connector's hook, then the namespace's. */
  const hooksFor = (namespace: ChainNamespace) => hooksOf(deps.adapterFor(namespace), deps.namespaces.get(namespace));

  const run = (req: Snapshot, timeoutMs: number) => {
    const contributed = deps.rpc.find(req.namespace, req.method);
    if (contributed?.handler) {
      const tools = { network: store.getState().chains[req.namespace]?.network.caipNetwork, rpc: deps.rpcFor(contributed.pluginId) };
      // A handler that throws before returning a promise still settles the caller's promise.
      const handler = contributed.handler;
      return withTimeout(Promise.resolve().then(() => handler({ ...req }, deps.signal, tools)), timeoutMs, { signal: deps.signal });
    }
    const adapter = deps.adapterFor(req.namespace);
    if (!adapter) return Promise.reject(new KitError('No ActiveCaipAddress found', { details: `namespace ${req.namespace} is not connected` }));
    const chain = store.getState().chains[req.namespace];
    return withTimeout(
      adapter.request({ namespace: req.namespace, network: chain?.network.caipNetwork, address: chain?.account.address, method: req.method, params: req.params }, deps.signal),
      timeoutMs,
      { signal: deps.signal },
    );
  };

  const settle = (id: string) => {
    waiting.delete(id);
    store.update((s) => void (s.requests = s.requests.filter((r) => r.id !== id)));
    const next = store.getState().requests[0];
    if (next) router.reset('ApproveTransaction', { requestId: next.id });
    else if (store.getState().modal.open) {
      // The stack pops back to what was on screen before (a sign-in, the account); else close.
      if (router.current?.view === 'ApproveTransaction' && router.history.length > 1) router.goBack();
      else if (router.current?.view === 'ApproveTransaction') deps.closeModal({ force: true });
    }
  };

  /** Reads the caller's arguments exactly once and checks their types (host input is untrusted). */
  const snapshot = (args: RequestArgs): Snapshot => {
    if (!args || typeof args !== 'object') throw new ValidationError('Invalid input', { details: 'request expects { method, params?, namespace? }' });
    const { method, namespace: asked, params } = args;
    if (typeof method !== 'string' || !method) throw new ValidationError('Invalid input', { details: 'method must be a non-empty string' });
    const namespace = asked === undefined ? store.getState().activeNamespace : servedNamespace(store.getState(), asked);
    if (!namespace) throw new KitError('No ActiveCaipNetwork or client found');
    return { namespace, method, params: copyParams(params) };
  };

  /** Sends a request to a wallet that confirms it itself; announced and settled like an approved one. */
  const sendDirect = async <T>(info: PendingRequestInfo): Promise<T> => {
    direct++;
    bus.emit('requestQueued', info);
    try {
      const value = await run({ namespace: info.namespace, method: info.method, params: info.params }, WALLET_PROMPT_TIMEOUT_MS);
      bus.emit('requestSettled', { id: info.id, method: info.method, ok: true, result: value });
      return value as T;
    } catch (error) {
      bus.emit('requestSettled', { id: info.id, method: info.method, ok: false });
      throw toKitError(error, `${info.method} failed`, hooksFor(info.namespace));
    } finally {
      direct--;
      deps.refreshBalance(info.namespace);
    }
  };

  const gate: RequestGate = {
    classify,

    async request<T>(args: RequestArgs): Promise<T> {
      const req = snapshot(args);
      const safety = classify(req.method, req.namespace);
      if (safety === 'unknown') {
        deps.logger.error(`[latchkey] Action not allowed: Requested RPC call is not allowed (${req.method})`);
        deps.showAlert('ACTION_NOT_ALLOWED');
        gate.abortAll(new RequestNotAllowedError('Action not allowed', { details: 'Requested RPC call is not allowed' }));
        // SPEC §8: the modal opens to show it.
        if (!store.getState().modal.open) deps.openModal();
        throw new RequestNotAllowedError('Action not allowed', { details: `Requested RPC call is not allowed: ${req.method}` });
      }
      if (safety === 'safe') {
        try {
          return (await run(req, RPC_TIMEOUT_MS)) as T;
        } catch (error) {
          throw toKitError(error, `${req.method} failed`, hooksFor(req.namespace));
        }
      }
      // Nothing could answer it: refuse before asking the visitor to approve in vain.
      if (!deps.rpc.find(req.namespace, req.method)?.handler && !deps.adapterFor(req.namespace)) {
        throw new KitError('No ActiveCaipAddress found', { details: `namespace ${req.namespace} is not connected` });
      }
      // The namespace's rules (SPEC §5) run before the approval view and the wallet see anything.
      const chain = store.getState().chains[req.namespace];
      const check = deps.namespaces.get(req.namespace)?.checkRequest?.({ method: req.method, params: req.params, network: chain?.network.caipNetwork, address: chain?.account.address });
      if (check) await check;
      if (store.getState().requests.length + direct >= MAX_PENDING_REQUESTS) {
        throw new KitError('Too many pending requests', { details: `at most ${MAX_PENDING_REQUESTS} wait for approval` });
      }
      const info: PendingRequestInfo = { id: nextId(), namespace: req.namespace, method: req.method, params: req.params, createdAt: Date.now() };
      // One confirmation per action: a wallet with a screen of its own asks the visitor itself.
      if (deps.approvals !== 'all' && deps.adapterFor(req.namespace)?.confirmsRequests === true) return sendDirect<T>(info);
      const promise = new Promise<T>((resolve, reject) => {
        waiting.set(info.id, { info, resolve: resolve as (v: unknown) => void, reject, running: false });
      });
      store.update((s) => void s.requests.push(info));
      bus.emit('requestQueued', info);
      if (store.getState().requests.length === 1) {
        if (store.getState().modal.open) router.push('ApproveTransaction', { requestId: info.id });
        else deps.openModal({ view: 'ApproveTransaction', params: { requestId: info.id } });
      }
      return promise;
    },

    approve(id) {
      const w = waiting.get(id);
      if (!w || w.running) return;
      w.running = true;
      // What runs is what was queued (and shown): the stored copy, not the caller's object.
      run({ namespace: w.info.namespace, method: w.info.method, params: w.info.params }, WALLET_PROMPT_TIMEOUT_MS)
        .then(
          (value) => {
            w.resolve(value);
            bus.emit('requestSettled', { id, method: w.info.method, ok: true, result: value });
          },
          (error: unknown) => {
            w.reject(toKitError(error, `${w.info.method} failed`, hooksFor(w.info.namespace)));
            bus.emit('requestSettled', { id, method: w.info.method, ok: false });
          },
        )
        .finally(() => {
          deps.refreshBalance(w.info.namespace);
          if (waiting.has(id)) settle(id);
        });
    },

    reject(id) {
      const w = waiting.get(id);
      if (!w || w.running) return;
      w.reject(new UserRejectedError());
      bus.emit('requestSettled', { id, method: w.info.method, ok: false });
      settle(id);
    },

    abortAll(reason) {
      const all = [...waiting.values()].filter((w) => !w.running);
      for (const w of all) {
        waiting.delete(w.info.id);
        w.reject(reason ?? new AbortedError('Request was aborted'));
        bus.emit('requestSettled', { id: w.info.id, method: w.info.method, ok: false });
      }
      if (all.length) {
        const ids = new Set(all.map((w) => w.info.id));
        store.update((s) => void (s.requests = s.requests.filter((r) => !ids.has(r.id))));
        // Nothing is left to approve: don't leave an empty approval on screen.
        if (store.getState().modal.open && router.current?.view === 'ApproveTransaction' && store.getState().requests.length === 0) {
          if (router.history.length > 1) router.goBack();
          else deps.closeModal({ force: true });
        }
      }
    },
  };
  return gate;
}
