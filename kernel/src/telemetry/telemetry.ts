import { createHttpClient, type HttpClient } from '../net/http';
import { type KitError } from '../errors';
import { HttpError } from '../errors/flowErrors';
import { validateAnalyticsConfigReply } from './replies.generated';
import type { NormalizedOptions } from '../config/types';
import type { Logger } from '../host';

export const ERROR_REPORT_LIMIT = 5;
export const ERROR_REPORT_WINDOW_MS = 60_000;

export interface Telemetry {
  /** Sends an analytics event (SPEC §7 `POST /e`) when analytics is on; never throws. */
  track(event: string, properties?: Record<string, unknown>): void;
  /** Reports an error (at most 5 per 60 s). Returns whether it was sent. */
  reportError(error: KitError, category: string): boolean;
  /** Settles when every send in flight has settled (tests, destroy). */
  flush(): Promise<void>;
}

interface TelemetryDeps {
  options: NormalizedOptions;
  isEnabled: () => boolean;
  address: () => string | undefined;
  onForbidden: () => void;
  logger: Logger;
  signal: AbortSignal;
  now?: () => number;
}

function newId(): string {
  const c = (globalThis as { crypto?: Crypto }).crypto;
  if (c?.randomUUID) return c.randomUUID();
  return `${Date.now().toString(16)}-${Math.random().toString(16).slice(2)}`;
}

/**
 * Analytics and error reporting. Nothing is sent unless analytics is enabled locally AND the
 * service's `/getAnalyticsConfig` says so (asked lazily, on the first event, once).
 */
export function createTelemetry(deps: TelemetryDeps): Telemetry {
  const { options } = deps;
  const now = deps.now ?? Date.now;
  const query = { projectId: options.projectId, st: options.sdkType, sv: options.sdkVersion };
  const analytics: HttpClient = createHttpClient({ baseUrl: options.endpoints.analytics, query, fetch: options.fetch, signal: deps.signal });
  const api: HttpClient = createHttpClient({ baseUrl: options.endpoints.api, query, fetch: options.fetch, signal: deps.signal });
  let remoteEnabled: Promise<boolean> | undefined;
  let forbidden = false;
  const inFlight = new Set<Promise<unknown>>();
  const sent: number[] = [];

  const allowed = async () => {
    if (forbidden || !deps.isEnabled() || !options.projectId || options.basic) return false;
    remoteEnabled ??= api
      .get<{ isAnalyticsEnabled: boolean }>('/getAnalyticsConfig', { validate: validateAnalyticsConfigReply })
      .then((r) => r.isAnalyticsEnabled)
      .catch(() => false);
    return remoteEnabled;
  };

  const send = (props: Record<string, unknown>) => {
    const job = (async () => {
      if (!(await allowed())) return;
      const loc = (globalThis as { location?: Location }).location;
      const body = {
        eventId: newId(),
        url: loc?.href ?? options.metadata.url,
        domain: loc?.hostname ?? safeHost(options.metadata.url),
        timestamp: now(),
        props: { ...props, address: deps.address() },
      };
      try {
        await analytics.post('/e', { body });
      } catch (error) {
        // Failures are ignored, except a 403: the origin is not on the allowlist. Say it once.
        if (error instanceof HttpError && error.data?.status === 403 && !forbidden) {
          forbidden = true;
          deps.onForbidden();
        }
      }
    })();
    inFlight.add(job);
    void job.finally(() => inFlight.delete(job));
  };

  return {
    track(event, properties) {
      if (event === 'MODAL_CREATED') return;
      send({ type: 'track', event, properties });
    },
    reportError(error, category) {
      const t = now();
      while (sent.length && sent[0]! <= t - ERROR_REPORT_WINDOW_MS) sent.shift();
      if (sent.length >= ERROR_REPORT_LIMIT) return false;
      sent.push(t);
      send({
        type: 'error',
        event: category,
        errorType: error.name,
        errorMessage: error.shortMessage,
        stackTrace: error.stack ?? '',
      });
      return true;
    },
    async flush() {
      await Promise.allSettled([...inFlight]);
    },
  };
}

function safeHost(url: string): string {
  try {
    return new URL(url).hostname;
  } catch {
    return '';
  }
}
