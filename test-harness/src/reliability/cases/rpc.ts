// Matrix rows: RPC. The kit's own reads (the balance, a plugin's `ctx.rpc` read) go to the cloud's
// RPC proxy and the network's URL, each behind a fault switch (the ranked fallback of SPEC §9);
// reads a dapp sends through `kit.request` go to the wallet, whose RPC is behind a third switch.
import { expect } from 'vitest';
import { DEV_WALLET, type Dapp, type ReliabilityStack } from '../dapp';
import { errorOf, expectAlert, shownAlerts, until, type CaseContext, type MatrixCase } from '../matrix';
import { fulfilment, rejection, watch } from '../settle';

const BALANCE_ALERT = { code: 'TOKEN_BALANCE_UNAVAILABLE', title: 'Token Balance Unavailable', long: 'Balances could not be loaded. Trying again shortly.' } as const;
/** A read no ranking ping or balance read sends, so the switches' logs show it alone. */
const READ = 'eth_gasPrice';
const HEX = /^0x[0-9a-f]+$/i;

const kitSwitches = (stack: ReliabilityStack) => [stack.switches.proxy, stack.switches.direct];
const sent = (stack: ReliabilityStack, method: string) => kitSwitches(stack).reduce((n, s) => n + s.methods().filter((m) => m === method).length, 0);

/**
 * Once the endpoints are back: the same kit's reads answer, and a reload shows the balance (this
 * kit waits out SPEC §9's 30 s balance retry guard, which its own tests cover).
 */
async function kitRpcRecovers(t: CaseContext, dapp: Dapp): Promise<void> {
  for (const s of kitSwitches(t.stack)) s.revive();
  expect(await fulfilment(dapp.read<string>(READ), 'a read once the RPC is back')).toMatch(HEX);
  const again = t.open();
  await fulfilment(again.kit.connect(DEV_WALLET), 'connect after a reload');
  await until(() => again.kit.getState().chains.eip155!.account.balance !== undefined, 'the balance after a reload');
  expect(again.kit.getState().chains.eip155!.account.balanceSymbol).toBe('ETH');
  expect(again.alerts).toEqual([]);
}

export const rpcCases: MatrixCase[] = [
  {
    fault: "kit RPC 503 (the proxy and the network's URL)",
    injected: "switches.proxy and switches.direct kill('status', 503)",
    alert: BALANCE_ALERT,
    outcome: "balance cleared; a plugin's read rejects 'HTTP status code 503'",
    after: 'reads answer once the endpoints are back; a reload shows the balance',
    async run(t) {
      for (const s of kitSwitches(t.stack)) s.kill('status', { status: 503 });
      const dapp = t.open();
      await fulfilment(dapp.kit.connect(DEV_WALLET), 'connect');
      await expectAlert(dapp, BALANCE_ALERT);
      expect(dapp.kit.getState().chains.eip155!.account.balance).toBeUndefined();
      const error = errorOf(await rejection(dapp.read(READ), 'a read'));
      expect(error).toEqual({ code: 'HTTP_ERROR', message: 'HTTP status code 503' });
      // The wallet and the kit's state are unaffected: connected, and reads through the wallet answer.
      expect(await fulfilment(dapp.kit.request({ method: 'eth_chainId' }), 'a read through the wallet')).toBe('0x7a69');
      expect(shownAlerts(dapp.kit)).toEqual(['TOKEN_BALANCE_UNAVAILABLE']);
      await kitRpcRecovers(t, dapp);
    },
  },
  {
    fault: 'kit RPC 429 (the proxy and the network’s URL)',
    injected: "switches.proxy and switches.direct kill('status', 429)",
    alert: BALANCE_ALERT,
    outcome: "balance cleared; a plugin's read rejects 'HTTP status code 429'",
    after: 'reads answer once the endpoints are back',
    async run(t) {
      for (const s of kitSwitches(t.stack)) s.kill('status', { status: 429 });
      const dapp = t.open();
      await fulfilment(dapp.kit.connect(DEV_WALLET), 'connect');
      await expectAlert(dapp, BALANCE_ALERT);
      expect(errorOf(await rejection(dapp.read(READ), 'a read'))).toEqual({ code: 'HTTP_ERROR', message: 'HTTP status code 429' });
      for (const s of kitSwitches(t.stack)) s.revive();
      expect(await fulfilment(dapp.read<string>(READ), 'a read once the RPC is back')).toMatch(HEX);
    },
  },
  {
    fault: 'kit RPC hang (the proxy and the network’s URL)',
    injected: "switches.proxy and switches.direct kill('hang'); clock past the 10 s RPC timeout (SPEC §9)",
    alert: BALANCE_ALERT,
    outcome: "balance cleared after 10 s; a plugin's read rejects 'timed out'",
    after: 'reads answer once the endpoints are back; a reload shows the balance',
    async run(t) {
      for (const s of kitSwitches(t.stack)) s.kill('hang');
      t.clock.install();
      const dapp = t.open();
      await fulfilment(dapp.kit.connect(DEV_WALLET), 'connect');
      await until(() => sent(t.stack, 'eth_getBalance') > 0, 'the balance read to reach an endpoint');
      await t.clock.advanceUntil(() => dapp.kit.getState().alerts.length > 0, 5_000);
      await expectAlert(dapp, BALANCE_ALERT);
      const reading = watch(dapp.read(READ), 'a read');
      await until(() => sent(t.stack, READ) > 0, 'the read to reach an endpoint');
      // Each endpoint gets its 10 s before the read fails over, then fails.
      await t.clock.advanceUntil(() => reading.done, 5_000);
      expect(errorOf(await reading.rejection())).toEqual({ code: 'TIMEOUT', message: 'timed out' });
      t.clock.restore();
      await kitRpcRecovers(t, dapp);
    },
  },
  {
    fault: 'kit RPC down (connections refused mid-session)',
    injected: "after connecting: switches.proxy and switches.direct kill('down')",
    alert: null,
    outcome: "a plugin's read rejects with a NetworkError; the connection stays",
    after: 'reads answer once the endpoints are back',
    async run(t) {
      const dapp = t.open();
      await fulfilment(dapp.kit.connect(DEV_WALLET), 'connect');
      await until(() => dapp.kit.getState().chains.eip155!.account.balance !== undefined, 'the balance');
      for (const s of kitSwitches(t.stack)) s.kill('down');
      expect(errorOf(await rejection(dapp.read(READ), 'a read')).code).toBe('NETWORK_ERROR');
      expect(dapp.kit.getState().chains.eip155!.account.status).toBe('connected');
      for (const s of kitSwitches(t.stack)) s.revive();
      expect(await fulfilment(dapp.read<string>(READ), 'a read once the RPC is back')).toMatch(HEX);
    },
  },
  {
    fault: "wallet's RPC hang (a read the dapp sends through kit.request)",
    injected: "switches.wallet kill('hang'); clock past the 10 s RPC timeout",
    alert: null,
    outcome: "kit.request({ method: 'eth_blockNumber' }) rejects 'timed out' after 10 s",
    after: 'the same read answers once the RPC is back; the wallet stays connected',
    async run(t) {
      const dapp = t.open();
      await fulfilment(dapp.kit.connect(DEV_WALLET), 'connect');
      t.stack.switches.wallet.kill('hang');
      t.clock.install();
      const reading = watch(dapp.kit.request({ method: 'eth_blockNumber' }), 'kit.request');
      await until(() => t.stack.switches.wallet.methods().includes('eth_blockNumber'), 'the read to reach the wallet’s RPC');
      await t.clock.advance(9_000);
      expect(reading.done).toBe(false);
      await t.clock.advanceUntil(() => reading.done, 1_000, 3);
      expect(errorOf(await reading.rejection())).toEqual({ code: 'TIMEOUT', message: 'timed out' });
      t.clock.restore();
      t.stack.switches.wallet.revive();
      expect(await fulfilment(dapp.kit.request<string>({ method: 'eth_blockNumber' }), 'the read again')).toMatch(HEX);
      expect(dapp.kit.getState().chains.eip155!.account.status).toBe('connected');
    },
  },
  {
    fault: "wallet's RPC down",
    injected: "switches.wallet kill('down')",
    alert: null,
    outcome: 'kit.request rejects with a ConnectorError naming the unreachable RPC (4901)',
    after: 'the same read answers once the RPC is back',
    async run(t) {
      const dapp = t.open();
      await fulfilment(dapp.kit.connect(DEV_WALLET), 'connect');
      t.stack.switches.wallet.kill('down');
      const error = await rejection(dapp.kit.request({ method: 'eth_blockNumber' }), 'kit.request');
      expect(errorOf(error)).toMatchObject({ code: 'CONNECTOR_ERROR', message: expect.stringContaining('unreachable') });
      expect((error as { data?: { rpcCode?: number } }).data?.rpcCode).toBe(4901);
      t.stack.switches.wallet.revive();
      expect(await fulfilment(dapp.kit.request<string>({ method: 'eth_blockNumber' }), 'the read again')).toMatch(HEX);
      expect(shownAlerts(dapp.kit)).toEqual([]);
    },
  },
];
