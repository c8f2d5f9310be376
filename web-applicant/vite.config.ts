import { createRequire } from 'node:module';
import path from 'node:path';
import { defaultClientConditions, defineConfig } from 'vite';
import react from '@vitejs/plugin-react';
import { compression } from 'vite-plugin-compression2';

const require = createRequire(import.meta.url);
/** react-router's package exports only its development build (dev warnings on); its production build sits beside it. */
const reactRouterProduction = path.join(path.dirname(require.resolve('react-router/package.json')), 'dist', 'production');

export default defineConfig(({ command }) => ({
  base: '/',
  // Every asset also as .br and .gz beside it, served by content negotiation (api web-apps.ts).
  plugins: [react(), compression({ algorithms: ['brotliCompress', 'gzip'], threshold: 1024, exclude: [/\.map$/, /\.(png|jpe?g|webp|woff2?|pdf)$/] })],
  // @registry/domain is bundled from its TypeScript sources (the package's `source` condition).
  resolve: {
    conditions: ['source', ...defaultClientConditions],
    // The build bundles react-router's production files; `vite` (development) keeps its warnings.
    alias:
      command === 'build'
        ? [
            { find: /^react-router$/, replacement: path.join(reactRouterProduction, 'index.mjs') },
            { find: /^react-router\/dom$/, replacement: path.join(reactRouterProduction, 'dom-export.mjs') },
          ]
        : [],
  },
  build: {
    outDir: 'dist',
    emptyOutDir: true,
    sourcemap: true,
    // dist/.vite/manifest.json: the root scripts/report-bundle.mjs follows it to measure each page of bundle-budgets.json.
    manifest: true,
    rolldownOptions: {
      output: {
        codeSplitting: {
          // zod and the one module that imports it for every feature (lib/api/parse.ts) in a chunk of
          // their own, so that the chunk holding the API client (every page's) does not pull zod in.
          groups: [{ name: 'zod', test: /node_modules[\\/]zod[\\/]|src[\\/]lib[\\/]api[\\/]parse\.ts$/, includeDependenciesRecursively: false }],
        },
      },
    },
  },
  server: { port: 5173, proxy: { '/api': 'http://localhost:3000' } },
}));
