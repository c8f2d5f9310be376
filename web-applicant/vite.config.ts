import { readFileSync } from 'node:fs';
import { defaultClientConditions, defineConfig } from 'vite';
import react from '@vitejs/plugin-react';
import { compression } from 'vite-plugin-compression2';
import { VitePWA } from 'vite-plugin-pwa';

/** The files of the error-reporting SDK's chunk, from the build's manifest (dist/.vite/manifest.json). */
function onlyWithDsn(): Set<string> {
  const manifest = JSON.parse(readFileSync(new URL('dist/.vite/manifest.json', import.meta.url), 'utf8')) as Record<string, { file: string }>;
  return new Set(Object.entries(manifest).filter(([source]) => source.includes('node_modules/@sentry/')).map(([, chunk]) => chunk.file));
}

export default defineConfig({
  base: '/',
  plugins: [
    react(),
    // Every asset also as .br and .gz beside it, served by content negotiation (api web-apps.ts).
    compression({ algorithms: ['brotliCompress', 'gzip'], threshold: 1024, exclude: [/\.map$/, /\.(png|jpe?g|webp|woff2?|pdf)$/] }),
    // The service worker (src/service-worker/sw.ts → dist/sw.js, at the root: served `no-cache`
    // like every file outside assets/). Registered by the page itself (app/service-worker.ts),
    // no web app manifest; docs/web-applicant.md, "Service worker and offline".
    VitePWA({
      strategies: 'injectManifest',
      srcDir: 'src/service-worker',
      filename: 'sw.ts',
      injectRegister: false,
      manifest: false,
      injectManifest: {
        // A classic script: every browser with service workers runs it.
        rollupFormat: 'iife',
        sourcemap: false,
        // The hashed build files a page needs: scripts, styles, and the fonts' subsets the four
        // languages use (Arabic script; Latin and Latin Extended for Kurmanji). Not index.html
        // (pages are kept per URL at run time), the PDFs, the source maps, the .br/.gz copies,
        // the .woff fallbacks or the other scripts' font subsets (kept at run time if ever asked).
        globPatterns: [
          'assets/**/*.{js,css}',
          // Right to left, Noto Sans Arabic comes first: its Arabic and Latin subsets; left to right, Noto Sans's Latin ones.
          'assets/noto-sans-arabic-{arabic,latin}-{400,500,700}-normal-*.woff2',
          'assets/noto-sans-{latin,latin-ext}-{400,500,700}-normal-*.woff2',
        ],
        globIgnores: ['**/*.map'],
        // Not the error-reporting SDK: it loads only where the API names a DSN (src/lib/errors), then is kept at run time.
        manifestTransforms: [async (entries) => ({ manifest: entries.filter((entry) => !onlyWithDsn().has(entry.url)), warnings: [] })],
        // Hashed names: the URL is the revision.
        dontCacheBustURLsMatching: /^assets\//,
        maximumFileSizeToCacheInBytes: 3 * 1024 * 1024,
      },
      devOptions: { enabled: false },
    }),
  ],
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
