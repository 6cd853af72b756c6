// Public API of the browser e2e fixture.
export { launchBrowser, chromiumPath, CHROMIUM_ARGS } from './browser';
export { serveStatic } from './static-server';
export type { ServeStaticOptions, StaticServer } from './static-server';
export { openPage } from './page';
export type { OpenPageOptions, OpenedPage, PageWallets } from './page';
export { runAxe, formatViolations } from './axe';
export { ARTIFACTS_DIR, screenshotsDirFor } from './paths';
export { buildWalletBundle, walletInitScript } from '../wallets/bundle';
export type { BrowserRequestResult, BrowserWalletControls } from '../wallets/browser-entry';
export { recordKitApprovals } from './approvals';
export type { KitApprovals } from './approvals';
export { layoutProblems, applyLayoutCombo, LAYOUT_COMBOS } from './layout';
export type { LayoutCheckOptions, LayoutCombo } from './layout';
export { startViewPage } from './viewPage';
export type { ViewPage } from './viewPage';
