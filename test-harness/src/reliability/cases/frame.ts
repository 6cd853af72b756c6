// Matrix rows: the embedded wallet's secure frame (the harness's reference frame server, played
// by the Node frame page of ../framePage.ts). SPEC §8/§9: a frame that does not say ready within
// 20 s raises IFRAME_LOAD_FAILED ('Unable to load email login dependency'); a request it does not
// answer within 120 s raises IFRAME_REQUEST_TIMEOUT; an origin the project does not allow gets
// 'Unverified domain' and UNVERIFIED_DOMAIN.
import { expect } from 'vitest';
import { createPublicClient, http, type Hex } from 'viem';
import { localViemChain } from '../../chain/index';
import { DEV_WALLET, type Dapp, type ReliabilityStack } from '../dapp';
import { errorOf, expectAlert, shownAlerts, until, type CaseContext, type ExpectedAlert, type MatrixCase } from '../matrix';
import { fulfilment, watch } from '../settle';
import { internals } from '@latchkey/kernel';

const LOAD_MS = 20_000;
const REQUEST_MS = 120_000;
const LOAD_FAILED: ExpectedAlert = { code: 'IFRAME_LOAD_FAILED', title: 'Network Error - Could not load embedded wallet', long: 'Unable to load email login dependency' };
const REQUEST_TIMEOUT: ExpectedAlert = { code: 'IFRAME_REQUEST_TIMEOUT', title: 'Embedded Wallet Request Timed Out', long: 'The embedded wallet did not answer in time.' };

let emails = 0;
/** A fresh address per use (the frame server remembers users and devices across rows). */
const nextEmail = () => `visitor${++emails}.${Date.now().toString(36)}@example.com`;

const frameState = (dapp: Dapp) => dapp.kit.getState().plugins['embedded-wallet']?.frame;

/** The email login of SPEC §4 against the frame: email, device approval (the dev inbox's link), code, connect. */
async function emailLogin(stack: ReliabilityStack, dapp: Dapp, email: string): Promise<void> {
  const api = dapp.kit.plugin('email');
  expect(await fulfilment(api.connectEmail(email), 'connectEmail')).toBe('VERIFY_DEVICE');
  const device = watch(api.verifyDevice(), 'verifyDevice', 20_000);
  await until(() => stack.frame.approveDevice(email), 'the device approval link');
  await device.outcome;
  const { code } = await stack.frame.inbox.waitFor(email, { kind: 'login-code' });
  await fulfilment(api.verifyOtp(code!), 'verifyOtp');
  await fulfilment(api.connect(), 'connect the embedded wallet', 20_000);
}

/** The frame loads and answers again: an email login starts (a new device is asked to verify). */
async function frameAnswers(dapp: Dapp): Promise<void> {
  expect(await fulfilment(dapp.kit.plugin('email').connectEmail(nextEmail()), 'connectEmail once the frame is back', 20_000)).toBe('VERIFY_DEVICE');
  expect(frameState(dapp)).toBe('ready');
}

interface LoadFault {
  fault: string;
  injected: string;
  inject(stack: ReliabilityStack): void;
  /** Whether the fault was used up (the page got as far as it). */
  reached(stack: ReliabilityStack): boolean;
}

function loadRow(f: LoadFault): MatrixCase {
  return {
    fault: `frame load failure: ${f.fault}`,
    injected: `${f.injected}; clock past the 20 s load wait`,
    alert: LOAD_FAILED,
    outcome: "the email login's promise rejects 'Unable to load email login dependency' at 20 s, not before; the frame is taken out",
    after: 'the next call loads the frame again and the email login starts',
    async run(t) {
      const dapp = t.open({ embedded: true });
      await fulfilment(dapp.kit.ready, 'kit.ready');
      f.inject(t.stack);
      t.clock.install();
      const login = watch(dapp.kit.plugin('email').connectEmail(nextEmail()), 'connectEmail');
      await until(() => dapp.window.pages() === 1 && f.reached(t.stack), 'the frame page to fail');
      await t.clock.advance(LOAD_MS - 2_000);
      expect(login.done).toBe(false);
      expect(frameState(dapp)).toBe('loading');
      await t.clock.advanceUntil(() => login.done, 500, 8);
      expect(errorOf(await login.rejection()).message).toBe('Unable to load email login dependency');
      t.clock.restore();
      await expectAlert(dapp, LOAD_FAILED);
      expect(frameState(dapp)).toBe('error');
      expect(dapp.window.frames()).toBe(0);
      // The rest of the kit is untouched: an injected wallet connects.
      await fulfilment(dapp.kit.connect(DEV_WALLET), 'connect the dev wallet');
      await frameAnswers(dapp);
      expect(dapp.window.pages()).toBe(2);
    },
  };
}

async function signedIn(t: CaseContext): Promise<Dapp> {
  const dapp = t.open({ embedded: true });
  await fulfilment(dapp.kit.ready, 'kit.ready');
  await emailLogin(t.stack, dapp, nextEmail());
  expect(dapp.kit.getState().chains.eip155!.account).toMatchObject({ status: 'connected', connectedWalletInfo: { name: 'Email and socials' } });
  return dapp;
}

async function approve(dapp: Dapp, method: string): Promise<void> {
  await until(() => dapp.kit.getState().requests.some((r) => r.method === method), `a ${method} waiting for approval`);
  internals(dapp.kit).requests.approve(dapp.kit.getState().requests.find((r) => r.method === method)!.id);
}

export const frameCases: MatrixCase[] = [
  loadRow({
    fault: 'the frame page answers 500',
    injected: "frame.faults.set({ kind: 'page', status: 500 }, { times: 1 })",
    inject: (s) => s.frame.faults.set({ kind: 'page', status: 500 }, { times: 1 }),
    reached: (s) => s.frame.faults.list().length === 0,
  }),
  loadRow({
    fault: "the frame page's script answers 404",
    injected: "frame.faults.set({ kind: 'script', status: 404 }, { times: 1 })",
    inject: (s) => s.frame.faults.set({ kind: 'script', status: 404 }, { times: 1 }),
    reached: (s) => s.frame.faults.list().length === 0,
  }),
  loadRow({
    fault: 'the frame cannot check the allowed origins (cloud 503)',
    injected: "cloud.faults.set('origins', status 503, { times: 1 }) after start-up",
    inject: (s) => s.cloud.faults.set('origins', { kind: 'status', status: 503 }, { times: 1 }),
    reached: (s) => s.cloud.faults.list().length === 0,
  }),
  {
    fault: 'frame request timeout (an email login the frame never answers)',
    injected: "frame.faults.set({ kind: 'hang', events: ['CONNECT_EMAIL'] }, { times: 1 }); clock past 120 s",
    alert: REQUEST_TIMEOUT,
    outcome: "connectEmail rejects TIMEOUT 'timed out' at 120 s, not before; no cooldown starts",
    after: 'the same email login goes through at once',
    async run(t) {
      const dapp = t.open({ embedded: true });
      await fulfilment(dapp.kit.ready, 'kit.ready');
      t.stack.frame.faults.set({ kind: 'hang', events: ['CONNECT_EMAIL'] }, { times: 1 });
      t.clock.install();
      const email = nextEmail();
      const login = watch(dapp.kit.plugin('email').connectEmail(email), 'connectEmail');
      await until(() => t.stack.frame.faults.list().length === 0, 'the request to reach the frame server');
      await t.clock.advance(REQUEST_MS - 2_000);
      expect(login.done).toBe(false);
      await t.clock.advanceUntil(() => login.done, 500, 8);
      expect(errorOf(await login.rejection())).toEqual({ code: 'TIMEOUT', message: 'timed out' });
      t.clock.restore();
      await expectAlert(dapp, REQUEST_TIMEOUT);
      expect(dapp.kit.plugin('email').cooldownSeconds()).toBe(0);
      expect(await fulfilment(dapp.kit.plugin('email').connectEmail(email), 'connectEmail again')).toBe('VERIFY_DEVICE');
    },
  },
  {
    fault: 'frame request timeout (an approved signature the frame never answers)',
    injected: "email login; frame.faults.set({ kind: 'hang', events: ['RPC_REQUEST'] }, { times: 1 }); the visitor approves; clock past 120 s",
    alert: REQUEST_TIMEOUT,
    outcome: "signMessage rejects TIMEOUT 'timed out' at 120 s; the frame is told to stop (APP_RPC_ABORT); still connected",
    after: 'the next signature verifies on chain (the smart account, ERC-6492)',
    async run(t) {
      const dapp = await signedIn(t);
      t.stack.frame.faults.set({ kind: 'hang', events: ['RPC_REQUEST'] }, { times: 1 });
      t.clock.install();
      const signing = watch(dapp.kit.plugin('eip155').signMessage('stuck in the frame'), 'signMessage');
      await approve(dapp, 'personal_sign');
      await until(() => t.stack.frame.faults.list().length === 0, 'the request to reach the frame server');
      await t.clock.advance(REQUEST_MS - 2_000);
      expect(signing.done).toBe(false);
      await t.clock.advanceUntil(() => signing.done, 500, 8);
      expect(errorOf(await signing.rejection())).toEqual({ code: 'TIMEOUT', message: 'timed out' });
      t.clock.restore();
      await expectAlert(dapp, REQUEST_TIMEOUT);
      expect(dapp.window.heard()).toContain('APP_RPC_ABORT');
      expect(dapp.kit.getState().chains.eip155!.account.status).toBe('connected');
      const message = 'the frame is back';
      const again = watch(dapp.kit.plugin('eip155').signMessage(message), 'signMessage again', 20_000);
      await approve(dapp, 'personal_sign');
      const outcome = await again.outcome;
      if (outcome.status === 'rejected') throw outcome.reason;
      const chain = t.stack.chains.chains[0]!;
      const reader = createPublicClient({ chain: localViemChain(chain.chainId, chain.rpcUrl), transport: http(chain.rpcUrl) });
      const address = dapp.kit.getState().chains.eip155!.account.address as Hex;
      expect(await reader.verifyMessage({ address, message, signature: outcome.value })).toBe(true);
    },
  },
  {
    fault: 'unverified domain (the project stopped allowing this origin)',
    injected: "after start-up: cloud.setOrigins(['https://elsewhere.example'])",
    alert: { code: 'UNVERIFIED_DOMAIN', title: 'Invalid App Configuration', long: 'This domain is not verified for the embedded wallet.' },
    outcome: "connectEmail rejects 'Unverified domain' at once",
    after: 'the visitor connects an injected wallet; a reload with the origin allowed again logs in by email',
    async run(t) {
      const dapp = t.open({ embedded: true });
      await fulfilment(dapp.kit.ready, 'kit.ready');
      t.stack.cloud.setOrigins(['https://elsewhere.example']);
      expect(errorOf(await watch(dapp.kit.plugin('email').connectEmail(nextEmail()), 'connectEmail').rejection()).message).toBe('Unverified domain');
      await expectAlert(dapp, { code: 'UNVERIFIED_DOMAIN', title: 'Invalid App Configuration', long: 'This domain is not verified for the embedded wallet.' });
      expect(shownAlerts(dapp.kit)).toEqual(['UNVERIFIED_DOMAIN']);
      await fulfilment(dapp.kit.connect(DEV_WALLET), 'connect the dev wallet');
      await t.stack.reset();
      const again = t.open({ embedded: true });
      await fulfilment(again.kit.ready, 'kit.ready after a reload');
      await frameAnswers(again);
    },
  },
];
