import { existsSync } from 'node:fs';
import { chromium } from 'playwright-core';
import type { Browser, LaunchOptions } from 'playwright-core';

/** Flags that keep Chromium offline, quiet and runnable as root in a container. */
export const CHROMIUM_ARGS: readonly string[] = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
];

/** Where Debian's chromium lives; LATCHKEY_CHROMIUM overrides it. */
export function chromiumPath(): string {
  return process.env.LATCHKEY_CHROMIUM ?? '/usr/bin/chromium';
}

/**
 * Launches headless Debian Chromium through playwright-core. Each launch gets a fresh temporary
 * profile (Playwright creates and deletes it), so no state leaks between test files.
 *
 * @example
 * ```ts
 * const browser = await launchBrowser();
 * // ... openPage(browser, url) ...
 * await browser.close();
 * ```
 */
export async function launchBrowser(options: Pick<LaunchOptions, 'headless' | 'slowMo' | 'timeout'> = {}): Promise<Browser> {
  const executablePath = chromiumPath();
  if (!existsSync(executablePath)) {
    throw new Error(`Chromium not found at ${executablePath}. Run test-harness/scripts/setup-chromium.sh (as root), or set LATCHKEY_CHROMIUM.`);
  }
  return chromium.launch({ executablePath, headless: options.headless ?? true, args: [...CHROMIUM_ARGS], timeout: options.timeout ?? 60_000, slowMo: options.slowMo });
}
