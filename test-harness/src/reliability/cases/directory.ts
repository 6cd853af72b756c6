// Matrix rows: the wallet directory (SPEC §7 /getWallets), read the way the Connect and All
// Wallets views read it (`fetchWallets`, schema-checked). SPEC §8 names no alert for it: the
// views show an error with "Try again" (tested with the views); the kit must stay usable and a
// retry must load the directory.
import { expect } from 'vitest';
import { fetchWallets } from '../../../../react/src/ui/directory/directory';
import { DEV_WALLET, type ReliabilityStack } from '../dapp';
import { errorOf, rewriting, shownAlerts, until, type MatrixCase } from '../matrix';
import { fulfilment, watch } from '../settle';

interface DirectoryFault {
  fault: string;
  injected: string;
  inject(stack: ReliabilityStack): void;
  error: { code: string; message: string };
  hang?: boolean;
  fetch?: typeof fetch;
}

function directoryRow(f: DirectoryFault): MatrixCase {
  return {
    fault: `wallet directory ${f.fault}`,
    injected: f.injected,
    alert: null,
    outcome: `the page's promise rejects ${f.error.code} '${f.error.message}' (the view offers "Try again")`,
    after: 'the visitor connects a wallet; a retry loads the directory',
    async run(t) {
      const dapp = t.open(f.fetch ? { fetch: f.fetch } : {});
      await fulfilment(dapp.kit.ready, 'kit.ready');
      f.inject(t.stack);
      if (f.hang) t.clock.install();
      const loading = watch(fetchWallets(dapp.kit, { page: 1, entries: 40 }), 'the directory page');
      if (f.hang) {
        await until(() => t.stack.cloud.faults.list().length === 0, 'the directory request to reach the double');
        await t.clock.advance(9_000);
        expect(loading.done).toBe(false);
        await t.clock.advanceUntil(() => loading.done, 250, 8);
      }
      expect(errorOf(await loading.rejection())).toEqual(f.error);
      t.clock.restore();
      expect(shownAlerts(dapp.kit)).toEqual([]);
      await fulfilment(dapp.kit.connect(DEV_WALLET), 'connect');
      await t.stack.reset();
      const page = await fulfilment(fetchWallets(f.fetch ? t.open().kit : dapp.kit, { page: 1, entries: 40 }), 'the directory, retried');
      expect(page.data.slice(0, 2).map((w) => w.name)).toEqual(['Latchkey Dev Wallet', 'Latchkey Second Wallet']);
      expect(page.count).toBeGreaterThan(2);
    },
  };
}

export const directoryCases: MatrixCase[] = [
  directoryRow({ fault: '500', injected: "cloud.faults.set('wallets', status 500)", inject: (s) => s.cloud.faults.set('wallets', { kind: 'status', status: 500 }), error: { code: 'HTTP_ERROR', message: 'HTTP status code 500' } }),
  directoryRow({ fault: '503', injected: "cloud.faults.set('wallets', status 503)", inject: (s) => s.cloud.faults.set('wallets', { kind: 'status', status: 503 }), error: { code: 'HTTP_ERROR', message: 'HTTP status code 503' } }),
  directoryRow({
    fault: 'hang',
    injected: "cloud.faults.set('wallets', delay 60 s); clock past the 10 s timeout",
    inject: (s) => s.cloud.faults.set('wallets', { kind: 'delay', ms: 60_000 }, { times: 1 }),
    error: { code: 'TIMEOUT', message: 'timed out' },
    hang: true,
  }),
  directoryRow({ fault: 'malformed JSON', injected: "cloud.faults.set('wallets', malformed)", inject: (s) => s.cloud.faults.set('wallets', { kind: 'malformed' }), error: { code: 'NETWORK_ERROR', message: 'Malformed reply' } }),
  directoryRow({
    fault: 'schema-invalid body',
    injected: "the page's fetch answers { data: [{ id: 1 }], count: 'many' }",
    inject: () => undefined,
    fetch: rewriting('/getWallets', { data: [{ id: 1 }], count: 'many' }),
    error: { code: 'VALIDATION_ERROR', message: 'Expected integer, received string' },
  }),
  directoryRow({ fault: 'connection dropped', injected: "cloud.faults.set('wallets', drop)", inject: (s) => s.cloud.faults.set('wallets', { kind: 'drop' }), error: { code: 'NETWORK_ERROR', message: 'Network request failed' } }),
];
