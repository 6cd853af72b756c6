// Matrix rows: the WalletConnect relay (the harness's relay double; the wallet is the Node
// WalletConnect peer on the official SDK). A dropped relay socket is survived (the SDK reconnects,
// the mailbox delivers); a relay that stays away fails what waits on it with 'The WalletConnect
// relay is unreachable' (SPEC §8: provider errors are shown once each, as an alert). The phone
// wallet confirms each request itself, so a signature goes straight over the relay: nothing waits
// in the kit's transaction stack for its approval.
import { expect } from 'vitest';
import { verifyMessage, type Hex } from 'viem';
import { WALLET_CONNECT_ID } from '@latchkey/walletconnect';
import type { Dapp } from '../dapp';
import { errorOf, expectAlert, until, type CaseContext, type ExpectedAlert, type MatrixCase } from '../matrix';
import { fulfilment, watch } from '../settle';

const UNREACHABLE = 'The WalletConnect relay is unreachable';
const UNREACHABLE_ALERT: ExpectedAlert = { code: 'GENERIC_ERROR', title: 'Something went wrong', long: UNREACHABLE };

const uriOf = (dapp: Dapp) => dapp.kit.getState().plugins.walletconnect?.uri;

/** The visitor picks WalletConnect: the kit's pairing URI, once the relay took the proposal. */
async function startPairing(dapp: Dapp) {
  const connecting = watch(dapp.kit.connect(WALLET_CONNECT_ID), 'connect over WalletConnect', 40_000);
  await until(() => Boolean(uriOf(dapp)) || connecting.done, 'the pairing URI', 20_000);
  return { connecting, uri: uriOf(dapp)! };
}

async function paired(t: CaseContext): Promise<Dapp> {
  const dapp = t.open({ walletConnect: true });
  const { connecting, uri } = await startPairing(dapp);
  await t.wc.pair(uri);
  const outcome = await connecting.outcome;
  if (outcome.status === 'rejected') throw outcome.reason;
  return dapp;
}

/** The most requests the kit's transaction stack held while `run` ran (its own approvals). */
async function stackedDuring<T>(dapp: Dapp, run: () => Promise<T>): Promise<{ value: T; stacked: number }> {
  let stacked = dapp.kit.getState().requests.length;
  const off = dapp.kit.subscribe(
    (s) => s.requests.length,
    (n) => void (stacked = Math.max(stacked, n)),
  );
  try {
    return { value: await run(), stacked };
  } finally {
    off();
  }
}

/** A signature over the relay that verifies for the session's account: one prompt on the phone, none in the kit. */
async function signsOverTheRelay(t: CaseContext, dapp: Dapp, message: string): Promise<void> {
  // The phone logs a request when it arrives (its outcome once its answer is on the relay).
  const prompts = () => t.wc.requests().filter((r) => r.kind === 'request' && r.method === 'personal_sign').length;
  const before = prompts();
  const { value: outcome, stacked } = await stackedDuring(dapp, () => watch(dapp.kit.plugin('eip155').signMessage(message), `signMessage('${message}')`, 30_000).outcome);
  if (outcome.status === 'rejected') throw outcome.reason;
  const address = dapp.kit.getState().chains.eip155!.account.address as Hex;
  expect(await verifyMessage({ address, message, signature: outcome.value })).toBe(true);
  expect(prompts()).toBe(before + 1);
  expect(stacked).toBe(0);
}

export const relayCases: MatrixCase[] = [
  {
    fault: 'relay drops during pairing',
    injected: 'relay.kill() while the URI is shown, before the wallet scans it',
    alert: null,
    outcome: 'kit.connect resolves once the wallet pairs (the SDK reconnects, the proposal waits in the mailbox)',
    after: 'a signature over the relay verifies',
    async run(t) {
      const dapp = t.open({ walletConnect: true });
      const { connecting, uri } = await startPairing(dapp);
      t.stack.relay.kill();
      await t.wc.pair(uri);
      const outcome = await connecting.outcome;
      if (outcome.status === 'rejected') throw outcome.reason;
      expect(dapp.kit.getState().chains.eip155!.account).toMatchObject({ status: 'connected', address: outcome.value.address });
      expect(dapp.alerts).toEqual([]);
      await signsOverTheRelay(t, dapp, 'paired across a relay drop');
    },
  },
  {
    fault: 'relay drops mid-session',
    injected: 'relay.kill() with the session idle',
    alert: null,
    outcome: 'the next request goes through (the SDK reconnects and resubscribes)',
    after: 'the session stays connected',
    async run(t) {
      const dapp = await paired(t);
      t.stack.relay.kill();
      await signsOverTheRelay(t, dapp, 'after a relay drop');
      expect(dapp.kit.getState().chains.eip155!.account.status).toBe('connected');
      expect(dapp.alerts).toEqual([]);
    },
  },
  {
    fault: 'relay goes away mid-request',
    injected: 'the wallet holds the request; relay.pause() (connections refused) for longer than the 10 s grace',
    alert: UNREACHABLE_ALERT,
    outcome: `signMessage rejects '${UNREACHABLE}' within the grace; said once`,
    after: 'once the relay is back, a signature verifies',
    async run(t) {
      const dapp = await paired(t);
      t.wc.setAutoApprove(false);
      const signing = watch(dapp.kit.plugin('eip155').signMessage('across a dead relay'), 'signMessage', 30_000);
      // Straight to the phone: it holds the request; nothing waits for the kit's approval.
      await t.wc.waitForPending();
      expect(dapp.kit.getState().requests).toEqual([]);
      const started = Date.now();
      await t.stack.relay.pause();
      expect(errorOf(await signing.rejection())).toMatchObject({ message: UNREACHABLE });
      expect(Date.now() - started).toBeLessThan(20_000);
      await expectAlert(dapp, UNREACHABLE_ALERT);
      expect(dapp.kit.getState().chains.eip155!.account.status).toBe('connected');
      await t.wc.reject().catch(() => undefined);
      await t.stack.relay.resume();
      t.wc.setAutoApprove(true);
      await signsOverTheRelay(t, dapp, 'the relay is back');
      expect(dapp.alerts.filter((a) => a.code === 'GENERIC_ERROR')).toHaveLength(1);
    },
  },
  {
    fault: 'relay unreachable when pairing starts',
    injected: 'relay.pause() before the visitor picks WalletConnect; relay.resume() after the error',
    alert: UNREACHABLE_ALERT,
    outcome: `kit.connect rejects '${UNREACHABLE}' after the 20 s wait for a pairing URI; status back to 'disconnected'`,
    after: 'once the relay is back, the visitor picks WalletConnect again, the wallet scans the URI shown, and the kit connects',
    async run(t) {
      await t.stack.relay.pause();
      const dapp = t.open({ walletConnect: true });
      const connecting = watch(dapp.kit.connect(WALLET_CONNECT_ID), 'connect over WalletConnect', 40_000);
      expect(errorOf(await connecting.rejection())).toEqual({ code: 'CONNECTOR_ERROR', message: UNREACHABLE });
      await expectAlert(dapp, UNREACHABLE_ALERT);
      expect(dapp.kit.getState().chains.eip155!.account.status).toBe('disconnected');
      await t.stack.relay.resume();
      const { connecting: again, uri } = await startPairing(dapp);
      await t.wc.pair(uri);
      // The wallet approves what it scanned; the kit must take that session.
      await until(() => t.wc.sessions().length > 0, 'the wallet to approve the session');
      const outcome = await fulfilment(again.outcome, 'the connect once the wallet approved the session it scanned', 15_000);
      if (outcome.status === 'rejected') throw outcome.reason;
      await signsOverTheRelay(t, dapp, 'paired once the relay is back');
    },
  },
];
