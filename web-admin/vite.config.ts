import { defaultClientConditions, defineConfig } from 'vite';
import react from '@vitejs/plugin-react';

export default defineConfig({
  base: '/admin/',
  plugins: [react()],
  // @registry/domain is bundled from its TypeScript sources (the package's `source` condition).
  resolve: { conditions: ['source', ...defaultClientConditions] },
  build: { outDir: 'dist', emptyOutDir: true, sourcemap: true },
  server: { port: 5174, proxy: { '/api': 'http://localhost:3000' } },
});
