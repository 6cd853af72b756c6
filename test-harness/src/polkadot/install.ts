import type { PolkadotDevAccountSpec } from './accounts';
import { createPolkadotMockExtension, type AuthorizationStore, type PolkadotMockExtension, type PolkadotMockExtensionOptions } from './extension';

/** A window (or a stand-in) that extensions inject into. */
export interface InjectedWeb3Target {
  injectedWeb3?: Record<string, unknown>;
}

/** Serializable setup of the mock extensions, the same in Node and (as JSON) in a page. */
export interface PolkadotExtensionsConfig {
  /** One entry per extension, installed in order under `window.injectedWeb3[name]`. */
  extensions: Array<Omit<PolkadotMockExtensionOptions, 'authorizations'> & { name: string; accounts?: PolkadotDevAccountSpec[] }>;
  /**
   * Keep authorised sites in this storage (a page's localStorage), so a reload finds the site
   * still authorised, as a real extension would. Default: in memory.
   */
  persist?: Pick<Storage, 'getItem' | 'setItem'>;
}

/**
 * The storage key under which an extension keeps its authorised sites when `persist` is given.
 *
 * @example
 * ```ts
 * localStorage.removeItem(authorizationKey('latchkey-dev')); // the extension forgets every site
 * ```
 */
export const authorizationKey = (name: string): string => `__latchkey_polkadot_authorized:${name}`;

function storageStore(storage: Pick<Storage, 'getItem' | 'setItem'>, key: string, initial: readonly string[]): AuthorizationStore {
  const read = (): string[] | undefined => {
    try {
      const value: unknown = JSON.parse(storage.getItem(key) ?? 'null');
      return Array.isArray(value) ? value.filter((s): s is string => typeof s === 'string') : undefined;
    } catch {
      return undefined;
    }
  };
  if (read() === undefined) storage.setItem(key, JSON.stringify(initial));
  return { get: () => read() ?? [], set: (sites) => storage.setItem(key, JSON.stringify(sites)) };
}

/**
 * Creates the extensions of `config` and puts each under `win.injectedWeb3[name]`, as browser
 * extensions inject themselves. Returns them by name and an uninstall that removes them.
 *
 * @example
 * ```ts
 * const { extensions, uninstall } = installPolkadotExtensions(window, { extensions: [{ name: 'polkadot-js' }] });
 * extensions['polkadot-js']!.rejectNext();
 * uninstall();
 * ```
 */
export function installPolkadotExtensions(win: InjectedWeb3Target, config: PolkadotExtensionsConfig): { extensions: Record<string, PolkadotMockExtension>; uninstall(): void } {
  win.injectedWeb3 ??= {};
  const extensions: Record<string, PolkadotMockExtension> = {};
  for (const options of config.extensions) {
    const initial = Array.isArray(options.authorized) ? (options.authorized as string[]) : [];
    const authorizations = config.persist ? storageStore(config.persist, authorizationKey(options.name), initial) : undefined;
    const extension = createPolkadotMockExtension({ ...options, ...(authorizations ? { authorizations } : {}) });
    extensions[options.name] = extension;
    win.injectedWeb3[options.name] = extension.provider;
  }
  return {
    extensions,
    uninstall() {
      for (const name of Object.keys(extensions)) {
        if (win.injectedWeb3?.[name] === extensions[name]!.provider) delete win.injectedWeb3[name];
      }
    },
  };
}
