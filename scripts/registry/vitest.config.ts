import { fileURLToPath } from 'node:url';
import { defineConfig } from 'vitest/config';

// `npm run test:registry`: build → publish to a fresh Verdaccio → install into a new app → browser.
// Kept out of the main `npm test` include: it builds every package and installs from npm.
export default defineConfig({
  root: fileURLToPath(new URL('../..', import.meta.url)),
  resolve: { conditions: ['source'] },
  ssr: { resolve: { conditions: ['source'], externalConditions: ['source'] } },
  test: {
    include: ['scripts/registry/**/*.test.ts'],
    environment: 'node',
    // One step of the end-to-end run builds or installs for a minute or more on two cores.
    testTimeout: 300_000,
    hookTimeout: 180_000,
    fileParallelism: false,
    reporters: ['default'],
  },
});
