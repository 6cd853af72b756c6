import { internals, STORAGE_PREFIX, StorageKeys, stripUnsafeChars, viewWithRole, type ConnectorInfo, type DirectoryWalletParams, type Kit } from '@latchkey/kernel';
import { walletImageUrl } from '../images';
import { safeImage, safeLink } from '../safe';
import { validateWalletsReply } from './directory.generated';

/** SPEC §9 wallet-list constants. */
export const FEATURED_COUNT = 4;
export const RECOMMENDED_COUNT = 4;
export const PAGE_SIZE = 40;
export const SEARCH_SIZE = 100;
export const PREFETCH_IMAGES = 20;
export const RECENT_WALLETS = 2;
export const SEARCH_WAIT_MS = 300;
export const ERROR_UI_DELAY_MS = 300;
export const IMAGE_RACE_MS = 2_000;

/** A wallet directory entry (SPEC §3) as `/getWallets` sends it; every field but id and name may be missing. */
export interface WalletEntry {
  id: string;
  name: string;
  image_id?: string | null;
  rdns?: string | null;
  chains?: string[] | null;
  mobile_link?: string | null;
  desktop_link?: string | null;
  webapp_link?: string | null;
  homepage?: string | null;
  badge_type?: string | null;
}

export interface WalletPage {
  data: WalletEntry[];
  count: number;
}

export interface WalletQuery {
  page: number;
  entries: number;
  search?: string;
  badgeType?: 'certified' | 'none';
  include?: readonly string[];
  /** Only wallets serving this namespace (its configured networks go in `chains`). */
  namespace?: string;
}

/** Excluded wallet ids and lower-cased names (SPEC §5), read defensively: options may come from plain JS. */
export interface Exclusions {
  ids: ReadonlySet<string>;
  names: ReadonlySet<string>;
}

const strings = (v: unknown): string[] => (Array.isArray(v) ? v.filter((x): x is string => typeof x === 'string') : []);

export function exclusionsOf(kit: Kit): Exclusions {
  const o = kit.options as { excludeWalletIds?: unknown; excludeWalletNames?: unknown };
  return { ids: new Set(strings(o.excludeWalletIds)), names: new Set(strings(o.excludeWalletNames).map((n) => n.trim().toLowerCase())) };
}

/** SPEC §5: hidden by identifier or case-insensitive name. A connector is matched by its id, explorer id or rdns too. */
export function isExcluded(ex: Exclusions, w: { id: string; name: string; explorerId?: string; rdns?: string | null }): boolean {
  if (ex.ids.has(w.id) || (w.explorerId && ex.ids.has(w.explorerId)) || (w.rdns && ex.ids.has(w.rdns))) return true;
  return ex.names.has(w.name.trim().toLowerCase());
}

// Ids and names this long are not a wallet; they only cost memory and layout.
const MAX_ID = 256;
const MAX_NAME = 200;

/**
 * One page of the wallet directory, schema-checked (a malformed reply rejects with
 * ValidationError) and with excluded or unusable entries dropped. Excluded ids also go to the
 * server so paging counts stay close.
 */
export async function fetchWallets(kit: Kit, q: WalletQuery, signal?: AbortSignal): Promise<WalletPage> {
  const ex = exclusionsOf(kit);
  const chains = kit.options.networks.filter((n) => !q.namespace || n.chainNamespace === q.namespace).map((n) => n.caipNetworkId).join(',');
  const reply = await internals(kit).http.api.get<WalletPage>('/getWallets', {
    query: {
      page: q.page,
      entries: q.entries,
      search: q.search || undefined,
      badge_type: q.badgeType,
      include: q.include?.length ? q.include.join(',') : undefined,
      exclude: ex.ids.size ? [...ex.ids].join(',') : undefined,
      chains: chains || undefined,
    },
    validate: validateWalletsReply,
    signal,
  });
  // Names lose control and bidi characters (a name must not rearrange the text around it), as wallets' own do.
  const named = reply.data.map((e) => ({ ...e, name: stripUnsafeChars(e.name) }));
  const data = named.filter((e) => e.id && e.id.length <= MAX_ID && e.name.trim() && !isExcluded(ex, e));
  return { data: data.map((e) => (e.name.length > MAX_NAME ? { ...e, name: `${e.name.slice(0, MAX_NAME)}…` } : e)), count: reply.count };
}

/** Featured wallets: the dapp's `featuredWalletIds` if set, else the directory's certified ones. */
export function fetchFeatured(kit: Kit, signal?: AbortSignal, namespace?: string): Promise<WalletPage> {
  const ids = strings((kit.options as { featuredWalletIds?: unknown }).featuredWalletIds).slice(0, FEATURED_COUNT);
  return fetchWallets(kit, ids.length ? { page: 1, entries: FEATURED_COUNT, include: ids, namespace } : { page: 1, entries: FEATURED_COUNT, badgeType: 'certified', namespace }, signal);
}

/** The entry's image on the config service (with projectId/st/sv), if its id is a plain token (the rule lives with the others in ui/images). */
export { walletImageUrl } from '../images';

/** Where the wallet app opens on this device: mobile link on mobile, desktop or web app link elsewhere; never an unsafe scheme. */
export function walletLink(entry: WalletEntry, mobile: boolean): string | undefined {
  return mobile ? safeLink(entry.mobile_link) : (safeLink(entry.desktop_link) ?? safeLink(entry.webapp_link));
}

/**
 * The installed view that connects a directory wallet with no connector here (a relay plugin's
 * `'connect-directory'` view), if any. Without one such wallets are not offered for connecting.
 */
export function directoryViewOf(kit: Kit): string | undefined {
  return viewWithRole(internals(kit).views.list(), 'connect-directory');
}

/** What the directory view is opened with: the entry, its image and its links (unsafe schemes dropped here, checked again there). */
export function directoryParams(kit: Kit, entry: WalletEntry): DirectoryWalletParams {
  return {
    walletId: entry.id,
    name: entry.name,
    imageUrl: walletImageUrl(kit, entry),
    links: { mobile: safeLink(entry.mobile_link) ?? null, desktop: safeLink(entry.desktop_link) ?? null, webapp: safeLink(entry.webapp_link) ?? null },
  };
}

/** The connector a directory entry stands for (same rdns), if the wallet is here. */
export function connectorFor(connectors: readonly ConnectorInfo[], entry: WalletEntry): ConnectorInfo | undefined {
  if (!entry.rdns) return undefined;
  return connectors.find((c) => c.info?.rdns === entry.rdns || c.id === entry.rdns);
}

/** Drops later duplicates by id, keeping order. */
export function uniqueById<T extends { id: string }>(list: readonly T[]): T[] {
  const seen = new Set<string>();
  return list.filter((x) => (seen.has(x.id) ? false : (seen.add(x.id), true)));
}

/**
 * Recent wallet connector ids, most recent first (SPEC §9: 2). The kit does not expose its
 * storage, so this reads the same key from the storage the kit was given, else localStorage;
 * anything that is not a JSON list of strings reads as none.
 */
export function readRecentWallets(kit: Kit): string[] {
  try {
    const backend = kit.options.storage ?? (globalThis as { localStorage?: Storage }).localStorage;
    const raw = backend?.getItem(STORAGE_PREFIX + StorageKeys.recentWallets);
    if (!raw) return [];
    return strings(JSON.parse(raw)).slice(0, RECENT_WALLETS);
  } catch {
    return [];
  }
}

/** Starts downloading the first images so the grid paints them at once (SPEC §9: 20). */
export function prefetchImages(urls: Iterable<string | undefined>, done: Set<string>, allowLoopback = false): void {
  if (typeof Image === 'undefined') return;
  let n = 0;
  for (const url of urls) {
    if (n >= PREFETCH_IMAGES) break;
    const safe = safeImage(url, { allowLoopback });
    if (!safe) continue;
    n++;
    if (done.has(safe)) continue;
    done.add(safe);
    const img = new Image();
    img.decoding = 'async';
    img.referrerPolicy = 'no-referrer';
    img.src = safe;
  }
}
