// Matrix rows: the config service (SPEC §7 /appkit/v1/config and /projects/v1/origins) and the
// analytics sink, faulted on the cloud double. SPEC §8: a failed config fetch is a warning and
// the defaults; the origins check's 403 / 429 / 5xx are alerts; analytics failures are ignored,
// except a 403, said once.
import { expect } from 'vitest';
import type { Dapp, ReliabilityStack } from '../dapp';
import { DAPP_ORIGIN, DEV_WALLET } from '../dapp';
import { expectAlert, rewriting, shownAlerts, until, type CaseContext, type ExpectedAlert, type MatrixCase } from '../matrix';
import { fulfilment, realSleep } from '../settle';

/**
 * SPEC §9 defaults of the remote features this dapp has (what a kit keeps when the service cannot be
 * read): the kernel's two and the email plugin's; swaps, onramp, activity and socials are flags of
 * plugins this dapp does not install.
 */
const DEFAULT_REMOTE = { email: true, reownBranding: true, multiWallet: false };
const HANG_MS = 60_000;

/** The kit is usable although the fault hit it: the visitor connects the dev wallet. */
export async function stillConnects(dapp: Dapp): Promise<void> {
  const account = await fulfilment(dapp.kit.connect(DEV_WALLET), 'connect after the fault');
  expect(account.address).toBe(dapp.wallet.state().accounts[0]);
  expect(dapp.kit.getState().chains.eip155!.account.status).toBe('connected');
}

/** A reload once the fault is gone: the remote configuration and the origin check succeed, no alert. */
async function reloadIsClean(t: CaseContext): Promise<void> {
  await t.stack.reset();
  const again = t.open({ embedded: true });
  await fulfilment(again.kit.ready, 'kit.ready after a reload');
  expect(again.kit.getState().remote).toMatchObject({ status: 'ready', allowedOrigins: expect.arrayContaining(['http://127.0.0.1:*']) });
  expect(again.kit.getState().features.email).toBe(true);
  expect(shownAlerts(again.kit)).toEqual([]);
}

interface ConfigFault {
  fault: string;
  injected: string;
  inject(stack: ReliabilityStack): void;
  fetch?: typeof fetch;
  /** The service never answers: the kit's 10 s timeout (SPEC §9) ends the wait. */
  hang?: boolean;
  /** The service refuses the project id (401/403): 'Invalid Project ID' instead of a quiet warning. */
  invalidProject?: boolean;
}

function configRow(f: ConfigFault): MatrixCase {
  return {
    fault: `config ${f.fault}`,
    injected: f.injected,
    alert: f.invalidProject ? { code: 'INVALID_PROJECT_ID', title: 'Invalid Project ID' } : null,
    outcome: f.invalidProject
      ? "kit.ready resolves; remote status 'failed'; alert 'Invalid Project ID' and a console hint (get a project id, or basic mode and self-hosting); email and social login off"
      : "kit.ready resolves; remote status 'failed'; warning 'Remote configuration could not be loaded; using defaults.'; SPEC §9 defaults",
    after: 'the visitor connects a wallet; a reload with the service back loads the remote configuration',
    async run(t) {
      f.inject(t.stack);
      if (f.hang) t.clock.install();
      const dapp = t.open({ embedded: true, ...(f.fetch ? { fetch: f.fetch } : {}) });
      if (f.hang) {
        // The request is parked in the double (its one-shot fault used up): skip the kit's 10 s.
        await until(() => t.stack.cloud.faults.list().length === 0, 'the config request to reach the double');
        await t.clock.advance(10_000);
      }
      await fulfilment(dapp.kit.ready, 'kit.ready');
      t.clock.restore();
      const s = dapp.kit.getState();
      expect(s.remote.status).toBe('failed');
      if (f.invalidProject) {
        // The service refusing the project: 'Invalid Project ID', the console's hint, login off.
        await expectAlert(dapp, { code: 'INVALID_PROJECT_ID', title: 'Invalid Project ID' });
        expect(shownAlerts(dapp.kit)).toEqual(['INVALID_PROJECT_ID']);
        expect(dapp.warnings.filter((w) => w.includes('docs/guide/self-hosting.md'))).toHaveLength(1);
        expect(s.features).toMatchObject({ email: false });
      } else {
        expect(s.features).toMatchObject(DEFAULT_REMOTE);
        expect(dapp.warnings.filter((w) => w.includes('Remote configuration could not be loaded; using defaults.'))).toHaveLength(1);
        expect(shownAlerts(dapp.kit)).toEqual([]);
      }
      await stillConnects(dapp);
      await reloadIsClean(t);
    },
  };
}

interface OriginsFault extends ConfigFault {
  alert: ExpectedAlert | null;
}

function originsRow(f: OriginsFault): MatrixCase {
  return {
    fault: `origins ${f.fault}`,
    injected: f.injected,
    alert: f.alert,
    outcome: f.alert ? 'kit.ready resolves; email and social login off (the origin is not known to be allowed)' : "kit.ready resolves; warning 'Allowed origins could not be checked.'; email login kept",
    after: 'the visitor connects a wallet; a reload with the service back has email login and no alert',
    async run(t) {
      f.inject(t.stack);
      if (f.hang) t.clock.install();
      const dapp = t.open({ embedded: true, ...(f.fetch ? { fetch: f.fetch } : {}) });
      if (f.hang) {
        await until(() => t.stack.cloud.faults.list().length === 0, 'the origins request to reach the double');
        await t.clock.advance(10_000);
      }
      await fulfilment(dapp.kit.ready, 'kit.ready');
      t.clock.restore();
      const s = dapp.kit.getState();
      // The remote configuration itself was read: only the origin check failed.
      expect(s.remote.status).toBe('ready');
      if (f.alert) {
        await expectAlert(dapp, f.alert);
        expect(shownAlerts(dapp.kit)).toEqual([f.alert.code]);
        expect(s.features).toMatchObject({ email: false });
      } else {
        expect(shownAlerts(dapp.kit)).toEqual([]);
        expect(dapp.warnings.some((w) => w.includes('Allowed origins could not be checked.'))).toBe(true);
        expect(s.features.email).toBe(true);
      }
      await stillConnects(dapp);
      await reloadIsClean(t);
    },
  };
}

const status = (key: 'config' | 'origins', code: number, message?: string) => (stack: ReliabilityStack) =>
  stack.cloud.faults.set(key, { kind: 'status', status: code, ...(message ? { message } : {}) });

export const configCases: MatrixCase[] = [
  configRow({ fault: '403', injected: "cloud.faults.set('config', status 403)", inject: status('config', 403), invalidProject: true }),
  configRow({ fault: '429', injected: "cloud.faults.set('config', status 429)", inject: status('config', 429) }),
  configRow({ fault: '500', injected: "cloud.faults.set('config', status 500)", inject: status('config', 500) }),
  configRow({ fault: '503', injected: "cloud.faults.set('config', status 503)", inject: status('config', 503) }),
  configRow({ fault: 'timeout', injected: "cloud.faults.set('config', delay 60 s); clock +10 s", inject: (s) => s.cloud.faults.set('config', { kind: 'delay', ms: HANG_MS }, { times: 1 }), hang: true }),
  configRow({ fault: 'malformed JSON', injected: "cloud.faults.set('config', malformed)", inject: (s) => s.cloud.faults.set('config', { kind: 'malformed' }) }),
  configRow({ fault: 'schema-invalid body', injected: "the kit's fetch answers { features: 'all' }", inject: () => undefined, fetch: rewriting('/appkit/v1/config', { features: 'all' }) }),
  configRow({ fault: 'connection dropped', injected: "cloud.faults.set('config', drop)", inject: (s) => s.cloud.faults.set('config', { kind: 'drop' }) }),

  originsRow({
    fault: '403',
    injected: "cloud.faults.set('origins', status 403)",
    inject: status('origins', 403),
    alert: { code: 'PROJECT_ID_NOT_CONFIGURED', title: 'Project ID Not Configured', long: 'Project ID not found — add a project ID for this app.' },
  }),
  originsRow({ fault: '429', injected: "cloud.faults.set('origins', status 429)", inject: status('origins', 429), alert: { code: 'RATE_LIMITED_APP_CONFIGURATION', title: 'Rate Limited' } }),
  originsRow({
    fault: '500 with a message',
    injected: "cloud.faults.set('origins', status 500, 'database down')",
    inject: status('origins', 500, 'database down'),
    alert: { code: 'SERVER_ERROR_APP_CONFIGURATION', title: 'Server Error', long: 'The configuration server failed: database down' },
  }),
  originsRow({
    fault: '503',
    injected: "cloud.faults.set('origins', status 503)",
    inject: status('origins', 503),
    alert: { code: 'SERVER_ERROR_APP_CONFIGURATION', title: 'Server Error', long: 'The configuration server failed: Injected fault: HTTP 503' },
  }),
  originsRow({ fault: 'timeout', injected: "cloud.faults.set('origins', delay 60 s); clock +10 s", inject: (s) => s.cloud.faults.set('origins', { kind: 'delay', ms: HANG_MS }, { times: 1 }), hang: true, alert: null }),
  originsRow({ fault: 'malformed JSON', injected: "cloud.faults.set('origins', malformed)", inject: (s) => s.cloud.faults.set('origins', { kind: 'malformed' }), alert: null }),
  originsRow({ fault: 'schema-invalid body', injected: "the kit's fetch answers { allowedOrigins: '*' }", inject: () => undefined, fetch: rewriting('/projects/v1/origins', { allowedOrigins: '*' }), alert: null }),
  originsRow({
    fault: 'an empty allow-list',
    injected: 'cloud.setOrigins([])',
    inject: (s) => s.cloud.setOrigins([]),
    alert: { code: 'PROJECT_ID_NOT_CONFIGURED', title: 'Project ID Not Configured' },
  }),
  originsRow({
    fault: 'this origin not allowed',
    injected: "cloud.setOrigins(['https://elsewhere.example'])",
    inject: (s) => s.cloud.setOrigins(['https://elsewhere.example']),
    alert: { code: 'INVALID_APP_CONFIGURATION', title: 'Invalid App Configuration', long: `This origin (${DAPP_ORIGIN}) is not on the project allowlist.` },
  }),

  {
    fault: 'analytics 403',
    injected: "cloud.faults.set('analytics', status 403); the visitor opens and closes the modal three times",
    alert: { code: 'INVALID_APP_CONFIGURATION', title: 'Invalid App Configuration', long: `This origin (${DAPP_ORIGIN}) is not on the project allowlist.` },
    outcome: 'said once however many events fail; nothing thrown to the dapp',
    after: 'the visitor connects a wallet; a reload with the sink back delivers its events',
    async run(t) {
      t.stack.cloud.faults.set('analytics', { kind: 'status', status: 403 });
      const dapp = t.open({ features: { analytics: true } });
      await fulfilment(dapp.kit.ready, 'kit.ready');
      for (let i = 0; i < 3; i++) {
        dapp.kit.open();
        dapp.kit.close();
      }
      await expectAlert(dapp, { code: 'INVALID_APP_CONFIGURATION', title: 'Invalid App Configuration', long: `This origin (${DAPP_ORIGIN}) is not on the project allowlist.` });
      // The other five events settle meanwhile; none says it again.
      await realSleep(300);
      expect(dapp.alerts.filter((a) => a.code === 'INVALID_APP_CONFIGURATION')).toHaveLength(1);
      expect(t.stack.cloud.analytics.events()).toEqual([]);
      await stillConnects(dapp);
      await t.stack.reset();
      const again = t.open({ features: { analytics: true } });
      again.kit.open();
      again.kit.close();
      await until(() => t.stack.cloud.analytics.events().some((e) => (e.props as { event?: string }).event === 'MODAL_CLOSE'), 'the reload’s events at the sink');
      expect(again.alerts).toEqual([]);
    },
  },
  {
    fault: 'analytics 503',
    injected: "cloud.faults.set('analytics', status 503); the visitor opens and closes the modal",
    alert: null,
    outcome: 'failures ignored (SPEC §7): no alert, nothing thrown to the dapp',
    after: 'the visitor connects a wallet',
    async run(t) {
      // Two events (MODAL_OPEN, MODAL_CLOSE): the fault is used up once both reached the sink.
      t.stack.cloud.faults.set('analytics', { kind: 'status', status: 503 }, { times: 2 });
      const dapp = t.open({ features: { analytics: true } });
      await fulfilment(dapp.kit.ready, 'kit.ready');
      dapp.kit.open();
      dapp.kit.close();
      await until(() => t.stack.cloud.faults.list().length === 0, 'both events to reach the failing sink');
      await realSleep(100);
      expect(t.stack.cloud.analytics.events()).toEqual([]);
      expect(shownAlerts(dapp.kit)).toEqual([]);
      await stillConnects(dapp);
    },
  },
];
