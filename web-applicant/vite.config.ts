import { readFileSync } from 'node:fs';
import path from 'node:path';
import { defaultClientConditions, defaultServerConditions, defineConfig, type Plugin } from 'vite';
import react from '@vitejs/plugin-react';
import { compression } from 'vite-plugin-compression2';
import { VitePWA } from 'vite-plugin-pwa';

/** The files of the error-reporting SDK's chunk, from the build's manifest (dist/.vite/manifest.json). */
function onlyWithDsn(): Set<string> {
  const manifest = JSON.parse(readFileSync(new URL('dist/.vite/manifest.json', import.meta.url), 'utf8')) as Record<
    string,
    { file: string }
  >;
  return new Set(
    Object.entries(manifest)
      .filter(([source]) => source.includes('node_modules/@sentry/'))
      .map(([, chunk]) => chunk.file),
  );
}

const appRoot = import.meta.dirname;

/**
 * In the server build only: each `import('…')` of the portal's own code first tells the renderer
 * which module it loads (`globalThis.__ssrImported`, entry-server.tsx), by the key Vite's client
 * manifest gives it (its path from this folder). The renderer announces those modules' chunks in
 * the page, so the browser asks for a route's code beside the entry, not after it. An import
 * written `import(/* after hydration *\/ '…')` (components/deferred.tsx) does not match and is
 * left out: the page becomes usable without that code, which is asked for afterwards.
 */
function trackDynamicImports(): Plugin {
  return {
    name: 'registry:track-dynamic-imports',
    // Before the TypeScript transform, which drops the comment that marks an import to leave out.
    enforce: 'pre',
    apply: (_config, { isSsrBuild }) => !!isSsrBuild,
    async transform(code, id) {
      if (id.includes('node_modules') || !/\.[cm]?[jt]sx?$/.test(id.split('?')[0]!) || !code.includes('import(')) return null;
      const calls = [...code.matchAll(/\bimport\(\s*(['"])([^'"]+)\1\s*\)/g)];
      if (!calls.length) return null;
      let out = '';
      let last = 0;
      for (const call of calls) {
        const resolved = await this.resolve(call[2]!, id);
        if (!resolved || resolved.external) continue;
        const key = path.relative(appRoot, resolved.id.split('?')[0]!).split(path.sep).join('/');
        out += `${code.slice(last, call.index)}(globalThis.__ssrImported?.(${JSON.stringify(key)}), ${call[0]})`;
        last = call.index! + call[0].length;
      }
      return { code: out + code.slice(last), map: null };
    },
  };
}

/**
 * Few scripts per page (issue 31 §3: on HTTP/1.1 and a phone's latency every request is a round
 * trip on one of six connections). What every page runs at start (React, MUI's core, the router,
 * TanStack Query, i18next and the portal's shell) is one chunk; the code that only some
 * pages share is copied into each of their chunks (rolldown's inline common chunks, which keeps
 * one module state across the copies) instead of being split into a file per combination of
 * pages. Style sheets stay files of their own, as Vite's CSS handling needs.
 */
const CODE_SPLITTING = {
  groups: [{ name: 'shell', tags: ['$initial' as const] }],
  experimentalInlineCommonChunks: { maxSize: Infinity, exclude: /\.(css|scss|sass|less|styl|stylus|pcss|postcss|sss)(\?|$)/ },
};

export default defineConfig(({ isSsrBuild, mode }) => ({
  base: '/',
  plugins: [
    react(),
    trackDynamicImports(),
    // Every asset also as .br and .gz beside it, served by content negotiation (api web-apps.ts).
    ...(isSsrBuild
      ? []
      : [compression({ algorithms: ['brotliCompress', 'gzip'], threshold: 1024, exclude: [/\.map$/, /\.(png|jpe?g|webp|woff2?|pdf)$/] })]),
    // The service worker (src/service-worker/sw.ts → dist/sw.js, at the root: served `no-cache`
    // like every file outside assets/). Registered by the page itself (app/service-worker.ts),
    // no web app manifest; docs/web-applicant.md, "Service worker and offline".
    ...(isSsrBuild
      ? []
      : [
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
              manifestTransforms: [
                async (entries) => ({ manifest: entries.filter((entry) => !onlyWithDsn().has(entry.url)), warnings: [] }),
              ],
              // Hashed names: the URL is the revision.
              dontCacheBustURLsMatching: /^assets\//,
              maximumFileSizeToCacheInBytes: 3 * 1024 * 1024,
            },
            devOptions: { enabled: false },
          }),
        ]),
  ],
  // @registry/domain is bundled from its TypeScript sources (the package's `source` condition).
  resolve: { conditions: ['source', ...defaultClientConditions] },
  // The server build (dist-server/entry-server.js, loaded by the API) is one self-contained file.
  // React's production build on the server too (the API's process need not say NODE_ENV=production).
  define: isSsrBuild ? { 'process.env.NODE_ENV': JSON.stringify(mode === 'production' ? 'production' : 'development') } : undefined,
  ssr: { noExternal: true, resolve: { conditions: ['source', ...defaultServerConditions], externalConditions: ['source'] } },
  build: isSsrBuild
    ? {
        outDir: 'dist-server',
        emptyOutDir: true,
        sourcemap: true,
        copyPublicDir: false,
        rolldownOptions: { output: { codeSplitting: false } },
      }
    : {
        outDir: 'dist',
        emptyOutDir: true,
        sourcemap: true,
        // dist/.vite/manifest.json: the server's renderer and scripts/report-bundle.mjs follow it.
        manifest: true,
        rolldownOptions: { output: { codeSplitting: CODE_SPLITTING } },
      },
  server: { port: 5173, proxy: { '/api': 'http://localhost:3000' } },
}));
