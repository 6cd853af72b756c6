import { describe, expect, it } from 'vitest';
import { CLOUD_PATHS, CLOUD_ROUTE_KEYS, cloudPath } from './paths';
import { createRouter } from './router';
import { CLOUD_SCHEMAS } from './shapes';

describe('cloudPath', () => {
  it('fills and encodes path parameters', () => {
    expect(cloudPath('balance', { address: '0xabc' })).toBe('/v1/account/0xabc/balance');
    expect(cloudPath('nameLookup', { name: 'a b/c' })).toBe('/v1/profile/account/a%20b%2Fc');
    expect(cloudPath('config')).toBe('/appkit/v1/config');
  });

  it('refuses a missing parameter', () => {
    expect(() => cloudPath('walletImage')).toThrow(/missing parameter "id"/);
  });
});

describe('router', () => {
  const match = createRouter();

  it('matches every path of the table to its own key', () => {
    for (const key of CLOUD_ROUTE_KEYS) {
      const path = CLOUD_PATHS[key].path.replace(/\{\w+\}/g, 'x1');
      expect(match(CLOUD_PATHS[key].method, path), key).toMatchObject({ kind: 'route', key });
    }
  });

  it('treats a trailing slash as the same route and decodes parameters', () => {
    expect(match('POST', '/v1')).toMatchObject({ kind: 'route', key: 'rpc' });
    expect(match('GET', '/getWallets/')).toMatchObject({ kind: 'route', key: 'wallets' });
    expect(match('GET', '/v1/profile/account/a%20b')).toEqual({ kind: 'route', key: 'nameLookup', params: { name: 'a b' } });
    expect(match('GET', '/v1/profile/account/%E0%A4%A')).toEqual({ kind: 'route', key: 'nameLookup', params: { name: '%E0%A4%A' } });
  });

  it('tells a wrong method from an unknown path', () => {
    expect(match('GET', '/v1/profile/account')).toEqual({ kind: 'wrong-method', key: 'nameRegister', allowed: 'POST' });
    expect(match('GET', '/v1/account/0x1/balance/extra')).toEqual({ kind: 'none' });
  });

  it('has an answer schema for every JSON route', () => {
    const bytes = ['walletImage', 'assetImage', 'currencyImage', 'tokenImage', 'identityAvatar', 'rpc', 'onrampPage'];
    expect(CLOUD_ROUTE_KEYS.filter((key) => !bytes.includes(key) && !(key in CLOUD_SCHEMAS))).toEqual([]);
  });
});
