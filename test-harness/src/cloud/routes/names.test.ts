import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { generatePrivateKey, privateKeyToAccount } from 'viem/accounts';
import { cloudPath } from '../paths';
import { startCloud } from '../server';
import type { CloudHandle } from '../server';
import { cloudFetch, createShapeChecker } from '../test-support';
import type { NameRecord } from '../types';

const assertShape = createShapeChecker();
const alice = privateKeyToAccount(generatePrivateKey());
const mallory = privateKeyToAccount(generatePrivateKey());
/** ENSIP-11 coin type of chain 31337. */
const COIN_TYPE = (0x80000000 | 31337) >>> 0;

let cloud: CloudHandle;
beforeAll(async () => {
  cloud = await startCloud({ port: 0 });
});
afterEach(() => cloud.reset());
afterAll(() => cloud.stop());

/** Signs a registration the way the kit does: personal_sign over the JSON message string. */
async function registration(name: string, signer = alice, address = alice.address, timestamp = Math.floor(Date.now() / 1000)) {
  const message = JSON.stringify({ name, attributes: {}, timestamp });
  return { coinType: COIN_TYPE, address, message, signature: await signer.signMessage({ message }) };
}

describe('names API', () => {
  it('registers a name with a valid signature, then looks it up both ways', async () => {
    const registered = await cloudFetch<NameRecord>(cloud, cloudPath('nameRegister'), { body: await registration('alice-01.reown.id') });
    expect(registered.status).toBe(200);
    assertShape('nameRegister', registered.body);
    expect(registered.body.name).toBe('alice-01.reown.id');
    expect(registered.body.addresses[String(COIN_TYPE)]?.address).toBe(alice.address);

    const lookup = await cloudFetch<NameRecord>(cloud, cloudPath('nameLookup', { name: 'Alice-01.reown.id' }));
    expect(lookup.status).toBe(200);
    assertShape('nameLookup', lookup.body);
    expect(lookup.body).toEqual(registered.body);

    const reverse = await cloudFetch<NameRecord[]>(cloud, cloudPath('nameReverse', { address: alice.address.toLowerCase() }));
    assertShape('nameReverse', reverse.body);
    expect(reverse.body.map((record) => record.name)).toEqual(['alice-01.reown.id']);
    expect(cloud.names.list().map((record) => record.name)).toEqual(['alice-01.reown.id']);
  });

  it('rejects a signature by another key with 400 and a reason', async () => {
    const forged = await registration('alice-02.reown.id', mallory, alice.address);
    const answer = await cloudFetch(cloud, cloudPath('nameRegister'), { body: forged });
    expect(answer.status).toBe(400);
    assertShape('error', answer.body);
    expect(answer.body).toMatchObject({ reasons: [{ description: expect.stringMatching(/signature/i) }] });
    expect((await cloudFetch(cloud, cloudPath('nameLookup', { name: 'alice-02.reown.id' }))).status).toBe(404);
  });

  it('rejects a message altered after signing', async () => {
    const signed = await registration('alice-03.reown.id');
    const answer = await cloudFetch(cloud, cloudPath('nameRegister'), { body: { ...signed, message: signed.message.replace('alice-03', 'alice-04') } });
    expect(answer.status).toBe(400);
  });

  it('enforces the name rules, coin type and timestamp', async () => {
    const cases: Array<[string, Promise<Record<string, unknown>>]> = [
      ['too short', registration('abc.reown.id')],
      ['bad character', registration('al_ice.reown.id')],
      ['millisecond timestamp', registration('alice-05.reown.id', alice, alice.address, Date.now())],
      ['coin type of a too-large chain id', registration('alice-06.reown.id').then((body) => ({ ...body, coinType: 2 ** 32 }))],
      ['non-JSON message', registration('alice-07.reown.id').then((body) => ({ ...body, message: 'hello' }))],
      ['bad address', registration('alice-08.reown.id').then((body) => ({ ...body, address: '0x123' }))],
    ];
    for (const [label, body] of cases) {
      const answer = await cloudFetch(cloud, cloudPath('nameRegister'), { body: await body });
      expect(answer.status, label).toBe(400);
      assertShape('error', answer.body);
    }
    expect(cloud.names.list()).toEqual([]);
  });

  it('refuses a name held by someone else', async () => {
    await cloudFetch(cloud, cloudPath('nameRegister'), { body: await registration('taken-name') });
    const message = JSON.stringify({ name: 'taken-name.reown.id', attributes: {}, timestamp: Math.floor(Date.now() / 1000) });
    const answer = await cloudFetch(cloud, cloudPath('nameRegister'), {
      body: { coinType: COIN_TYPE, address: mallory.address, message, signature: await mallory.signMessage({ message }) },
    });
    expect(answer.status).toBe(400);
    expect(answer.body).toMatchObject({ message: expect.stringMatching(/already registered/) });
  });

  it('suggests names and marks the registered ones', async () => {
    await cloudFetch(cloud, cloudPath('nameRegister'), { body: await registration('satoshi.reown.id') });
    const answer = await cloudFetch<{ suggestions: Array<{ name: string; registered: boolean }> }>(cloud, cloudPath('nameSuggestions', { name: 'satoshi' }));
    assertShape('nameSuggestions', answer.body);
    expect(answer.body.suggestions[0]).toEqual({ name: 'satoshi.reown.id', registered: true });
    expect(answer.body.suggestions.length).toBeGreaterThan(1);
    expect(answer.body.suggestions.slice(1).every((item) => item.name.endsWith('.reown.id') && !item.registered)).toBe(true);
  });

  it('keeps the legacy .wcn.id suffix (SPEC §9) as given, apart from .reown.id', async () => {
    const registered = await cloudFetch<NameRecord>(cloud, cloudPath('nameRegister'), { body: await registration('legacy-name.wcn.id') });
    expect(registered.status).toBe(200);
    assertShape('nameRegister', registered.body);
    expect(registered.body.name).toBe('legacy-name.wcn.id');
    expect((await cloudFetch(cloud, cloudPath('nameLookup', { name: 'legacy-name.wcn.id' }))).status).toBe(200);
    expect((await cloudFetch(cloud, cloudPath('nameLookup', { name: 'legacy-name' }))).status).toBe(404);
    const suggestions = await cloudFetch<{ suggestions: Array<{ name: string; registered: boolean }> }>(cloud, cloudPath('nameSuggestions', { name: 'legacy-name.wcn.id' }));
    expect(suggestions.body.suggestions[0]).toEqual({ name: 'legacy-name.wcn.id', registered: true });
    expect(suggestions.body.suggestions.every((item) => item.name.endsWith('.wcn.id'))).toBe(true);
    const reverse = await cloudFetch<NameRecord[]>(cloud, cloudPath('nameReverse', { address: alice.address }));
    expect(reverse.body.map((r) => r.name)).toEqual(['legacy-name.wcn.id']);
  });

  it('answers 404 for an unknown name, [] for an address without names, 400 for junk', async () => {
    expect((await cloudFetch(cloud, cloudPath('nameLookup', { name: 'nobody-here' }))).status).toBe(404);
    expect((await cloudFetch(cloud, cloudPath('nameReverse', { address: alice.address }))).body).toEqual([]);
    expect((await cloudFetch(cloud, cloudPath('nameReverse', { address: 'not-an-address' }))).status).toBe(400);
    expect((await cloudFetch(cloud, cloudPath('nameLookup', { name: '<script>' }))).status).toBe(400);
    expect((await cloudFetch(cloud, cloudPath('nameRegister'), { body: '{"broken' })).status).toBe(400);
  });
});
