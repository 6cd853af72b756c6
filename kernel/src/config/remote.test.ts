import { afterEach, describe, expect, it, vi } from 'vitest';
import { createKit } from '../createKit';
import { definePlugin } from '../plugins/definePlugin';
import { applyRemoteFeatures, isOriginAllowed } from './remote';
import { CORE_FEATURES, resolveLocalFeatures, type Features, type ResolvedFeatures } from './features';
import type { KitOptions } from '../plugins/types';
import type { Kit } from '../kit';
import { baseOptions, flush, quietLogger, recordingFetch, type Responder } from '../testing/fixtures';
import { SPEC_FLAGS, SPEC_REMOTE_FLAGS, flagsPlugin } from '../testing/features';
import { internals } from '../kit/internals';

const CLOUD = 'http://cloud.test';
const ORIGIN = 'https://dapp.example';
const endpoints = { api: CLOUD, rpc: CLOUD, analytics: CLOUD, blockchainApi: CLOUD };

const needs = (...ids: string[]) => flagsPlugin(...ids);
/** The flags a kit with `plugins` starts from, before any remote decision. */
const defaults = (...ids: string[]): ResolvedFeatures => resolveLocalFeatures({ featureFlags: { ...CORE_FEATURES, ...needs(...ids).features } });
// Email and social login: the two flags behind the origin check.
const emailPlugin = () => needs('email', 'socials');

const configReply = (features: Array<{ id: string; isEnabled: boolean; config?: unknown }>) => ({ features });
const allowed = (...origins: string[]) => ({ allowedOrigins: origins });

type Routes = Record<string, Responder | unknown>;

function setup(routes: Routes, extra: Partial<KitOptions> = {}) {
  const f = recordingFetch(routes);
  const logger = quietLogger();
  const kit = createKit(baseOptions({ projectId: 'p1', fetch: f.fetch, endpoints, origin: ORIGIN, logger, sdkType: 'html-wagmi', sdkVersion: 'html-wagmi-4.2.2', ...extra }));
  return { kit, f, logger, paths: () => f.requests.map((r) => r.url.pathname) };
}

const alertCodes = (kit: Kit) => kit.getState().alerts.map((a) => a.code);
const paths = (f: ReturnType<typeof recordingFetch>) => f.requests.map((r) => r.url.pathname);
const warnings = (logger: ReturnType<typeof quietLogger>) => logger.lines.filter((l) => l.level === 'warn').map((l) => String(l.args[0]));

afterEach(() => {
  vi.useRealTimers();
});

describe('when no remote configuration is needed', () => {
  it('basic mode makes NO request at all, even when opening and closing, and turns every remote feature off', async () => {
    const { kit, f } = setup(
      { '/appkit/v1/config': configReply([{ id: 'email', isEnabled: true }]), '/projects/v1/origins': allowed(ORIGIN), '/getAnalyticsConfig': { isAnalyticsEnabled: true } },
      { basic: true, plugins: [needs(...Object.keys(SPEC_FLAGS))], features: { email: true, multiWallet: true, swaps: ['1inch'], send: true } },
    );
    await kit.ready;
    kit.open();
    kit.close();
    internals(kit).track('CUSTOM_EVENT');
    await new Promise((r) => setTimeout(r, 5));
    expect(f.requests).toEqual([]);
    const features = kit.getState().features;
    for (const id of SPEC_REMOTE_FLAGS) expect(features[id], id).toBe(false);
    expect(features.send).toBe(true);
    expect(kit.getState().remote.status).toBe('skipped');
    await kit.destroy();
  });

  it('a kit with no plugin declaring a remote flag and no explicit remote feature makes NO request', async () => {
    const { kit, f } = setup({ '/appkit/v1/config': configReply([]) }, { plugins: [definePlugin({ id: 'plain', kind: 'feature' }), needs('send', 'receive')], features: { send: false, receive: true } });
    await kit.ready;
    expect(f.requests).toEqual([]);
    expect(kit.getState().remote.status).toBe('skipped');
    expect(kit.getState().features).toEqual({ ...defaults('send', 'receive'), send: false, receive: true });
    await kit.destroy();
  });

  it('local remote features set to off do not ask the service either', async () => {
    const { kit, f } = setup({}, { features: { email: false, multiWallet: false } });
    await kit.ready;
    expect(f.requests).toEqual([]);
    await kit.destroy();
  });
});

describe('remote configuration (GET /appkit/v1/config)', () => {
  it('a plugin declaring the remote flag email makes the kit GET /appkit/v1/config with projectId, st, sv', async () => {
    const { kit, f } = setup({ '/appkit/v1/config': configReply([{ id: 'email', isEnabled: true }]), '/projects/v1/origins': allowed(ORIGIN) }, { plugins: [emailPlugin()] });
    await kit.ready;
    const req = f.requests.find((r) => r.url.pathname === '/appkit/v1/config');
    expect(req).toBeDefined();
    expect(req!.method).toBe('GET');
    expect(req!.url.origin).toBe(CLOUD);
    expect(Object.fromEntries(req!.url.searchParams)).toEqual({ projectId: 'p1', st: 'html-wagmi', sv: 'html-wagmi-4.2.2' });
    expect(kit.getState().remote.status).toBe('ready');
    expect(kit.getState().features.email).toBe(true);
    await kit.destroy();
  });

  it("an explicit local remote feature (multiWallet: true) asks the service too", async () => {
    const { kit, paths } = setup({ '/appkit/v1/config': configReply([]), '/projects/v1/origins': allowed(ORIGIN) }, { features: { multiWallet: true } });
    await kit.ready;
    expect(paths()).toContain('/appkit/v1/config');
    await kit.destroy();
  });

  it("remote overrides local: local multiWallet true, remote false → false, with the 'Local configuration ignored' warning and alert", async () => {
    const { kit, logger } = setup(
      { '/appkit/v1/config': configReply([{ id: 'multiWallet', isEnabled: false }, { id: 'email', isEnabled: true }]), '/projects/v1/origins': allowed(ORIGIN) },
      { features: { multiWallet: true } },
    );
    await kit.ready;
    expect(kit.getState().features.multiWallet).toBe(false);
    expect(warnings(logger).some((w) => w.includes('Local configuration ignored') && w.includes('multiWallet'))).toBe(true);
    const alert = kit.getState().alerts.find((a) => a.code === 'LOCAL_CONFIGURATION_IGNORED');
    expect(alert).toBeDefined();
    expect(alert!.severity).toBe('warning');
    expect(String(alert!.params?.keys)).toContain('multiWallet');
    await kit.destroy();
  });

  it('remote lists replace local ones (swaps, socials filtered to known providers)', async () => {
    const { kit } = setup(
      {
        '/appkit/v1/config': configReply([
          { id: 'swaps', isEnabled: true, config: ['0x'] },
          { id: 'socials', isEnabled: true, config: ['github', 'myspace', 'google'] },
          { id: 'onramp', isEnabled: false },
        ]),
        '/projects/v1/origins': allowed(ORIGIN),
      },
      { features: { swaps: ['1inch'] }, plugins: [needs('swaps', 'socials', 'onramp')] },
    );
    await kit.ready;
    expect(kit.getState().features.swaps).toEqual(['0x']);
    expect(kit.getState().features.socials).toEqual(['github', 'google']);
    expect(kit.getState().features.onramp).toBe(false);
    await kit.destroy();
  });

  it('no warning when the service agrees with local settings or decides a feature the dapp did not set', async () => {
    const { kit, logger } = setup(
      { '/appkit/v1/config': configReply([{ id: 'multiWallet', isEnabled: true }, { id: 'activity', isEnabled: false }]), '/projects/v1/origins': allowed(ORIGIN) },
      { features: { multiWallet: true }, plugins: [needs('activity')] },
    );
    await kit.ready;
    expect(kit.getState().features.multiWallet).toBe(true);
    expect(kit.getState().features.activity).toBe(false);
    expect(warnings(logger).some((w) => w.includes('Local configuration ignored'))).toBe(false);
    expect(alertCodes(kit)).not.toContain('LOCAL_CONFIGURATION_IGNORED');
    await kit.destroy();
  });

  const local: Features = { multiWallet: true, swaps: ['0x'], activity: false };
  const failures: Array<[string, Responder]> = [
    ['a 500', () => Response.json({ message: 'boom' }, { status: 500 })],
    ['a malformed body', () => new Response('{"features": [{"id": "email"', { status: 200 })],
    ['a reply of the wrong shape (features not a list)', () => Response.json({ features: 'all' })],
    ['a reply of the wrong shape (isEnabled missing)', () => Response.json({ features: [{ id: 'multiWallet' }] })],
    ['a reply of the wrong shape (isEnabled a string)', () => Response.json({ features: [{ id: 'multiWallet', isEnabled: 'false' }] })],
    ['a network failure', () => Promise.reject(new TypeError('Failed to fetch'))],
  ];

  it.each(failures)('%s warns, keeps local and default features and marks remote failed', async (_name, responder) => {
    const { kit, logger } = setup({ '/appkit/v1/config': responder, '/projects/v1/origins': allowed(ORIGIN) }, { features: local, plugins: [needs('swaps', 'activity')] });
    await kit.ready;
    expect(kit.getState().remote.status).toBe('failed');
    expect(kit.getState().features).toEqual({ ...defaults('swaps', 'activity'), ...local });
    expect(warnings(logger).some((w) => w.includes('Remote configuration could not be loaded'))).toBe(true);
    expect(alertCodes(kit)).not.toContain('LOCAL_CONFIGURATION_IGNORED');
    await kit.destroy();
  });

  it('a config service that never answers times out after 10 s, then warns and keeps local features', async () => {
    vi.useFakeTimers();
    const { kit, logger } = setup({ '/appkit/v1/config': () => new Promise<Response>(() => {}), '/projects/v1/origins': allowed(ORIGIN) }, { features: local, plugins: [needs('swaps', 'activity')] });
    let ready = false;
    void kit.ready.then(() => (ready = true));
    await vi.advanceTimersByTimeAsync(9_999);
    expect(ready).toBe(false);
    expect(kit.getState().remote.status).toBe('loading');
    await vi.advanceTimersByTimeAsync(1);
    await kit.ready;
    expect(kit.getState().remote.status).toBe('failed');
    expect(kit.getState().features).toEqual({ ...defaults('swaps', 'activity'), ...local });
    expect(warnings(logger).some((w) => w.includes('Remote configuration could not be loaded'))).toBe(true);
    await kit.destroy();
  });

  it('emits configLoaded with the source', async () => {
    const remote = setup({ '/appkit/v1/config': configReply([]), '/projects/v1/origins': allowed(ORIGIN) }, { plugins: [emailPlugin()] });
    const sources: string[] = [];
    remote.kit.on('configLoaded', (e) => sources.push(e.source));
    await remote.kit.ready;
    const failed = setup({ '/appkit/v1/config': () => new Response('x', { status: 500 }), '/projects/v1/origins': allowed(ORIGIN) }, { plugins: [emailPlugin()] });
    failed.kit.on('configLoaded', (e) => sources.push(e.source));
    await failed.kit.ready;
    expect(sources).toEqual(['remote', 'local']);
    await Promise.all([remote.kit.destroy(), failed.kit.destroy()]);
  });
});

describe('origin check (GET /projects/v1/origins)', () => {
  it('happens when email ends up on, with projectId, st, sv, and keeps email and socials when the origin is listed', async () => {
    const { kit, f } = setup({ '/appkit/v1/config': configReply([{ id: 'email', isEnabled: true }]), '/projects/v1/origins': allowed('https://other.example', ORIGIN) }, { plugins: [needs('email', 'socials')] });
    await kit.ready;
    const req = f.requests.find((r) => r.url.pathname === '/projects/v1/origins');
    expect(req?.method).toBe('GET');
    expect(Object.fromEntries(req!.url.searchParams)).toEqual({ projectId: 'p1', st: 'html-wagmi', sv: 'html-wagmi-4.2.2' });
    expect(kit.getState().features.email).toBe(true);
    expect(kit.getState().features.socials).toEqual(SPEC_FLAGS.socials!.default);
    expect(kit.getState().remote.allowedOrigins).toEqual(['https://other.example', ORIGIN]);
    expect(kit.getState().alerts).toEqual([]);
    await kit.destroy();
  });

  it('happens when only socials end up on', async () => {
    const { kit, paths } = setup(
      { '/appkit/v1/config': configReply([{ id: 'email', isEnabled: false }, { id: 'socials', isEnabled: true, config: ['google'] }]), '/projects/v1/origins': allowed(ORIGIN) },
      { plugins: [needs('email', 'socials')] },
    );
    await kit.ready;
    expect(paths()).toContain('/projects/v1/origins');
    await kit.destroy();
  });

  it('does NOT happen when email and socials both end up off', async () => {
    const { kit, paths } = setup(
      { '/appkit/v1/config': configReply([{ id: 'email', isEnabled: false }, { id: 'socials', isEnabled: false }]), '/projects/v1/origins': allowed(ORIGIN) },
      { plugins: [needs('email', 'socials')] },
    );
    await kit.ready;
    expect(paths()).toEqual(['/appkit/v1/config']);
    expect(kit.getState().features.email).toBe(false);
    await kit.destroy();
  });

  it('does NOT happen when the dapp turned email and socials off and the service does not decide them', async () => {
    const { kit, paths } = setup({ '/appkit/v1/config': configReply([{ id: 'multiWallet', isEnabled: true }]), '/projects/v1/origins': allowed(ORIGIN) }, {
      features: { email: false, socials: false, multiWallet: true },
    });
    await kit.ready;
    expect(paths()).toEqual(['/appkit/v1/config']);
    await kit.destroy();
  });

  it('an empty allowedOrigins list → PROJECT_ID_NOT_CONFIGURED and email/socials off', async () => {
    const { kit } = setup({ '/appkit/v1/config': configReply([{ id: 'email', isEnabled: true }]), '/projects/v1/origins': allowed() }, { plugins: [emailPlugin()] });
    await kit.ready;
    expect(alertCodes(kit)).toEqual(['PROJECT_ID_NOT_CONFIGURED']);
    expect(kit.getState().features.email).toBe(false);
    expect(kit.getState().features.socials).toBe(false);
    await kit.destroy();
  });

  it('an origin not on the list → INVALID_APP_CONFIGURATION naming the origin, and email/socials off', async () => {
    const { kit } = setup({ '/appkit/v1/config': configReply([{ id: 'email', isEnabled: true }]), '/projects/v1/origins': allowed('https://other.example') }, {
      plugins: [emailPlugin()],
      origin: 'https://evil.example',
    });
    await kit.ready;
    const alert = kit.getState().alerts.find((a) => a.code === 'INVALID_APP_CONFIGURATION');
    expect(alert?.params).toEqual({ origin: 'https://evil.example' });
    await kit.alerts.loadStrings();
    expect(kit.t('alert.INVALID_APP_CONFIGURATION.long', alert!.params)).toContain('https://evil.example');
    expect(kit.getState().features.email).toBe(false);
    expect(kit.getState().features.socials).toBe(false);
    // The rest of the remote configuration still applies.
    expect(kit.getState().remote.status).toBe('ready');
    await kit.destroy();
  });

  it('a wildcard entry matches subdomains of the origin', async () => {
    const { kit } = setup({ '/appkit/v1/config': configReply([{ id: 'email', isEnabled: true }]), '/projects/v1/origins': allowed('https://*.example.com') }, {
      plugins: [emailPlugin()],
      origin: 'https://app.example.com',
    });
    await kit.ready;
    expect(kit.getState().alerts).toEqual([]);
    expect(kit.getState().features.email).toBe(true);
    await kit.destroy();
  });

  it('429 → RATE_LIMITED_APP_CONFIGURATION and email/socials off', async () => {
    const { kit } = setup({ '/appkit/v1/config': configReply([{ id: 'email', isEnabled: true }]), '/projects/v1/origins': () => new Response('{}', { status: 429 }) }, { plugins: [emailPlugin()] });
    await kit.ready;
    expect(alertCodes(kit)).toEqual(['RATE_LIMITED_APP_CONFIGURATION']);
    expect(kit.getState().features.email).toBe(false);
    expect(kit.getState().features.socials).toBe(false);
    await kit.destroy();
  });

  it.each([500, 503, 599])("%i → SERVER_ERROR_APP_CONFIGURATION carrying the server's message, email/socials off", async (status) => {
    const message = `origins service down (${status})`;
    const { kit } = setup({ '/appkit/v1/config': configReply([{ id: 'email', isEnabled: true }]), '/projects/v1/origins': () => Response.json({ message }, { status }) }, { plugins: [emailPlugin()] });
    await kit.ready;
    const alert = kit.getState().alerts.find((a) => a.code === 'SERVER_ERROR_APP_CONFIGURATION');
    expect(alert?.params?.message).toBe(message);
    await kit.alerts.loadStrings();
    expect(kit.t('alert.SERVER_ERROR_APP_CONFIGURATION.long', alert!.params)).toContain(message);
    expect(alertCodes(kit)).toEqual(['SERVER_ERROR_APP_CONFIGURATION']);
    expect(kit.getState().features.email).toBe(false);
    expect(kit.getState().features.socials).toBe(false);
    await kit.destroy();
  });

  it('a missing projectId with a remote feature needed → PROJECT_ID_NOT_CONFIGURED and no request', async () => {
    const { kit, f } = setup({ '/appkit/v1/config': configReply([]), '/projects/v1/origins': allowed(ORIGIN) }, { projectId: undefined, plugins: [emailPlugin()] });
    await kit.ready;
    expect(f.requests).toEqual([]);
    expect(alertCodes(kit)).toEqual(['PROJECT_ID_NOT_CONFIGURED']);
    expect(kit.getState().remote.status).toBe('failed');
    await kit.destroy();
  });

  it('a missing projectId with nothing remote needed shows no alert', async () => {
    const { kit, f } = setup({}, { projectId: undefined });
    await kit.ready;
    expect(f.requests).toEqual([]);
    expect(kit.getState().alerts).toEqual([]);
    await kit.destroy();
  });

  it('also runs after a failed config fetch when the default email feature is on', async () => {
    const { kit, paths } = setup({ '/appkit/v1/config': () => new Response('', { status: 500 }), '/projects/v1/origins': allowed('https://other.example') }, { plugins: [emailPlugin()] });
    await kit.ready;
    expect(paths()).toEqual(['/appkit/v1/config', '/projects/v1/origins']);
    expect(alertCodes(kit)).toEqual(['INVALID_APP_CONFIGURATION']);
    expect(kit.getState().features.email).toBe(false);
    await kit.destroy();
  });
});

describe('an invalid project id (SPEC §8 Invalid Project ID)', () => {
  const everything = { '/appkit/v1/config': configReply([{ id: 'email', isEnabled: true }]), '/projects/v1/origins': allowed(ORIGIN), '/getAnalyticsConfig': { isAnalyticsEnabled: true } };

  it.each(['your-project-id', 'YOUR_PROJECT_ID', '<your project id>', 'your-reown-project-id', 'undefined', 'xxxxxxxx'])('the placeholder %s raises the alert once, says what to do in the console, and asks no service', async (projectId) => {
    const { kit, f, logger } = setup(everything, { projectId, plugins: [emailPlugin()] });
    await kit.ready;
    kit.open();
    kit.close();
    await flush();
    expect(paths(f)).not.toContain('/appkit/v1/config');
    expect(paths(f)).not.toContain('/projects/v1/origins');
    expect(alertCodes(kit)).toEqual(['INVALID_PROJECT_ID']);
    const hint = warnings(logger);
    expect(hint).toHaveLength(1);
    expect(hint[0]).toContain(`projectId "${projectId}" is a placeholder`);
    expect(hint[0]).toContain('basic: true');
    expect(hint[0]).toContain('docs/guide/self-hosting.md');
    expect(kit.getState().features.email).toBe(false);
    expect(kit.getState().remote.status).toBe('failed');
    await kit.destroy();
  });

  it('a placeholder is said even when no remote feature is needed (WalletConnect and the RPC proxy would be refused)', async () => {
    const { kit, logger } = setup({}, { projectId: 'your-project-id' });
    await kit.ready;
    expect(alertCodes(kit)).toEqual(['INVALID_PROJECT_ID']);
    expect(warnings(logger)[0]).toContain('Invalid Project ID');
    await kit.destroy();
  });

  it.each([401, 403])('a config service answering %i raises the alert once with the hint, skips the origin check and keeps the local flags', async (code) => {
    const { kit, logger, paths: seen } = setup(
      { ...everything, '/appkit/v1/config': () => Response.json({ message: 'Invalid projectId' }, { status: code }) },
      { projectId: 'a1b2c3d4e5f6a7b8c9d0e1f2a3b4c5d6', plugins: [emailPlugin(), needs('swaps')] },
    );
    await kit.ready;
    expect(seen()).toEqual(['/appkit/v1/config']);
    expect(alertCodes(kit)).toEqual(['INVALID_PROJECT_ID']);
    const hint = warnings(logger);
    expect(hint).toHaveLength(1);
    expect(hint[0]).toContain(`refused by the configuration service (HTTP status code ${code})`);
    expect(hint[0]).toContain('docs/guide/self-hosting.md');
    expect(kit.getState().features).toMatchObject({ email: false, socials: false, swaps: ['1inch'] });
    await kit.destroy();
  });

  it('real-looking ids are not placeholders', async () => {
    const { isPlaceholderProjectId } = await import('./projectId');
    for (const id of ['latchkey-dev', 'a1b2c3d4e5f6a7b8c9d0e1f2a3b4c5d6', 'p1', 'my-project']) expect(isPlaceholderProjectId(id), id).toBe(false);
  });
});

describe('isOriginAllowed', () => {
  it('matches exactly, ignoring case and a trailing slash', () => {
    expect(isOriginAllowed('https://dapp.example', ['https://dapp.example/'])).toBe(true);
    expect(isOriginAllowed('https://DAPP.example', ['https://dapp.example'])).toBe(true);
    expect(isOriginAllowed('https://dapp.example', ['http://dapp.example'])).toBe(false);
    expect(isOriginAllowed('https://dapp.example:8443', ['https://dapp.example'])).toBe(false);
    expect(isOriginAllowed('https://dapp.example', [])).toBe(false);
  });

  it('a wildcard matches subdomains at any depth, but not the bare domain or look-alikes', () => {
    const list = ['https://*.example.com'];
    expect(isOriginAllowed('https://app.example.com', list)).toBe(true);
    expect(isOriginAllowed('https://a.b.example.com', list)).toBe(true);
    expect(isOriginAllowed('https://example.com', list)).toBe(false);
    expect(isOriginAllowed('https://evilexample.com', list)).toBe(false);
    expect(isOriginAllowed('https://app.example.com.evil.test', list)).toBe(false);
    expect(isOriginAllowed('http://app.example.com', list)).toBe(false);
    expect(isOriginAllowed('https://x.test/.example.com', list)).toBe(false);
  });
});

describe('applyRemoteFeatures', () => {
  it('maps the service list onto flags, ignoring unknown features', () => {
    const flags = { ...CORE_FEATURES, ...needs(...Object.keys(SPEC_FLAGS)).features };
    const base = resolveLocalFeatures({ featureFlags: flags });
    const out = applyRemoteFeatures(flags, base, [
      { id: 'reownBranding', isEnabled: false },
      { id: 'onramp', isEnabled: true, config: ['meld'] },
      { id: 'socials', isEnabled: true },
      { id: 'hologram', isEnabled: true },
    ]);
    expect(out).toEqual({ ...base, reownBranding: false, onramp: ['meld'] });
    expect(out).not.toHaveProperty('hologram');
    expect(base.reownBranding).toBe(true);
  });
});

describe('restricted regions (SPEC §9 time zones)', () => {
  const swapsAndOnramp = definePlugin({
    id: 'money',
    kind: 'feature',
    features: flagsPlugin('swaps', 'onramp', 'send').features,
    slots: [
      { slot: 'walletFeatures', id: 'onramp', labelKey: 'x', order: 10, when: { feature: 'onramp' } },
      { slot: 'walletFeatures', id: 'swaps', labelKey: 'x', order: 20, when: { feature: 'swaps' } },
      { slot: 'walletFeatures', id: 'send', labelKey: 'x', order: 40, when: { feature: 'send' } },
    ],
  });
  const remoteOn = { '/appkit/v1/config': configReply([{ id: 'swaps', isEnabled: true, config: ['1inch'] }, { id: 'onramp', isEnabled: true, config: ['meld', 'coinbase'] }]) };

  it('a visitor in one of the eight zones gets neither onramp nor swaps, even when the remote configuration turns them on', async () => {
    for (const timeZone of ['Asia/Shanghai', 'Asia/Urumqi', 'Asia/Chongqing', 'Asia/Harbin', 'Asia/Kashgar', 'Asia/Macau', 'Asia/Hong_Kong', 'Asia/Beijing']) {
      const { kit, paths } = setup(remoteOn, { plugins: [swapsAndOnramp], timeZone });
      await kit.ready;
      expect(paths()).toContain('/appkit/v1/config');
      expect([kit.getState().features.onramp, kit.getState().features.swaps], timeZone).toEqual([false, false]);
      expect(internals(kit).slots('walletFeatures').map((s) => s.id)).toEqual(['send']);
      await kit.destroy();
    }
  });

  it('elsewhere (Tokyo, Berlin) both are offered; the dapp may replace the list, or empty it', async () => {
    for (const timeZone of ['Asia/Tokyo', 'Europe/Berlin']) {
      const { kit } = setup(remoteOn, { plugins: [swapsAndOnramp], timeZone });
      await kit.ready;
      expect(internals(kit).slots('walletFeatures').map((s) => s.id), timeZone).toEqual(['onramp', 'swaps', 'send']);
      await kit.destroy();
    }
    const own = setup(remoteOn, { plugins: [swapsAndOnramp], timeZone: 'Europe/Berlin', restrictedTimeZones: ['Europe/Berlin'] });
    await own.kit.ready;
    expect(internals(own.kit).slots('walletFeatures').map((s) => s.id)).toEqual(['send']);
    const none = setup(remoteOn, { plugins: [swapsAndOnramp], timeZone: 'Asia/Shanghai', restrictedTimeZones: [] });
    // A kit that needs no remote configuration applies it too (its features are local).
    const localMoney = definePlugin({ id: 'local-money', kind: 'feature', features: { onramp: { default: ['meld'], regionRestricted: true }, swaps: { default: ['1inch'], regionRestricted: true } } });
    const local = createKit(baseOptions({ timeZone: 'Asia/Macau', features: { send: true }, plugins: [localMoney] }));
    await local.ready;
    expect([local.getState().remote.status, local.getState().features.onramp, local.getState().features.swaps]).toEqual(['skipped', false, false]);
    await local.destroy();
    await none.kit.ready;
    expect(internals(none.kit).slots('walletFeatures').map((s) => s.id)).toEqual(['onramp', 'swaps', 'send']);
    await Promise.all([own.kit.destroy(), none.kit.destroy()]);
  });

  it('reads the browser’s time zone when the dapp gives none', async () => {
    const spy = vi.spyOn(Intl.DateTimeFormat.prototype, 'resolvedOptions').mockReturnValue({ ...new Intl.DateTimeFormat().resolvedOptions(), timeZone: 'Asia/Hong_Kong' });
    try {
      const { kit } = setup(remoteOn, { plugins: [swapsAndOnramp] });
      await kit.ready;
      expect([kit.getState().features.onramp, kit.getState().features.swaps]).toEqual([false, false]);
      await kit.destroy();
    } finally {
      spy.mockRestore();
    }
  });
});
