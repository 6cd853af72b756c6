/** The subset of the Web Storage API the kit needs; inject any implementation via `KitOptions.storage`. */
export interface StorageLike {
  getItem(key: string): string | null;
  setItem(key: string, value: string): void;
  removeItem(key: string): void;
}

export const STORAGE_PREFIX = '@appkit-wallet/';

/** SPEC §3 storage keys (without the prefix). */
export const StorageKeys = {
  activeNamespace: 'active_namespace',
  activeCaipNetworkId: 'active_caip_network_id',
  email: 'email',
  socialUsername: 'social_username',
  emailLoginUsed: 'email_login_used',
  lastEmailLoginTime: 'last_email_login_time',
  smartAccountEnabledNetworks: 'smart_account_enabled_networks',
  connectedConnectorIds: 'connected_connector_ids',
  connectedNamespaces: 'connected_namespaces',
  connectionStatus: 'connection_status',
  recentWallets: 'recent_wallets',
  recentConnections: 'recent_connections',
  preferredAccountTypes: 'preferred_account_types',
  connections: 'connections',
  disconnectedConnectorIds: 'disconnected_connector_ids',
  siwxAuthToken: 'siwx_auth_token',
  siwxNonceToken: 'siwx_nonce_token',
  balanceCache: 'balance_cache',
  portfolioCache: 'portfolio_cache',
  ensCache: 'ens_cache',
  identityCache: 'identity_cache',
} as const;

/** Typed JSON storage under the kit's prefix. Corrupt values read as `undefined`, never throw. */
export interface KitStorage {
  get<T>(key: string, guard?: (value: unknown) => value is T): T | undefined;
  set(key: string, value: unknown): void;
  remove(key: string): void;
  /** The backend is real persistent storage (false: memory fallback). */
  readonly persistent: boolean;
}

/**
 * An in-memory Web Storage stand-in: the kit's fallback where `localStorage` is missing (SSR,
 * Node, sandboxed frames), and the one storage every test uses. `data` shows what was written.
 *
 * @example
 * const kit = createKit({ ...options, storage: createMemoryStorage() })
 */
export function createMemoryStorage(initial: Record<string, string> = {}): StorageLike & { readonly data: Map<string, string> } {
  const data = new Map(Object.entries(initial));
  return {
    data,
    getItem: (k) => data.get(k) ?? null,
    setItem: (k, v) => void data.set(k, String(v)),
    removeItem: (k) => void data.delete(k),
  };
}

function browserStorage(): StorageLike | undefined {
  try {
    const ls = (globalThis as { localStorage?: StorageLike }).localStorage;
    if (!ls) return undefined;
    // Safari private mode and sandboxed frames expose localStorage but throw on write.
    const probe = `${STORAGE_PREFIX}__probe`;
    ls.setItem(probe, '1');
    ls.removeItem(probe);
    return ls;
  } catch {
    return undefined;
  }
}

/**
 * Creates the kit's storage: the injected backend, else `localStorage`, else memory (SSR, Node,
 * private browsing).
 *
 * @example
 * const storage = createStorage()
 * storage.set(StorageKeys.recentWallets, ['io.metamask'])
 */
export function createStorage(backend?: StorageLike, prefix = STORAGE_PREFIX): KitStorage {
  const real = backend ?? browserStorage();
  const store = real ?? createMemoryStorage();
  const safe = <T>(fn: () => T, fallback: T): T => {
    try {
      return fn();
    } catch {
      return fallback;
    }
  };
  return {
    persistent: Boolean(real),
    get<T>(key: string, guard?: (value: unknown) => value is T): T | undefined {
      const raw = safe(() => store.getItem(prefix + key), null);
      if (raw === null || raw === undefined) return undefined;
      let value: unknown;
      try {
        value = JSON.parse(raw);
      } catch {
        // A foreign or corrupt value: drop it rather than break start-up.
        safe(() => store.removeItem(prefix + key), undefined);
        return undefined;
      }
      if (guard && !guard(value)) return undefined;
      return value as T;
    },
    set(key, value) {
      safe(() => store.setItem(prefix + key, JSON.stringify(value)), undefined);
    },
    remove(key) {
      safe(() => store.removeItem(prefix + key), undefined);
    },
  };
}

export const isStringArray = (v: unknown): v is string[] => Array.isArray(v) && v.every((x) => typeof x === 'string');
export const isStringRecord = (v: unknown): v is Record<string, string> =>
  typeof v === 'object' && v !== null && !Array.isArray(v) && Object.values(v).every((x) => typeof x === 'string');
