import { toChecksumAddress } from '@latchkey/eip155';
import type { ActivityItem, ActivityTransfer } from '../types';

/** The reply's shape once its validator passed (extra fields ignored). */
export interface HistoryReply {
  data: Array<{
    id: string;
    metadata: { operationType: string; hash?: string; minedAt: string; sentFrom?: string; sentTo?: string; status: string; chain?: string };
    transfers: Array<{
      fungible_info?: { name?: string; symbol?: string; icon?: { url?: string } | null };
      nft_info?: { name?: string; content?: { preview?: { url?: string } | null } | null; flags?: { is_spam?: boolean } | null };
      direction?: string;
      quantity?: { numeric?: string };
    }>;
  }>;
  next?: string | null;
}

const DECIMAL = /^\d{1,78}(\.\d{1,78})?$/;
const CAIP2 = /^[-a-z0-9]{3,8}:[-_a-zA-Z0-9]{1,32}$/;
const HEX_ADDRESS = /^0x[0-9a-fA-F]{40}$/;
const HASH = /^0x[0-9a-fA-F]{64}$/;

/**
 * Untrusted text made fit to show: control and bidi-override characters dropped, spaces squeezed,
 * cut at `max` characters.
 */
export function cleanText(value: unknown, max: number): string | undefined {
  if (typeof value !== 'string') return undefined;
  // eslint-disable-next-line no-control-regex
  const text = value.replace(/[\u0000-\u001f\u007f-\u009f\u200e\u200f\u202a-\u202e\u2066-\u2069]/g, '').replace(/\s+/g, ' ').trim();
  if (!text) return undefined;
  return [...text].length > max ? `${[...text].slice(0, max - 1).join('')}…` : text;
}

/** A URL string worth keeping (the view still draws it only if it is https or data:image). */
const cleanUrl = (value: unknown): string | undefined => (typeof value === 'string' && value.length > 0 && value.length <= 2048 ? value : undefined);

const direction = (value: unknown): ActivityTransfer['direction'] => (value === 'in' || value === 'out' || value === 'self' ? value : undefined);

const status = (value: string): ActivityItem['status'] => (value === 'failed' ? 'failed' : value === 'pending' ? 'pending' : 'confirmed');

function transferOf(raw: HistoryReply['data'][number]['transfers'][number]): ActivityTransfer | undefined {
  const quantity = typeof raw.quantity?.numeric === 'string' && DECIMAL.test(raw.quantity.numeric) ? raw.quantity.numeric : undefined;
  if (raw.nft_info) {
    return {
      kind: 'nft',
      name: cleanText(raw.nft_info.name, 64) ?? 'NFT',
      symbol: undefined,
      imageUrl: cleanUrl(raw.nft_info.content?.preview?.url),
      quantity,
      direction: direction(raw.direction),
      spam: raw.nft_info.flags?.is_spam === true,
    };
  }
  if (raw.fungible_info) {
    const symbol = cleanText(raw.fungible_info.symbol, 16);
    return {
      kind: 'fungible',
      name: cleanText(raw.fungible_info.name, 64) ?? symbol ?? '?',
      symbol,
      imageUrl: cleanUrl(raw.fungible_info.icon?.url),
      quantity,
      direction: direction(raw.direction),
      spam: false,
    };
  }
  return undefined;
}

/**
 * The API's items as the views read them: dates parsed, text cleaned and cut, addresses (EIP-55)
 * and hashes kept only when well formed, transfers without token or NFT information dropped.
 *
 * @example
 * normalizeItems(reply.data)[0].transfers[0].quantity // '0.5'
 */
export function normalizeItems(data: HistoryReply['data']): ActivityItem[] {
  const seen = new Set<string>();
  const items: ActivityItem[] = [];
  for (const raw of data) {
    const id = cleanText(raw.id, 200);
    if (!id || seen.has(id)) continue;
    seen.add(id);
    const minedAt = Date.parse(raw.metadata.minedAt);
    items.push({
      id,
      hash: typeof raw.metadata.hash === 'string' && HASH.test(raw.metadata.hash) ? raw.metadata.hash.toLowerCase() : undefined,
      operationType: cleanText(raw.metadata.operationType, 32)?.toLowerCase() ?? 'execute',
      status: status(raw.metadata.status),
      minedAt: Number.isFinite(minedAt) ? minedAt : undefined,
      sentFrom: typeof raw.metadata.sentFrom === 'string' && HEX_ADDRESS.test(raw.metadata.sentFrom) ? toChecksumAddress(raw.metadata.sentFrom) : undefined,
      sentTo: typeof raw.metadata.sentTo === 'string' && HEX_ADDRESS.test(raw.metadata.sentTo) ? toChecksumAddress(raw.metadata.sentTo) : undefined,
      chain: typeof raw.metadata.chain === 'string' && CAIP2.test(raw.metadata.chain) ? raw.metadata.chain : undefined,
      transfers: raw.transfers.map(transferOf).filter((t): t is ActivityTransfer => t !== undefined),
    });
  }
  return items;
}

/** Every transfer of the item is an NFT the API flagged as spam. */
export const isSpam = (item: ActivityItem): boolean => item.transfers.length > 0 && item.transfers.every((t) => t.kind === 'nft' && t.spam);

/**
 * What the list shows of a page: items of the asked network only (an item naming another chain is
 * dropped; one naming none is kept), and, with `spam: 'hide'`, no item made only of spam NFTs.
 *
 * @example
 * visibleItems(items, 'eip155:1', 'hide')
 */
export function visibleItems(items: ActivityItem[], caipNetworkId: string, spam: 'hide' | 'flag'): ActivityItem[] {
  return items.filter((item) => (item.chain === undefined || item.chain === caipNetworkId) && (spam === 'flag' || !isSpam(item)));
}

/** A cursor worth sending back: a short printable string. */
// eslint-disable-next-line no-control-regex
export const cleanCursor = (next: unknown): string | undefined => (typeof next === 'string' && next.length > 0 && next.length <= 512 && !/[\u0000-\u001f]/.test(next) ? next : undefined);
