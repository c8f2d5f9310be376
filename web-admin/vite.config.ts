import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { build, defaultClientConditions, defaultServerConditions, defineConfig, type Plugin } from 'vite';
import react from '@vitejs/plugin-react';
import { compression } from 'vite-plugin-compression2';

const root = path.dirname(fileURLToPath(import.meta.url));

/**
 * The sign-in screen's styles with the page (issue 31 §6, docs/web-admin.md "First load").
 * src/prerender.tsx is bundled for Node and rendered (the default language, light theme); emotion,
 * rendering on a server, writes a `<style data-emotion="muirtl <names>">` beside each element. The
 * rules become a stylesheet of their own (assets/sign-in-<hash>.css, compressed and cached for a
 * year like any asset; index.html itself goes uncompressed), linked from index.html's head, and
 * the names stay in index.html as empty style elements, which the browser's emotion cache takes up
 * as a server-rendered page's: the styles of those names are neither computed through stylis,
 * mirrored for right to left (cssjanus) nor inserted again while the form is first drawn. The
 * styles of another language's direction or theme are computed in the browser as before.
 */
function prerenderedSignInStyles(): Plugin {
  let base = '/';
  return {
    name: 'registry:prerendered-sign-in-styles',
    apply: 'build',
    // After Vite's own HTML plugin has written index.html into the bundle.
    enforce: 'post',
    configResolved(config) {
      base = config.base;
    },
    async generateBundle(_options, bundle) {
      const page = bundle['index.html'];
      if (page?.type !== 'asset') throw new Error('prerender: index.html is not in the bundle yet');
      const rendered = await renderSignInInNode();
      const { markers, css } = emotionStylesOf(rendered.html, rendered.names);
      const stylesheet = this.getFileName(this.emitFile({ type: 'asset', name: 'sign-in.css', source: css }));
      page.source = String(page.source).replace(
        '</head>',
        `  <link rel="stylesheet" href="${base}${stylesheet}">\n    ${markers}\n  </head>`,
      );
    },
  };
}

/** src/prerender.tsx bundled for Node (whole, `noExternal`: it runs from anywhere) and rendered. */
async function renderSignInInNode(): Promise<{ html: string; names: string[] }> {
  const outDir = mkdtempSync(path.join(tmpdir(), 'web-admin-prerender-'));
  try {
    await build({
      configFile: false,
      root,
      mode: 'production',
      logLevel: 'warn',
      plugins: [react()],
      // The class names are hashes of the styles, and MUI labels them in development: production, as in the browser.
      define: { 'process.env.NODE_ENV': JSON.stringify('production') },
      resolve: { conditions: ['source', ...defaultServerConditions] },
      ssr: {
        noExternal: true,
        resolve: { conditions: ['source', ...defaultServerConditions], externalConditions: ['source', ...defaultServerConditions] },
      },
      build: { ssr: 'src/prerender.tsx', outDir, emptyOutDir: true, minify: false, sourcemap: false, copyPublicDir: false },
    });
    const { renderSignIn } = (await import(pathToFileURL(path.join(outDir, 'prerender.js')).href)) as {
      renderSignIn: () => { html: string; names: string[] };
    };
    return renderSignIn();
  } finally {
    rmSync(outDir, { recursive: true, force: true });
  }
}

/**
 * The style elements emotion rendered on the server, emptied (`markers`: one for the components'
 * names, and each `<Global>`'s own, as emotion's `<Global>` looks them up), and their rules in the
 * page's order (`css`).
 */
function emotionStylesOf(rendered: string, inserted: string[]): { markers: string; css: string } {
  const names: string[] = [];
  const rules: string[] = [];
  const globals: string[] = [];
  const globalRules: string[] = [];
  for (const [, key, global, ids, css] of rendered.matchAll(/<style data-emotion="(\w+)(-global)? ([^"]+)"[^>]*>([\s\S]*?)<\/style>/g)) {
    if (key !== 'muirtl')
      throw new Error(`prerender: styles of the emotion cache "${key}", expected muirtl (right to left, emotion-cache.ts)`);
    if (global) {
      // Each `<Global>` takes up one element of its own (and renames it): one for each, repeats included.
      globals.push(`<style data-emotion="${key}-global ${ids}"></style>`);
      if (!globalRules.includes(css!)) globalRules.push(css!);
    } else {
      names.push(...ids!.split(' '));
      rules.push(css!);
    }
  }
  if (names.length === 0) throw new Error('prerender: the sign-in screen rendered no styles');
  // The names of empty styles, which have no element, are taken up too.
  names.push(...inserted.filter((name) => !names.includes(name)));
  return {
    markers: [...globals, `<style data-emotion="muirtl ${names.join(' ')}"></style>`].join('\n    '),
    css: [...globalRules, ...rules].join('\n'),
  };
}

export default defineConfig({
  base: '/admin/',
  // Every asset also as .br and .gz beside it, served by content negotiation (api web-apps.ts).
  plugins: [
    react(),
    prerenderedSignInStyles(),
    compression({ algorithms: ['brotliCompress', 'gzip'], threshold: 1024, exclude: [/\.map$/, /\.(png|jpe?g|webp|woff2?|pdf)$/] }),
  ],
  // @registry/domain is bundled from its TypeScript sources (the package's `source` condition).
  resolve: { conditions: ['source', ...defaultClientConditions] },
  build: { outDir: 'dist', emptyOutDir: true, sourcemap: true, manifest: true },
  server: { port: 5174, proxy: { '/api': 'http://localhost:3000' } },
});
