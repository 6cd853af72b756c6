import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { createFaultController, parseFault } from './faults';
import { cloudPath } from './paths';
import { startCloud } from './server';
import type { CloudHandle } from './server';
import { cloudFetch, createShapeChecker } from './test-support';

const assertShape = createShapeChecker();

describe('createFaultController', () => {
  it('counts a fault down and prefers a route fault over the wildcard', () => {
    const faults = createFaultController();
    faults.set('*', { kind: 'drop' });
    faults.set('config', { kind: 'status', status: 503 }, { times: 2 });
    expect(faults.take('config')).toEqual({ kind: 'status', status: 503 });
    expect(faults.list().find((entry) => entry.route === 'config')?.remaining).toBe(1);
    expect(faults.take('config')).toEqual({ kind: 'status', status: 503 });
    expect(faults.take('config')).toEqual({ kind: 'drop' });
    faults.reset();
    expect(faults.take('config')).toBeUndefined();
    expect(faults.list()).toEqual([]);
  });

  it('refuses nonsense faults and routes', () => {
    const faults = createFaultController();
    expect(() => faults.set('nope' as 'config', { kind: 'drop' })).toThrow(/Unknown route/);
    expect(() => faults.set('config', { kind: 'drop' }, { times: 0 })).toThrow(/times/);
    expect(() => parseFault({ kind: 'status', status: 200 })).toThrow(/between 400 and 599/);
    expect(() => parseFault({ kind: 'delay', ms: -1 })).toThrow(/ms/);
    expect(() => parseFault({ kind: 'explode' })).toThrow(/kind/);
    expect(parseFault({ kind: 'hostile' })).toEqual({ kind: 'hostile' });
    expect(parseFault({ kind: 'hostile', attacker: '0x00000000000000000000000000000000000a77ac' })).toEqual({ kind: 'hostile', attacker: '0x00000000000000000000000000000000000a77ac' });
    expect(() => parseFault({ kind: 'hostile', attacker: 'mallory' })).toThrow(/attacker/);
    expect(() => parseFault(null)).toThrow();
  });
});

describe('fault injection over HTTP', () => {
  let cloud: CloudHandle;
  beforeAll(async () => {
    cloud = await startCloud({ port: 0 });
  });
  afterEach(() => cloud.reset());
  afterAll(() => cloud.stop());

  const config = (): ReturnType<typeof cloudFetch> => cloudFetch(cloud, cloudPath('config'));

  it.each([403, 429, 500, 503])('answers status %i with a JSON error body, then recovers', async (status) => {
    cloud.faults.set('config', { kind: 'status', status, message: `injected ${status}` }, { times: 1 });
    const faulted = await config();
    expect(faulted.status).toBe(status);
    assertShape('error', faulted.body);
    expect(faulted.body).toMatchObject({ message: `injected ${status}`, reasons: [{ description: `injected ${status}` }] });
    expect((await config()).status).toBe(200);
  });

  it('delays an answer by the given time', async () => {
    cloud.faults.set('origins', { kind: 'delay', ms: 300 });
    const started = Date.now();
    const answer = await cloudFetch(cloud, cloudPath('origins'));
    expect(Date.now() - started).toBeGreaterThanOrEqual(290);
    expect(answer.status).toBe(200);
    assertShape('origins', answer.body);
    cloud.faults.reset();
    const quick = Date.now();
    await cloudFetch(cloud, cloudPath('origins'));
    expect(Date.now() - quick).toBeLessThan(250);
  });

  it('answers a malformed body with 200', async () => {
    cloud.faults.set('wallets', { kind: 'malformed' });
    const response = await fetch(`${cloud.url}${cloudPath('wallets')}?projectId=${cloud.projectId}`);
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toMatch(/application\/json/);
    const text = await response.text();
    expect(() => JSON.parse(text)).toThrow(SyntaxError);
    cloud.faults.clear('wallets');
    expect((await cloudFetch(cloud, cloudPath('wallets'))).status).toBe(200);
  });

  it('drops the connection', async () => {
    cloud.faults.set('analyticsConfig', { kind: 'drop' }, { times: 1 });
    await expect(fetch(`${cloud.url}${cloudPath('analyticsConfig')}?projectId=${cloud.projectId}`)).rejects.toThrow(TypeError);
    expect((await cloudFetch(cloud, cloudPath('analyticsConfig'))).status).toBe(200);
  });

  it('applies a wildcard fault to every cloud route but not to control routes', async () => {
    cloud.faults.set('*', { kind: 'status', status: 500 });
    expect((await cloudFetch(cloud, cloudPath('config'))).status).toBe(500);
    expect((await cloudFetch(cloud, cloudPath('onrampOptions'))).status).toBe(500);
    const tokenImage = await fetch(`${cloud.url}${cloudPath('tokenImage', { id: 'ETH' })}`);
    expect(tokenImage.status).toBe(500);
    const control = await fetch(`${cloud.url}/__control/faults`);
    expect(control.status).toBe(200);
  });

  it('faults the preflight of no route, so a browser can still read faulted answers', async () => {
    cloud.faults.set('config', { kind: 'status', status: 429 });
    const preflight = await fetch(`${cloud.url}${cloudPath('config')}`, { method: 'OPTIONS', headers: { origin: 'http://localhost:3000', 'access-control-request-method': 'GET' } });
    expect(preflight.status).toBe(204);
    const answer = await cloudFetch(cloud, cloudPath('config'), { headers: { origin: 'http://localhost:3000' } });
    expect(answer.status).toBe(429);
    expect(answer.headers.get('access-control-allow-origin')).toBe('http://localhost:3000');
  });
});

describe('stopping', () => {
  it('stops promptly even with a request parked in a delay fault', async () => {
    const cloud = await startCloud({ port: 0 });
    cloud.faults.set('config', { kind: 'delay', ms: 60_000 });
    const parked = fetch(`${cloud.url}${cloudPath('config')}?projectId=${cloud.projectId}`).then(
      () => 'answered',
      () => 'dropped',
    );
    await new Promise((resolve) => setTimeout(resolve, 50));
    const started = Date.now();
    await cloud.stop();
    expect(Date.now() - started).toBeLessThan(2000);
    expect(await parked).toBe('dropped');
    await expect(fetch(`${cloud.url}${cloudPath('config')}`)).rejects.toThrow(TypeError);
  });

  it('runs two independent servers in one process', async () => {
    const [a, b] = await Promise.all([startCloud({ port: 0 }), startCloud({ port: 0 })]);
    try {
      a.faults.set('config', { kind: 'status', status: 503 });
      a.setConfig({ email: { isEnabled: false } });
      expect((await cloudFetch(a, cloudPath('config'))).status).toBe(503);
      const fromB = await cloudFetch<{ features: Array<{ id: string; isEnabled: boolean }> }>(b, cloudPath('config'));
      expect(fromB.status).toBe(200);
      expect(fromB.body.features.find((feature) => feature.id === 'email')?.isEnabled).toBe(true);
    } finally {
      await Promise.all([a.stop(), b.stop()]);
    }
  });
});
