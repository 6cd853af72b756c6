import { type PendingRequestInfo } from '@latchkey/kernel';
import { formatUnits } from '@latchkey/kernel/units';
import { toChecksumAddress } from '@latchkey/eip155';
import { decodeTokenCall } from '@latchkey/eip155/calls';
import { MINED_SKEW_MS, PENDING_TTL_MS } from './constants';
import { sameDecimal } from './format/amount';
import type { ActivityItem, PendingTransaction } from './types';

const ADDRESS = /^0x[0-9a-fA-F]{40}$/;
/** `transfer(address,uint256)`: the selector and its two 32-byte words, nothing after them. */
const TRANSFER_CALL_LENGTH = 2 + 8 + 2 * 64;

const quantity = (value: unknown): bigint | undefined => {
  if (value === undefined || value === null || value === '' || value === '0x') return 0n;
  if (typeof value !== 'string' || !/^0x[0-9a-fA-F]{1,64}$/.test(value)) return undefined;
  return BigInt(value);
};

/**
 * What the kit knows of a send the visitor approved, from its `eth_sendTransaction` request: a
 * native transfer (value, no call data) or an ERC-20 `transfer`. Anything else (a contract call,
 * malformed params) is not tracked: the history may never list it as a transfer.
 *
 * @example
 * pendingFrom(info, { caipNetworkId: 'eip155:1', address: '0xf39F…2266' }, Date.now())
 */
export function pendingFrom(info: Pick<PendingRequestInfo, 'id' | 'params'>, account: { caipNetworkId: PendingTransaction['caipNetworkId']; address: string }, sentAt: number): PendingTransaction | undefined {
  const tx = Array.isArray(info.params) ? (info.params[0] as Record<string, unknown> | undefined) : undefined;
  if (!tx || typeof tx !== 'object' || typeof tx.to !== 'string' || !ADDRESS.test(tx.to)) return undefined;
  const from = typeof tx.from === 'string' && ADDRESS.test(tx.from) ? tx.from : account.address;
  if (from.toLowerCase() !== account.address.toLowerCase()) return undefined;
  const value = quantity(tx.value);
  if (value === undefined) return undefined;
  const data = typeof tx.data === 'string' ? tx.data : typeof tx.input === 'string' ? tx.input : '0x';
  const base = { id: info.id, caipNetworkId: account.caipNetworkId, from, to: tx.to, value: value.toString(), sentAt };
  if (data === '0x' || data === '') return value > 0n ? { ...base, token: undefined } : undefined;
  const call = data.length === TRANSFER_CALL_LENGTH ? decodeTokenCall(data) : undefined;
  if (call?.name !== 'transfer' || value !== 0n) return undefined;
  return { ...base, token: { receiver: toChecksumAddress(call.to), amount: call.amount.toString() } };
}

/**
 * Whether a history item is that send: the same transaction hash when the wallet answered one;
 * otherwise from the same account, to the same receiver, mined no earlier than a few minutes
 * before it was sent (clocks differ), moving the same amount (when the token's decimals are known).
 */
export function matches(p: PendingTransaction, item: ActivityItem, nativeDecimals: number): boolean {
  // The wallet said which transaction it sent: only that one settles it.
  if (p.hash && item.hash) return p.hash.toLowerCase() === item.hash.toLowerCase();
  if (item.sentFrom?.toLowerCase() !== p.from.toLowerCase()) return false;
  if (item.minedAt !== undefined && item.minedAt < p.sentAt - MINED_SKEW_MS) return false;
  const receiver = p.token ? p.token.receiver : p.to;
  if (item.sentTo?.toLowerCase() !== receiver.toLowerCase()) return false;
  const amount = p.token ? (p.tokenInfo ? formatUnits(BigInt(p.token.amount), p.tokenInfo.decimals) : undefined) : formatUnits(BigInt(p.value), nativeDecimals);
  if (amount === undefined) return true;
  return item.transfers.some((t) => t.kind === 'fungible' && sameDecimal(t.quantity, amount));
}

/**
 * The pending sends left once the history has `items`: each item settles at most one send (the
 * oldest it matches); sends older than the pending lifetime go too.
 *
 * @example
 * const left = settlePending(state.pending, page.data, 18, Date.now())
 */
export function settlePending(pending: readonly PendingTransaction[], items: readonly ActivityItem[], nativeDecimals: number, now: number): PendingTransaction[] {
  const live = pending.filter((p) => now - p.sentAt < PENDING_TTL_MS);
  const settled = new Set<string>();
  for (const item of items) {
    const match = [...live].reverse().find((p) => !settled.has(p.id) && matches(p, item, nativeDecimals));
    if (match) settled.add(match.id);
  }
  return live.filter((p) => !settled.has(p.id));
}

/**
 * A pending send as a history row: a 'send' of the native currency or of the token, to the
 * receiver, status 'pending'.
 *
 * @example
 * asItem(p, { symbol: 'ETH', decimals: 18 })
 */
export function asItem(p: PendingTransaction, native: { symbol: string; decimals: number; name: string }): ActivityItem {
  const quantityOf = (): string | undefined => {
    if (!p.token) return formatUnits(BigInt(p.value), native.decimals);
    return p.tokenInfo ? formatUnits(BigInt(p.token.amount), p.tokenInfo.decimals) : undefined;
  };
  return {
    id: `pending:${p.id}`,
    hash: undefined,
    operationType: 'send',
    status: 'pending',
    minedAt: p.sentAt,
    sentFrom: p.from,
    sentTo: p.token ? p.token.receiver : p.to,
    chain: p.caipNetworkId,
    transfers: [
      {
        kind: 'fungible',
        name: p.token ? (p.tokenInfo?.symbol ?? '') : native.name,
        symbol: p.token ? p.tokenInfo?.symbol : native.symbol,
        imageUrl: undefined,
        quantity: quantityOf(),
        direction: 'out',
        spam: false,
      },
    ],
  };
}
