import { HttpError, KitError, StorageKeys, isAddress, safeWalletIcon, safeWalletName, type AddressRules, type CaipNetwork, type HttpClient, type KitStorage } from '@latchkey/kernel';
import { CacheTtl, createTtlCache } from '@latchkey/kernel/cache';
import { API_TIMEOUT_MS } from '../constants';
import { NameNotFoundError } from '../errors';
import { validNameRecord } from '../replies.generated.js';

/** An account name resolved for a network: the address it holds there, and how to show it. */
export interface ResolvedName {
  name: string;
  address: string;
  avatar: string | undefined;
}

/** A name as typed: labels of letters, digits and hyphens joined by dots ('ada.reown.id'). */
const NAME = /^[a-z0-9-]{1,63}(\.[a-z0-9-]{1,63})+$/i;

/**
 * True when `input` reads as an account name worth looking up (labels joined by dots, at least
 * one dot). Asked only where the namespace's assets take names (SPEC §9: names are EVM only) and
 * the input is not an address there.
 *
 * @example
 * looksLikeName('ada.reown.id'); // true
 */
export function looksLikeName(input: string): boolean {
  // Hex input is a mistyped address, never a name.
  return !input.startsWith('0x') && input.length <= 255 && NAME.test(input);
}

/**
 * True when `input` is an address the active network can receive at (the kernel's `isAddress`:
 * the rule of the chain plugin serving the network).
 *
 * @example
 * isReceiverAddress(kit, network, '0x3C44CdDdB6a900fa2b585dd299e03d12FA4293BC'); // true on an EVM network
 */
export function isReceiverAddress(rules: AddressRules, network: CaipNetwork, input: string): boolean {
  return isAddress(rules, network, input);
}

/**
 * The coin types a name's address for `network` is kept under, in order: ENSIP-11's
 * `0x80000000 | chainId` (SPEC §5: chain ids below 2^31), then Ethereum's 60.
 *
 * @example
 * coinTypesFor(base); // ['2147492101', '60']
 */
export function coinTypesFor(network: CaipNetwork): string[] {
  const chainId = Number(network.id);
  if (chainId === 1 || !Number.isSafeInteger(chainId) || chainId <= 0 || chainId >= 0x80000000) return ['60'];
  return [String((0x80000000 | chainId) >>> 0), '60'];
}

interface CachedName {
  name: string;
  address: string;
  avatar?: string;
}

const isCachedName = (v: unknown): v is CachedName =>
  typeof v === 'object' && v !== null && typeof (v as CachedName).name === 'string' && typeof (v as CachedName).address === 'string';

/** What resolving needs: the blockchain API (which serves names) and the plugin's storage (5 min cache). */
export interface NameDeps {
  blockchainApi: HttpClient;
  storage: KitStorage;
  /** The kit's address rules (its chain plugins'), to check what the name holds. */
  rules: AddressRules;
  signal?: AbortSignal;
}

/**
 * Looks an account name up (`GET /v1/profile/account/{name}`, SPEC §7 names lookup) and picks the
 * address it holds for `network`; cached 5 minutes (SPEC §9 ENS cache). The avatar is kept only
 * when it is a safe image (data:image or https).
 * @throws {NameNotFoundError} no such name, or no address for this network.
 * @throws {KitError} 'Error resolving name' for anything else (the API down, a malformed answer).
 *
 * @example
 * await resolveName(deps, 'ada.reown.id', network); // { name: 'ada.reown.id', address: '0x70…', avatar: undefined }
 */
export async function resolveName(deps: NameDeps, input: string, network: CaipNetwork): Promise<ResolvedName> {
  const name = input.trim().toLowerCase();
  const cache = createTtlCache<CachedName>(deps.storage, StorageKeys.ensCache, CacheTtl.ens, isCachedName);
  const key = `${network.caipNetworkId}:${name}`;
  const cached = cache.get(key);
  if (cached) return { name: cached.name, address: cached.address, avatar: cached.avatar };
  let record: { name: string; addresses: Record<string, { address: string }>; attributes?: Record<string, string> };
  try {
    record = await deps.blockchainApi.get(`/v1/profile/account/${encodeURIComponent(name)}`, { validate: validNameRecord, timeoutMs: API_TIMEOUT_MS, ...(deps.signal ? { signal: deps.signal } : {}) });
  } catch (cause) {
    const status = cause instanceof HttpError ? (cause.data as { status?: number } | undefined)?.status : undefined;
    if (status === 404) throw new NameNotFoundError(`No address is registered for ${name}`, { cause });
    throw new KitError('Error resolving name', { cause, details: name });
  }
  const address = coinTypesFor(network)
    .map((coinType) => record.addresses[coinType]?.address)
    .find((a): a is string => typeof a === 'string' && isReceiverAddress(deps.rules, network, a));
  if (!address) throw new NameNotFoundError(`No address is registered for ${name}`, { details: network.caipNetworkId });
  const shown = safeWalletName(record.name) ?? name;
  const avatar = safeWalletIcon(record.attributes?.avatar, ['svg+xml', 'png', 'webp', 'gif', 'jpeg']);
  cache.set(key, { name: shown, address, ...(avatar ? { avatar } : {}) });
  return { name: shown, address, avatar };
}
