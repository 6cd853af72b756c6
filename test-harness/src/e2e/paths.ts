import path from 'node:path';
import { fileURLToPath } from 'node:url';

/** test-harness/artifacts/ (git-ignored): screenshots and other outputs of browser tests. */
export const ARTIFACTS_DIR = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../artifacts');

/**
 * Directory for one test's screenshots: test-harness/artifacts/screenshots/<test>/, with the
 * test name made file-system safe.
 *
 * @example
 * ```ts
 * screenshotsDirFor('connect flow > rejects'); // .../artifacts/screenshots/connect-flow-rejects
 * ```
 */
export function screenshotsDirFor(testName: string): string {
  const safe = testName.replace(/[^a-zA-Z0-9._-]+/g, '-').replace(/^-+|-+$/g, '') || 'unnamed';
  return path.join(ARTIFACTS_DIR, 'screenshots', safe);
}
