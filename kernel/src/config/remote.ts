import { HttpError } from '../errors/flowErrors';
import { validateConfigReply, validateOriginsReply } from './replies.generated';
import type { Host } from '../host';
import { applyRemoteFeatures, basicFeatures, localRemoteKeys, remoteFeaturesNeeded, resolveLocalFeatures, switchOff, type ResolvedFeatures } from './features';

export { remoteFeaturesNeeded, applyRemoteFeatures };
import { isRegionRestricted, restrictRegion } from './region';
import { isPlaceholderProjectId } from './projectId';
import { projectIdHint } from './projectIdHint';

/**
 * The services refuse the project id (or it is a placeholder): the 'Invalid Project ID' alert and
 * the console's hint, once per kit start.
 */
function invalidProjectId(host: Host, why: string): void {
  host.showAlert('INVALID_PROJECT_ID');
  host.logger.warn(projectIdHint(host.options.projectId ?? '', why));
}

/** The features that need the origin check (email and social login), off: an unknown project cannot pass it. */
const withoutLogin = (host: Host, features: ResolvedFeatures): ResolvedFeatures => switchOff(features, host.options.featureFlags, (flag) => flag.originChecked);

interface RemoteFeature {
  id: string;
  isEnabled: boolean;
  config?: unknown;
}

/**
 * Whether `text` matches `pattern`, where each `*` stands for any run of characters except '/'.
 * Greedy two-pointer matching with one backtrack point: linear in practice and never exponential,
 * however many `*` an allowlist entry has (a regular expression here backtracked for seconds).
 */
function wildcardMatch(pattern: string, text: string): boolean {
  let p = 0;
  let t = 0;
  let star = -1;
  let mark = 0;
  while (t < text.length) {
    if (p < pattern.length && pattern[p] !== '*' && pattern[p] === text[t]) {
      p++;
      t++;
    } else if (p < pattern.length && pattern[p] === '*') {
      star = p++;
      mark = t;
    } else if (star >= 0 && text[mark] !== '/') {
      // Let the last '*' swallow one more character (never a '/').
      p = star + 1;
      t = ++mark;
    } else return false;
  }
  while (pattern[p] === '*') p++;
  return p === pattern.length;
}

/** True when `origin` is allowed: exact match, or a `*` wildcard entry such as `https://*.example.com`. */
export function isOriginAllowed(origin: string, allowed: readonly string[]): boolean {
  const o = origin.replace(/\/+$/, '').toLowerCase();
  return allowed.some((entry) => {
    const e = entry.replace(/\/+$/, '').toLowerCase();
    return e.includes('*') ? wildcardMatch(e, o) : e === o;
  });
}

/**
 * Resolves features: basic mode → no call; otherwise, when something needs a remote feature,
 * fetch `/appkit/v1/config` (remote overrides local, with the 'Local configuration ignored'
 * warning), then — only when email or socials end up on — check the page's origin against
 * `/projects/v1/origins` with the SPEC §8 alerts. A failed config fetch warns and keeps defaults.
 * A placeholder project id (no request), or one the service refuses (401, 403), raises 'Invalid
 * Project ID' with a console hint, keeps the local flags and turns email and social login off.
 */
export async function loadConfiguration(host: Host): Promise<void> {
  const { options, store } = host;
  const flags = options.featureFlags;
  const set = (features: ResolvedFeatures, status: 'ready' | 'failed' | 'skipped') =>
    store.update((s) => {
      s.features = features;
      s.remote.status = status;
    });

  if (options.basic) {
    set(basicFeatures(options), 'skipped');
    host.bus.emit('configLoaded', { source: 'basic' });
    return;
  }
  const restricted = isRegionRestricted(options);
  let features = restrictRegion(resolveLocalFeatures(options), restricted, flags);
  if (options.projectId !== undefined && isPlaceholderProjectId(options.projectId)) {
    // Every service would refuse it: said at once, without a request.
    invalidProjectId(host, 'is a placeholder, not a project id');
    const needed = remoteFeaturesNeeded(host);
    set(needed ? withoutLogin(host, features) : features, needed ? 'failed' : 'skipped');
    host.bus.emit('configLoaded', { source: 'local' });
    return;
  }
  if (!remoteFeaturesNeeded(host)) {
    set(features, 'skipped');
    host.bus.emit('configLoaded', { source: 'local' });
    return;
  }
  if (!options.projectId) {
    host.showAlert('PROJECT_ID_NOT_CONFIGURED');
    set(features, 'failed');
    host.bus.emit('configLoaded', { source: 'local' });
    return;
  }
  store.update((s) => void (s.remote.status = 'loading'));
  let status: 'ready' | 'failed' = 'ready';
  try {
    const reply = await host.api.get<{ features: RemoteFeature[] }>('/appkit/v1/config', { validate: validateConfigReply });
    const remote = applyRemoteFeatures(flags, features, reply.features);
    const overridden = localRemoteKeys(options).filter((k) => reply.features.some((f) => f.id === k) && JSON.stringify((remote as Record<string, unknown>)[k]) !== JSON.stringify((features as Record<string, unknown>)[k]));
    if (overridden.length) {
      host.logger.warn(`[latchkey] Local configuration ignored: ${overridden.map((k) => `features.${k}`).join(', ')} (remote configuration decides)`);
      host.showAlert('LOCAL_CONFIGURATION_IGNORED', { keys: overridden.join(', ') });
    }
    // The remote configuration cannot switch on what the visitor's region does not get.
    features = restrictRegion(remote, restricted, flags);
  } catch (error) {
    const code = error instanceof HttpError ? Number(error.data?.status) : 0;
    if (code === 401 || code === 403) {
      // The service does not know this project: nothing else it serves will work either.
      invalidProjectId(host, `was refused by the configuration service (HTTP status code ${code})`);
      set(withoutLogin(host, features), 'failed');
      host.bus.emit('configLoaded', { source: 'local' });
      return;
    }
    status = 'failed';
    host.logger.warn('[latchkey] Remote configuration could not be loaded; using defaults.', error);
  }
  // A list flag (socials) is off when the list is empty.
  const on = (value: unknown) => (Array.isArray(value) ? value.length > 0 : Boolean(value));
  const login = Object.entries(flags).filter(([id, flag]) => flag?.originChecked && on((features as Record<string, unknown>)[id]));
  if (login.length && !(await checkOrigin(host))) features = withoutLogin(host, features);
  set(features, status);
  host.bus.emit('configLoaded', { source: status === 'ready' ? 'remote' : 'local' });
}

async function checkOrigin(host: Host): Promise<boolean> {
  const origin = host.options.origin ?? (globalThis as { location?: Location }).location?.origin;
  try {
    const { allowedOrigins } = await host.api.get<{ allowedOrigins: string[] }>('/projects/v1/origins', { validate: validateOriginsReply });
    host.store.update((s) => void (s.remote.allowedOrigins = allowedOrigins));
    if (allowedOrigins.length === 0) {
      host.showAlert('PROJECT_ID_NOT_CONFIGURED');
      return false;
    }
    if (origin && !isOriginAllowed(origin, allowedOrigins)) {
      host.showAlert('INVALID_APP_CONFIGURATION', { origin });
      return false;
    }
    return true;
  } catch (error) {
    const status = error instanceof HttpError ? Number(error.data?.status) : 0;
    const serverMessage = error instanceof HttpError ? error.data?.serverMessage : undefined;
    if (status === 429) host.showAlert('RATE_LIMITED_APP_CONFIGURATION');
    else if (status >= 500 && status <= 599) {
      host.showAlert('SERVER_ERROR_APP_CONFIGURATION', { message: typeof serverMessage === 'string' ? serverMessage : `HTTP status code ${status}` });
    } else if (status === 401 || status === 403 || status === 404) host.showAlert('PROJECT_ID_NOT_CONFIGURED');
    else {
      // Offline or a malformed reply: nothing says the origin is wrong, so keep the features.
      host.logger.warn('[latchkey] Allowed origins could not be checked.', error);
      return true;
    }
    return false;
  }
}
