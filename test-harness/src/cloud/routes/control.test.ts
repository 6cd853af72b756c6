import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { CONTROL_PATHS, cloudPath } from '../paths';
import { startCloud } from '../server';
import type { CloudHandle } from '../server';
import { cloudFetch } from '../test-support';
import type { RemoteFeature } from '../types';

let cloud: CloudHandle;
beforeAll(async () => {
  cloud = await startCloud({ port: 0 });
});
afterEach(() => cloud.reset());
afterAll(() => cloud.stop());

/** A control call as a browser test makes it: plain fetch with a JSON body. */
async function control(path: string, method: string, body?: unknown): Promise<{ status: number; body: unknown }> {
  const response = await fetch(`${cloud.url}${path}`, {
    method,
    headers: { 'content-type': 'application/json', origin: 'http://localhost:5173' },
    ...(body === undefined ? {} : { body: JSON.stringify(body) }),
  });
  return { status: response.status, body: await response.json() };
}

describe('HTTP control routes', () => {
  it('sets, lists and clears faults', async () => {
    const set = await control(CONTROL_PATHS.faults, 'POST', { route: 'config', fault: { kind: 'status', status: 503, message: 'down' }, times: 2 });
    expect(set).toEqual({ status: 200, body: { faults: [{ route: 'config', fault: { kind: 'status', status: 503, message: 'down' }, remaining: 2 }] } });
    expect((await cloudFetch(cloud, cloudPath('config'))).status).toBe(503);
    expect((await control(CONTROL_PATHS.faults, 'GET')).body).toEqual({ faults: [{ route: 'config', fault: { kind: 'status', status: 503, message: 'down' }, remaining: 1 }] });
    expect((await control(`${CONTROL_PATHS.faults}?route=config`, 'DELETE')).body).toEqual({ faults: [] });
    expect((await cloudFetch(cloud, cloudPath('config'))).status).toBe(200);
  });

  it('rejects bad fault requests with 400', async () => {
    for (const body of [{ route: 'nope', fault: { kind: 'drop' } }, { route: 'config', fault: { kind: 'status', status: 99 } }, { route: 'config', fault: { kind: 'drop' }, times: -1 }, 'x']) {
      const answer = await control(CONTROL_PATHS.faults, 'POST', body);
      expect(answer.status, JSON.stringify(body)).toBe(400);
      expect(answer.body).toMatchObject({ status: 'FAILED', message: expect.any(String) });
    }
    expect(cloud.faults.list()).toEqual([]);
  });

  it('reads and clears recorded analytics', async () => {
    const event = { eventId: 'e', url: 'http://localhost:5173/', domain: 'localhost', timestamp: 1, props: { event: 'CONNECT_SUCCESS' } };
    await cloudFetch(cloud, cloudPath('analytics'), { body: event });
    const read = await control(CONTROL_PATHS.analytics, 'GET');
    expect(read.body).toEqual({ events: [expect.objectContaining({ ...event, projectId: cloud.projectId })] });
    await control(CONTROL_PATHS.analytics, 'DELETE');
    expect(cloud.analytics.events()).toEqual([]);
  });

  it('changes project config, and reset restores everything', async () => {
    const changed = await control(CONTROL_PATHS.config, 'POST', { features: { swaps: { isEnabled: false } }, allowedOrigins: ['https://a.example'], analyticsEnabled: false });
    expect(changed.status).toBe(200);
    const config = await cloudFetch<{ features: RemoteFeature[] }>(cloud, cloudPath('config'));
    expect(config.body.features.find((feature) => feature.id === 'swaps')?.isEnabled).toBe(false);
    expect((await cloudFetch(cloud, cloudPath('origins'))).body).toEqual({ allowedOrigins: ['https://a.example'] });
    await control(CONTROL_PATHS.faults, 'POST', { route: '*', fault: { kind: 'drop' } });
    expect((await control(CONTROL_PATHS.reset, 'POST')).body).toEqual({ status: 'SUCCESS' });
    expect(cloud.faults.list()).toEqual([]);
    expect((await cloudFetch(cloud, cloudPath('analyticsConfig'))).body).toEqual({ isAnalyticsEnabled: true });
  });

  it('adds a project through the control route', async () => {
    expect((await cloudFetch(cloud, cloudPath('config'), { projectId: 'p2' })).status).toBe(403);
    await control(CONTROL_PATHS.config, 'POST', { projectId: 'p2', features: { email: { isEnabled: false } } });
    const config = await cloudFetch<{ features: RemoteFeature[] }>(cloud, cloudPath('config'), { projectId: 'p2' });
    expect(config.body.features.find((feature) => feature.id === 'email')?.isEnabled).toBe(false);
  });

  it('rejects bad config requests and wrong methods', async () => {
    expect((await control(CONTROL_PATHS.config, 'POST', { features: { teleport: { isEnabled: true } } })).status).toBe(400);
    expect((await control(CONTROL_PATHS.config, 'POST', { allowedOrigins: 'x' })).status).toBe(400);
    expect((await control(CONTROL_PATHS.reset, 'GET')).status).toBe(405);
  });
});
