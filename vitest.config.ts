import { defineConfig } from 'vitest/config';
import { SlowFirstSequencer } from './test-harness/src/e2e/sequencer';

// One runner for every package. `source` makes workspace imports resolve to TypeScript sources,
// so tests never depend on a previous build.
export default defineConfig({
  resolve: {
    conditions: ['source'],
  },
  ssr: {
    resolve: {
      conditions: ['source'],
      externalConditions: ['source'],
    },
  },
  test: {
    include: ['{kernel,react,presets,testing,test-harness}/src/**/*.test.{ts,tsx}', 'plugins/*/src/**/*.test.{ts,tsx}', 'examples/*/src/**/*.test.{ts,tsx}', 'examples/*/e2e/**/*.test.ts', 'scripts/*.test.ts', 'docs/*.test.ts'],
    environment: 'node',
    // One directory per run for the builds the browser tests share (the demo's Vite build, the
    // mock wallets' bundles): test-harness/src/e2e/runCache.ts.
    globalSetup: ['test-harness/src/e2e/globalSetup.ts'],
    // Files run one at a time by default here (Vitest's default: cores - 1), which suits a machine
    // shared with other runs. VITEST_MAX_WORKERS=2 runs two at a time (as .ci/run
    // does): the browser and stack tests spend most of their time waiting.
    // Files that drive Chromium or the stack start first, so the short ones fill the end.
    sequence: { sequencer: SlowFirstSequencer },
    // 30 s: two files at a time on two cores leave each browser test about one core.
    testTimeout: 30_000,
    hookTimeout: 120_000,
    reporters: ['default'],
  },
});
