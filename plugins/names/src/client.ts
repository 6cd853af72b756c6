import { HttpError, isKitError, type HttpClient } from '@latchkey/kernel';
import { API_TIMEOUT_MS, DEFAULT_NAME_SUFFIX } from './constants';
import { NamesError } from './errors';
import { validNameList, validNameRecord, validSuggestions } from './replies.generated.js';
import { isAccountName } from './rules';
import type { NameProblem, NameRecord, NameSuggestion } from './types';

type RawRecord = { name: string; updated?: number; addresses: Record<string, { address: string }>; attributes?: Record<string, string> | null };

const ADDRESS = /^0x[0-9a-fA-F]{40}$/;

/**
 * The API's first reason for a failure, when it gave one: the error body's
 * `reasons[0].description` (or its `message`), as the kernel's HTTP client keeps it.
 */
export function reasonOf(error: unknown): string | undefined {
  const http = isKitError(error) ? (error.walk((e) => e instanceof HttpError) as HttpError | undefined) : undefined;
  const data = http?.data as { reasons?: Array<{ description?: unknown }>; serverMessage?: unknown } | undefined;
  const reason = data?.reasons?.[0]?.description ?? data?.serverMessage;
  if (typeof reason !== 'string') return undefined;
  // eslint-disable-next-line no-control-regex
  const text = reason.replace(/[\u0000-\u001f\u007f\u202a-\u202e\u2066-\u2069]/g, '').trim();
  return text ? text.slice(0, 200) : undefined;
}

/** A failure as the SPEC §8 error of its kind, with the API's reason. */
export function namesError(problem: Omit<NameProblem, 'reason'>, cause: unknown): NamesError {
  if (cause instanceof NamesError) return cause;
  return new NamesError({ ...problem, reason: reasonOf(cause) }, { cause, details: cause instanceof Error ? cause.message.split('\n')[0] : String(cause) });
}

const statusOf = (error: unknown): number | undefined => (error instanceof HttpError ? (error.data?.status as number | undefined) : undefined);

/** A record cleaned: the name checked, addresses kept only when well formed, attributes as strings. */
export function cleanRecord(raw: RawRecord, suffix: string): NameRecord | undefined {
  const name = raw.name.trim().toLowerCase();
  if (!isAccountName(name, suffix)) return undefined;
  const addresses: NameRecord['addresses'] = {};
  for (const [coinType, entry] of Object.entries(raw.addresses)) if (/^\d{1,10}$/.test(coinType) && ADDRESS.test(entry.address)) addresses[coinType] = { address: entry.address };
  const attributes: NameRecord['attributes'] = {};
  for (const [key, value] of Object.entries(raw.attributes ?? {})) if (/^[A-Za-z0-9_.-]{1,32}$/.test(key) && value.length <= 4096) attributes[key] = value;
  return { name, addresses, attributes, updated: typeof raw.updated === 'number' && Number.isFinite(raw.updated) ? raw.updated : undefined };
}

/** What a names call needs: the blockchain API client, the suffix, and a way to give up. */
export interface NamesClient {
  api: HttpClient;
  suffix: string;
  signal?: AbortSignal | undefined;
}

/**
 * `GET /v1/profile/account/{name}`: the record, or undefined when the API answers 404.
 * @throws {NamesError} 'Error resolving name' for any other failure.
 *
 * @example
 * await lookupName(client, 'ada.reown.id')
 */
export async function lookupName(client: NamesClient, name: string): Promise<NameRecord | undefined> {
  try {
    const raw = await client.api.get<RawRecord>(`/v1/profile/account/${encodeURIComponent(name)}`, { validate: validNameRecord, timeoutMs: API_TIMEOUT_MS, signal: client.signal });
    return cleanRecord(raw, client.suffix);
  } catch (error) {
    if (statusOf(error) === 404) return undefined;
    throw namesError({ kind: 'resolve', name }, error);
  }
}

/**
 * `GET /v1/profile/suggestions/{label}` → names like it with the configured suffix, and whether
 * each is taken.
 * @throws {NamesError} 'Error fetching name suggestions'.
 *
 * @example
 * await fetchSuggestions(client, 'ada')
 */
export async function fetchSuggestions(client: NamesClient, label: string): Promise<NameSuggestion[]> {
  // The bare label gets names with the API's own suffix; another suffix is asked for by name.
  const asked = client.suffix === DEFAULT_NAME_SUFFIX ? label : `${label}${client.suffix}`;
  try {
    const raw = await client.api.get<{ suggestions: Array<{ name: string; registered?: boolean }> }>(`/v1/profile/suggestions/${encodeURIComponent(asked)}`, {
      validate: validSuggestions,
      timeoutMs: API_TIMEOUT_MS,
      signal: client.signal,
    });
    const seen = new Set<string>();
    return raw.suggestions.flatMap((s) => {
      const name = s.name.trim().toLowerCase();
      // Only names this kit registers: a suggestion with another suffix could not be had here.
      if (!isAccountName(name, client.suffix) || !name.endsWith(client.suffix) || seen.has(name)) return [];
      seen.add(name);
      return [{ name, registered: s.registered === true }];
    });
  } catch (error) {
    throw namesError({ kind: 'suggestions', name: label }, error);
  }
}

/**
 * `GET /v1/profile/reverse/{address}` → the names the address holds.
 * @throws {NamesError} 'Error fetching names for address'.
 *
 * @example
 * await reverseLookup(client, '0xf39F…2266')
 */
export async function reverseLookup(client: NamesClient, address: string): Promise<NameRecord[]> {
  try {
    const raw = await client.api.get<RawRecord[]>(`/v1/profile/reverse/${encodeURIComponent(address)}`, { validate: validNameList, timeoutMs: API_TIMEOUT_MS, signal: client.signal });
    return raw.map((r) => cleanRecord(r, client.suffix)).filter((r): r is NameRecord => r !== undefined);
  } catch (error) {
    throw namesError({ kind: 'names' }, error);
  }
}

/** The body of a registration (SPEC §7): the coin type, the address, the signed message and its signature. */
export interface RegisterBody {
  coinType: number;
  address: string;
  signature: string;
  message: string;
}

/**
 * `POST /v1/profile/account` → the new record.
 * @throws {NamesError} 'Error registering name {name}' (or the API's reason).
 *
 * @example
 * await postRegistration(client, 'ada.reown.id', { coinType: 60, address, signature, message })
 */
export async function postRegistration(client: NamesClient, name: string, body: RegisterBody): Promise<NameRecord> {
  let raw: RawRecord;
  try {
    raw = await client.api.post<RawRecord>('/v1/profile/account', { body, validate: validNameRecord, timeoutMs: API_TIMEOUT_MS, signal: client.signal });
  } catch (error) {
    throw namesError({ kind: 'register', name }, error);
  }
  const record = cleanRecord(raw, client.suffix);
  if (!record || record.name !== name) throw namesError({ kind: 'register', name }, new Error(`The API registered ${raw.name}, not ${name}`));
  return record;
}
