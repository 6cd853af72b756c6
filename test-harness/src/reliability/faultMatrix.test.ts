// The fault matrix (Node): a real kit with the real plugins against the harness's doubles on
// 127.0.0.1 — the cloud double (config service, origins, analytics, directory, RPC proxy), the
// local chains behind fault switches, the reference secure frame, the relay double with the Node
// WalletConnect wallet, the EIP-6963 mock wallets. Each row injects one fault, acts as a dapp or
// a visitor would, and checks: the SPEC §8 alert (state and 'alert' event, in SPEC wording), that
// every promise the dapp holds settles, that nothing is left 'connecting' or waiting, that the
// kit keeps working, and that no rejection went unhandled. One stack for the file.
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { createWcWallet, wcWalletOptions, type WcWallet } from '../wcwallet/index';
import { openDapp, startReliabilityStack, type Dapp, type ReliabilityStack } from './dapp';
import { createFakeClock, expectNothingStuck, type CaseContext, type MatrixCase } from './matrix';
import { settled, watchUnhandledRejections } from './settle';
import { configCases } from './cases/config';
import { directoryCases } from './cases/directory';
import { rpcCases } from './cases/rpc';
import { walletCases } from './cases/wallet';
import { frameCases } from './cases/frame';
import { relayCases } from './cases/relay';

let stack: ReliabilityStack;
let wc: WcWallet;
const unhandled = watchUnhandledRejections();
const clock = createFakeClock();
const opened: Dapp[] = [];

beforeAll(async () => {
  stack = await startReliabilityStack();
  wc = await createWcWallet({ ...wcWalletOptions({ chains: stack.chains.chains, relayUrl: stack.relay.url, solanaUrl: '' }), solana: undefined });
}, 120_000);

afterEach(async () => {
  clock.restore();
  // Every kit a row opened: nothing half-way, then closed (closing settles what might still wait).
  const kits = opened.splice(0);
  try {
    for (const dapp of kits) expectNothingStuck(dapp.kit);
  } finally {
    for (const dapp of kits) await settled(dapp.close(), 'kit.destroy');
    for (const s of wc.sessions()) await wc.disconnect(s.topic).catch(() => undefined);
    wc.setAutoApprove(true);
    wc.setDelay(0);
    await stack.reset();
  }
  expect(unhandled.take()).toEqual([]);
});

afterAll(async () => {
  unhandled.stop();
  await wc?.close();
  await stack?.stop();
});

const context = (): CaseContext => ({
  stack,
  wc,
  clock,
  open(options) {
    const dapp = openDapp(stack, options);
    opened.push(dapp);
    return dapp;
  },
});

/** A row's title: the fault, then the alert (or the outcome when SPEC §8 names no alert). */
const title = (c: MatrixCase) => `${c.fault} → ${c.alert ? `${c.alert.code} '${c.alert.title}'` : c.outcome}`;

function rows(area: string, cases: MatrixCase[]) {
  describe(area, () => {
    for (const c of cases) it(title(c), () => c.run(context()), 60_000);
  });
}

rows('config service', configCases);
rows('RPC', rpcCases);
rows('wallet directory', directoryCases);
rows('wallet', walletCases);
rows('embedded-wallet frame', frameCases);
rows('WalletConnect relay', relayCases);
