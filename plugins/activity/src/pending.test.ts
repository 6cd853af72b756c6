import { describe, expect, it } from 'vitest';
import { MINED_SKEW_MS, PENDING_TTL_MS } from './constants';
import { asItem, matches, pendingFrom, settlePending } from './pending';
import type { ActivityItem, PendingTransaction } from './types';

const ME = '0x70997970C51812dc3A010C7d01b50e0d17dc79C8';
const TO = '0x3C44CdDdB6a900fa2b585dd299e03d12FA4293BC';
const TOKEN = '0xA0b86991c6218b36c1d19D4a2e9Eb0cE3606eB48';
const account = { caipNetworkId: 'eip155:1' as const, address: ME };
const NOW = 1_750_000_000_000;
const transferData = (to: string, amount: bigint) => `0xa9059cbb${to.slice(2).toLowerCase().padStart(64, '0')}${amount.toString(16).padStart(64, '0')}`;

const item = (o: Partial<ActivityItem> & { quantity?: string }): ActivityItem => ({
  id: o.id ?? 'x',
  hash: o.hash,
  operationType: 'send',
  status: 'confirmed',
  minedAt: o.minedAt ?? NOW + 2_000,
  sentFrom: o.sentFrom ?? ME,
  sentTo: o.sentTo ?? TO,
  chain: 'eip155:1',
  transfers: [{ kind: 'fungible', name: 'Ether', symbol: 'ETH', imageUrl: undefined, quantity: o.quantity ?? '0.5', direction: 'out', spam: false }],
});

describe('the kit’s own sends, pending', () => {
  it('tracks native transfers and ERC-20 transfer calls from the connected account', () => {
    expect(pendingFrom({ id: 'r1', params: [{ from: ME, to: TO, value: '0x6f05b59d3b20000', data: '0x' }] }, account, NOW)).toEqual({
      id: 'r1',
      caipNetworkId: 'eip155:1',
      from: ME,
      to: TO,
      value: '500000000000000000',
      token: undefined,
      sentAt: NOW,
    });
    expect(pendingFrom({ id: 'r2', params: [{ from: ME, to: TOKEN, value: '0x0', data: transferData(TO, 12_500_000n) }] }, account, NOW)).toMatchObject({
      to: TOKEN,
      value: '0',
      token: { receiver: TO, amount: '12500000' },
    });
  });

  it('ignores what is not a plain transfer from this account', () => {
    const ignored = [
      { from: ME, to: TOKEN, value: '0x0', data: '0x095ea7b3' }, // approve()
      { from: ME, to: TO, value: '0x0', data: '0x' }, // nothing moves
      { from: TO, to: TO, value: '0x1' }, // another account
      { from: ME, to: 'nope', value: '0x1' },
      { from: ME, to: TO, value: 'lots' },
      { from: ME, to: TOKEN, value: '0x1', data: transferData(TO, 1n) }, // value and a call
    ];
    for (const tx of ignored) expect(pendingFrom({ id: 'r', params: [tx] }, account, NOW), JSON.stringify(tx)).toBeUndefined();
    expect(pendingFrom({ id: 'r', params: 'junk' }, account, NOW)).toBeUndefined();
  });

  it('matches a history item by sender, receiver, amount and time', () => {
    const native = pendingFrom({ id: 'r1', params: [{ from: ME, to: TO, value: '0x6f05b59d3b20000' }] }, account, NOW)!;
    expect(matches(native, item({}), 18)).toBe(true);
    expect(matches(native, item({ quantity: '0.25' }), 18)).toBe(false);
    expect(matches(native, item({ sentTo: TOKEN }), 18)).toBe(false);
    expect(matches(native, item({ sentFrom: TO }), 18)).toBe(false);
    expect(matches(native, item({ minedAt: NOW - MINED_SKEW_MS - 1 }), 18)).toBe(false);
    const token: PendingTransaction = { ...pendingFrom({ id: 'r2', params: [{ from: ME, to: TOKEN, value: '0x0', data: transferData(TO, 12_500_000n) }] }, account, NOW)! };
    // Without the token's decimals, the receiver and time are enough; with them the amount counts too.
    expect(matches(token, item({ quantity: '3' }), 18)).toBe(true);
    expect(matches({ ...token, tokenInfo: { symbol: 'USDC', decimals: 6 } }, item({ quantity: '3' }), 18)).toBe(false);
    expect(matches({ ...token, tokenInfo: { symbol: 'USDC', decimals: 6 } }, item({ quantity: '12.5' }), 18)).toBe(true);
  });

  it('with the hash the wallet answered, only the item of that transaction settles it (two equal sends stay apart)', () => {
    const sent = { ...pendingFrom({ id: 'r1', params: [{ from: ME, to: TO, value: '0x6f05b59d3b20000' }] }, account, NOW)!, hash: `0x${'ab'.repeat(32)}` };
    expect(matches(sent, item({ hash: `0x${'AB'.repeat(32)}` }), 18)).toBe(true);
    // Same sender, receiver and amount, but another transaction.
    expect(matches(sent, item({ hash: `0x${'cd'.repeat(32)}` }), 18)).toBe(false);
    // A history without hashes falls back to the content.
    expect(matches(sent, item({}), 18)).toBe(true);
  });

  it('each history item settles one send, the oldest first; stale ones expire', () => {
    const a = pendingFrom({ id: 'a', params: [{ from: ME, to: TO, value: '0x6f05b59d3b20000' }] }, account, NOW)!;
    const b = { ...a, id: 'b', sentAt: NOW + 1_000 };
    const old = { ...a, id: 'old', sentAt: NOW - PENDING_TTL_MS - 1 };
    expect(settlePending([b, a, old], [item({ id: 'h1' })], 18, NOW + 2_000).map((p) => p.id)).toEqual(['b']);
    expect(settlePending([b, a], [item({ id: 'h1' }), item({ id: 'h2' })], 18, NOW + 2_000)).toEqual([]);
    expect(settlePending([b, a], [], 18, NOW + 2_000).map((p) => p.id)).toEqual(['b', 'a']);
  });

  it('shows as a pending send of the native currency or the token', () => {
    const native = pendingFrom({ id: 'r1', params: [{ from: ME, to: TO, value: '0x6f05b59d3b20000' }] }, account, NOW)!;
    expect(asItem(native, { symbol: 'ETH', decimals: 18, name: 'Ether' })).toMatchObject({ id: 'pending:r1', status: 'pending', operationType: 'send', sentTo: TO, minedAt: NOW, transfers: [{ symbol: 'ETH', quantity: '0.5', direction: 'out' }] });
    const token = { ...pendingFrom({ id: 'r2', params: [{ from: ME, to: TOKEN, value: '0x0', data: transferData(TO, 12_500_000n) }] }, account, NOW)!, tokenInfo: { symbol: 'USDC', decimals: 6 } };
    expect(asItem(token, { symbol: 'ETH', decimals: 18, name: 'Ether' }).transfers[0]).toMatchObject({ symbol: 'USDC', quantity: '12.5' });
  });
});
