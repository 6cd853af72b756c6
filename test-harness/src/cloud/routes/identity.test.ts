import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { cloudPath } from '../paths';
import { startCloud } from '../server';
import type { CloudHandle } from '../server';
import { cloudFetch, createShapeChecker } from '../test-support';
import type { IdentityRecord } from '../types';

const assertShape = createShapeChecker();
const ALICE = '0x70997970C51812dc3A010C7d01b50e0d17dc79C8';
const BOB = '0x3C44CdDdB6a900fa2b585dd299e03d12FA4293BC';

let cloud: CloudHandle;
beforeAll(async () => {
  cloud = await startCloud({ port: 0 });
});
afterEach(() => cloud.reset());
afterAll(() => cloud.stop());

describe('identity API (GET /v1/identity/{address})', () => {
  it('answers the identity a test set (any case of the address), with an avatar the double serves on 127.0.0.1', async () => {
    cloud.setIdentity(ALICE, { name: 'alice.eth' });
    const answer = await cloudFetch<IdentityRecord>(cloud, cloudPath('identity', { address: ALICE.toLowerCase() }), { query: { chainId: 'eip155:1' } });
    expect(answer.status).toBe(200);
    assertShape('identity', answer.body);
    expect(answer.body).toEqual({ name: 'alice.eth', avatar: cloud.identityAvatarUrl(ALICE) });
    expect(answer.body.avatar).toMatch(/^http:\/\/127\.0\.0\.1:\d+\/identity\/avatar\/0x70997970c51812dc3a010c7d01b50e0d17dc79c8$/);
    const image = await fetch(answer.body.avatar!);
    expect(image.status).toBe(200);
    expect(image.headers.get('content-type')).toContain('image/svg+xml');
    expect(await image.text()).toContain('>A</text>');
  });

  it('answers nulls for an address without one, a given avatar as given, and forgets identities on reset', async () => {
    expect((await cloudFetch<IdentityRecord>(cloud, cloudPath('identity', { address: BOB }))).body).toEqual({ name: null, avatar: null });
    cloud.setIdentity(BOB, { name: 'bob.eth', avatar: 'javascript:alert(1)' });
    expect((await cloudFetch<IdentityRecord>(cloud, cloudPath('identity', { address: BOB }))).body).toEqual({ name: 'bob.eth', avatar: 'javascript:alert(1)' });
    cloud.setIdentity(BOB, { name: 'bob.eth', avatar: null });
    expect((await cloudFetch<IdentityRecord>(cloud, cloudPath('identity', { address: BOB }))).body).toEqual({ name: 'bob.eth', avatar: null });
    cloud.reset();
    expect((await cloudFetch<IdentityRecord>(cloud, cloudPath('identity', { address: BOB }))).body).toEqual({ name: null, avatar: null });
    expect((await fetch(cloud.identityAvatarUrl(BOB))).status).toBe(404);
  });

  it('needs a project id and an address, and can be faulted like every route', async () => {
    expect((await cloudFetch(cloud, cloudPath('identity', { address: ALICE }), { projectId: null })).status).toBe(400);
    expect((await cloudFetch(cloud, cloudPath('identity', { address: 'alice.eth' }))).status).toBe(400);
    cloud.faults.set('identity', { kind: 'status', status: 503 });
    expect((await cloudFetch(cloud, cloudPath('identity', { address: ALICE }))).status).toBe(503);
  });
});
