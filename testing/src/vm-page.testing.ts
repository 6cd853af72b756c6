// Test support (the package never imports it): a stand-in for a Playwright page that runs init
// scripts and evaluates expressions in a Node vm context with the browser globals the wallet
// runtimes use. `goto()` starts a fresh document, as a navigation does.
import vm from 'node:vm';
import type { WalletContext, WalletPage } from './target';

/** A vm "page" with the parts of Playwright's Page the package uses, plus goto(). */
export interface VmPage extends WalletPage {
  /** The init scripts added so far. */
  readonly scripts: string[];
  /** A new document: a fresh global, then every init script, in order. */
  goto(): void;
  /** The current document's global object. */
  window(): Record<string, unknown>;
}

/**
 * Creates a vm page. Before the first goto() there is no document (as about:blank has no
 * wallets): evaluate runs in an empty one.
 *
 * @example
 * ```ts
 * const page = createVmPage();
 * await installWallets(page, { evm: true });
 * page.goto();
 * ```
 */
export function createVmPage(context?: { scripts: string[] }): VmPage {
  const scripts = context?.scripts ?? [];
  const fresh = (): vm.Context => {
    const sandbox = vm.createContext({
      EventTarget,
      Event,
      CustomEvent,
      crypto,
      TextEncoder,
      TextDecoder,
      URL,
      atob,
      btoa,
      fetch,
      console,
      setTimeout,
      clearTimeout,
      setInterval,
      clearInterval,
      queueMicrotask,
      location: { href: 'http://127.0.0.1/', origin: 'http://127.0.0.1', host: '127.0.0.1' },
    });
    // The global is an event target in a browser: announcements go to window.
    // The top document, with a localStorage (in memory; a fresh one per document).
    vm.runInContext('globalThis.window = globalThis; globalThis.top = globalThis; const store = new Map(); globalThis.localStorage = { getItem: (k) => (store.has(k) ? store.get(k) : null), setItem: (k, v) => void store.set(k, String(v)), removeItem: (k) => void store.delete(k) }; const target = new EventTarget(); for (const m of ["addEventListener", "removeEventListener", "dispatchEvent"]) globalThis[m] = target[m].bind(target);', sandbox);
    return sandbox;
  };
  let document = fresh();
  const page: VmPage = {
    scripts,
    async addInitScript(script) {
      scripts.push(script.content);
    },
    async evaluate(expression) {
      // As Playwright does: the value comes back serialized, an error as an Error of this realm.
      try {
        const value: unknown = await vm.runInContext(expression, document);
        return value === undefined ? undefined : JSON.parse(JSON.stringify(value));
      } catch (error) {
        throw new Error(`page.evaluate: ${(error as Error).message}`);
      }
    },
    goto() {
      document = fresh();
      for (const script of scripts) vm.runInContext(script, document);
    },
    window: () => document as Record<string, unknown>,
  };
  return page;
}

/**
 * A context of vm pages sharing its init scripts.
 *
 * @example
 * ```ts
 * const context = createVmContext();
 * const page = context.newPage();
 * ```
 */
export function createVmContext(): WalletContext & { newPage(): VmPage; readonly scripts: string[] } {
  const scripts: string[] = [];
  const pages: VmPage[] = [];
  return {
    scripts,
    async addInitScript(script) {
      scripts.push(script.content);
    },
    pages: () => [...pages],
    newPage() {
      const page = createVmPage({ scripts });
      pages.push(page);
      return page;
    },
  };
}
