import { StorageKeys, isStringArray } from '../storage/storage';
import type { KitStorage } from '../storage/storage';
import { RECENT_KEPT, isRecord, readBounded, readRecent, shortString, type RecentConnection } from './stored';
import type { AccountInfo, CaipNetworkId, ChainNamespace, Connection } from '../types/chain';

/** Connections remembered per namespace; what is beyond is forgotten at start-up. */
export const MAX_STORED_CONNECTIONS = 8;

/** One remembered connection (SPEC §3 Connection, the network by id). */
export interface StoredConnection {
  connectorId: string;
  accounts: AccountInfo[];
  caipNetworkId?: CaipNetworkId;
}

/** What survives a reload: every connection per namespace, and which one is active. */
export interface StoredConnections {
  connections: Partial<Record<ChainNamespace, StoredConnection[]>>;
  active: Partial<Record<ChainNamespace, string>>;
}


function readAccount(v: unknown): AccountInfo | undefined {
  if (!isRecord(v) || !shortString(v.address)) return undefined;
  const type = v.type;
  return typeof type === 'string' && ['eoa', 'smartAccount', 'payment', 'ordinal'].includes(type) ? { address: v.address, type: type as AccountInfo['type'] } : { address: v.address };
}

function readConnection(v: unknown): StoredConnection | undefined {
  if (!isRecord(v) || !shortString(v.connectorId) || !Array.isArray(v.accounts)) return undefined;
  const accounts = v.accounts.slice(0, 16).map(readAccount).filter((a): a is AccountInfo => Boolean(a));
  if (!accounts.length) return undefined;
  return { connectorId: v.connectorId, accounts, ...(shortString(v.caipNetworkId) ? { caipNetworkId: v.caipNetworkId as CaipNetworkId } : {}) };
}


/**
 * Reads the remembered connections of the configured namespaces only, at most
 * {@link MAX_STORED_CONNECTIONS} each, in time linear in what is kept. Anything else (unknown
 * namespaces, malformed entries, oversized values) is forgotten in one write.
 */
export function readStoredConnections(storage: KitStorage, namespaces: readonly ChainNamespace[]): StoredConnections {
  const rawConnections = readBounded(storage, StorageKeys.connections);
  const rawActive = readBounded(storage, StorageKeys.connectedConnectorIds);
  const out: StoredConnections = { connections: {}, active: {} };
  let dirty = rawConnections !== undefined && !isRecord(rawConnections);
  if (isRecord(rawActive) || rawActive === undefined) {
    if (rawActive && Object.keys(rawActive).some((k) => !namespaces.includes(k as ChainNamespace))) dirty = true;
  } else dirty = true;
  for (const ns of namespaces) {
    const list = isRecord(rawConnections) && Array.isArray(rawConnections[ns]) ? (rawConnections[ns] as unknown[]) : [];
    const seen = new Set<string>();
    const kept: StoredConnection[] = [];
    for (const entry of list.slice(0, MAX_STORED_CONNECTIONS)) {
      const c = readConnection(entry);
      if (c && !seen.has(c.connectorId)) {
        seen.add(c.connectorId);
        kept.push(c);
      }
    }
    if (kept.length !== list.length) dirty = true;
    const active = isRecord(rawActive) ? rawActive[ns] : undefined;
    // An active id with no remembered connection (an older kit stored only ids): keep it, with no accounts yet.
    if (shortString(active)) {
      out.active[ns] = active;
      if (!seen.has(active)) kept.unshift({ connectorId: active, accounts: [] });
    }
    if (kept.length) out.connections[ns] = kept;
  }
  if (isRecord(rawConnections) && Object.keys(rawConnections).some((k) => !namespaces.includes(k as ChainNamespace))) dirty = true;
  if (dirty) writeStoredConnections(storage, out);
  return out;
}

/** Remembers every connection and the active one per namespace, in two writes. */
export function writeStoredConnections(storage: KitStorage, stored: StoredConnections): void {
  const connections: Record<string, StoredConnection[]> = {};
  for (const [ns, list] of Object.entries(stored.connections)) {
    const kept = (list ?? []).filter((c) => c.accounts.length).slice(0, MAX_STORED_CONNECTIONS);
    if (kept.length) connections[ns] = kept;
  }
  const active: Record<string, string> = {};
  for (const [ns, id] of Object.entries(stored.active)) if (id) active[ns] = id;
  storage.set(StorageKeys.connections, connections);
  storage.set(StorageKeys.connectedConnectorIds, active);
  storage.set(StorageKeys.connectedNamespaces, Object.keys(active));
  storage.set(StorageKeys.connectionStatus, Object.keys(active).length ? 'connected' : 'disconnected');
}

/** The stored form of the kit's live connections. */
export function toStored(connections: Partial<Record<ChainNamespace, Connection[]>>, active: Partial<Record<ChainNamespace, string | undefined>>): StoredConnections {
  const out: StoredConnections = { connections: {}, active: {} };
  for (const [ns, list] of Object.entries(connections) as Array<[ChainNamespace, Connection[] | undefined]>) {
    if (!list?.length) continue;
    out.connections[ns] = list.map((c) => ({ connectorId: c.connectorId, accounts: c.accounts.map((a) => ({ address: a.address, ...(a.type ? { type: a.type } : {}) })), ...(c.caipNetwork ? { caipNetworkId: c.caipNetwork.caipNetworkId } : {}) }));
    const id = active[ns];
    if (id) out.active[ns] = id;
  }
  return out;
}


export function rememberRecent(storage: KitStorage, entry: RecentConnection): void {
  const rest = readRecent(storage).filter((r) => !(r.connectorId === entry.connectorId && r.namespace === entry.namespace));
  storage.set(StorageKeys.recentConnections, [entry, ...rest].slice(0, RECENT_KEPT));
  // The Connect view's "recent" tag reads connector ids.
  const ids = readBounded(storage, StorageKeys.recentWallets);
  const others = isStringArray(ids) ? ids.filter((id) => id !== entry.connectorId) : [];
  storage.set(StorageKeys.recentWallets, [entry.connectorId, ...others].slice(0, RECENT_KEPT));
}

/** Connectors the visitor disconnected (SPEC §3 storage), newest last, bounded. */
const DISCONNECTED_KEPT = 20;

export function markDisconnected(storage: KitStorage, ids: readonly string[]): void {
  if (!ids.length) return;
  const raw = readBounded(storage, StorageKeys.disconnectedConnectorIds);
  const list = (isStringArray(raw) ? raw : []).filter((id) => !ids.includes(id));
  storage.set(StorageKeys.disconnectedConnectorIds, [...list, ...ids].slice(-DISCONNECTED_KEPT));
}

export function markConnected(storage: KitStorage, id: string): void {
  const raw = readBounded(storage, StorageKeys.disconnectedConnectorIds);
  if (isStringArray(raw) && raw.includes(id)) storage.set(StorageKeys.disconnectedConnectorIds, raw.filter((x) => x !== id));
}
