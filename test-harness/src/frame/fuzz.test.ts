// The frame side of the protocol under fuzzing: 10,000 mutated APP_* messages to checkAppMessage
// and 10,000 mutated FRAME_* messages to checkFrameMessage (Node), each judged by an independent
// check (fuzz.testing.ts: ajv over the schemas at run time + rules of its own); then 10,000 mutated
// APP_* messages posted to the reference frame page in Chromium by its allowed parent: it drops
// exactly the invalid ones, answers each valid one once, never throws, and answers afterwards.
// Messages are what postMessage can carry: each is structured-cloned before it is judged.
import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { checkAppMessage, checkFrameMessage } from '@latchkey/embedded-wallet/protocol';
import { launchBrowser } from '../e2e/browser';
import { openPage } from '../e2e/page';
import { serveStatic } from '../e2e/static-server';
import type { StaticServer } from '../e2e/static-server';
import { FUZZ_DECODER_SOURCE, MUTATIONS, appFuzz, createFuzzOracle, decodeFuzz, frameFuzz } from './fuzz.testing';
import type { FuzzCase, Mutation } from './fuzz.testing';
import { startFrameServer } from './server';
import type { FrameServerHandle } from './types';

const N = 10_000;
const PROJECT = 'latchkey-dev';
const oracle = createFuzzOracle();

/** Every mutation kind was tried at least `min` times. */
function expectCoverage(cases: FuzzCase[], min: number): void {
  const used = new Map<Mutation, number>();
  for (const c of cases) for (const m of c.mutations) used.set(m, (used.get(m) ?? 0) + 1);
  for (const m of MUTATIONS) expect(used.get(m) ?? 0, `mutation ${m}`).toBeGreaterThanOrEqual(min);
}

describe('the protocol validators under 10,000 fuzzed messages each way (Node)', () => {
  it('checkAppMessage accepts exactly the APP_* messages the independent check accepts, and never throws', () => {
    const cases = appFuzz(N, 0xa11);
    expectCoverage(cases, 300);
    const disagreements: unknown[] = [];
    let valid = 0;
    for (const c of cases) {
      const data = structuredClone(decodeFuzz(c.message));
      const want = oracle.app(data);
      let got: boolean;
      try {
        got = checkAppMessage(data) !== undefined;
      } catch (error) {
        disagreements.push({ threw: String(error), mutations: c.mutations });
        continue;
      }
      if (want) valid++;
      if (want !== got) disagreements.push({ want, got, mutations: c.mutations, data });
    }
    expect(disagreements).toEqual([]);
    // Both kinds in numbers: the judge is not trivially "all invalid".
    expect(valid).toBeGreaterThan(1_500);
    expect(N - valid).toBeGreaterThan(6_000);
  });

  it('checkFrameMessage accepts exactly the FRAME_* messages the independent check accepts, and never throws', () => {
    const cases = frameFuzz(N, 0xf4a);
    expectCoverage(cases, 300);
    const disagreements: unknown[] = [];
    let valid = 0;
    for (const c of cases) {
      const data = structuredClone(decodeFuzz(c.message));
      const want = oracle.frame(data).kind !== 'invalid';
      let got: boolean;
      try {
        got = checkFrameMessage(data) !== undefined;
      } catch (error) {
        disagreements.push({ threw: String(error), mutations: c.mutations });
        continue;
      }
      if (want) valid++;
      if (want !== got) disagreements.push({ want, got, mutations: c.mutations, data });
    }
    expect(disagreements).toEqual([]);
    expect(valid).toBeGreaterThan(1_500);
    expect(N - valid).toBeGreaterThan(6_000);
  });
});

/** The parent page: the frame in a hidden iframe; fire(batch) rebuilds and posts messages; answers (origin + source checked) kept by id. */
const PARENT_JS = `
const decodeFuzz = ${FUZZ_DECODER_SOURCE};
const frameUrl = new URLSearchParams(location.search).get('frame');
const frameOrigin = new URL(frameUrl).origin;
const iframe = document.createElement('iframe');
iframe.hidden = true;
iframe.title = 'Embedded wallet';
iframe.src = frameUrl;
window.ready = false;
window.answers = {};
window.others = 0;
window.addEventListener('message', (event) => {
  if (event.origin !== frameOrigin || event.source !== iframe.contentWindow) return void window.others++;
  const data = event.data;
  if (data && data.type === 'FRAME_READY') window.ready = true;
  if (data && typeof data.id === 'string') (window.answers[data.id] ??= []).push(data.type);
});
window.fire = (batch) => {
  for (const encoded of batch) iframe.contentWindow.postMessage(decodeFuzz(encoded), frameOrigin);
  return batch.length;
};
document.body.appendChild(iframe);
`;

describe('the reference frame page under 10,000 fuzzed APP_* messages from its allowed parent (Chromium)', () => {
  let browser: Browser;
  let frame: FrameServerHandle;
  let parent: StaticServer;

  beforeAll(async () => {
    parent = await serveStatic({
      files: {
        '/index.html': `<!doctype html><html><head><meta charset="utf-8"><meta http-equiv="Content-Security-Policy" content="script-src 'self'"><title>parent</title><link rel="icon" href="data:,"><script src="/parent.js" defer></script></head><body></body></html>`,
        '/parent.js': PARENT_JS,
      },
    });
    [browser, frame] = await Promise.all([
      launchBrowser(),
      // No chains: RPC requests answer at once ('User is not connected'); approvals wait 50 ms, not 100 s; no smart-account factory to compile.
      startFrameServer({ allowedOrigins: (projectId) => (projectId === PROJECT ? [parent.url] : null), approvalWaitMs: 50, smartAccounts: false }),
    ]);
  });
  afterAll(async () => {
    await browser?.close();
    await Promise.all([frame?.stop(), parent?.close()]);
  });

  it('drops exactly the invalid ones, answers each valid one once, throws nothing, and answers a request afterwards', async () => {
    const frameUrl = frame.frameUrlFor({ projectId: PROJECT, chainId: 31337, version: 'fuzz', enableLogger: false });
    const opened = await openPage(browser, `${parent.url}/?frame=${encodeURIComponent(frameUrl)}`, { name: 'frame-fuzz' });
    const { page } = opened;
    await page.waitForFunction(() => (window as unknown as { ready: boolean }).ready, undefined, { timeout: 10_000 });
    const walletFrame = page.frames().find((f) => f.url().startsWith(frame.frameUrl))!;

    // 10,000 messages; a valid APP_RELOAD is left out (the frame would reload mid-run and drop the rest unread).
    const cases: Array<FuzzCase & { valid: boolean; id?: string }> = [];
    for (let seed = 0x5eed; cases.length < N; seed++) {
      for (const c of appFuzz(N, seed)) {
        if (cases.length === N) break;
        const data = structuredClone(decodeFuzz(c.message)) as { type?: unknown; id?: unknown };
        const valid = oracle.app(data);
        if (valid && data.type === 'APP_RELOAD') continue;
        cases.push({ ...c, valid, ...(valid ? { id: data.id as string } : {}) });
      }
    }
    // Valid messages per id (a mutation may borrow another message's id: each is answered all the same).
    const expected = new Map<string, number>();
    for (const c of cases) if (c.valid) expected.set(c.id!, (expected.get(c.id!) ?? 0) + 1);
    const invalid = cases.filter((c) => !c.valid).length;
    expect(invalid).toBeGreaterThan(6_000);
    expect(N - invalid).toBeGreaterThan(1_500);

    // In batches of 1,000, each answered before the next: every valid message is a call to the frame's
    // server, and a page with thousands of fetches in flight gets net::ERR_INSUFFICIENT_RESOURCES.
    const answered = () => page.evaluate(() => Object.values((window as unknown as { answers: Record<string, string[]> }).answers).reduce((n, list) => n + list.length, 0));
    const dropped = () => walletFrame.evaluate(() => Number(document.documentElement.dataset.dropped ?? 0));
    for (let i = 0; i < N; i += 1_000) {
      const slice = cases.slice(0, i + 1_000);
      // Plain JSON on the way (the encoded form): typed as such for Playwright's serializer.
      const batch = JSON.parse(JSON.stringify(cases.slice(i, i + 1_000).map((c) => c.message))) as unknown[];
      expect(await page.evaluate((b) => (window as unknown as { fire(b: unknown[]): number }).fire(b), batch)).toBe(batch.length);
      // Every invalid one dropped (the page counts them), every valid one answered.
      await expect.poll(dropped, { timeout: 15_000, interval: 100 }).toBe(slice.filter((c) => !c.valid).length);
      await expect.poll(answered, { timeout: 15_000, interval: 100 }).toBe(slice.filter((c) => c.valid).length);
    }
    const answers = await page.evaluate(() => (window as unknown as { answers: Record<string, string[]> }).answers);
    expect(Object.keys(answers).filter((id) => !expected.has(id))).toEqual([]);
    expect(Object.entries(answers).filter(([id, types]) => types.length !== expected.get(id))).toEqual([]);
    expect(await walletFrame.evaluate(() => document.documentElement.dataset.state)).toBe('ready');
    expect(await page.evaluate(() => (window as unknown as { others: number }).others)).toBe(0);

    // Still alive: a well-formed request is answered.
    const id = 'f'.repeat(32);
    await page.evaluate((i) => (window as unknown as { fire(b: unknown[]): number }).fire([{ $o: [['type', 'APP_IS_CONNECTED'], ['id', i], ['payload', { $o: [] }]] }]), id);
    await expect.poll(() => page.evaluate((i) => (window as unknown as { answers: Record<string, string[]> }).answers[i], id)).toEqual(['FRAME_IS_CONNECTED_SUCCESS']);
    // Nothing leaked into the frame's prototypes, nothing thrown in either page.
    expect(await walletFrame.evaluate(() => [Object.getOwnPropertyNames(Object.prototype).length, ({} as { polluted?: string }).polluted ?? null])).toEqual([
      await page.evaluate(() => Object.getOwnPropertyNames(Object.prototype).length),
      null,
    ]);
    // Chromium logs the frame server's 413 for a valid request with a body over its limit (opaque RPC
    // params of megabytes): answered with an error like any other; nothing else is logged.
    expect(opened.errors.filter((e) => !e.includes('status of 413 (Payload Too Large)'))).toEqual([]);
    await opened.close();
  }, 120_000);
});
