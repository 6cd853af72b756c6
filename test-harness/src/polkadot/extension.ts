// A mock Polkadot browser extension that speaks the real injected interface
// (`window.injectedWeb3[name] = { version, enable(originName) }`, as @polkadot/extension-inject
// types it) and really signs with @polkadot/keyring: `signRaw` wraps the data in <Bytes>…</Bytes>
// first, as the polkadot-js extension does; `signPayload` signs the extrinsic payload built by
// @polkadot/types. Prompts (authorising a site, each signature) are approved at once, held for
// the test to approve or reject, or rejected with the words extensions use.
import { isHex, u8aEq, u8aToU8a, u8aWrapBytes } from '@polkadot/util';
import { decodeAddress, encodeAddress } from '@polkadot/util-crypto';
import { createPolkadotDevAccounts, POLKADOT_DEV_ACCOUNTS, type PolkadotDevAccount, type PolkadotDevAccountSpec, type PolkadotKeyType } from './accounts';
import { rawSignature, signPayloadWith, type MockSignerPayload } from './payload';

/** The account shape an extension hands the dapp (`InjectedAccount`). */
export interface MockInjectedAccount {
  address: string;
  name?: string;
  type?: PolkadotKeyType;
  genesisHash?: string | null;
}

/** What `signRaw` and `signPayload` answer (`SignerResult`). */
export interface MockSignerResult {
  id: number;
  signature: `0x${string}`;
}

/** The `Injected` object `enable` resolves with. */
export interface MockInjected {
  accounts: {
    get(anyType?: boolean): Promise<MockInjectedAccount[]>;
    subscribe(cb: (accounts: MockInjectedAccount[]) => void | Promise<void>): () => void;
  };
  signer: {
    signRaw(raw: { address: string; data: string; type: 'bytes' | 'payload' }): Promise<MockSignerResult>;
    signPayload(payload: MockSignerPayload): Promise<MockSignerResult>;
  };
  metadata: { get(): Promise<Array<{ genesisHash: string; specVersion: number }>>; provide(definition: unknown): Promise<boolean> };
}

/** The entry under `window.injectedWeb3` (`InjectedWindowProvider`, the `enable` style). */
export interface MockInjectedWindowProvider {
  version: string;
  enable(originName: string): Promise<MockInjected>;
}

/** Where authorised sites are remembered (in a page: localStorage, so a reload keeps them). */
export interface AuthorizationStore {
  get(): string[];
  set(sites: string[]): void;
}

/** Options of {@link createPolkadotMockExtension}. */
export interface PolkadotMockExtensionOptions {
  /** Its key under `window.injectedWeb3` (what @polkadot/extension-dapp reports as the name). Default 'latchkey-dev'. */
  name?: string;
  version?: string;
  /** Its accounts, in order. Default Alice (sr25519) and Bob (ed25519). */
  accounts?: readonly PolkadotDevAccountSpec[];
  /** The SS58 prefix of the addresses it hands out. Default 42 (generic Substrate), as polkadot-js does. */
  ss58Format?: number;
  /** Sites authorised from the start (`true`: every site). Default none: the first `enable` prompts. */
  authorized?: boolean | readonly string[];
  /** 'auto' (default): every prompt is approved; 'manual': prompts wait for `approve()` / `reject()`. */
  approval?: 'auto' | 'manual';
  /** Every answer waits this long. Default 0. */
  delayMs?: number;
  /** Where authorised sites are kept. Default in memory. */
  authorizations?: AuthorizationStore;
}

/** One call the dapp made, for assertions. */
export type MockExtensionCall =
  | { kind: 'enable'; site: string }
  | { kind: 'accounts.get'; site: string }
  | { kind: 'accounts.subscribe'; site: string }
  | { kind: 'signRaw'; site: string; address: string; data: string; type: string }
  | { kind: 'signPayload'; site: string; payload: MockSignerPayload };

/** A prompt waiting for the test (approval 'manual'). */
export interface MockPrompt {
  id: number;
  kind: 'authorize' | 'signRaw' | 'signPayload';
  site: string;
}

/** The words extensions reject with: polkadot-js says 'Rejected' for a refused site and 'Cancelled' for a refused signature. */
export const REJECTED_AUTHORIZATION = 'Rejected';
export const CANCELLED_SIGNATURE = 'Cancelled';

const memoryStore = (initial: readonly string[]): AuthorizationStore => {
  let sites = [...initial];
  return { get: () => [...sites], set: (next) => void (sites = [...next]) };
};

/** The site a call comes from: the page's origin in a browser, else the name the dapp gave. */
const siteOf = (originName: string): string => {
  const origin = (globalThis as { location?: { origin?: unknown } }).location?.origin;
  return typeof origin === 'string' && origin !== 'null' ? origin : originName;
};

const sleep = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms));

/**
 * A mock Polkadot extension. Put `extension.provider` under `window.injectedWeb3[extension.name]`
 * (or use `installPolkadotExtensions`); drive it with the controls.
 *
 * @example
 * ```ts
 * const ext = createPolkadotMockExtension({ name: 'polkadot-js' });
 * window.injectedWeb3 = { [ext.name]: ext.provider };
 * ext.rejectNext();                 // the next prompt fails with 'Cancelled' (a signature) / 'Rejected' (a site)
 * ext.setApproval('manual');        // prompts wait: ext.pending(), ext.approve(), ext.reject()
 * ext.setAccounts([POLKADOT_DEV_ACCOUNTS[1]!]); // subscribers hear the change
 * ```
 */
export function createPolkadotMockExtension(options: PolkadotMockExtensionOptions = {}) {
  const name = options.name ?? 'latchkey-dev';
  const ss58Format = options.ss58Format ?? 42;
  let everySite = options.authorized === true;
  const store = options.authorizations ?? memoryStore(Array.isArray(options.authorized) ? (options.authorized as string[]) : []);
  let approval = options.approval ?? 'auto';
  let delayMs = Math.max(0, options.delayMs ?? 0);
  let accounts: PolkadotDevAccount[] = createPolkadotDevAccounts(options.accounts ?? POLKADOT_DEV_ACCOUNTS.slice(0, 2), ss58Format);
  let locked = false;
  let nextRejection: string | undefined;
  let ids = 0;
  const calls: MockExtensionCall[] = [];
  const prompts = new Map<number, { prompt: MockPrompt; resolve: () => void; reject: (error: Error) => void }>();
  /** Subscribers per site, so revoking a site tells only its pages. */
  const subscribers = new Map<(accounts: MockInjectedAccount[]) => void, string>();

  const isAuthorized = (site: string) => everySite || store.get().includes(site);
  const injectedAccounts = (): MockInjectedAccount[] =>
    locked ? [] : accounts.map((a) => ({ address: a.address, name: a.name, type: a.type, genesisHash: a.genesisHash ?? null }));
  const notify = () => {
    for (const [cb, site] of [...subscribers]) cb(isAuthorized(site) ? injectedAccounts() : []);
  };

  /** A prompt: rejected when asked to, approved at once ('auto') or held for the test ('manual'). */
  const prompt = async (kind: MockPrompt['kind'], site: string): Promise<void> => {
    if (delayMs) await sleep(delayMs);
    const rejectWith = kind === 'authorize' ? REJECTED_AUTHORIZATION : CANCELLED_SIGNATURE;
    if (nextRejection !== undefined) {
      const message = nextRejection || rejectWith;
      nextRejection = undefined;
      throw new Error(message);
    }
    if (approval === 'auto') return;
    const id = ++ids;
    await new Promise<void>((resolve, reject) => prompts.set(id, { prompt: { id, kind, site }, resolve, reject }));
  };

  const pairFor = (address: string): PolkadotDevAccount => {
    let key: Uint8Array;
    try {
      key = decodeAddress(address);
    } catch {
      throw new Error(`Unable to find keypair for ${address}`);
    }
    const found = accounts.find((a) => u8aEq(decodeAddress(a.address), key));
    if (!found || locked) throw new Error(`Unable to find keypair for ${address}`);
    return found;
  };

  const injectedFor = (site: string): MockInjected => {
    const authorised = () => {
      if (!isAuthorized(site)) throw new Error(`The source ${site} is not allowed to interact with this extension`);
    };
    return {
      accounts: {
        async get() {
          calls.push({ kind: 'accounts.get', site });
          if (delayMs) await sleep(delayMs);
          return isAuthorized(site) ? injectedAccounts() : [];
        },
        subscribe(cb) {
          calls.push({ kind: 'accounts.subscribe', site });
          const listener = (list: MockInjectedAccount[]) => void Promise.resolve(cb(list)).catch(() => undefined);
          subscribers.set(listener, site);
          // Extensions answer a new subscriber with the current list.
          queueMicrotask(() => subscribers.has(listener) && listener(isAuthorized(site) ? injectedAccounts() : []));
          return () => void subscribers.delete(listener);
        },
      },
      signer: {
        async signRaw(raw) {
          calls.push({ kind: 'signRaw', site, address: raw?.address, data: raw?.data, type: raw?.type });
          authorised();
          if (raw?.type !== 'bytes') throw new Error(`Unsupported raw data type ${String(raw?.type)}`);
          if (!isHex(raw.data)) throw new Error('Expected the data as hex');
          const account = pairFor(raw.address);
          await prompt('signRaw', site);
          return { id: ++ids, signature: rawSignature(account.pair, u8aWrapBytes(u8aToU8a(raw.data))) };
        },
        async signPayload(payload) {
          calls.push({ kind: 'signPayload', site, payload });
          authorised();
          const account = pairFor(payload?.address);
          await prompt('signPayload', site);
          return { id: ++ids, signature: await signPayloadWith(account.pair, payload) };
        },
      },
      metadata: { get: async () => [], provide: async () => true },
    };
  };

  const provider: MockInjectedWindowProvider = {
    version: options.version ?? '0.1.0',
    async enable(originName: string) {
      if (typeof originName !== 'string' || !originName) throw new Error('You must pass a name for your app to enable');
      const site = siteOf(originName);
      calls.push({ kind: 'enable', site });
      if (!isAuthorized(site)) {
        await prompt('authorize', site);
        store.set([...store.get().filter((s) => s !== site), site]);
      } else if (delayMs) await sleep(delayMs);
      return injectedFor(site);
    },
  };

  const settle = (id: number | undefined, how: (p: { resolve: () => void; reject: (error: Error) => void; prompt: MockPrompt }) => void): boolean => {
    const key = id ?? [...prompts.keys()][0];
    const entry = key === undefined ? undefined : prompts.get(key);
    if (!entry) return false;
    prompts.delete(entry.prompt.id);
    how(entry);
    return true;
  };

  return {
    name,
    provider,
    /** The accounts it holds now, with their key pairs. */
    accounts: () => [...accounts],
    /** The next prompt fails with `message` (default 'Cancelled' for a signature, 'Rejected' for a site). */
    rejectNext(message?: string) {
      nextRejection = message ?? '';
    },
    setApproval(mode: 'auto' | 'manual') {
      approval = mode;
    },
    setDelay(ms: number) {
      delayMs = Math.max(0, ms);
    },
    /** Prompts held for the test, oldest first. */
    pending: (): MockPrompt[] => [...prompts.values()].map((p) => p.prompt),
    /** Approves a held prompt (the oldest when no id); false when there is none. */
    approve: (id?: number) => settle(id, (p) => p.resolve()),
    /** Rejects a held prompt with the extension's words (or `message`); false when there is none. */
    reject: (id?: number, message?: string) => settle(id, (p) => p.reject(new Error(message ?? (p.prompt.kind === 'authorize' ? REJECTED_AUTHORIZATION : CANCELLED_SIGNATURE)))),
    /** Replaces its accounts; pages subscribed to them hear the new list. */
    setAccounts(specs: readonly PolkadotDevAccountSpec[]) {
      accounts = createPolkadotDevAccounts(specs, ss58Format);
      notify();
    },
    /** Locked: no accounts, no signing (subscribers hear an empty list); unlock brings them back. */
    lock() {
      locked = true;
      notify();
    },
    unlock() {
      locked = false;
      notify();
    },
    isAuthorized: (originName: string) => isAuthorized(siteOf(originName)),
    /** Forgets a site (all when none given): its pages hear an empty account list, `enable` prompts again. */
    revoke(originName?: string) {
      const site = originName === undefined ? undefined : siteOf(originName);
      // Revoking ends an "every site" authorisation: the other sites stay authorised only if listed.
      everySite = false;
      store.set(site === undefined ? [] : store.get().filter((s) => s !== site));
      notify();
    },
    calls: (): MockExtensionCall[] => [...calls],
    subscriberCount: () => subscribers.size,
    /** The address of an account with another SS58 prefix (what a dapp on that network shows). */
    addressOf: (index: number, prefix: number) => encodeAddress(decodeAddress(accounts[index]!.address), prefix),
  };
}

/** A mock extension with its controls. */
export type PolkadotMockExtension = ReturnType<typeof createPolkadotMockExtension>;
