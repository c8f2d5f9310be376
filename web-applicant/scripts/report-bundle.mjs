#!/usr/bin/env node
/**
 * Measures the JavaScript a browser must download before the portal can show `/`, and fails
 * the build when it exceeds the budget.
 *
 * First-load JS = the entry script of dist/index.html, every chunk it imports statically
 * (transitively, from Vite's manifest) and any <link rel="modulepreload"> in index.html.
 * The first load shows the splash (src/app/shell.tsx); the rest of the portal (src/app/app.tsx:
 * router, layout, authentication, API client, error reporting) and the home page's chunk load
 * under it. Their total is printed beside the budgeted figure, for information.
 *
 * Sizes are gzip at the default level (what a typical server sends), in KB of 1,024 bytes.
 * Usage: node scripts/report-bundle.mjs [--budget=150]
 */
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { gzipSync } from 'node:zlib';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const dist = path.join(root, 'dist');
const budgetArg = process.argv.find((arg) => arg.startsWith('--budget='));
const BUDGET_KB = budgetArg ? Number(budgetArg.split('=')[1]) : 150;
/** What loads lazily, under the splash, before `/` is shown: the app chunk and the home page (features/home/routes.tsx). */
const LAZY_MODULES_FOR_HOME = ['src/app/app.tsx', 'src/features/home/home-page.tsx'];

function fail(message) {
  console.error(`report-bundle: ${message}`);
  process.exit(1);
}

const manifestPath = path.join(dist, '.vite', 'manifest.json');
const indexPath = path.join(dist, 'index.html');
if (!existsSync(indexPath)) fail('dist/index.html is missing: run `vite build` first.');
if (!existsSync(manifestPath)) fail('dist/.vite/manifest.json is missing: `build.manifest` must be on in vite.config.ts.');

/** @type {Record<string, { file: string, src?: string, isEntry?: boolean, imports?: string[], dynamicImports?: string[] }>} */
const manifest = JSON.parse(readFileSync(manifestPath, 'utf8'));
const html = readFileSync(indexPath, 'utf8');

const byFile = new Map(Object.entries(manifest).map(([key, chunk]) => [chunk.file, key]));
const attribute = (tag, name) => tag.match(new RegExp(`\\s${name}\\s*=\\s*["']([^"']+)["']`, 'i'))?.[1];
const toDistFile = (url) => url.replace(/^\//, '').split(/[?#]/)[0];

const entryScripts = [...html.matchAll(/<script\b[^>]*>/gi)]
  .map(([tag]) => tag)
  .filter((tag) => /type\s*=\s*["']module["']/i.test(tag) && attribute(tag, 'src'))
  .map((tag) => toDistFile(attribute(tag, 'src')));
const preloads = [...html.matchAll(/<link\b[^>]*>/gi)]
  .map(([tag]) => tag)
  .filter((tag) => /rel\s*=\s*["']modulepreload["']/i.test(tag) && attribute(tag, 'href'))
  .map((tag) => toDistFile(attribute(tag, 'href')));
if (entryScripts.length === 0) fail('no <script type="module" src> in dist/index.html.');

/** The files a manifest key pulls in through static imports, itself included. */
function staticClosure(keys, seen = new Set()) {
  for (const key of keys) {
    const chunk = manifest[key];
    if (!chunk || seen.has(chunk.file)) continue;
    seen.add(chunk.file);
    staticClosure(chunk.imports ?? [], seen);
  }
  return seen;
}

const firstLoad = staticClosure([...entryScripts, ...preloads].map((file) => byFile.get(file) ?? file));
// Files named in index.html but unknown to the manifest still count.
for (const file of [...entryScripts, ...preloads]) firstLoad.add(file);

const gzipped = (file) => {
  const full = path.join(dist, file);
  if (!existsSync(full)) fail(`${file} is referenced but not in dist/.`);
  return gzipSync(readFileSync(full)).length;
};
const kb = (bytes) => (bytes / 1024).toFixed(1);

const rows = [...firstLoad].filter((file) => file.endsWith('.js')).map((file) => ({ file, bytes: gzipped(file) }));
rows.sort((a, b) => b.bytes - a.bytes);
const total = rows.reduce((sum, row) => sum + row.bytes, 0);

console.log('\nFirst-load JavaScript (entry and its static imports):');
for (const row of rows) console.log(`  ${kb(row.bytes).padStart(7)} KB  ${row.file}`);

const missing = LAZY_MODULES_FOR_HOME.filter((key) => !manifest[key]);
if (missing.length > 0) fail(`not in the manifest: ${missing.join(', ')} (update LAZY_MODULES_FOR_HOME).`);
const lazyFiles = [...staticClosure(LAZY_MODULES_FOR_HOME)].filter((file) => file.endsWith('.js') && !firstLoad.has(file));
const lazyRows = lazyFiles.map((file) => ({ file, bytes: gzipped(file) })).sort((a, b) => b.bytes - a.bytes);
const lazyTotal = lazyRows.reduce((sum, row) => sum + row.bytes, 0);
console.log('\nThen, under the splash, before the home page shows (app chunk, home page, their static imports):');
for (const row of lazyRows) console.log(`  ${kb(row.bytes).padStart(7)} KB  ${row.file}`);
console.log(`  = ${kb(lazyTotal)} KB; ${kb(total + lazyTotal)} KB in all for the home page`);

const over = total > BUDGET_KB * 1024;
console.log(`\nfirst-load JS for /: ${kb(total)} KB gzipped (budget ${BUDGET_KB} KB)${over ? ' — OVER BUDGET' : ''}\n`);
if (over) process.exit(1);
