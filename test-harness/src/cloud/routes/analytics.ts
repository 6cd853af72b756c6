import { requireProject } from '../context';
import type { RouteHandler } from '../context';
import { HttpError, isRecord, json } from '../http';
import type { CloudRouteKey } from '../paths';
import { isOriginAllowed } from '../projects';
import type { AnalyticsEvent } from '../types';

/** Events kept per server; older ones drop first, so a chatty e2e run cannot exhaust memory. */
const MAX_EVENTS = 10_000;

/** Checks the SPEC §7 event body: eventId, url, domain, timestamp, props. */
function parseEvent(body: unknown): AnalyticsEvent {
  if (!isRecord(body)) throw new HttpError(400, 'Analytics body must be a JSON object');
  const { eventId, url, domain, timestamp, props } = body;
  if (typeof eventId !== 'string' || eventId === '') throw new HttpError(400, '"eventId" must be a non-empty string');
  if (typeof url !== 'string') throw new HttpError(400, '"url" must be a string');
  if (typeof domain !== 'string') throw new HttpError(400, '"domain" must be a string');
  if (typeof timestamp !== 'number' || !Number.isFinite(timestamp)) throw new HttpError(400, '"timestamp" must be a number');
  if (!isRecord(props)) throw new HttpError(400, '"props" must be an object');
  return { eventId, url, domain, timestamp, props };
}

/**
 * `POST /e?projectId&st&sv` records the event and answers `{ status: 'SUCCESS' }`. A browser
 * whose Origin is not on the project's allow-list gets 403, as the kit expects (SPEC §8).
 */
const analytics: RouteHandler = async (ctx) => {
  const project = requireProject(ctx);
  if (ctx.origin !== null && !isOriginAllowed(ctx.origin, project.allowedOrigins)) {
    throw new HttpError(403, `Origin ${ctx.origin} is not on the allow-list of project "${project.id}"`);
  }
  const event = parseEvent(await ctx.json());
  const events = ctx.state.analytics;
  events.push({ ...event, projectId: project.id, st: ctx.query.get('st'), sv: ctx.query.get('sv'), origin: ctx.origin });
  if (events.length > MAX_EVENTS) events.splice(0, events.length - MAX_EVENTS);
  return json({ status: 'SUCCESS' });
};

/** Handler of the analytics sink. */
export const analyticsRoutes = { analytics } satisfies Partial<Record<CloudRouteKey, RouteHandler>>;
