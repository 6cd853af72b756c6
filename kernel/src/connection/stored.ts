import { StorageKeys } from '../storage/storage';
import type { KitStorage } from '../storage/storage';
import type { ChainNamespace } from '../types/chain';

/**
 * What the kit reads of its stored connections before any connection code is loaded: whether
 * there is anything to restore, and the recent list. The rest of the stored form is in persist.ts,
 * loaded with the connection manager.
 */

/** SPEC §9: recent wallets kept. */
export const RECENT_KEPT = 2;
/** Raw stored text beyond this is not even parsed (a hostile or runaway value). */
const MAX_STORED_BYTES = 64 * 1024;

export const isRecord = (v: unknown): v is Record<string, unknown> => typeof v === 'object' && v !== null && !Array.isArray(v);
export const shortString = (v: unknown, max = 256): v is string => typeof v === 'string' && v.length > 0 && v.length <= max;

/** Reads a stored value, refusing oversized ones (what is kept is bounded, so start-up stays linear). */
export function readBounded(storage: KitStorage, key: string): unknown {
  return storage.get<unknown>(key, (v): v is unknown => JSON.stringify(v)?.length <= MAX_STORED_BYTES);
}

/** True when a previous visit left connections (or an older kit's connector ids) to restore or forget. */
export function hasStoredConnections(storage: KitStorage): boolean {
  return storage.get<unknown>(StorageKeys.connections) !== undefined || storage.get<unknown>(StorageKeys.connectedConnectorIds) !== undefined;
}

/** A recent connection (SPEC §9: two kept), newest first. */
export interface RecentConnection {
  connectorId: string;
  namespace: ChainNamespace;
  address: string;
}

const isRecent = (v: unknown): v is RecentConnection => isRecord(v) && shortString(v.connectorId) && shortString(v.namespace, 16) && shortString(v.address);

export function readRecent(storage: KitStorage): RecentConnection[] {
  const raw = readBounded(storage, StorageKeys.recentConnections);
  return Array.isArray(raw) ? raw.filter(isRecent).slice(0, RECENT_KEPT) : [];
}

/** The configured namespaces a previous visit left a connection for (to show them as restoring). */
export function storedNamespaces(storage: KitStorage, configured: readonly ChainNamespace[]): ChainNamespace[] {
  const keys = new Set<string>();
  for (const key of [StorageKeys.connections, StorageKeys.connectedConnectorIds]) {
    const value = readBounded(storage, key);
    if (isRecord(value)) for (const k of Object.keys(value)) keys.add(k);
  }
  return configured.filter((ns) => keys.has(ns));
}
