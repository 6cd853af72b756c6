import { afterEach, describe, expect, it, vi } from 'vitest';
import { createTelemetry, ERROR_REPORT_LIMIT, ERROR_REPORT_WINDOW_MS } from './telemetry';
import { createKit } from '../createKit';
import { normalizeOptions } from '../config/options';
import type { KitOptions } from '../plugins/types';
import { KitError } from '../errors';
import { ADDRESS, baseOptions, fakeWallet, metadata, quietLogger, recordingFetch, walletsPlugin, type Responder } from '../testing/fixtures';
import { internals } from '../kit/internals';

const CLOUD = 'http://cloud.test';
const PULSE = 'http://pulse.test';
const endpoints = { api: CLOUD, rpc: CLOUD, analytics: PULSE, blockchainApi: CLOUD };
const ORIGIN = 'https://dapp.example';
const SDK = { sdkType: 'html-wagmi', sdkVersion: 'html-wagmi-4.2.2' };

type EventBody = { eventId: string; url: string; domain: string; timestamp: number; props: Record<string, unknown> };

/** Waits (polling every 1 ms) until the expectation holds. */
const until = (check: () => void) => vi.waitFor(check, { interval: 1, timeout: 900 });

/** Lets every promise chain and pending fetch double settle. */
async function settle(rounds = 5) {
  for (let i = 0; i < rounds; i++) await new Promise((r) => setTimeout(r, 0));
}

function analyticsCloud(routes: Record<string, Responder | unknown> = {}) {
  const f = recordingFetch({ '/getAnalyticsConfig': { isAnalyticsEnabled: true }, '/e': () => new Response('{}'), ...routes });
  const events = () => f.requests.filter((r) => r.url.origin === PULSE && r.url.pathname === '/e');
  const bodies = () => events().map((r) => r.body as EventBody);
  const analyticsRequests = () => f.requests.filter((r) => r.url.pathname === '/e' || r.url.pathname === '/getAnalyticsConfig');
  return { ...f, events, bodies, analyticsRequests };
}

function kitWith(cloud: ReturnType<typeof analyticsCloud>, extra: Partial<KitOptions> = {}) {
  return createKit(baseOptions({ projectId: 'p1', fetch: cloud.fetch, endpoints, origin: ORIGIN, ...SDK, ...extra }));
}

afterEach(() => {
  vi.useRealTimers();
});

describe('analytics off (features.analytics false)', () => {
  it('NOT ONE request to the analytics sink or /getAnalyticsConfig, even after open, close, connect, errors and track', async () => {
    const cloud = analyticsCloud();
    const w = fakeWallet();
    const kit = kitWith(cloud, { features: { analytics: false }, plugins: [walletsPlugin([w])] });
    kit.on('modalOpened', () => {
      throw new Error('a dapp handler broke');
    });
    const errors: string[] = [];
    kit.on('error', (e) => errors.push(e.category));
    await kit.ready;
    kit.open();
    kit.close();
    await kit.connect('dev.wallet');
    kit.open();
    kit.close();
    await kit.disconnect();
    internals(kit).track('CUSTOM_EVENT', { a: 1 });
    await settle();
    expect(errors.length).toBeGreaterThan(0);
    expect(cloud.analyticsRequests()).toEqual([]);
    expect(cloud.requests).toEqual([]);
    await kit.destroy();
  });

  it('without a projectId nothing is sent either', async () => {
    const cloud = analyticsCloud();
    const kit = kitWith(cloud, { projectId: undefined });
    kit.open();
    internals(kit).track('CUSTOM_EVENT');
    await settle();
    expect(cloud.requests).toEqual([]);
    await kit.destroy();
  });
});

describe('analytics on', () => {
  it('asks /getAnalyticsConfig once, then internals(kit).track POSTs /e with projectId, st, sv and {eventId, url, domain, timestamp, props}', async () => {
    const cloud = analyticsCloud();
    const w = fakeWallet();
    const kit = kitWith(cloud, { plugins: [walletsPlugin([w])] });
    await kit.ready;
    await kit.connect('dev.wallet');
    const before = Date.now();
    internals(kit).track('SOCIAL_LOGIN_STARTED', { provider: 'github' });
    internals(kit).track('SWAP_INITIATED', { amount: 2 });
    const mine = () => cloud.bodies().filter((b) => b.props.event === 'SOCIAL_LOGIN_STARTED' || b.props.event === 'SWAP_INITIATED');
    await until(() => expect(mine()).toHaveLength(2));
    const after = Date.now();

    const config = cloud.requests.filter((r) => r.url.pathname === '/getAnalyticsConfig');
    expect(config).toHaveLength(1);
    expect(config[0]!.method).toBe('GET');
    expect(config[0]!.url.origin).toBe(CLOUD);
    expect(Object.fromEntries(config[0]!.url.searchParams)).toEqual({ projectId: 'p1', st: SDK.sdkType, sv: SDK.sdkVersion });

    for (const req of cloud.events()) {
      expect(req.method).toBe('POST');
      expect(Object.fromEntries(req.url.searchParams)).toEqual({ projectId: 'p1', st: SDK.sdkType, sv: SDK.sdkVersion });
    }
    const [first, second] = mine();
    expect(Object.keys(first!).sort()).toEqual(['domain', 'eventId', 'props', 'timestamp', 'url']);
    expect(first!.url).toBe(metadata.url);
    expect(first!.domain).toBe(new URL(metadata.url).hostname);
    expect(first!.timestamp).toBeGreaterThanOrEqual(before);
    expect(first!.timestamp).toBeLessThanOrEqual(after);
    expect(typeof first!.eventId).toBe('string');
    expect(first!.eventId).not.toBe(second!.eventId);
    expect(first!.props).toMatchObject({ event: 'SOCIAL_LOGIN_STARTED', properties: { provider: 'github' }, address: ADDRESS });
    expect(second!.props).toMatchObject({ event: 'SWAP_INITIATED', properties: { amount: 2 }, address: ADDRESS });
    await kit.destroy();
  });

  it('opening and closing the modal are tracked; MODAL_CREATED is never sent', async () => {
    const cloud = analyticsCloud();
    const kit = kitWith(cloud);
    await kit.ready;
    internals(kit).track('MODAL_CREATED');
    kit.open();
    kit.close();
    await until(() => expect(cloud.events()).toHaveLength(2));
    await settle();
    const names = cloud.bodies().map((b) => b.props.event);
    expect(names).toEqual(['MODAL_OPEN', 'MODAL_CLOSE']);
    expect(cloud.bodies()[0]!.props).toMatchObject({ properties: { connected: false } });
    await kit.destroy();
  });

  it('isAnalyticsEnabled false → nothing is sent, and the service is asked only once', async () => {
    const cloud = analyticsCloud({ '/getAnalyticsConfig': { isAnalyticsEnabled: false } });
    const kit = kitWith(cloud);
    internals(kit).track('A');
    kit.open();
    await until(() => expect(cloud.requests.some((r) => r.url.pathname === '/getAnalyticsConfig')).toBe(true));
    internals(kit).track('B');
    kit.close();
    await settle();
    expect(cloud.events()).toEqual([]);
    expect(cloud.requests.filter((r) => r.url.pathname === '/getAnalyticsConfig')).toHaveLength(1);
    await kit.destroy();
  });

  it.each<[string, Responder]>([
    ['fails', () => new Response('', { status: 500 })],
    ['answers the wrong shape', () => Response.json({ enabled: true })],
  ])('when /getAnalyticsConfig %s nothing is sent', async (_name, responder) => {
    const cloud = analyticsCloud({ '/getAnalyticsConfig': responder });
    const kit = kitWith(cloud);
    internals(kit).track('A');
    await until(() => expect(cloud.requests).toHaveLength(1));
    await settle();
    expect(cloud.events()).toEqual([]);
    await kit.destroy();
  });

  it.each<[string, Responder]>([
    ['a 500', () => new Response('oops', { status: 500 })],
    ['a network failure', () => Promise.reject(new TypeError('Failed to fetch'))],
  ])('%s from /e is ignored: no throw, no alert, later events still go out', async (_name, responder) => {
    const cloud = analyticsCloud({ '/e': responder });
    const logger = quietLogger();
    const kit = kitWith(cloud, { logger });
    expect(() => internals(kit).track('A')).not.toThrow();
    await until(() => expect(cloud.events()).toHaveLength(1));
    internals(kit).track('B');
    await until(() => expect(cloud.events()).toHaveLength(2));
    await settle();
    expect(kit.getState().alerts).toEqual([]);
    expect(logger.lines.filter((l) => l.level === 'error')).toEqual([]);
    await kit.destroy();
  });

  it("a 403 from /e shows the 'Invalid App Configuration' alert exactly once across several events", async () => {
    const cloud = analyticsCloud({ '/e': () => new Response('{"message":"origin not allowed"}', { status: 403 }) });
    const kit = kitWith(cloud);
    internals(kit).track('A');
    internals(kit).track('B');
    internals(kit).track('C');
    await until(() => expect(cloud.events().length).toBeGreaterThanOrEqual(1));
    await settle();
    kit.open();
    kit.close();
    internals(kit).track('D');
    await settle();
    const alerts = kit.getState().alerts.filter((a) => a.code === 'INVALID_APP_CONFIGURATION');
    expect(alerts).toHaveLength(1);
    expect(alerts[0]!.params).toEqual({ origin: ORIGIN });
    await kit.alerts.loadStrings();
    expect(kit.t(`alert.${alerts[0]!.code}`)).toBe('Invalid App Configuration');
    await kit.destroy();
  });
});

describe('error reports', () => {
  it('a throwing event handler is reported with the default category INTERNAL_SDK_ERROR and an error body', async () => {
    const cloud = analyticsCloud();
    const kit = kitWith(cloud);
    const reported: Array<{ category: string; error: KitError }> = [];
    kit.on('error', (e) => reported.push(e));
    kit.on('modalOpened', () => {
      throw new Error('a dapp handler broke');
    });
    kit.open();
    expect(reported).toHaveLength(1);
    expect(reported[0]!.category).toBe('INTERNAL_SDK_ERROR');
    expect(reported[0]!.error).toBeInstanceOf(KitError);
    expect((reported[0]!.error.cause as Error).message).toBe('a dapp handler broke');
    await until(() => expect(cloud.bodies().some((b) => b.props.type === 'error')).toBe(true));
    const body = cloud.bodies().find((b) => b.props.type === 'error')!;
    expect(body.props).toMatchObject({
      type: 'error',
      event: 'INTERNAL_SDK_ERROR',
      errorType: reported[0]!.error.name,
      errorMessage: reported[0]!.error.shortMessage,
    });
    expect(typeof body.props.stackTrace).toBe('string');
    expect(body.props.stackTrace).toBe(reported[0]!.error.stack);
    expect(Object.keys(body).sort()).toEqual(['domain', 'eventId', 'props', 'timestamp', 'url']);
    await kit.destroy();
  });

  it(`at most ${ERROR_REPORT_LIMIT} error reports are sent per minute through the kit, though every error is still emitted`, async () => {
    expect(ERROR_REPORT_LIMIT).toBe(5);
    expect(ERROR_REPORT_WINDOW_MS).toBe(60_000);
    const cloud = analyticsCloud();
    const kit = kitWith(cloud);
    let emitted = 0;
    kit.on('error', () => emitted++);
    kit.on('modalOpened', () => {
      throw new Error('again');
    });
    for (let i = 0; i < 7; i++) {
      kit.open();
      kit.close();
    }
    await until(() => expect(cloud.bodies().filter((b) => b.props.event === 'MODAL_CLOSE')).toHaveLength(7));
    await settle();
    expect(emitted).toBe(7);
    expect(cloud.bodies().filter((b) => b.props.type === 'error')).toHaveLength(5);
    await kit.destroy();
  });
});

describe('createTelemetry (unit)', () => {
  function telemetry(routes: Record<string, Responder | unknown> = {}, enabled = true) {
    const cloud = analyticsCloud(routes);
    const clock = { t: 1_700_000_000_000 };
    const onForbidden = vi.fn();
    const t = createTelemetry({
      options: normalizeOptions(baseOptions({ projectId: 'p1', fetch: cloud.fetch, endpoints, ...SDK }), '0.1.0'),
      isEnabled: () => enabled,
      address: () => ADDRESS,
      onForbidden,
      logger: quietLogger(),
      signal: new AbortController().signal,
      now: () => clock.t,
    });
    return { t, cloud, clock, onForbidden };
  }

  it('caps error reports at 5 per 60 s and resumes once the window has passed', async () => {
    const { t, cloud, clock } = telemetry();
    const start = clock.t;
    const results: boolean[] = [];
    for (let i = 0; i < 7; i++) results.push(t.reportError(new KitError(`failure ${i}`), 'INTERNAL_SDK_ERROR'));
    expect(results).toEqual([true, true, true, true, true, false, false]);
    clock.t = start + 59_999;
    expect(t.reportError(new KitError('still capped'), 'INTERNAL_SDK_ERROR')).toBe(false);
    clock.t = start + 60_000;
    expect(t.reportError(new KitError('window passed'), 'INTERNAL_SDK_ERROR')).toBe(true);
    await t.flush();
    const sent = cloud.bodies().map((b) => b.props.errorMessage);
    expect(sent).toEqual(['failure 0', 'failure 1', 'failure 2', 'failure 3', 'failure 4', 'window passed']);
    expect(cloud.bodies().at(-1)!.timestamp).toBe(start + 60_000);
  });

  it('the window slides: a slot frees up 60 s after each report', () => {
    const { t, clock } = telemetry();
    const start = clock.t;
    for (let i = 0; i < 5; i++) {
      clock.t = start + i * 10_000;
      expect(t.reportError(new KitError('x'), 'C')).toBe(true);
    }
    clock.t = start + 50_000;
    expect(t.reportError(new KitError('x'), 'C')).toBe(false);
    clock.t = start + 60_000;
    expect(t.reportError(new KitError('x'), 'C')).toBe(true);
    expect(t.reportError(new KitError('x'), 'C')).toBe(false);
    clock.t = start + 70_000;
    expect(t.reportError(new KitError('x'), 'C')).toBe(true);
  });

  it('sends error bodies with type, category, errorType, errorMessage and stackTrace', async () => {
    const { t, cloud } = telemetry();
    class WalletMissing extends KitError {
      override name = 'WalletMissing';
    }
    const error = new WalletMissing('Chain adapter not found', { details: 'eip155' });
    t.reportError(error, 'CONNECTION_ERROR');
    await t.flush();
    const [body] = cloud.bodies();
    expect(body!.props).toEqual({ type: 'error', event: 'CONNECTION_ERROR', errorType: 'WalletMissing', errorMessage: 'Chain adapter not found', stackTrace: error.stack, address: ADDRESS });
  });

  it('sends nothing while disabled locally, and never throws', async () => {
    const { t, cloud } = telemetry({}, false);
    t.track('A');
    t.reportError(new KitError('x'), 'INTERNAL_SDK_ERROR');
    await t.flush();
    expect(cloud.requests).toEqual([]);
  });

  it('a 403 calls onForbidden once and stops sending', async () => {
    const { t, cloud, onForbidden } = telemetry({ '/e': () => new Response('', { status: 403 }) });
    t.track('A');
    t.track('B');
    await t.flush();
    t.track('C');
    await t.flush();
    expect(onForbidden).toHaveBeenCalledTimes(1);
    expect(cloud.bodies().map((b) => b.props.event)).not.toContain('C');
  });

  it('skips MODAL_CREATED', async () => {
    const { t, cloud } = telemetry();
    t.track('MODAL_CREATED');
    t.track('MODAL_OPEN');
    await t.flush();
    expect(cloud.bodies().map((b) => b.props.event)).toEqual(['MODAL_OPEN']);
  });
});
