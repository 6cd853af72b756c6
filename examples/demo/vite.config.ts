import { defineConfig } from 'vite';
import react from '@vitejs/plugin-react';
import { fileURLToPath } from 'node:url';

// Workspace packages resolve to their TypeScript sources (the `source` export condition).
export default defineConfig({
  root: fileURLToPath(new URL('.', import.meta.url)),
  plugins: [react()],
  resolve: { conditions: ['source', 'module', 'browser', 'import', 'default'] },
  // Demo mode's mock wallets are in the build (the e2e build sets this to false: see e2e/support.ts).
  define: { __LATCHKEY_DEMO_MOCK_WALLETS__: 'true' },
  build: { outDir: 'dist', emptyOutDir: true, sourcemap: true, target: 'es2022' },
  server: { host: '127.0.0.1', strictPort: true },
  preview: { host: '127.0.0.1' },
});
