import { defineConfig } from 'vitest/config';

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
    testTimeout: 20_000,
    hookTimeout: 120_000,
    reporters: ['default'],
  },
});
