import { defaultClientConditions, defineConfig } from 'vite';
import react from '@vitejs/plugin-react';

export default defineConfig({
  base: '/',
  plugins: [react()],
  // @registry/domain is bundled from its TypeScript sources (the package's `source` condition).
  resolve: { conditions: ['source', ...defaultClientConditions] },
  build: {
    outDir: 'dist',
    emptyOutDir: true,
    sourcemap: true,
    // dist/.vite/manifest.json: scripts/report-bundle.mjs follows it to measure the first load.
    manifest: true,
  },
  server: { port: 5173, proxy: { '/api': 'http://localhost:3000' } },
});
