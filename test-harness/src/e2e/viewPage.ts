import { bundlePage } from './bundle';
import type { Browser } from 'playwright-core';
import { launchBrowser } from './browser';
import { serveStatic, type StaticServer } from './static-server';

/** A page that renders kit views with no local stack (its test kit answers in the page). */
export interface ViewPage {
  browser: Browser;
  dapp: StaticServer;
  stop(): Promise<void>;
}

/**
 * Bundles `page` (a .tsx module, the packages' source) with esbuild, serves it under a page whose
 * body fills the window (as an app's does: axe would take the open modal's text for hidden on a
 * short body), and launches Chromium.
 *
 * @example
 * const { browser, dapp, stop } = await startViewPage({ page: new URL('./names.browser.page.tsx', import.meta.url), title: 'Onramp names' });
 */
export async function startViewPage(options: { page: URL; title: string; /** A Content-Security-Policy the page declares (a meta tag). */ csp?: string }): Promise<ViewPage> {
  const title = options.title.replace(/[<>&"]/g, '');
  const [out, browser] = await Promise.all([
    bundlePage({ entry: options.page, name: 'browser.page' }),
    launchBrowser(),
  ]);
  const files: Record<string, string> = out.files;
  files['/index.html'] =
    `<!doctype html><html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">${options.csp ? `<meta http-equiv="Content-Security-Policy" content="${options.csp.replace(/"/g, '')}">` : ''}<title>${title}</title><style>html,body{height:100%}</style>` +
    `<link rel="icon" href="data:,"><script type="module" src="/browser.page.js"></script></head><body><main><h1>${title}</h1><div id="root"></div></main></body></html>`;
  const dapp = await serveStatic({ files }).catch(async (error: unknown) => {
    await browser.close();
    throw error;
  });
  return {
    browser,
    dapp,
    async stop() {
      await browser.close().catch(() => undefined);
      await dapp.close().catch(() => undefined);
    },
  };
}
