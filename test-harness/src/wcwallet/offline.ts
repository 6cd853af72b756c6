// What it takes to run the official WalletConnect SDK (2.25) offline in Node, for the wallet peer
// and for a dapp-side client in tests. Read from @walletconnect/core 2.25.0:
// - telemetry: the event client POSTs to pulse.walletconnect.org unless `telemetryEnabled: false`;
// - Verify: a wallet resolves every proposal and request against verify.walletconnect.org (fetch,
//   5 s abort) before it emits them; a browser dapp registers each through a hidden iframe to the
//   same host (5 s). Both are replaced here by "unknown" answers that never touch the network;
// - a process-wide core: `Core` shares one instance per `customStoragePrefix` on globalThis, so
//   two clients in one process need distinct prefixes (and the entry is removed on close);
// - storage: Node's default is an in-memory unstorage shared by every client of the process, so
//   each client gets its own map here;
// - nothing else calls out: Echo only on `registerDeviceToken`, link mode only with `Linking`.
import { randomBytes } from 'node:crypto';
import type { SignClient } from '@walletconnect/sign-client';
import type { SignClientTypes } from '@walletconnect/types';

/** The SDK's key-value storage shape. */
export type WcStorage = NonNullable<SignClientTypes.Options['storage']>;

/** How long close() gives the SDK to close its socket. */
const CLOSE_TIMEOUT_MS = 2000;

/**
 * An in-memory key-value store for one SDK client (values are kept as given, like the SDK's own
 * memory driver after its JSON round trip).
 *
 * @example
 * const client = await SignClient.init({ ...options, storage: memoryStorage() });
 */
export function memoryStorage(): WcStorage {
  const map = new Map<string, unknown>();
  const copy = <T>(value: T): T => (value === undefined ? value : (JSON.parse(JSON.stringify(value)) as T));
  return {
    getKeys: async () => [...map.keys()],
    getEntries: async <T>() => [...map.entries()].map(([key, value]) => [key, copy(value)] as [string, T]),
    getItem: async <T>(key: string) => copy(map.get(key)) as T | undefined,
    setItem: async <T>(key: string, value: T) => {
      map.set(key, copy(value));
    },
    removeItem: async (key: string) => {
      map.delete(key);
    },
  } as WcStorage;
}

/** A storage prefix no other client of this process has (`latchkey-<label>-<random>`). */
export function uniqueStoragePrefix(label: string): string {
  return `latchkey-${label}-${randomBytes(6).toString('hex')}`;
}

/** Options of {@link offlineClientOptions}. */
export interface OfflineClientOptions {
  relayUrl: string;
  projectId?: string;
  metadata: SignClientTypes.Metadata;
  /** Names the storage prefix (a random suffix is added). */
  label: string;
  /** The SDK's pino level: 'silent' (default), 'error', 'warn', 'info', 'debug', 'trace'. */
  logLevel?: string;
}

/**
 * SignClient / UniversalProvider options that keep the SDK offline: telemetry off, a storage of
 * its own, a unique storage prefix, a quiet logger. Pair with {@link tameVerify} after init.
 *
 * @example
 * const options = offlineClientOptions({ relayUrl: relay.url, metadata, label: 'dapp' });
 * const provider = await UniversalProvider.init(options);
 * tameVerify(provider.client);
 */
export function offlineClientOptions(options: OfflineClientOptions) {
  return {
    relayUrl: options.relayUrl,
    projectId: options.projectId ?? 'latchkey-dev',
    metadata: options.metadata,
    customStoragePrefix: uniqueStoragePrefix(options.label),
    storage: memoryStorage(),
    telemetryEnabled: false,
    logger: options.logLevel ?? 'silent',
  };
}

/**
 * Replaces the client's Verify calls with offline answers: `resolve` reports nothing (the
 * request's verify context stays `UNKNOWN`), `register` gives an empty attestation at once.
 * Both are instance properties in core 2.25, so this touches only this client.
 */
export function tameVerify(client: InstanceType<typeof SignClient>): void {
  const verify = client.core.verify as unknown as { resolve: (...args: unknown[]) => Promise<undefined>; register: (...args: unknown[]) => Promise<string> };
  verify.resolve = async () => undefined;
  verify.register = async () => '';
}

/**
 * Shuts a client down for good: closes its relay socket (no reconnect), stops its 5 s heartbeat
 * and forgets the process-wide core kept under its storage prefix. Never waits more than 2 s.
 */
export async function closeClient(client: InstanceType<typeof SignClient>): Promise<void> {
  const core = client.core;
  core.heartbeat.stop();
  let timer: NodeJS.Timeout | undefined;
  await Promise.race([
    core.relayer.transportClose().catch(() => undefined),
    new Promise((resolve) => {
      timer = setTimeout(resolve, CLOSE_TIMEOUT_MS);
    }),
  ]);
  clearTimeout(timer);
  const prefix = (core as unknown as { opts?: { customStoragePrefix?: string } }).opts?.customStoragePrefix ?? '';
  const globals = globalThis as Record<string, unknown>;
  delete globals[`_walletConnectCore_${prefix}`];
  delete globals[`_walletConnectCore_${prefix}_count`];
}
