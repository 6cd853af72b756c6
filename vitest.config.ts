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
    // expect.poll waits for something the page, a frame or the stack does next: Vitest's 1 s default
    // was too short on a loaded machine (the embedded wallet's page-clock test waited on the frame
    // server's fault list while Chromium, under two test files at a time, was still asking for the
    // frame). A poll that succeeds returns at once; this only bounds how long a failing one waits.
    expect: { poll: { timeout: 10_000 } },
    reporters: ['default'],
  },
});
