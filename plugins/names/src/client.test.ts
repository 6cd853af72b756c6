import { describe, expect, it } from 'vitest';
import { HttpError, NetworkError, TimeoutError } from '@latchkey/kernel';
import { cleanRecord, namesError, reasonOf } from './client';

describe('the API’s reasons', () => {
  it("reads the first reason description, else the body's message, from an HTTP error (also as a cause)", () => {
    expect(reasonOf(new HttpError('HTTP status code 400', { data: { status: 400, reasons: [{ description: 'Name is taken' }, { description: 'second' }] } }))).toBe('Name is taken');
    expect(reasonOf(new HttpError('HTTP status code 400', { data: { status: 400, serverMessage: 'Invalid signature' } }))).toBe('Invalid signature');
    expect(reasonOf(new NetworkError('x', { cause: new HttpError('HTTP status code 500', { data: { serverMessage: 'boom' } }) }))).toBe('boom');
    expect(reasonOf(new HttpError('HTTP status code 500', { data: { status: 500 } }))).toBeUndefined();
    expect(reasonOf(new TimeoutError('timed out'))).toBeUndefined();
    expect(reasonOf(new HttpError('x', { data: { serverMessage: '\u202e\u0007 ' } }))).toBeUndefined();
    expect(reasonOf(new HttpError('x', { data: { serverMessage: 'y'.repeat(500) } }))).toHaveLength(200);
  });

  it('the SPEC §8 sentence when there is no reason', () => {
    expect(namesError({ kind: 'register', name: 'ada.reown.id' }, new TimeoutError('timed out')).shortMessage).toBe('Error registering name ada.reown.id');
    expect(namesError({ kind: 'names' }, new Error('x')).shortMessage).toBe('Error fetching names for address');
    expect(namesError({ kind: 'suggestions' }, new HttpError('x', { data: { serverMessage: 'Too short' } })).shortMessage).toBe('Too short');
  });

  it('cleans records: addresses and attributes checked, names lower case and plain', () => {
    expect(
      cleanRecord({ name: 'ADA.reown.id', updated: 5, addresses: { '60': { address: '0x70997970C51812dc3A010C7d01b50e0d17dc79C8' }, x: { address: '0x1' }, '2147492101': { address: 'nope' } }, attributes: { avatar: 'https://a.example/x.png', 'bad key': 'v' } }, '.reown.id'),
    ).toEqual({ name: 'ada.reown.id', updated: 5, addresses: { '60': { address: '0x70997970C51812dc3A010C7d01b50e0d17dc79C8' } }, attributes: { avatar: 'https://a.example/x.png' } });
    expect(cleanRecord({ name: 'ada.eth', addresses: {} }, '.reown.id')).toBeUndefined();
  });
});
