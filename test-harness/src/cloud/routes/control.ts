import type { RequestContext } from '../context';
import type { FaultController, FaultOptions } from '../faults';
import { isFaultTarget, parseFault } from '../faults';
import { HttpError, isRecord, json } from '../http';
import type { Reply } from '../http';
import { CONTROL_PATHS } from '../paths';
import { parseFeatureOverrides } from '../projects';
import type { ProjectOptions, ProjectSettings } from '../projects';
import type { RecordedAnalyticsEvent } from '../types';

/** What the control routes may change: the same knobs a Node test has on the handle. */
export interface ControlApi {
  faults: FaultController;
  analytics: { events(): RecordedAnalyticsEvent[]; clear(): void };
  configure(projectId: string | undefined, options: ProjectOptions): ProjectSettings;
  reset(): void;
}

/** Reads `{ route, fault, times? }`. */
function parseFaultRequest(body: unknown): { route: Parameters<FaultController['set']>[0]; fault: ReturnType<typeof parseFault>; options: FaultOptions } {
  if (!isRecord(body)) throw new HttpError(400, 'Body must be { route, fault, times? }');
  if (!isFaultTarget(body.route)) throw new HttpError(400, `Unknown route "${String(body.route)}"; use a key of CLOUD_PATHS or "*"`);
  const times = body.times;
  if (times !== undefined && (typeof times !== 'number' || !Number.isInteger(times) || times < 1)) {
    throw new HttpError(400, '"times" must be a positive integer');
  }
  try {
    return { route: body.route, fault: parseFault(body.fault), options: times === undefined ? {} : { times } };
  } catch (error) {
    throw new HttpError(400, (error as Error).message);
  }
}

/** Reads `{ projectId?, features?, allowedOrigins?, analyticsEnabled? }`. */
function parseConfigRequest(body: unknown): { projectId: string | undefined; options: ProjectOptions } {
  if (!isRecord(body)) throw new HttpError(400, 'Body must be { projectId?, features?, allowedOrigins?, analyticsEnabled? }');
  const { projectId, features, allowedOrigins, analyticsEnabled } = body;
  if (projectId !== undefined && (typeof projectId !== 'string' || projectId === '')) throw new HttpError(400, '"projectId" must be a non-empty string');
  if (allowedOrigins !== undefined && !(Array.isArray(allowedOrigins) && allowedOrigins.every((item) => typeof item === 'string'))) {
    throw new HttpError(400, '"allowedOrigins" must be a list of strings');
  }
  if (analyticsEnabled !== undefined && typeof analyticsEnabled !== 'boolean') throw new HttpError(400, '"analyticsEnabled" must be a boolean');
  const options: ProjectOptions = {};
  try {
    if (features !== undefined) options.features = parseFeatureOverrides(features);
  } catch (error) {
    throw new HttpError(400, (error as Error).message);
  }
  if (allowedOrigins !== undefined) options.allowedOrigins = allowedOrigins as string[];
  if (typeof analyticsEnabled === 'boolean') options.analyticsEnabled = analyticsEnabled;
  return { projectId: projectId as string | undefined, options };
}

/**
 * Serves the test-only control routes (`CONTROL_PATHS`), or returns null when the path is not
 * one of them. Browser tests use these; Node tests call the handle directly.
 *
 * @example
 * const reply = await handleControl(ctx, api); // null → not a control route
 */
export async function handleControl(ctx: RequestContext, api: ControlApi): Promise<Reply | null> {
  const method = ctx.req.method ?? 'GET';
  const path = ctx.url.pathname;
  if (path === CONTROL_PATHS.faults) {
    if (method === 'GET') return json({ faults: api.faults.list() });
    if (method === 'POST') {
      const { route, fault, options } = parseFaultRequest(await ctx.json());
      api.faults.set(route, fault, options);
      return json({ faults: api.faults.list() });
    }
    if (method === 'DELETE') {
      const route = ctx.query.get('route');
      if (route === null) api.faults.reset();
      else if (isFaultTarget(route)) api.faults.clear(route);
      else throw new HttpError(400, `Unknown route "${route}"`);
      return json({ faults: api.faults.list() });
    }
  } else if (path === CONTROL_PATHS.reset) {
    if (method === 'POST') {
      api.reset();
      return json({ status: 'SUCCESS' });
    }
  } else if (path === CONTROL_PATHS.analytics) {
    if (method === 'GET') return json({ events: api.analytics.events() });
    if (method === 'DELETE') {
      api.analytics.clear();
      return json({ events: [] });
    }
  } else if (path === CONTROL_PATHS.config) {
    if (method === 'POST') {
      const { projectId, options } = parseConfigRequest(await ctx.json());
      return json({ project: api.configure(projectId, options) });
    }
  } else {
    return null;
  }
  throw new HttpError(405, `Method ${method} is not allowed on ${path}`);
}
