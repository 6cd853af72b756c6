// The parts of Playwright the package uses, described by shape: a Page and a BrowserContext from
// playwright, playwright-core or @playwright/test (any version with addInitScript) fit, and a
// dapp's type check needs no particular Playwright installed.

/** Something init scripts can be added to: a Playwright `Page` or `BrowserContext`. */
export interface ScriptTarget {
  addInitScript(script: { content: string }): Promise<unknown>;
}

/** A Playwright `Page`, as far as the wallets need it. */
export interface WalletPage extends ScriptTarget {
  /** Evaluates a JavaScript expression in the page (a promise is awaited). */
  evaluate(expression: string): Promise<unknown>;
}

/** A Playwright `BrowserContext`, as far as the wallets need it. */
export interface WalletContext extends ScriptTarget {
  pages(): WalletPage[];
}

/** Where wallets can be installed: one page, or every page of a context. */
export type WalletTarget = WalletPage | WalletContext;

/** True for a context (it has pages), false for a page. */
export function isContext(target: WalletTarget): target is WalletContext {
  return typeof (target as Partial<WalletContext>).pages === 'function';
}

/**
 * The page a handle talks to: the page itself, or the most recently opened page of a context.
 *
 * @example
 * ```ts
 * const page = pageOf(context); // context.pages().at(-1)
 * ```
 */
export function pageOf(target: WalletTarget): WalletPage {
  if (!isContext(target)) return target;
  const page = target.pages().at(-1);
  if (!page) throw new Error('The browser context has no open page yet: open one (context.newPage()) and navigate before using the wallet handles');
  return page;
}
