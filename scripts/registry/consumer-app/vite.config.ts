import { defineConfig } from 'vite';
import react from '@vitejs/plugin-react';

// A plain Vite + React app: packages resolve through their published `exports` (no `source`).
export default defineConfig({
  plugins: [react()],
  build: { target: 'es2022', sourcemap: false },
});
