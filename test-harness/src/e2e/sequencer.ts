// The order test files start in (vitest.config.ts `sequence.sequencer`). With two files at a time,
// a long file that starts last makes the run wait for it alone; short files are what should fill
// the end. Vitest orders by the durations of the last run when it has them; on a clean clone it has
// none and orders by file size, which puts some long files (a small file that drives Chromium or the
// local stack) near the end. Without durations for every file, the files that start a browser, the
// stack, a chain or another process go first (each group keeps Vitest's order).
import { existsSync, readFileSync } from 'node:fs';
import { dirname, relative, resolve } from 'node:path';
import { BaseSequencer, type TestSpecification } from 'vitest/node';

/** What a slow file calls: Chromium, the local stack or part of it, or another process. */
const SLOW_CALL = /\b(?:launchBrowser|startDemoEnv|startPluginPage|startViewPage|startStack|startLocalStack|startReliabilityStack|startChains|spawn)\(/;
const RELATIVE_IMPORT = /\bfrom\s+'(\.{1,2}\/[^']+)'/g;

/** True when `file`, or a module it imports by a relative path (one level), makes a slow call. */
export function startsSlowWork(file: string, depth = 1): boolean {
  let text: string;
  try {
    text = readFileSync(file, 'utf8');
  } catch {
    return false;
  }
  if (SLOW_CALL.test(text)) return true;
  if (depth === 0) return false;
  for (const [, spec] of text.matchAll(RELATIVE_IMPORT)) {
    const base = resolve(dirname(file), spec!);
    const target = [base, `${base}.ts`, `${base}.tsx`, `${base}/index.ts`].find((candidate) => /\.tsx?$/.test(candidate) && existsSync(candidate));
    if (target && startsSlowWork(target, depth - 1)) return true;
  }
  return false;
}

export class SlowFirstSequencer extends BaseSequencer {
  override async sort(files: TestSpecification[]): Promise<TestSpecification[]> {
    const sorted = await super.sort(files);
    const timed = (spec: TestSpecification) => this.ctx.cache.getFileTestResults(`${spec.project.name}:${relative(this.ctx.config.root, spec.moduleId)}`) !== undefined;
    if (sorted.every(timed)) return sorted;
    const slow = new Set(sorted.filter((spec) => startsSlowWork(spec.moduleId)));
    return [...sorted.filter((spec) => slow.has(spec)), ...sorted.filter((spec) => !slow.has(spec))];
  }
}
