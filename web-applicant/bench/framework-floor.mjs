#!/usr/bin/env node
/**
 * npm run bench:bundle-floor: the gzipped JavaScript of the smallest page the applicant portal's
 * stack can show (framework-floor/*.tsx), against the first-load budgets of issue 25 §2. Each
 * variant is built alone by Vite as the portal is built (production, minified, gzip level 9 as
 * the build's precompression) and counted whole: what a browser must fetch before that page is
 * usable. The same-run baseline is the portal's own home page, measured from its last build
 * (dist/.vite/manifest.json, scripts/report-bundle.mjs), when there is one.
 *
 * Usage: npm run bench:bundle-floor (from the repository root).
 */
import { execFileSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { gzipSync } from 'node:zlib';
import react from '@vitejs/plugin-react';
import { build } from 'vite';

const here = path.dirname(fileURLToPath(import.meta.url));
const appDir = path.resolve(here, '..');
const floorDir = path.join(here, 'framework-floor');
const BUDGETS_KB = { '/': 150, '/tradenames/search': 200, '/businesses/register': 250 };

/** [entry, what it holds, the page whose budget it is the floor of] */
const VARIANTS = [
  ['frameworks.tsx', 'React + MUI (theme, RTL styles, app bar, button) + i18next', '/'],
  ['with-declarative-router.tsx', '+ react-router (declarative) + TanStack Query + zod/mini', '/'],
  ['with-data-router.tsx', '+ react-router (data router, as the portal) + TanStack Query + zod/mini', '/'],
  [
    'search-controls.tsx',
    "the data router variant + the search page's MUI controls (text field, radios, autocomplete, table)",
    '/tradenames/search',
  ],
  ['form-step-controls.tsx', "the data router variant + react-hook-form + a form step's MUI controls", '/businesses/register'],
];

async function gzippedKb(entry) {
  const result = await build({
    configFile: false,
    root: floorDir,
    logLevel: 'silent',
    plugins: [react()],
    build: { write: false, minify: true, modulePreload: false, rolldownOptions: { input: path.join(floorDir, entry) } },
  });
  const outputs = (Array.isArray(result) ? result : [result]).flatMap((r) => r.output);
  const bytes = outputs.filter((o) => o.type === 'chunk').reduce((sum, chunk) => sum + gzipSync(chunk.code, { level: 9 }).length, 0);
  return bytes / 1024;
}

const rows = [];
for (const [entry, label, page] of VARIANTS) rows.push([label, await gzippedKb(entry), page]);

console.log("\nThe stack's smallest page, gzipped JavaScript until usable:");
for (const [label, kb, page] of rows) {
  const budget = BUDGETS_KB[page];
  console.log(
    `  ${kb.toFixed(1).padStart(6)} KB  ${label}\n           ${(kb / budget).toFixed(2)}× the ${page} budget (${budget} KB): ${Math.max(0, budget - kb).toFixed(1)} KB left for the page itself`,
  );
}

// Baseline in the same run: the portal's own pages, from its last build.
if (existsSync(path.join(appDir, 'dist', '.vite', 'manifest.json'))) {
  const report = execFileSync(process.execPath, [path.join(appDir, '..', 'scripts', 'report-bundle.mjs')], {
    cwd: appDir,
    encoding: 'utf8',
  });
  const summary = report.slice(report.lastIndexOf('JavaScript until each page is usable'));
  console.log(`\nThe portal's pages (last build):\n${summary.split('\n').slice(1).join('\n')}`);
  const home = /^\s*\/\s+([\d.]+) KB/m.exec(summary)?.[1];
  if (home) console.log(`Ratio, the portal's home page to the smallest page on its router: ${(Number(home) / rows[2][1]).toFixed(2)}`);
} else {
  console.log('\n(no build of the portal: run `npm run build` for the same-run baseline)');
}
