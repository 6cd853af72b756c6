import { afterEach, describe, expect, it, vi } from 'vitest';
import { NamesError } from './errors';
import { approveNext, base, makeNamesKit, ME, OTHER, record, SIGNATURE, until } from './test/kit.testing';
import { internals } from '@latchkey/kernel';

afterEach(() => {
  vi.useRealTimers();
});

const profile = (kit: ReturnType<typeof makeNamesKit>['kit']) => kit.getState().chains.eip155?.account;

describe('the name shown as the profile name', () => {
  it('is looked up on connect: the configured suffix first, then the newest; a safe avatar with it', async () => {
    const { kit, cloud } = makeNamesKit();
    cloud.names = {
      'old.wcn.id': record('old.wcn.id', ME, { updated: 1_900_000_000 }),
      'first.reown.id': record('first.reown.id', ME, { updated: 1_700_000_000 }),
      'ada.reown.id': record('ada.reown.id', ME, { updated: 1_800_000_000, attributes: { avatar: 'https://img.example/ada.png' } }),
      'bob.reown.id': record('bob.reown.id', OTHER),
    };
    await kit.connect('dev.wallet');
    await until(() => profile(kit)?.profileName !== undefined, 'the profile name');
    expect(profile(kit)).toMatchObject({ profileName: 'ada.reown.id', profileImage: 'https://img.example/ada.png' });
    expect(cloud.of('reverse').map((c) => c.url.pathname)).toEqual([`/v1/profile/reverse/${ME}`]);
    await kit.destroy();
  });

  it('drops unsafe avatars and names that are not plain account names', async () => {
    const { kit, cloud } = makeNamesKit();
    cloud.names = { 'ada.reown.id': record('ada.reown.id', ME, { attributes: { avatar: 'javascript:alert(1)' } }) };
    await kit.connect('dev.wallet');
    await until(() => profile(kit)?.profileName !== undefined);
    expect(profile(kit)?.profileImage).toBeUndefined();
    await kit.destroy();

    const spoof = makeNamesKit();
    spoof.cloud.names = { 'аda.reown.id': record('аda.reown.id', ME) };
    await spoof.kit.connect('dev.wallet');
    await until(() => spoof.cloud.of('reverse').length === 1);
    await new Promise((r) => setTimeout(r, 20));
    expect(profile(spoof.kit)?.profileName).toBeUndefined();
    await spoof.kit.destroy();
  });

  it('never holds up connecting: a names API that hangs or fails leaves the account nameless', async () => {
    const warn = vi.fn();
    const { kit, cloud } = makeNamesKit({ logger: { warn, error() {}, info() {}, debug() {} } });
    cloud.fail.reverse = 'hang';
    const started = Date.now();
    await kit.connect('dev.wallet');
    expect(Date.now() - started).toBeLessThan(1_000);
    expect(kit.getState().chains.eip155?.account.status).toBe('connected');
    await kit.disconnect();
    cloud.fail.reverse = { status: 500 };
    await kit.connect('dev.wallet');
    await until(() => warn.mock.calls.length > 0, 'the warning');
    expect(String(warn.mock.calls[0]![0])).toContain('Error fetching names for address');
    expect(profile(kit)?.profileName).toBeUndefined();
    await kit.destroy();
  });

  it('reverseLookup: false asks nothing on connect', async () => {
    const { kit, cloud } = makeNamesKit({ names: { reverseLookup: false } });
    await kit.connect('dev.wallet');
    await new Promise((r) => setTimeout(r, 20));
    expect(cloud.calls).toEqual([]);
    await kit.destroy();
  });
});

describe('the names API', () => {
  it('suggestions come with the loading flag (SPEC §3) and say which are taken', async () => {
    const { kit, cloud } = makeNamesKit();
    cloud.names = { 'ada-1.reown.id': record('ada-1.reown.id', OTHER) };
    const api = kit.plugin('names');
    const pending = api.getSuggestions('Ada');
    expect(kit.getState().plugins.names).toMatchObject({ loading: true, suggestions: [], suggestionsFor: 'ada' });
    expect(await pending).toEqual([
      { name: 'ada.reown.id', registered: false },
      { name: 'ada-1.reown.id', registered: true },
      { name: 'the-ada.reown.id', registered: false },
    ]);
    expect(kit.getState().plugins.names).toMatchObject({ loading: false, suggestions: await pending });
    await kit.destroy();
  });

  it('availability and lookups: 404 is free; other failures are SPEC §8 errors with the API reason first', async () => {
    const { kit, cloud } = makeNamesKit();
    cloud.names = { 'ada.reown.id': record('ada.reown.id') };
    const api = kit.plugin('names');
    expect(await api.isNameRegistered('ada')).toBe(true);
    expect(await api.isNameRegistered('grace.reown.id')).toBe(false);
    expect(await api.resolveName('ada')).toMatchObject({ name: 'ada.reown.id', addresses: { '60': { address: ME } } });
    expect(cloud.of('lookup').map((c) => c.url.pathname)).toEqual(['/v1/profile/account/ada.reown.id', '/v1/profile/account/grace.reown.id', '/v1/profile/account/ada.reown.id']);

    cloud.fail.lookup = { status: 500 };
    await expect(api.resolveName('ada')).rejects.toMatchObject({ shortMessage: 'Error resolving name', problem: { kind: 'resolve' } });
    cloud.fail.lookup = 'malformed';
    await expect(api.isNameRegistered('ada')).rejects.toMatchObject({ shortMessage: 'Error resolving name' });
    cloud.fail.suggestions = { status: 503 };
    await expect(api.getSuggestions('ada')).rejects.toMatchObject({ shortMessage: 'Error fetching name suggestions' });
    expect(kit.getState().plugins.names).toMatchObject({ loading: false, suggestionsError: { kind: 'suggestions', name: 'ada' } });
    cloud.fail.suggestions = { status: 400, reason: 'Names must be 4 characters or more' };
    await expect(api.getSuggestions('ada')).rejects.toMatchObject({ shortMessage: 'Names must be 4 characters or more' });
    cloud.fail.reverse = { status: 502 };
    const failure = await api.getNamesForAddress(ME).catch((e: unknown) => e);
    expect(failure).toBeInstanceOf(NamesError);
    expect(failure).toMatchObject({ shortMessage: 'Error fetching names for address', code: 'NAMES_ERROR' });
    await kit.destroy();
  });

  it('gives up after 10 s (SPEC §9)', async () => {
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
    const { kit, cloud } = makeNamesKit();
    cloud.fail.suggestions = 'hang';
    const result = kit.plugin('names').getSuggestions('ada').catch((e: unknown) => e);
    await vi.advanceTimersByTimeAsync(10_001);
    expect(await result).toMatchObject({ shortMessage: 'Error fetching name suggestions' });
    await kit.destroy();
  });

  it('keeps the names of an address 5 minutes', async () => {
    vi.useFakeTimers({ toFake: ['Date'] });
    const { kit, cloud } = makeNamesKit({ names: { reverseLookup: false } });
    cloud.names = { 'ada.reown.id': record('ada.reown.id') };
    const api = kit.plugin('names');
    expect((await api.getNamesForAddress(ME)).map((r) => r.name)).toEqual(['ada.reown.id']);
    await api.getNamesForAddress(ME.toLowerCase());
    expect(cloud.of('reverse')).toHaveLength(1);
    vi.setSystemTime(Date.now() + 5 * 60_000 + 1);
    await api.getNamesForAddress(ME);
    expect(cloud.of('reverse')).toHaveLength(2);
    await kit.destroy();
  });
});

describe('registering a name (SPEC §4, §7)', () => {
  it('signs { name, attributes, timestamp in seconds } through the approval, registers it with coin type 60 on mainnet, then shows it', async () => {
    const { kit, cloud, log } = makeNamesKit({ names: { reverseLookup: false } });
    await kit.connect('dev.wallet');
    const api = kit.plugin('names');
    const done = api.registerName('Ada-L');
    await until(() => kit.getState().requests.length === 1, 'the approval');
    expect(kit.getState().plugins.names).toMatchObject({ registering: true, attempt: 'ada-l.reown.id' });
    expect(kit.getState().requests[0]).toMatchObject({ method: 'personal_sign', namespace: 'eip155' });
    await approveNext(kit);
    const created = await done;
    expect(created.name).toBe('ada-l.reown.id');
    const signed = JSON.parse(log.signed[0]!.message) as { name: string; attributes: unknown; timestamp: number };
    expect(signed).toEqual({ name: 'ada-l.reown.id', attributes: {}, timestamp: expect.any(Number) });
    expect(Math.abs(signed.timestamp - Date.now() / 1000)).toBeLessThan(5);
    expect(cloud.of('register')[0]!.body).toEqual({ coinType: 60, address: ME, signature: SIGNATURE, message: log.signed[0]!.message });
    expect(profile(kit)?.profileName).toBe('ada-l.reown.id');
    expect(kit.getState().plugins.names).toMatchObject({ registering: false, registered: 'ada-l.reown.id', registerError: undefined });
    // The names of the address know it at once (no second call).
    expect((await api.getNamesForAddress(ME)).map((r) => r.name)).toEqual(['ada-l.reown.id']);
    expect(cloud.of('reverse')).toHaveLength(0);
    await kit.destroy();
  });

  it('uses 0x80000000 | chainId off mainnet (ENSIP-11), and the configured suffix', async () => {
    const { kit, cloud, log } = makeNamesKit({ chainId: 8453, names: { suffix: '.wcn.id', reverseLookup: false } });
    await kit.connect('dev.wallet');
    expect(kit.getState().chains.eip155?.network.caipNetwork?.caipNetworkId).toBe(`eip155:${base.id}`);
    const done = kit.plugin('names').registerName('grace');
    await approveNext(kit);
    await done;
    expect((cloud.of('register')[0]!.body as { coinType: number }).coinType).toBe(0x80000000 + 8453);
    expect(JSON.parse(log.signed[0]!.message)).toMatchObject({ name: 'grace.wcn.id' });
    expect(profile(kit)?.profileName).toBe('grace.wcn.id');
    await kit.destroy();
  });

  it("'Error registering name {name}', or the API's first reason; a rejected signature too; nothing registered", async () => {
    const { kit, cloud } = makeNamesKit({ names: { reverseLookup: false } });
    await kit.connect('dev.wallet');
    const api = kit.plugin('names');

    cloud.fail.register = 'malformed';
    let done = api.registerName('ada1').catch((e: unknown) => e);
    await approveNext(kit);
    expect(await done).toMatchObject({ shortMessage: 'Error registering name ada1.reown.id', problem: { kind: 'register', name: 'ada1.reown.id' } });
    expect(kit.getState().plugins.names).toMatchObject({ registering: false, attempt: 'ada1.reown.id', registerError: { kind: 'register', name: 'ada1.reown.id' } });

    cloud.fail.register = { status: 400, reason: 'Name ada1.reown.id is already registered' };
    done = api.registerName('ada1').catch((e: unknown) => e);
    await approveNext(kit);
    expect(await done).toMatchObject({ shortMessage: 'Name ada1.reown.id is already registered', problem: { reason: 'Name ada1.reown.id is already registered' } });

    done = api.registerName('ada2').catch((e: unknown) => e);
    await until(() => kit.getState().requests.length === 1);
    internals(kit).requests.reject(kit.getState().requests[0]!.id);
    expect(await done).toMatchObject({ shortMessage: 'Error registering name ada2.reown.id' });
    expect((await done as NamesError).walk((e) => (e as { code?: string }).code === 'USER_REJECTED')).toBeTruthy();
    expect(cloud.of('register')).toHaveLength(2);
    expect(profile(kit)?.profileName).toBeUndefined();
    await kit.destroy();
  });

  it('refuses a name off the rule, and without a connected EVM account', async () => {
    const { kit } = makeNamesKit({ names: { reverseLookup: false } });
    const api = kit.plugin('names');
    await expect(api.registerName('ada1')).rejects.toMatchObject({ shortMessage: 'Address or auth connector not found' });
    await kit.connect('dev.wallet');
    await expect(api.registerName('ada')).rejects.toMatchObject({ code: 'VALIDATION_ERROR', shortMessage: 'Invalid name' });
    await expect(api.registerName('ada_1')).rejects.toMatchObject({ code: 'VALIDATION_ERROR' });
    expect(kit.getState().requests).toEqual([]);
    await kit.destroy();
  });
});
