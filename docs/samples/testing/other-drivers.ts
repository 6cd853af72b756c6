import { walletScripts } from '@latchkey/testing';

/** Puppeteer's page, as far as this needs it. */
interface PuppeteerPage {
  evaluateOnNewDocument(script: string): Promise<unknown>;
  evaluate(script: string): Promise<unknown>;
}

export async function withWallets(page: PuppeteerPage) {
  // One init script per namespace: run them, in order, before the page's own scripts.
  for (const script of await walletScripts({ evm: true, solana: true })) await page.evaluateOnNewDocument(script);
  // In the page, each namespace's controls are on window.__latchkeyTesting[namespace].
  await page.evaluate('window.__latchkeyTesting.evm.rejectNext()');
}
