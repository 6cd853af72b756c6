// The named export: Node's ESM resolution reaches the SDK's CommonJS build, whose default export
// is the module object, not the class (bundlers take the ESM build; both have the named one).
import { UniversalProvider } from '@walletconnect/universal-provider';
import {
  AbortedError,
  ChainError,
  ConnectorError,
  KitError,
  UserRejectedError,
  withTimeout,
  type CaipNetwork,
  type ChainNamespace,
  type ConnectorAdapter,
  type ConnectorEvents,
  type ConnectorInfo,
  type ConnectResult,
  type Kit,
  type PluginContext,
} from '@latchkey/kernel';
import { projectIdHint } from '@latchkey/kernel/project-id';
import { INIT_TIMEOUT_MS, RELAY_GRACE_MS, RELAY_RETRY_MS, URI_TIMEOUT_MS } from './timeouts';
import type { WcEnv } from '../env';
import type { WalletConnectOptions, WalletConnectState } from '../types';
import { proposalFor, proposedChains, sessionsOf, unproposedChains, type WcSession } from './session';
import { refusalAlert, toWcError } from './errors';
import { endWholeSession } from '../sessionEnd';

type Provider = Awaited<ReturnType<typeof UniversalProvider.init>>;

const STORAGE_PREFIX = 'latchkey-wc';

/** What the WalletConnect connector needs from its plugin. */
export interface WcAdapterDeps {
  ctx: PluginContext<WalletConnectState>;
  info: ConnectorInfo;
  options: WalletConnectOptions;
  /** What the plugin's entry owns: the pairing expiry and its margin, the retry guard, the disconnect timeout. */
  env: WcEnv;
  /** Reports a provider error once per message (SPEC §8). */
  reportOnce(error: KitError): void;
  /** Set by the adapter: a fresh pairing on request (the plugin API's `refresh`). */
  onRefresh(listener: (() => void) | undefined): void;
}

const sleep = (ms: number, signal: AbortSignal) =>
  new Promise<void>((resolve) => {
    const t = setTimeout(done, ms);
    signal.addEventListener('abort', done, { once: true });
    function done() {
      clearTimeout(t);
      signal.removeEventListener('abort', done);
      resolve();
    }
  });

/**
 * The WALLET_CONNECT connector over the official `@walletconnect/universal-provider` (2.x): one
 * session for every namespace the dapp configured (CAIP-25 optional namespaces), pairing URIs
 * refreshed before they expire, the SDK's outside calls tamed (telemetry off, Verify skipped,
 * no provider ping, RPC to the kit's own URLs) and every SDK call under the kit's own timeouts.
 * This module and the SDK are a lazy chunk: nothing of it loads before a relay wallet is picked
 * or a WalletConnect session is restored.
 */
export function createWcAdapter(deps: WcAdapterDeps): ConnectorAdapter & { dispose(): void } {
  const { ctx, info } = deps;
  const { pairingExpiryMs, pairingExpiryMarginMs, retryGuardMs, disconnectTimeoutMs } = deps.env;
  const kit: Kit = ctx.kit;
  let provider: Promise<Provider> | undefined;
  const listeners = new Set<ConnectorEvents>();
  /** The namespaces the kit uses this session for (a session may outlive a namespace's removal). */
  const serving = new Set<ChainNamespace>();
  let relayDownSince: number | undefined;
  const relayWaiters = new Set<(up: boolean) => void>();
  let lastPairingAt = 0;
  /** The relay refused the project (or the session's token): a pairing waits for nothing then. */
  const refusalWaiters = new Set<(error: KitError) => void>();

  const setState = (patch: Partial<WalletConnectState>) =>
    ctx.store.set((s) => {
      Object.assign(s, patch);
      if (patch.status && patch.status !== 'pairing') {
        s.uri = undefined;
        s.expiresAt = undefined;
      }
    });

  const networksOf = (ns: ChainNamespace): CaipNetwork[] => kit.getState().chains[ns]?.network.requestedCaipNetworks ?? [];
  /** What the kit proposes (and so accepts) in these namespaces: its configured networks. */
  const proposedIn = (namespaces: readonly ChainNamespace[]) => proposedChains(proposalFor(kit, namespaces, networksOf));

  async function init(): Promise<Provider> {
    const o = ctx.options;
    const p = await withTimeout(
      UniversalProvider.init({
        projectId: deps.options.projectId ?? o.projectId ?? 'latchkey',
        relayUrl: deps.options.relayUrl,
        metadata: deps.options.metadata ?? o.metadata,
        logger: 'error',
        // No call leaves for WalletConnect's own services: no telemetry, no provider ping.
        telemetryEnabled: false,
        disableProviderPing: true,
        // The same on every load of the page, so a session is found again after a reload.
        customStoragePrefix: STORAGE_PREFIX,
        ...(deps.options.storage ? { storage: deps.options.storage as never } : {}),
      }),
      INIT_TIMEOUT_MS,
      { signal: ctx.signal },
    );
    // Verify (an iframe from verify.walletconnect.org per proposal and request) never stalls a
    // flow: a dapp has nothing to verify about itself, and offline it would wait seconds.
    const verify = p.client.core.verify as unknown as Record<string, unknown>;
    verify.register = async () => '';
    verify.resolve = async () => undefined;
    watch(p);
    return p;
  }

  const get = (): Promise<Provider> => {
    provider ??= init().catch((error: unknown) => {
      provider = undefined;
      throw toWcError(error, 'WalletConnect could not start');
    });
    return provider;
  };

  /** Provider and relay events → connector events, per namespace. */
  function watch(p: Provider) {
    const relayer = p.client.core.relayer;
    relayer.on('relayer_disconnect', () => {
      relayDownSince ??= Date.now();
    });
    relayer.on('relayer_connect', () => {
      relayDownSince = undefined;
      for (const w of relayWaiters) w(true);
    });
    // A fatal socket error: the relay closing on the project id or the session token is said
    // (SPEC §8 'Invalid Project ID', 'Session Expired'), and a pairing under way fails with it.
    relayer.on('relayer_error', (error: unknown) => {
      const e = toWcError(error, 'The WalletConnect relay is unreachable');
      if (!refusalAlert(e)) return;
      deps.reportOnce(e);
      for (const w of [...refusalWaiters]) w(e);
    });
    p.on('session_delete', () => {
      const lost = [...serving];
      serving.clear();
      for (const l of listeners) for (const namespace of lost) l.disconnect({ namespace });
    });
    p.on('session_update', () => emitSessionState(p));
    p.on('session_event', (e: { params?: { event?: { name?: string }; chainId?: string } }) => {
      const name = e.params?.event?.name;
      if (name === 'chainChanged' || name === 'accountsChanged') emitSessionState(p, name === 'chainChanged' ? e.params?.chainId : undefined);
    });
    p.on('chainChanged', (chainId: string | number) => {
      // The eip155 sub-provider switched locally (a chain already in the session).
      const reference = String(chainId).replace(/^eip155:/, '');
      // Only a chain the kit proposed: a peer cannot move the dapp to a network it never offered.
      if (!proposedIn(['eip155']).eip155?.includes(`eip155:${reference}`)) return;
      if (serving.has('eip155')) for (const l of listeners) l.chainChanged({ namespace: 'eip155', chainId: reference });
    });
  }

  /** After a session update or event: each served namespace's accounts and (when told) chain. */
  function emitSessionState(p: Provider, changedChain?: string) {
    const session = p.session as WcSession | undefined;
    if (!session) return;
    for (const s of sessionsOf(session, [...serving], preferredChains(), proposedIn([...serving]), changedChain)) {
      for (const l of listeners) {
        l.accountsChanged({ namespace: s.namespace, accounts: s.accounts });
        if (changedChain?.startsWith(`${s.namespace}:`)) l.chainChanged({ namespace: s.namespace, chainId: s.chainId });
      }
    }
  }

  const preferredChains = () => {
    const out: Partial<Record<ChainNamespace, string>> = {};
    for (const [ns, chain] of Object.entries(kit.getState().chains)) if (chain?.network.caipNetwork) out[ns as ChainNamespace] = chain.network.caipNetwork.caipNetworkId;
    return out;
  };

  /**
   * Asks the SDK to reconnect now. While its own attempt runs (or sleeps between attempts) this
   * joins it; once those attempts have given up, the SDK would wait for its next heartbeat (up to
   * 5 s more) and this starts a new attempt at once. Called while a visitor's request waits on a
   * lost relay, so a relay that is back is used within RELAY_RETRY_MS, not seconds later.
   */
  const reconnectNow = (p: Provider) => void p.client.core.relayer.transportOpen().catch(() => undefined);

  /**
   * Resolves true at once while the relay is up; when it is down, asks the SDK to reconnect now
   * and again every RELAY_RETRY_MS, and resolves true once it is back, false after the grace.
   */
  const relayBack = (p: Provider, signal: AbortSignal): Promise<boolean> =>
    new Promise((resolve) => {
      if (relayDownSince === undefined) return resolve(true);
      const retry = setInterval(() => reconnectNow(p), RELAY_RETRY_MS);
      const t = setTimeout(() => done(false), RELAY_GRACE_MS);
      const onAbort = () => done(false);
      signal.addEventListener('abort', onAbort, { once: true });
      // Waiting before asking: a reconnect that completes at once (its 'relayer_connect' fired
      // within the call) must find this waiter, or the request would wait out the whole grace.
      relayWaiters.add(done);
      reconnectNow(p);
      if (relayDownSince === undefined) done(true);
      function done(up: boolean) {
        clearTimeout(t);
        clearInterval(retry);
        signal.removeEventListener('abort', onAbort);
        relayWaiters.delete(done);
        resolve(up);
      }
    });

  /**
   * Rejects when the relay has been unreachable for the grace period while `work` waits; until
   * then the SDK is asked to reconnect (the wallet's answer waits for it at the relay).
   */
  function whileRelayUp<T>(p: Provider, work: Promise<T>, signal: AbortSignal): Promise<T> {
    return new Promise<T>((resolve, reject) => {
      let settled = false;
      const finish = (fn: () => void) => {
        if (settled) return;
        settled = true;
        clearInterval(poll);
        fn();
      };
      work.then(
        (v) => finish(() => resolve(v)),
        (e: unknown) => finish(() => reject(e)),
      );
      // Checked every RELAY_RETRY_MS: a relay that went down mid-request fails the request after
      // the grace; one that came back is reconnected to at once.
      const poll = setInterval(() => {
        if (signal.aborted) return finish(() => reject(new AbortedError('Request was aborted')));
        if (relayDownSince === undefined) return;
        if (Date.now() - relayDownSince >= RELAY_GRACE_MS) finish(() => reject(new ConnectorError('The WalletConnect relay is unreachable', { details: 'the connection to the wallet was lost; try again once you are back online' })));
        else reconnectNow(p);
      }, RELAY_RETRY_MS);
    });
  }

  /** One pairing: its URI shown until the wallet approves, it nears expiry, or the visitor leaves. */
  // Proposals of earlier pairing attempts the SDK may still complete (see pairOnce).
  const pendingApprovals: Array<Promise<WcSession | undefined>> = [];
  async function pairOnce(p: Provider, proposal: ReturnType<typeof proposalFor>, signal: AbortSignal): Promise<WcSession | 'expired' | 'refresh'> {
    const since = Date.now() - lastPairingAt;
    if (since < retryGuardMs) await sleep(retryGuardMs - since, signal);
    if (signal.aborted) throw new AbortedError('Request was aborted');
    lastPairingAt = Date.now();
    setState({ status: 'loading', error: undefined });
    let onUri: (uri: string) => void = () => {};
    const uri = new Promise<string>((resolve) => (onUri = resolve));
    const display = (u: string) => onUri(u);
    p.on('display_uri', display);
    const own = p.connect(proposal) as Promise<WcSession | undefined>;
    own.catch(() => undefined);
    // An earlier attempt the SDK still holds (it re-sends its proposal once the relay is back, and
    // that is the link the wallet may scan) counts too: whichever proposal the wallet approves
    // connects. A stale attempt that fails just drops out of the race.
    const never = new Promise<never>(() => {});
    const approval = Promise.race([own, ...pendingApprovals.map((a) => a.then((x) => x ?? never, () => never))]);
    let settled = false;
    let onRefused: (error: KitError) => void = () => {};
    const refused = new Promise<never>((_, reject) => (onRefused = reject));
    refused.catch(() => undefined);
    refusalWaiters.add(onRefused);
    own.then(
      () => void (settled = true),
      () => void (settled = true),
    );
    try {
      // The relay must accept the proposal for its URI to exist: a dead relay is said in seconds,
      // not after the SDK's own minutes of retries.
      const first = await withTimeout(Promise.race([uri.then((u) => ({ uri: u })), approval.then((s) => ({ session: s })), refused]), URI_TIMEOUT_MS, { signal }).catch((error: unknown) => {
        throw error instanceof KitError && error.code === 'TIMEOUT' ? new ConnectorError('The WalletConnect relay is unreachable', { details: 'no pairing could be made; try again once you are back online', cause: error }) : error;
      });
      if ('session' in first) {
        if (!first.session) throw new ConnectorError('The wallet returned no account');
        return first.session;
      }
      const expiresAt = Date.now() + pairingExpiryMs;
      setState({ status: 'pairing', uri: first.uri, expiresAt });
      let refresh: () => void = () => {};
      const refreshed = new Promise<'refresh'>((resolve) => (refresh = () => resolve('refresh')));
      deps.onRefresh(refresh);
      const expiry = new Promise<'expired'>((resolve) => {
        const t = setTimeout(() => resolve('expired'), pairingExpiryMs - pairingExpiryMarginMs);
        signal.addEventListener('abort', () => clearTimeout(t), { once: true });
      });
      const aborted = new Promise<never>((_, reject) => signal.addEventListener('abort', () => reject(new AbortedError('Request was aborted')), { once: true }));
      const outcome = await Promise.race([approval, expiry, refreshed, aborted, refused]);
      if (outcome === 'expired' || outcome === 'refresh') return outcome;
      if (!outcome) throw new ConnectorError('The wallet returned no account');
      return outcome;
    } finally {
      refusalWaiters.delete(onRefused);
      p.off('display_uri', display);
      deps.onRefresh(undefined);
      // Not approved (yet): the SDK keeps the attempt; the next pairing listens for it as well.
      if (!settled && !pendingApprovals.includes(own)) pendingApprovals.push(own);
    }
  }

  const adapter: ConnectorAdapter & { dispose(): void } = {
    info,

    async connect({ namespaces, signal }) {
      try {
        const p = await get();
        // A session from before (restored, or approved while the kit was away) is reused.
        const existing = p.session as WcSession | undefined;
        let session: WcSession | undefined = existing && namespaces.some((ns) => existing.namespaces[ns]) ? existing : undefined;
        const proposal = proposalFor(kit, namespaces, networksOf);
        while (!session) {
          const outcome = await pairOnce(p, proposal, signal);
          if (outcome === 'expired' || outcome === 'refresh') continue;
          session = outcome;
        }
        setState({ status: 'idle' });
        pendingApprovals.length = 0;
        const result: ConnectResult = { sessions: sessionsOf(session, namespaces, preferredChains(), proposedChains(proposal)) };
        if (!result.sessions.length) {
          // Approved, but only on chains the kit never proposed: refused, and the session ended.
          const stray = unproposedChains(session, namespaces, proposedChains(proposal));
          void withTimeout(p.disconnect(), disconnectTimeoutMs).catch(() => undefined);
          throw stray.length
            ? new ChainError('Chain is not supported', { details: `the wallet approved ${stray.join(', ')}, which the dapp did not ask for` })
            : new ConnectorError('The wallet returned no account');
        }
        for (const s of result.sessions) serving.add(s.namespace);
        setDefaults(p, result);
        return result;
      } catch (error) {
        const e = toWcError(error, 'Connection failed');
        if (!(e instanceof AbortedError)) {
          setState({ status: 'error', error: e.shortMessage });
          if (!(e instanceof UserRejectedError)) deps.reportOnce(e);
        } else setState({ status: 'idle' });
        throw e;
      }
    },

    async reconnect({ namespaces }) {
      const p = await get();
      const session = p.session as WcSession | undefined;
      if (!session || session.expiry * 1000 <= Date.now()) return null;
      const sessions = sessionsOf(session, namespaces, preferredChains(), proposedIn(namespaces));
      if (!sessions.length) return null;
      for (const s of sessions) serving.add(s.namespace);
      setDefaults(p, { sessions });
      return { sessions };
    },

    async disconnect({ namespaces }) {
      for (const ns of namespaces) serving.delete(ns);
      if (serving.size) return;
      const p = await get();
      if (!p.session) return;
      await withTimeout(p.disconnect(), disconnectTimeoutMs).catch(() => undefined);
    },

    async switchNetwork({ namespace, network, signal }) {
      const p = await get();
      if (!p.session) throw new KitError('WalletConnectConnector not found');
      const current = kit.getState().chains[namespace]?.network.caipNetwork;
      if (namespace !== 'eip155') {
        // Other namespaces switch by scope: the session must include the chain.
        if (!p.session.namespaces[namespace]?.accounts.some((a) => a.startsWith(`${network.caipNetworkId}:`))) throw new ConnectorError('Chain is not supported', { details: `the wallet did not approve ${network.caipNetworkId}` });
        p.setDefaultChain(network.caipNetworkId);
        return;
      }
      const chainId = `0x${Number(network.id).toString(16)}`;
      const ask = p.request({ method: 'wallet_switchEthereumChain', params: [{ chainId }] }, current?.caipNetworkId ?? network.caipNetworkId);
      try {
        await whileRelayUp(p, ask, signal);
      } catch (error) {
        throw toWcError(error, 'Chain is not supported');
      }
      p.setDefaultChain(network.caipNetworkId);
    },

    async request({ namespace, network, method, params }, signal) {
      const p = await get();
      if (!p.session) throw new KitError('WalletConnectConnector not found');
      const chain = network?.caipNetworkId ?? kit.getState().chains[namespace]?.network.caipNetwork?.caipNetworkId;
      if (!chain) throw new KitError('No ActiveCaipNetwork or client found');
      if (!(await relayBack(p, signal))) throw new ConnectorError('The WalletConnect relay is unreachable', { details: 'the connection to the wallet was lost; try again once you are back online' });
      try {
        return await whileRelayUp(p, p.request({ method, params: params as never }, chain), signal);
      } catch (error) {
        const e = toWcError(error, `${method} failed`);
        if (!(e instanceof UserRejectedError) && !(e instanceof AbortedError)) deps.reportOnce(e);
        throw e;
      }
    },

    async signMessage({ namespace, network, message, address }, signal) {
      if (namespace !== 'eip155') throw new ConnectorError(`WalletConnect signs ${namespace} messages through requests`);
      const hex = `0x${[...new TextEncoder().encode(message)].map((b) => b.toString(16).padStart(2, '0')).join('')}`;
      const signature = await adapter.request({ namespace, network, method: 'personal_sign', params: [hex, address] }, signal);
      if (typeof signature !== 'string' || !/^0x[0-9a-fA-F]{130,}$/.test(signature)) throw new ConnectorError('The wallet returned an invalid signature');
      return signature;
    },

    subscribe(events) {
      listeners.add(events);
      return () => listeners.delete(events);
    },

    dispose() {
      listeners.clear();
      for (const w of relayWaiters) w(false);
      void provider?.then(close, () => undefined);
    },
  };

  /** The kit is gone: the SDK's socket, heartbeat and page-wide core go with it (a later kit starts afresh). */
  async function close(p: Provider) {
    const core = p.client.core;
    core.heartbeat.stop();
    await withTimeout(core.relayer.transportClose(), disconnectTimeoutMs).catch(() => undefined);
    const globals = globalThis as Record<string, unknown>;
    delete globals[`_walletConnectCore_${STORAGE_PREFIX}`];
    delete globals[`_walletConnectCore_${STORAGE_PREFIX}_count`];
  }

  function setDefaults(p: Provider, result: ConnectResult) {
    for (const s of result.sessions) {
      try {
        p.setDefaultChain(`${s.namespace}:${s.chainId}`);
      } catch {
        // A namespace the SDK has no sub-provider for keeps its own default.
      }
    }
  }

  return adapter;
}
export { refusalAlert } from './errors';
export { endWholeSession } from '../sessionEnd';

/**
 * What one plugin instance keeps across its connector's loads (the page's side, index.ts, owns the
 * object; this chunk fills it in): the adapter's fresh-pairing hook and disposal, and what was
 * already reported or started.
 */
export interface WcLive {
  /** Set by the adapter: a fresh pairing on request (the plugin API's `refresh`). */
  refresh?: () => void;
  dispose?: () => void;
  /** The whole-session ending is watched (from the first load on). */
  watching?: boolean;
  /** Provider error messages already shown (SPEC §8: once each). */
  reported?: Set<string>;
}

/**
 * The WalletConnect connector's adapter, as the page's lazy connector loads it: ending the whole
 * session when one namespace disconnects is watched from the first load on (a WalletConnect session
 * exists only once the SDK has loaded), and provider errors are reported once each (SPEC §8); the
 * relay refusing the project or the session's token raises its own alert.
 *
 * @example
 * lazyConnector({ info, has, load: () => import('./wc/adapter').then((m) => m.loadWcAdapter(ctx, info, options, live, env)) })
 */
export function loadWcAdapter(ctx: PluginContext<WalletConnectState>, info: ConnectorInfo, options: WalletConnectOptions, live: WcLive, env: WcEnv): ConnectorAdapter {
  if (!live.watching) {
    live.watching = true;
    endWholeSession(ctx, info.id);
  }
  const reported = (live.reported ??= new Set());
  const a = createWcAdapter({
    ctx,
    info,
    options,
    env,
    reportOnce(error) {
      if (reported.has(error.shortMessage)) return;
      reported.add(error.shortMessage);
      const alert = refusalAlert(error);
      if (alert === 'INVALID_PROJECT_ID') ctx.logger.warn(projectIdHint(options.projectId ?? ctx.options.projectId ?? '', 'was refused by the WalletConnect relay'));
      ctx.alerts.show(alert ?? 'GENERIC_ERROR', alert ? undefined : { message: error.shortMessage });
    },
    onRefresh: (listener) => void (live.refresh = listener),
  });
  live.dispose = () => a.dispose();
  return a;
}
