import { join } from 'node:path';
import { run, type RunResult } from './exec';

/**
 * The outside dapp's own browser test (consumer-app/e2e, copied with the app): compiled by the
 * dapp's TypeScript against the published declarations of @latchkey/testing and Playwright.
 */
export async function compileOutsideTest(appDir: string): Promise<void> {
  await run(join(appDir, 'node_modules/.bin/tsc'), ['-p', 'e2e/tsconfig.json'], { cwd: appDir, timeoutMs: 120_000 });
}

/** Where the outside dapp's test finds the app it tests. */
export interface OutsideTestEnv {
  APP_URL: string;
  CHAIN_ID: string;
  RPC_URL: string;
}

/**
 * Runs the compiled test with `node --test`, as the dapp's own `npm test` would: plain Node, the
 * packages from its node_modules, no Vitest and nothing from this repo.
 */
export function runOutsideTest(appDir: string, env: OutsideTestEnv): Promise<RunResult> {
  return run(process.execPath, ['--test', '--test-reporter=spec', 'e2e/dist/wallet.e2e.js'], { cwd: appDir, env: { ...env }, timeoutMs: 180_000 });
}
