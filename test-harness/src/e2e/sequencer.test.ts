import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import type { TestSpecification, Vitest } from 'vitest/node';
import { SlowFirstSequencer, startsSlowWork } from './sequencer';

const repo = fileURLToPath(new URL('../../..', import.meta.url));
const at = (path: string) => `${repo}${path}`;

describe('the order test files start in', () => {
  it('tells the files that start Chromium, the stack, a chain or a process (directly or through a module beside them)', () => {
    expect(startsSlowWork(at('examples/demo/e2e/demo.e2e.test.ts'))).toBe(true);
    expect(startsSlowWork(at('plugins/pay/src/browser.test.ts'))).toBe(true);
    expect(startsSlowWork(at('test-harness/src/reliability/faultMatrix.test.ts'))).toBe(true);
    // A three-line file whose suite (./test/suite) starts the chains and Chromium.
    expect(startsSlowWork(at('plugins/wagmi/src/connector.v3.test.ts'))).toBe(true);
    expect(startsSlowWork(at('kernel/src/caip/index.test.ts'))).toBe(false);
    expect(startsSlowWork(at('test-harness/src/e2e/sequencer.test.ts'))).toBe(false);
  });

  /** Vitest's side of the sequencer: a cache with file sizes and, when `timed`, last durations. */
  function sequencer(sizes: Record<string, number>, timed: boolean) {
    const ctx = {
      config: { root: repo },
      cache: {
        getFileTestResults: (key: string) => (timed ? { duration: sizes[key.slice(1)]!, failed: false } : undefined),
        getFileStats: (key: string) => ({ size: sizes[key.slice(1)]! }),
      },
    };
    const specs = Object.keys(sizes).map((path) => ({ moduleId: at(path), project: { name: '', config: { sequence: { groupOrder: 0 }, isolate: true } } }));
    return { sequencer: new SlowFirstSequencer(ctx as unknown as Vitest), specs: specs as unknown as TestSpecification[] };
  }
  const paths = (specs: TestSpecification[]) => specs.map((s) => s.moduleId.slice(repo.length));

  it('without durations (a clean clone): the slow files first, each group largest first', async () => {
    const sizes = { 'kernel/src/pluginApi.test.ts': 30_000, 'test-harness/src/reliability/faultMatrix.test.ts': 3_000, 'kernel/src/caip/index.test.ts': 500, 'examples/demo/e2e/demo.e2e.test.ts': 38_000 };
    const { sequencer: s, specs } = sequencer(sizes, false);
    expect(paths(await s.sort(specs))).toEqual(['examples/demo/e2e/demo.e2e.test.ts', 'test-harness/src/reliability/faultMatrix.test.ts', 'kernel/src/pluginApi.test.ts', 'kernel/src/caip/index.test.ts']);
  });

  it('with the last run’s durations for every file: Vitest’s order, longest first', async () => {
    const sizes = { 'kernel/src/pluginApi.test.ts': 30_000, 'test-harness/src/reliability/faultMatrix.test.ts': 3_000, 'examples/demo/e2e/demo.e2e.test.ts': 38_000 };
    const { sequencer: s, specs } = sequencer(sizes, true);
    expect(paths(await s.sort(specs))).toEqual(['examples/demo/e2e/demo.e2e.test.ts', 'kernel/src/pluginApi.test.ts', 'test-harness/src/reliability/faultMatrix.test.ts']);
  });
});
