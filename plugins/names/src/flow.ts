// What the API does once something is asked of it: suggestions, lookups, the reverse lookup that
// sets the profile name, and the registration. A lazy chunk: the page loads none of it until an
// EVM account connects or the register view opens.
import { KitError, StorageKeys, ValidationError, safeWalletIcon, withTimeout, type PluginContext } from '@latchkey/kernel';
import { CacheTtl, createTtlCache } from '@latchkey/kernel/cache';
import { NAMES_NAMESPACES, SIGN_TIMEOUT_MS } from './constants';
import { fetchSuggestions, lookupName, namesError, postRegistration, reverseLookup, type NamesClient } from './client';
import { NamesError } from './errors';
import { coinTypeOf, fullNameOf, isValidName, labelOf } from './rules';
import type { NameRecord, NameSuggestion, NamesState } from './types';

/** What the flow works with: the plugin's context, the suffix and a clock. */
export interface FlowDeps {
  ctx: PluginContext<NamesState>;
  suffix: string;
  now(): number;
}

/** The part of `kit.plugin('eip155')` a registration uses (typed here so this package needs no chain plugin). */
export interface Eip155Signer {
  signMessage(message: string): Promise<string>;
}

const isRecordList = (v: unknown): v is NameRecord[] =>
  Array.isArray(v) && v.every((r) => typeof r === 'object' && r !== null && typeof (r as NameRecord).name === 'string' && typeof (r as NameRecord).addresses === 'object');

/** SPEC §9: the names of an address are kept 5 minutes. */
const namesCache = (deps: FlowDeps) => createTtlCache<NameRecord[]>(deps.ctx.storage, StorageKeys.ensCache, CacheTtl.ens, isRecordList, deps.now);

const client = (deps: FlowDeps): NamesClient => ({ api: deps.ctx.http.blockchainApi, suffix: deps.suffix, signal: deps.ctx.signal });

/**
 * Suggestions for a label, kept in the state with the loading flag (SPEC §3); an answer for a
 * label the visitor has typed past is dropped.
 *
 * @example
 * await getSuggestions(deps, 'ada')
 */
export async function getSuggestions(deps: FlowDeps, input: string): Promise<NameSuggestion[]> {
  const { ctx } = deps;
  const label = labelOf(input, deps.suffix);
  ctx.store.set((s) => {
    s.loading = true;
    s.suggestions = [];
    s.suggestionsFor = label;
    s.suggestionsError = undefined;
  });
  const current = () => ctx.store.get().suggestionsFor === label && !ctx.signal.aborted;
  try {
    const suggestions = await fetchSuggestions(client(deps), label);
    if (current()) {
      ctx.store.set((s) => {
        s.loading = false;
        s.suggestions = suggestions;
      });
    }
    return suggestions;
  } catch (error) {
    const failure = namesError({ kind: 'suggestions', name: label }, error);
    if (current()) {
      ctx.store.set((s) => {
        s.loading = false;
        s.suggestionsError = failure.problem;
      });
    }
    throw failure;
  }
}

/**
 * A name's record (undefined: nobody holds it).
 *
 * @example
 * await resolveName(deps, 'ada.reown.id')
 */
export function resolveName(deps: FlowDeps, name: string): Promise<NameRecord | undefined> {
  return lookupName(client(deps), fullNameOf(name, deps.suffix));
}

/**
 * The names an address holds, from the 5 min cache or the API.
 *
 * @example
 * await getNamesForAddress(deps, '0xf39F…2266')
 */
export async function getNamesForAddress(deps: FlowDeps, address: string): Promise<NameRecord[]> {
  const key = address.toLowerCase();
  const cache = namesCache(deps);
  const cached = cache.get(key);
  if (cached) return cached;
  const records = await reverseLookup(client(deps), address);
  cache.set(key, records);
  return records;
}

/**
 * The name an account shows among those it holds: one with the configured suffix first, then the
 * most recently changed.
 */
export function profileNameOf(records: readonly NameRecord[], suffix: string): NameRecord | undefined {
  const rank = (r: NameRecord) => (r.name.endsWith(suffix) ? 1 : 0);
  return [...records].sort((a, b) => rank(b) - rank(a) || (b.updated ?? 0) - (a.updated ?? 0))[0];
}

/** The connected EVM account and its network. */
function evmTarget(deps: FlowDeps) {
  const chain = deps.ctx.kit.getState().chains.eip155;
  const network = chain?.network.caipNetwork;
  if (chain?.account.status !== 'connected' || !chain.account.address) return undefined;
  return { address: chain.account.address, network };
}

/** Shows a record as the account's profile name (and its avatar, when a safe image). */
function showAsProfile(deps: FlowDeps, address: string, record: NameRecord): void {
  const avatar = safeWalletIcon(record.attributes.avatar);
  deps.ctx.account.update('eip155', address, { profileName: record.name, ...(avatar ? { profileImage: avatar } : {}) });
}

/**
 * The reverse lookup on connect: the account's name becomes its profile name. A failure
 * ('Error fetching names for address') is logged: connecting goes on without a name.
 *
 * @example
 * await lookUpProfile(deps, '0xf39F…2266')
 */
export async function lookUpProfile(deps: FlowDeps, address: string): Promise<void> {
  try {
    const record = profileNameOf(await getNamesForAddress(deps, address), deps.suffix);
    if (record && !deps.ctx.signal.aborted) showAsProfile(deps, address, record);
  } catch (error) {
    deps.ctx.logger.warn(`[latchkey] ${error instanceof NamesError ? error.shortMessage : 'Error fetching names for address'}`, error);
  }
}

/**
 * Registers a name for the connected EVM account (see `NamesApi.registerName`).
 *
 * @example
 * await registerName(deps, 'ada')
 */
export async function registerName(deps: FlowDeps, input: string): Promise<NameRecord> {
  const { ctx } = deps;
  const label = labelOf(input, deps.suffix);
  if (!isValidName(label)) throw new ValidationError('Invalid name', { details: 'letters, digits and hyphens, at least 4 characters' });
  const name = fullNameOf(input, deps.suffix);
  const target = evmTarget(deps);
  if (!target?.network) throw new KitError(target ? 'Network not found' : 'Address or auth connector not found');
  if (!NAMES_NAMESPACES.includes(target.network.chainNamespace)) throw new KitError('Unsupported chain namespace');
  const coinType = coinTypeOf(target.network.id);
  const signer = ctx.kit.plugin<Eip155Signer>('eip155');
  if (!signer?.signMessage) throw new KitError('Chain adapter not found', { details: 'add eip155() to the kit to register names' });
  if (ctx.store.get().registering) throw new ValidationError('A registration is already under way');
  ctx.store.set((s) => {
    s.registering = true;
    s.registerError = undefined;
    s.attempt = name;
  });
  try {
    // SPEC §7: the signed message carries the name, its attributes and the time in seconds.
    const message = JSON.stringify({ name, attributes: {}, timestamp: Math.floor(deps.now() / 1000) });
    let signature: string;
    try {
      signature = await withTimeout(signer.signMessage(message), SIGN_TIMEOUT_MS, { signal: ctx.signal });
    } catch (error) {
      throw namesError({ kind: 'register', name }, error);
    }
    const record = await postRegistration({ api: ctx.http.blockchainApi, suffix: deps.suffix, signal: ctx.signal }, name, { coinType, address: target.address, signature, message });
    const cache = namesCache(deps);
    const key = target.address.toLowerCase();
    cache.set(key, [record, ...(cache.get(key) ?? []).filter((r) => r.name !== record.name)]);
    showAsProfile(deps, target.address, record);
    ctx.store.set((s) => {
      s.registering = false;
      s.attempt = undefined;
      s.registered = record.name;
    });
    return record;
  } catch (error) {
    const failure = namesError({ kind: 'register', name }, error);
    if (!ctx.signal.aborted) {
      ctx.store.set((s) => {
        s.registering = false;
        s.registerError = failure.problem;
      });
    }
    throw failure;
  }
}
