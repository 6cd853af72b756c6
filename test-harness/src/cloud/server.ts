import { createServer } from 'node:http';
import type { IncomingMessage, ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { setTimeout as sleep } from 'node:timers/promises';
import { createCloudChain, polkadotTargets, solanaTargets } from './chains';
import type { CloudChainOptions, CloudPolkadotOptions, CloudSolanaOptions } from './chains';
import { createContext } from './context';
import type { CloudState, RouteHandler } from './context';
import { generateDirectory } from './directory';
import { HOSTILE_ATTACKER, createFaultController } from './faults';
import type { Fault, FaultController } from './faults';
import { HttpError, errorBody, json, writeReply } from './http';
import { cloudPath } from './paths';
import type { CloudRouteKey } from './paths';
import { DEFAULT_PROJECT_ID, applyFeatureOverrides, makeProject } from './projects';
import type { ProjectOptions, ProjectSettings } from './projects';
import { createRouter } from './router';
import { analyticsRoutes } from './routes/analytics';
import { balanceRoutes } from './routes/balance';
import { configRoutes } from './routes/config';
import { handleControl } from './routes/control';
import type { ControlApi } from './routes/control';
import { historyRoutes } from './routes/history';
import { identityRoutes } from './routes/identity';
import { imageRoutes } from './routes/images';
import { nameRoutes } from './routes/names';
import { onrampRoutes } from './routes/onramp';
import { rpcRoutes } from './routes/rpc';
import { swapRoutes } from './routes/swaps';
import { createSiwxState, isSiwxPath, siwxCorsOrigin, siwxRoutes } from './routes/siwx';
import type { FeatureOverrides, IdentityRecord, NameRecord, RecordedAnalyticsEvent } from './types';

/** Options of {@link startCloud}. */
export interface CloudOptions {
  /** Port on 127.0.0.1; 0 or absent picks a free one. */
  port?: number;
  /** Local chains the RPC proxy forwards to and the blockchain API reads from. */
  chains?: CloudChainOptions[];
  /** Solana endpoints the RPC proxy forwards to, by the chain ids that name them. */
  solana?: CloudSolanaOptions[];
  /** Substrate endpoints (Polkadot) the RPC proxy forwards to, by the chain ids that name them. */
  polkadot?: CloudPolkadotOptions[];
  /** The project id the double knows from the start (default `latchkey-dev`). */
  projectId?: string;
  /** Allowed origins of that project (default: any port on localhost and 127.0.0.1). */
  allowedOrigins?: string[];
  /** Remote feature overrides of that project (default: SPEC §9). */
  features?: FeatureOverrides;
  /** `isAnalyticsEnabled` of that project (default true). */
  analyticsEnabled?: boolean;
}

/** A running cloud double. Every knob is per instance; `reset()` restores the start options. */
export interface CloudHandle {
  url: string;
  port: number;
  projectId: string;
  faults: FaultController;
  analytics: { events(): RecordedAnalyticsEvent[]; clear(): void };
  /** Names registered through the API since the last reset. */
  names: { list(): NameRecord[] };
  /**
   * Gives `address` an identity that `GET /v1/identity/{address}` answers (an ENS name and avatar,
   * as the reference kit's blockchain API does). `avatar` left out: an image this double serves on
   * 127.0.0.1 (`identityAvatarUrl`); `null`: none; a string: that URL, as given (hostile ones too).
   * `null` as the identity removes it.
   */
  setIdentity(address: string, identity: { name: string | null; avatar?: string | null } | null): void;
  /** The URL of the avatar image this double serves for `address`'s identity. */
  identityAvatarUrl(address: string): string;
  /** Overrides remote features of a project (default: the start project). */
  setConfig(features: FeatureOverrides, projectId?: string): void;
  /** Replaces the allowed origins of a project. */
  setOrigins(origins: string[], projectId?: string): void;
  /** Sets `isAnalyticsEnabled` of a project. */
  setAnalyticsEnabled(enabled: boolean, projectId?: string): void;
  /** Makes another project known (or updates one); returns its settings. */
  configure(projectId: string, options: ProjectOptions): ProjectSettings;
  /** Clears faults, analytics, names and identities, and restores every project to the start options. */
  reset(): void;
  stop(): Promise<void>;
}

const handlers: Record<CloudRouteKey, RouteHandler> = {
  ...configRoutes,
  ...imageRoutes,
  ...analyticsRoutes,
  ...rpcRoutes,
  ...balanceRoutes,
  ...historyRoutes,
  ...identityRoutes,
  ...nameRoutes,
  ...onrampRoutes,
  ...swapRoutes,
  ...siwxRoutes,
};

/** Body of the `malformed` fault: starts like JSON, never finishes. */
const MALFORMED_BODY = '{"data":[{"id":"0x1","name":"trunc';

/**
 * CORS for every answer: browser tests run on other ports, and must read error bodies too. The
 * reference sign-in server (a dapp's own API) answers only the dapp's allowed origins, never `*`.
 */
function setCors(req: IncomingMessage, res: ServerResponse, state: CloudState): void {
  const origin = typeof req.headers.origin === 'string' ? req.headers.origin : undefined;
  res.setHeader('vary', 'Origin');
  if (isSiwxPath(req.url)) {
    const allowed = siwxCorsOrigin(origin, state);
    if (allowed !== undefined) res.setHeader('access-control-allow-origin', allowed);
    return;
  }
  res.setHeader('access-control-allow-origin', origin ?? '*');
}

function answerPreflight(req: IncomingMessage, res: ServerResponse): void {
  const requested = req.headers['access-control-request-headers'];
  res.writeHead(204, {
    'access-control-allow-methods': 'GET, POST, PUT, DELETE, OPTIONS',
    'access-control-allow-headers': typeof requested === 'string' && requested !== '' ? requested : 'content-type',
    'access-control-allow-private-network': 'true',
    'access-control-max-age': '600',
  });
  res.end();
}

/**
 * Starts the cloud double on 127.0.0.1: config service, wallet directory and images, analytics
 * sink, RPC proxy and the blockchain API of `CLOUD_PATHS`, with fault injection per route.
 *
 * @example
 * const cloud = await startCloud({ port: 0, chains: [{ chainId: 31337, rpcUrl: 'http://127.0.0.1:8545' }] });
 * await fetch(`${cloud.url}/appkit/v1/config?projectId=${cloud.projectId}`);
 * await cloud.stop();
 */
export async function startCloud(options: CloudOptions = {}): Promise<CloudHandle> {
  const projectId = options.projectId ?? DEFAULT_PROJECT_ID;
  const startProject: ProjectOptions = {
    ...(options.features ? { features: options.features } : {}),
    ...(options.allowedOrigins ? { allowedOrigins: options.allowedOrigins } : {}),
    ...(options.analyticsEnabled === undefined ? {} : { analyticsEnabled: options.analyticsEnabled }),
  };
  const state: CloudState = {
    baseUrl: '',
    defaultProjectId: projectId,
    projects: new Map([[projectId, makeProject(startProject)]]),
    analytics: [],
    names: new Map(),
    identities: new Map(),
    siwx: createSiwxState(),
    directory: generateDirectory(),
    chains: new Map((options.chains ?? []).map((chain) => [chain.chainId, createCloudChain(chain)])),
    solanaChains: solanaTargets(options.solana ?? []),
    polkadotChains: polkadotTargets(options.polkadot ?? []),
    hugeImage: null,
  };
  const faults = createFaultController();
  const match = createRouter();
  // Aborted on stop, so a request parked in a delay fault does not hold the server open.
  const stopping = new AbortController();

  const configure = (id: string | undefined, patch: ProjectOptions): ProjectSettings => {
    const key = id ?? projectId;
    const current = state.projects.get(key) ?? makeProject();
    const next: ProjectSettings = {
      features: applyFeatureOverrides(current.features, patch.features ?? {}),
      allowedOrigins: patch.allowedOrigins ? [...patch.allowedOrigins] : current.allowedOrigins,
      analyticsEnabled: patch.analyticsEnabled ?? current.analyticsEnabled,
    };
    state.projects.set(key, next);
    return next;
  };

  const control: ControlApi = {
    faults,
    analytics: {
      events: () => state.analytics.map((event) => ({ ...event })),
      clear: () => void state.analytics.splice(0),
    },
    configure,
    reset() {
      faults.reset();
      state.analytics.splice(0);
      state.names.clear();
      state.identities.clear();
      state.siwx = createSiwxState();
      state.projects = new Map([[projectId, makeProject(startProject)]]);
    },
  };

  const applyFault = async (fault: Fault, req: IncomingMessage, res: ServerResponse): Promise<boolean> => {
    switch (fault.kind) {
      case 'delay':
        await sleep(fault.ms, undefined, { signal: stopping.signal });
        return false;
      case 'status':
        writeReply(res, json(errorBody(fault.message ?? `Injected fault: HTTP ${fault.status}`), fault.status));
        return true;
      case 'malformed':
        res.writeHead(200, { 'content-type': 'application/json; charset=utf-8' });
        res.end(MALFORMED_BODY);
        return true;
      case 'drop':
        req.socket.destroy();
        return true;
      case 'hostile':
        // The handler answers, against the client (RequestContext.hostile).
        return false;
    }
  };

  const handle = async (req: IncomingMessage, res: ServerResponse): Promise<void> => {
    setCors(req, res, state);
    const method = req.method ?? 'GET';
    if (method === 'OPTIONS') return answerPreflight(req, res);
    try {
      // Inside the try: a request target such as `//[` makes URL throw, and must become a 400.
      let url: URL;
      try {
        url = new URL(req.url ?? '/', state.baseUrl);
      } catch {
        throw new HttpError(400, 'Malformed request target');
      }
      const matched = match(method, url.pathname);
      const ctx = createContext(req, url, matched.kind === 'route' ? matched.params : {}, state);
      const controlReply = await handleControl(ctx, control);
      if (controlReply) return writeReply(res, controlReply);
      if (matched.kind === 'none') throw new HttpError(404, `No route for ${method} ${url.pathname}`);
      if (matched.kind === 'wrong-method') {
        res.setHeader('allow', matched.allowed);
        throw new HttpError(405, `Method ${method} is not allowed on ${url.pathname}; use ${matched.allowed}`);
      }
      const fault = faults.take(matched.key);
      if (fault?.kind === 'hostile') ctx.hostile = { attacker: fault.attacker ?? HOSTILE_ATTACKER };
      if (fault && (await applyFault(fault, req, res))) return;
      writeReply(res, await handlers[matched.key](ctx));
    } catch (error) {
      if (stopping.signal.aborted) {
        req.socket.destroy();
        return;
      }
      const status = error instanceof HttpError ? error.status : 500;
      const message = error instanceof Error ? error.message : String(error);
      writeReply(res, json(errorBody(message), status));
    }
  };

  // Last line of defence: whatever escapes the handler closes that socket, never the process.
  const server = createServer((req, res) => void handle(req, res).catch(() => res.destroy()));
  // A client speaking broken HTTP gets its socket closed, never a crashed server.
  server.on('clientError', (_error, socket) => socket.destroy());
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(options.port ?? 0, '127.0.0.1', () => {
      server.off('error', reject);
      resolve();
    });
  });
  const port = (server.address() as AddressInfo).port;
  state.baseUrl = `http://127.0.0.1:${port}`;

  let stopped: Promise<void> | null = null;
  return {
    url: state.baseUrl,
    port,
    projectId,
    faults,
    analytics: control.analytics,
    names: { list: () => [...state.names.values()].map((record) => structuredClone(record)) },
    setIdentity(address, identity) {
      const key = address.toLowerCase();
      if (!/^0x[0-9a-f]{40}$/.test(key)) throw new Error(`setIdentity: not an EVM address: ${address}`);
      if (identity === null) return void state.identities.delete(key);
      const avatar = identity.avatar === undefined ? `${state.baseUrl}${cloudPath('identityAvatar', { address: key })}` : identity.avatar;
      const record: IdentityRecord = { name: identity.name, avatar };
      state.identities.set(key, record);
    },
    identityAvatarUrl: (address) => `${state.baseUrl}${cloudPath('identityAvatar', { address: address.toLowerCase() })}`,
    setConfig: (features, id) => void configure(id, { features }),
    setOrigins: (origins, id) => void configure(id, { allowedOrigins: origins }),
    setAnalyticsEnabled: (enabled, id) => void configure(id, { analyticsEnabled: enabled }),
    configure: (id, patch) => configure(id, patch),
    reset: control.reset,
    stop() {
      stopped ??= new Promise<void>((resolve) => {
        stopping.abort();
        server.close(() => resolve());
        server.closeAllConnections();
      });
      return stopped;
    },
  };
}
