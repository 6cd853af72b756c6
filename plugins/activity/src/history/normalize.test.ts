import { describe, expect, it } from 'vitest';
import { fungible, historyItem, nft, ME, OTHER } from '../test/kit.testing';
import { cleanCursor, cleanText, isSpam, normalizeItems, visibleItems, type HistoryReply } from './normalize';

const items = (data: unknown[]) => normalizeItems(data as HistoryReply['data']);

describe('history items from the API', () => {
  it('keeps what the views read: the operation, status, date, both sides, chain and transfers', () => {
    const [item] = items([historyItem(1, { op: 'Send', status: 'failed', minedAt: '2025-01-02T03:04:05Z', from: ME, to: OTHER, transfers: [fungible('USDC', '12.5', 'out')] })]);
    expect(item).toEqual({
      id: `0x${'1'.padStart(64, '0')}`,
      hash: `0x${'1'.padStart(64, '0')}`,
      operationType: 'send',
      status: 'failed',
      minedAt: Date.UTC(2025, 0, 2, 3, 4, 5),
      sentFrom: ME,
      sentTo: OTHER,
      chain: 'eip155:1',
      transfers: [{ kind: 'fungible', name: 'USDC Coin', symbol: 'USDC', imageUrl: 'https://api.example/public/getTokenImage/USDC', quantity: '12.5', direction: 'out', spam: false }],
    });
  });

  it('reads NFTs with their preview and spam flag', () => {
    const [item] = items([historyItem(2, { transfers: [nft('Cool Cat #12', true)] })]);
    expect(item!.transfers).toEqual([{ kind: 'nft', name: 'Cool Cat #12', symbol: undefined, imageUrl: 'https://nft.example/preview.png', quantity: '1', direction: 'in', spam: true }]);
    expect(isSpam(item!)).toBe(true);
  });

  it('does not trust the API: bad dates, addresses, quantities and bidi tricks are dropped or cleaned', () => {
    const raw = historyItem(3, { minedAt: 'yesterday', from: 'not an address', chain: 'EIP155::1' });
    raw.transfers = [{ ...fungible('ETH', '-1', 'in'), fungible_info: { name: 'Ev\u202eil\u0000 Token', symbol: 'X'.repeat(40), icon: { url: 'javascript:alert(1)' } } }, { direction: 'in' } as never];
    const [item] = items([raw, raw]);
    expect(item!.minedAt).toBeUndefined();
    expect(item!.sentFrom).toBeUndefined();
    expect(item!.chain).toBeUndefined();
    expect(item!.transfers).toHaveLength(1);
    expect(item!.transfers[0]!.name).toBe('Evil Token');
    expect(item!.transfers[0]!.symbol).toHaveLength(16);
    expect(item!.transfers[0]!.quantity).toBeUndefined();
    // The URL is kept as text: the view draws only https or data:image sources.
    expect(item!.transfers[0]!.imageUrl).toBe('javascript:alert(1)');
    // A duplicated id is one item.
    expect(items([raw, raw])).toHaveLength(1);
    expect(cleanText('  a \n b  ', 10)).toBe('a b');
  });

  it('shows the asked network only, and hides items made only of spam NFTs unless asked to flag them', () => {
    const list = items([historyItem(1), historyItem(2, { chain: 'eip155:8453' }), historyItem(3, { transfers: [nft('Free money', true)] }), historyItem(4, { transfers: [nft('Real', false)] })]);
    expect(visibleItems(list, 'eip155:1', 'hide').map((i) => i.id.slice(-1))).toEqual(['1', '4']);
    expect(visibleItems(list, 'eip155:1', 'flag').map((i) => i.id.slice(-1))).toEqual(['1', '3', '4']);
  });

  it('keeps a cursor only when it is a short printable string', () => {
    expect(cleanCursor('20')).toBe('20');
    expect(cleanCursor(null)).toBeUndefined();
    expect(cleanCursor('')).toBeUndefined();
    expect(cleanCursor('a\nb')).toBeUndefined();
    expect(cleanCursor('x'.repeat(600))).toBeUndefined();
  });
});
