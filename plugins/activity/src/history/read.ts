import { ValidationError, getAddressError, isKitError, type AddressRules, type HttpClient } from '@latchkey/kernel';
import { API_TIMEOUT_MS } from '../constants';
import { ActivityError } from '../errors';
import { validHistoryReply } from '../replies.generated.js';
import type { ActivityPage } from '../types';
import { cleanCursor, normalizeItems, type HistoryReply } from './normalize';

/** What one history read needs. */
export interface HistoryQuery {
  account: string | undefined;
  /** CAIP-2 of an EVM network. */
  chainId: string;
  cursor?: string | undefined;
  onramp?: string | undefined;
  /** The kit's address rules (its chain plugins'): the account must be one of the network's. */
  rules: AddressRules;
}

/**
 * Reads one page of an account's history from the blockchain API (SPEC §7: account, cursor,
 * onramp, chainId → data, next) as `GET /v1/account/{address}/history`, within 10 s, the reply
 * checked against its schema and cleaned.
 * @throws {ValidationError} "Transactions can't be fetched without an accountAddress" (or an address that is not EVM).
 * @throws {ActivityError} 'Failed to fetch transactions', the HTTP, timeout or schema error as its cause.
 *
 * @example
 * const { data, next } = await readHistory(internals(kit).http.blockchainApi, { account, chainId: 'eip155:1', rules: kit })
 */
export async function readHistory(api: HttpClient, query: HistoryQuery, signal?: AbortSignal): Promise<ActivityPage> {
  if (!query.account) throw new ValidationError("Transactions can't be fetched without an accountAddress");
  const problem = getAddressError(query.rules, { chainNamespace: query.chainId.split(':')[0]!, caipNetworkId: query.chainId as `${string}:${string}` }, query.account);
  if (problem) throw new ValidationError("Transactions can't be fetched without an accountAddress", { details: problem });
  let reply: HistoryReply;
  try {
    reply = await api.get<HistoryReply>(`/v1/account/${encodeURIComponent(query.account)}/history`, {
      query: { chainId: query.chainId, cursor: query.cursor || undefined, onramp: query.onramp },
      validate: validHistoryReply,
      timeoutMs: API_TIMEOUT_MS,
      signal,
    });
  } catch (error) {
    if (isKitError(error, 'ABORTED')) throw error;
    throw new ActivityError('Failed to fetch transactions', { cause: error, details: error instanceof Error ? error.message.split('\n')[0] : String(error) });
  }
  return { data: normalizeItems(reply.data), next: cleanCursor(reply.next) };
}
