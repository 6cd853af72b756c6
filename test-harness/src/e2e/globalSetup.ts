// Vitest global setup (vitest.config.ts): one directory per run for the builds the test files
// share (runCache.ts, which declares the provided key), handed to the workers with `provide` and
// removed when the run ends.
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { TestProject } from 'vitest/node';

export default function setup(project: TestProject): () => void {
  const dir = mkdtempSync(join(tmpdir(), 'latchkey-run-'));
  project.provide('latchkeyRunCache', dir);
  return () => rmSync(dir, { recursive: true, force: true });
}
