import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { bundleIife } from '../wallets/bundle';

const PAGE_DIR = path.join(path.dirname(fileURLToPath(import.meta.url)), 'page');

/** The frame's browser scripts, bundled once when the server starts. */
export interface FrameBundles {
  /** `/frame.js`: the frame page (protocol validators, origin checks, the API client). */
  frame: string;
  /** `/social-callback.js`: the OAuth callback page. */
  socialCallback: string;
}

/**
 * Bundles the page scripts with esbuild (the repo's `source` condition: the protocol's validators
 * come from @latchkey/embedded-wallet's sources and its generated messages.generated.js).
 *
 * @example
 * const { frame } = await buildFrameBundles();
 */
export async function buildFrameBundles(): Promise<FrameBundles> {
  try {
    const [frame, socialCallback] = await Promise.all([bundleIife(path.join(PAGE_DIR, 'main.ts')), bundleIife(path.join(PAGE_DIR, 'social-callback.ts'))]);
    return { frame, socialCallback };
  } catch (error) {
    const text = error instanceof Error ? error.message : String(error);
    const hint = /messages\.generated/.test(text) ? ' (run `npm run codegen` first: the protocol validators are generated)' : '';
    throw new Error(`Could not bundle the frame page${hint}: ${text}`);
  }
}
