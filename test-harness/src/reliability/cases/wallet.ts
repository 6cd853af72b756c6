// Matrix rows: the wallet (the harness's EIP-6963 "Latchkey Dev Wallet", a viem account on chain
// A). A rejection (4001) is the visitor's answer, not a fault of the kit: a typed
// UserRejectedError, no alert, and the next try works. The wallet confirms requests on its own
// screen, so a signature or a send goes straight to it (one prompt per action: nothing waits in the
// kit's transaction stack). A wallet that never answers: the visitor cancels (a connect takes the
// modal's signal; with approvals: 'all', closing the modal aborts what waits for the kit's approval)
// or the kit's 120 s wallet-prompt timeout (SPEC §9) ends the wait.
import { expect } from 'vitest';
import { createPublicClient, http, verifyMessage, type Hex } from 'viem';
import type { Kit } from '@latchkey/kernel';
import { DEV_WALLET, type Dapp } from '../dapp';
import { errorOf, shownAlerts, until, type CaseContext, type MatrixCase } from '../matrix';
import { fulfilment, watch } from '../settle';
import { internals } from '@latchkey/kernel';

/** The kit's wait for a wallet prompt (connect, sign, send), SPEC §9. */
const PROMPT_MS = 120_000;
/** Longer than any wait of the kit: the wallet "never" answers (its timer is on the fake clock, dropped after the row). */
const FOREVER_MS = 3_600_000;
const RECEIVER = '0x90F79bf6EB2c4f870365E785982E1f101E93b906';

/** Approves the next request of `method` in the transaction stack, as the ApproveTransaction view does (approvals: 'all'). */
async function approve(kit: Kit, method: string): Promise<void> {
  await until(() => kit.getState().requests.some((r) => r.method === method), `a ${method} waiting for approval`);
  internals(kit).requests.approve(kit.getState().requests.find((r) => r.method === method)!.id);
}

/**
 * Resolves once the wallet got one more prompt of `method` than `before`: straight from the dapp's
 * call, with nothing queued for the kit's approval and no modal opened for it.
 */
async function reachesTheWallet(dapp: Dapp, method: string, before: number): Promise<void> {
  await until(() => dapp.wallet.requests().filter((r) => r.method === method).length > before, `the wallet's ${method} prompt`);
  expect(dapp.kit.getState().requests).toEqual([]);
  expect(dapp.kit.getState().modal.open).toBe(false);
}
const promptsOf = (dapp: Dapp, method: string) => dapp.wallet.requests().filter((r) => r.method === method).length;

const sign = (dapp: Dapp, message: string) => {
  const before = promptsOf(dapp, 'personal_sign');
  const signing = watch(dapp.kit.plugin('eip155').signMessage(message), `signMessage('${message}')`, 20_000);
  return { signing, prompted: reachesTheWallet(dapp, 'personal_sign', before) };
};

const send = (dapp: Dapp, what: string, ms?: number) => {
  const before = promptsOf(dapp, 'eth_sendTransaction');
  const sending = watch(dapp.kit.plugin('eip155').sendNative({ to: RECEIVER, amount: '0.001' }), what, ms);
  return { sending, prompted: reachesTheWallet(dapp, 'eth_sendTransaction', before) };
};

/** The wallet answers again: a signature that verifies for the connected account. */
async function signsAgain(dapp: Dapp): Promise<void> {
  const message = 'after the fault';
  const { signing, prompted } = sign(dapp, message);
  await prompted;
  const outcome = await signing.outcome;
  if (outcome.status === 'rejected') throw outcome.reason;
  const address = dapp.kit.getState().chains.eip155!.account.address as Hex;
  expect(await verifyMessage({ address, message, signature: outcome.value })).toBe(true);
}

const connected = async (t: CaseContext, options?: Parameters<CaseContext['open']>[0]) => {
  const dapp = t.open(options);
  await fulfilment(dapp.kit.connect(DEV_WALLET), 'connect');
  return dapp;
};

const rejected = { code: 'USER_REJECTED', message: 'User rejected the request.' };

export const walletCases: MatrixCase[] = [
  {
    fault: 'wallet rejects the connect (4001)',
    injected: 'wallet.rejectNext()',
    alert: null,
    outcome: "kit.connect rejects USER_REJECTED; status 'disconnected'",
    after: 'connecting again works',
    async run(t) {
      const dapp = t.open();
      dapp.wallet.rejectNext();
      const connecting = watch(dapp.kit.connect(DEV_WALLET), 'connect');
      expect(errorOf(await connecting.rejection())).toMatchObject({ code: rejected.code });
      expect(dapp.kit.getState().chains.eip155!.account.status).toBe('disconnected');
      expect(shownAlerts(dapp.kit)).toEqual([]);
      await fulfilment(dapp.kit.connect(DEV_WALLET), 'connect again');
      expect(dapp.kit.getState().chains.eip155!.account.status).toBe('connected');
    },
  },
  {
    fault: 'wallet rejects a signature (4001)',
    injected: 'wallet.rejectNext(); personal_sign goes straight to the wallet (no approval of the kit)',
    alert: null,
    outcome: 'signMessage rejects USER_REJECTED; still connected; the stack is empty',
    after: 'the next signature verifies',
    async run(t) {
      const dapp = await connected(t);
      dapp.wallet.rejectNext();
      const { signing, prompted } = sign(dapp, 'no');
      await prompted;
      expect(errorOf(await signing.rejection()).code).toBe(rejected.code);
      expect(dapp.kit.getState().chains.eip155!.account.status).toBe('connected');
      expect(shownAlerts(dapp.kit)).toEqual([]);
      await signsAgain(dapp);
    },
  },
  {
    fault: 'wallet rejects a send (4001)',
    injected: 'wallet.rejectNext(); eth_sendTransaction goes straight to the wallet (no approval of the kit)',
    alert: null,
    outcome: 'sendNative rejects USER_REJECTED; nothing sent',
    after: 'the next send is mined',
    async run(t) {
      const dapp = await connected(t);
      const chain = createPublicClient({ transport: http(t.stack.chains.chains[0]!.rpcUrl) });
      const before = await chain.getBalance({ address: RECEIVER });
      dapp.wallet.rejectNext();
      const { sending, prompted } = send(dapp, 'sendNative');
      await prompted;
      expect(errorOf(await sending.rejection()).code).toBe(rejected.code);
      expect(await chain.getBalance({ address: RECEIVER })).toBe(before);
      const { sending: again, prompted: promptedAgain } = send(dapp, 'sendNative again', 20_000);
      await promptedAgain;
      const outcome = await again.outcome;
      if (outcome.status === 'rejected') throw outcome.reason;
      expect(outcome.value.receipt.status).toBe('success');
      expect(await chain.getBalance({ address: RECEIVER })).toBe(before + 1_000_000_000_000_000n);
    },
  },
  {
    fault: 'wallet hangs on connect; the visitor cancels',
    injected: 'wallet.setDelay(1 h); the connect is aborted (the modal closed: its signal)',
    alert: null,
    outcome: "kit.connect rejects ABORTED at once; status back to 'disconnected'",
    after: 'connecting again works once the wallet answers',
    async run(t) {
      const dapp = t.open();
      t.clock.install();
      dapp.wallet.setDelay(FOREVER_MS);
      const visitor = new AbortController();
      const connecting = watch(dapp.kit.connect(DEV_WALLET, { signal: visitor.signal }), 'connect');
      await until(() => dapp.wallet.requests().some((r) => r.method === 'eth_requestAccounts'), 'the wallet prompt');
      expect(dapp.kit.getState().chains.eip155!.account.status).toBe('connecting');
      visitor.abort();
      expect(errorOf(await connecting.rejection()).code).toBe('ABORTED');
      expect(dapp.kit.getState().chains.eip155!.account.status).toBe('disconnected');
      t.clock.restore();
      dapp.wallet.setDelay(0);
      await fulfilment(dapp.kit.connect(DEV_WALLET), 'connect again');
    },
  },
  {
    fault: 'wallet hangs on connect; nobody cancels',
    injected: 'wallet.setDelay(1 h); clock past the 120 s wallet-prompt timeout',
    alert: null,
    outcome: "kit.connect rejects TIMEOUT 'timed out' at 120 s, not before; status back to 'disconnected'",
    after: 'connecting again works once the wallet answers',
    async run(t) {
      const dapp = t.open();
      t.clock.install();
      dapp.wallet.setDelay(FOREVER_MS);
      const connecting = watch(dapp.kit.connect(DEV_WALLET), 'connect');
      await until(() => dapp.wallet.requests().some((r) => r.method === 'eth_requestAccounts'), 'the wallet prompt');
      await t.clock.advance(PROMPT_MS - 2_000);
      expect(connecting.done).toBe(false);
      await t.clock.advanceUntil(() => connecting.done, 500, 8);
      expect(errorOf(await connecting.rejection())).toEqual({ code: 'TIMEOUT', message: 'timed out' });
      expect(dapp.kit.getState().chains.eip155!.account.status).toBe('disconnected');
      t.clock.restore();
      dapp.wallet.setDelay(0);
      await fulfilment(dapp.kit.connect(DEV_WALLET), 'connect again');
    },
  },
  {
    fault: 'wallet hangs on a signature',
    injected: 'wallet.setDelay(1 h); personal_sign goes straight to the wallet; clock past 120 s',
    alert: null,
    outcome: "signMessage rejects TIMEOUT 'timed out' at 120 s; still connected; the stack is empty",
    after: 'the next signature verifies',
    async run(t) {
      const dapp = await connected(t);
      t.clock.install();
      dapp.wallet.setDelay(FOREVER_MS);
      const { signing, prompted } = sign(dapp, 'stuck');
      await prompted;
      await t.clock.advance(PROMPT_MS - 2_000);
      expect(signing.done).toBe(false);
      await t.clock.advanceUntil(() => signing.done, 500, 8);
      expect(errorOf(await signing.rejection())).toEqual({ code: 'TIMEOUT', message: 'timed out' });
      t.clock.restore();
      dapp.wallet.setDelay(0);
      expect(dapp.kit.getState().chains.eip155!.account.status).toBe('connected');
      await signsAgain(dapp);
    },
  },
  {
    fault: "wallet hangs on a send; with approvals: 'all' the visitor closes the modal before approving",
    injected: "approvals: 'all'; wallet.setDelay(1 h); sendNative, then kit.close() with the kit's approval on screen",
    alert: null,
    outcome: "sendNative rejects ABORTED 'Request was aborted' at once (SPEC §4: closing aborts open unsafe requests)",
    after: 'the next send is mined once the wallet answers',
    async run(t) {
      const dapp = await connected(t, { approvals: 'all' });
      dapp.wallet.setDelay(FOREVER_MS);
      t.clock.install();
      const sending = watch(dapp.kit.plugin('eip155').sendNative({ to: RECEIVER, amount: '0.001' }), 'sendNative');
      await until(() => dapp.kit.getState().requests.length === 1 && dapp.kit.getState().modal.open, 'the approval on screen');
      dapp.kit.close();
      expect(errorOf(await sending.rejection())).toEqual({ code: 'ABORTED', message: 'Request was aborted' });
      t.clock.restore();
      dapp.wallet.setDelay(0);
      const again = watch(dapp.kit.plugin('eip155').sendNative({ to: RECEIVER, amount: '0.001' }), 'sendNative again', 20_000);
      await approve(dapp.kit, 'eth_sendTransaction');
      const outcome = await again.outcome;
      if (outcome.status === 'rejected') throw outcome.reason;
      expect(outcome.value.receipt.status).toBe('success');
    },
  },
  {
    fault: 'wallet hangs on a send',
    injected: 'wallet.setDelay(1 h); eth_sendTransaction goes straight to the wallet; clock past 120 s',
    alert: null,
    outcome: "sendNative rejects TIMEOUT 'timed out' at 120 s; still connected",
    after: 'the next send is mined',
    async run(t) {
      const dapp = await connected(t);
      t.clock.install();
      dapp.wallet.setDelay(FOREVER_MS);
      const { sending, prompted } = send(dapp, 'sendNative');
      await prompted;
      await t.clock.advance(PROMPT_MS - 2_000);
      expect(sending.done).toBe(false);
      await t.clock.advanceUntil(() => sending.done, 500, 8);
      expect(errorOf(await sending.rejection())).toEqual({ code: 'TIMEOUT', message: 'timed out' });
      t.clock.restore();
      dapp.wallet.setDelay(0);
      expect(dapp.kit.getState().chains.eip155!.account.status).toBe('connected');
      await signsAgain(dapp);
    },
  },
];
