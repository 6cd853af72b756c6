// Entry of the mock Polkadot extensions' browser bundle (see bundle.ts). Runs as a page init
// script, before any page script, as a browser extension's injection does: reads the config set
// just before on window.__LATCHKEY_POLKADOT__, puts the extensions under window.injectedWeb3
// (authorised sites kept in localStorage, so a reload finds them) and their controls on
// window.__latchkeyPolkadot for page.evaluate.
import { installPolkadotExtensions, type PolkadotExtensionsConfig } from './install';
import type { PolkadotMockExtension } from './extension';

/** What `window.__latchkeyPolkadot` holds. */
export interface BrowserPolkadotControls {
  /** The extensions by name: `extensions['latchkey-dev'].rejectNext()`. */
  extensions: Record<string, PolkadotMockExtension>;
  uninstall(): void;
}

type EntryWindow = Window & { injectedWeb3?: Record<string, unknown>; __LATCHKEY_POLKADOT__?: Omit<PolkadotExtensionsConfig, 'persist'>; __latchkeyPolkadot?: BrowserPolkadotControls };

function install(win: EntryWindow): void {
  const config = win.__LATCHKEY_POLKADOT__;
  // Init scripts also run in iframes (the embedded wallet's secure frame, whose CSP refuses
  // WebAssembly) and after navigations: the top document only, once, only when asked.
  if (!config || win.__latchkeyPolkadot || win !== win.top) return;
  win.__latchkeyPolkadot = installPolkadotExtensions(win, { ...config, persist: win.localStorage });
}

install(window as EntryWindow);
