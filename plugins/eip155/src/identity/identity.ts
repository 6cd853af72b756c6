import { StorageKeys, safeWalletIcon, safeWalletName, type CaipNetwork, type HttpClient, type KitStorage, type PluginContext } from '@latchkey/kernel';
import { CacheTtl, createTtlCache } from '@latchkey/kernel/cache';
import { isLocalNetwork } from '../balance/local';
import { validIdentityReply } from './identity.generated.js';

/** The identity lookup gives up after this: the name is a nicety, never something to wait for. */
export const IDENTITY_TIMEOUT_MS = 5_000;
/** The largest identity reply read (a name and an avatar URL, or a small data: image). */
export const IDENTITY_MAX_BYTES = 32 * 1024;
/** Image types an avatar may be as a data: URI. */
const AVATAR_TYPES = ['svg+xml', 'png', 'webp', 'gif', 'jpeg'] as const;
const LOOPBACK = /^http:\/\/(127\.0\.0\.1|localhost)(:\d+)?(\/|$)/i;

/** An address's identity as shown: its ENS name and avatar, each only when there is one (and it is safe). */
export interface Identity {
  name?: string;
  avatar?: string;
}

const isIdentity = (v: unknown): v is Identity =>
  typeof v === 'object' &&
  v !== null &&
  !Array.isArray(v) &&
  Object.entries(v).every(([k, x]) => (k === 'name' || k === 'avatar') && typeof x === 'string' && x.length <= 100_000);

/** The SPEC §9 identity cache (5 minutes), per network and address, in the plugin's storage. */
export const identityCache = (storage: KitStorage, now?: () => number) => createTtlCache<Identity>(storage, StorageKeys.identityCache, CacheTtl.identity, isIdentity, now);

const cacheKey = (address: string, network: CaipNetwork) => `${network.caipNetworkId}:${address.toLowerCase()}`;

/** What a lookup needs: the blockchain API, the plugin's storage, and whether the kit's services run on loopback. */
export interface IdentityDeps {
  blockchainApi: HttpClient;
  storage: KitStorage;
  /** The blockchain API is this machine's (local development, tests): its plain-http loopback avatars are its own. */
  loopback: boolean;
  signal?: AbortSignal;
  now?: () => number;
}

/**
 * An avatar the kit may show: a data: image, https, or — only when the blockchain API itself runs
 * on loopback — a plain-http loopback URL (a name server's URL must never probe local services).
 */
export function safeAvatar(avatar: unknown, loopback: boolean): string | undefined {
  const safe = safeWalletIcon(avatar, AVATAR_TYPES);
  if (safe) return safe;
  if (loopback && typeof avatar === 'string' && avatar.length <= 2048 && LOOPBACK.test(avatar)) return avatar;
  return undefined;
}

/**
 * True where an identity is looked up: EVM networks the kit was given that are not testnets
 * (local development chains count: a developer wants to see the name there too).
 */
export function identityNetwork(network: CaipNetwork | undefined, known: readonly CaipNetwork[]): network is CaipNetwork {
  if (!network || network.chainNamespace !== 'eip155') return false;
  if (!known.some((n) => n.caipNetworkId === network.caipNetworkId)) return false;
  return network.testnet !== true || isLocalNetwork(network);
}

/**
 * The ENS name and avatar of `address` (`GET /v1/identity/{address}?chainId=…` of the blockchain
 * API), cached 5 minutes per network (SPEC §9 identity cache), the answer without a name cached
 * too. The reply is schema-checked, capped in size and time; the name is cleaned (control and
 * bidi characters) and the avatar kept only when safe.
 * @throws whatever the call threw (HTTP status, timeout, a malformed or oversized reply): nothing is cached then.
 *
 * @example
 * await fetchIdentity(deps, '0x7099…79C8', mainnet) // { name: 'alice.eth', avatar: 'https://…' }
 */
export async function fetchIdentity(deps: IdentityDeps, address: string, network: CaipNetwork): Promise<Identity> {
  const cache = identityCache(deps.storage, deps.now);
  const key = cacheKey(address, network);
  const cached = cache.get(key);
  if (cached) return cached;
  const reply = await deps.blockchainApi.get<{ name: string | null; avatar: string | null }>(`/v1/identity/${encodeURIComponent(address)}`, {
    query: { chainId: network.caipNetworkId },
    validate: validIdentityReply,
    timeoutMs: IDENTITY_TIMEOUT_MS,
    maxBytes: IDENTITY_MAX_BYTES,
    ...(deps.signal ? { signal: deps.signal } : {}),
  });
  const name = safeWalletName(reply.name);
  const avatar = safeAvatar(reply.avatar, deps.loopback);
  const identity: Identity = { ...(name ? { name } : {}), ...(avatar ? { avatar } : {}) };
  cache.set(key, identity);
  return identity;
}

/**
 * Shows the identity of the connected EVM account, with the lowest priority of the names the kit
 * knows: a name another plugin wrote (the names plugin's registered name, the embedded wallet's
 * user) is never replaced, and when one arrives after the ENS name, the ENS avatar goes with it
 * (it belongs to the ENS name). Lookups are one at a time; a burst of account changes looks up
 * the last one. Failures are logged at debug level and show nothing (the short address stays).
 *
 * @example
 * const identity = createIdentityShower(ctx, () => networks)
 * identity.lookUp('0x7099…79C8', mainnet)
 */
export function createIdentityShower(ctx: Pick<PluginContext, 'kit' | 'account' | 'http' | 'storage' | 'options' | 'signal' | 'logger'>, known: () => readonly CaipNetwork[], now?: () => number) {
  const deps: IdentityDeps = { blockchainApi: ctx.http.blockchainApi, storage: ctx.storage, loopback: LOOPBACK.test(ctx.options.endpoints.blockchainApi), signal: ctx.signal, ...(now ? { now } : {}) };
  /** What this plugin wrote, to tell its writes from others'. */
  let written: { address: string; name: string | undefined; avatar: string | undefined } | undefined;
  let wanted: { address: string; network: CaipNetwork } | undefined;
  let busy = false;

  const account = () => ctx.kit.getState().chains.eip155?.account;
  const show = (address: string, network: CaipNetwork, identity: Identity) => {
    const a = account();
    const state = ctx.kit.getState().chains.eip155;
    if (!a || a.status !== 'connected' || a.address !== address || state?.network.caipNetwork?.caipNetworkId !== network.caipNetworkId) return;
    // Another plugin's name wins (and keeps whatever avatar it chose).
    if (a.profileName !== undefined) return;
    if (!identity.name && !identity.avatar) return;
    const avatar = a.profileImage === undefined ? identity.avatar : undefined;
    // Noted first: the store tells its listeners (nameChanged) during the update.
    written = { address, name: identity.name, avatar };
    ctx.account.update('eip155', address, { ...(identity.name ? { profileName: identity.name } : {}), ...(avatar ? { profileImage: avatar } : {}) });
  };

  const next = (): void => {
    const job = wanted;
    wanted = undefined;
    if (!job || ctx.signal.aborted) return void (busy = false);
    fetchIdentity(deps, job.address, job.network)
      .then(
        (identity) => show(job.address, job.network, identity),
        (error: unknown) => ctx.logger.debug(`[latchkey] identity of ${job.address} not shown`, error),
      )
      .then(next, next);
  };

  return {
    /** Looks the identity of `address` on `network` up and shows it (when the network is one where identities are looked up). */
    lookUp(address: string, network: CaipNetwork | undefined): void {
      if (!identityNetwork(network, known()) || !ctx.options.projectId) return;
      wanted = { address, network };
      if (busy) return;
      busy = true;
      queueMicrotask(next);
    },
    /**
     * The account's name changed: when another plugin replaced the ENS name this plugin showed,
     * the ENS avatar shown with it goes too.
     */
    nameChanged(): void {
      const a = account();
      if (!written || !a || a.address !== written.address || a.profileName === written.name) return;
      const mine = written.avatar !== undefined && a.profileImage === written.avatar;
      written = undefined;
      if (mine && a.status === 'connected') ctx.account.update('eip155', a.address, { profileImage: undefined });
    },
  };
}
