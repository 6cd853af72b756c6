import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { cloudPath } from '../paths';
import { startCloud } from '../server';
import type { CloudHandle } from '../server';
import { cloudFetch, createShapeChecker } from '../test-support';

const assertShape = createShapeChecker();
let cloud: CloudHandle;
beforeAll(async () => {
  cloud = await startCloud({ port: 0 });
});
afterEach(() => cloud.reset());
afterAll(() => cloud.stop());

const event = { eventId: 'evt-1', url: 'http://localhost:5173/', domain: 'localhost', timestamp: 1_700_000_000_000, props: { type: 'track', event: 'MODAL_OPEN', address: '0x1' } };

describe('analytics sink', () => {
  it('records events with the query they came with', async () => {
    const answer = await cloudFetch(cloud, cloudPath('analytics'), { body: event, headers: { origin: 'http://localhost:5173' } });
    expect(answer.status).toBe(200);
    assertShape('analytics', answer.body);
    expect(cloud.analytics.events()).toEqual([{ ...event, projectId: cloud.projectId, st: 'latchkey-test', sv: 'latchkey-0.1.0', origin: 'http://localhost:5173' }]);
    cloud.analytics.clear();
    expect(cloud.analytics.events()).toEqual([]);
  });

  it('answers 403 when the page origin is not allowed, and records nothing', async () => {
    cloud.setOrigins(['https://dapp.example']);
    const answer = await cloudFetch(cloud, cloudPath('analytics'), { body: event, headers: { origin: 'http://localhost:5173' } });
    expect(answer.status).toBe(403);
    assertShape('error', answer.body);
    expect(cloud.analytics.events()).toEqual([]);
  });

  it('rejects bodies that are not analytics events', async () => {
    for (const body of ['not json', [], { ...event, eventId: 3 }, { ...event, props: 'x' }, { ...event, timestamp: 'now' }]) {
      const answer = await cloudFetch(cloud, cloudPath('analytics'), { body });
      expect(answer.status, JSON.stringify(body)).toBe(400);
      assertShape('error', answer.body);
    }
    expect(cloud.analytics.events()).toEqual([]);
  });
});
