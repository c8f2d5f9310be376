#!/usr/bin/env node
/**
 * Measures the JavaScript a browser must download before the back office can show its sign-in
 * screen, and fails the build when it exceeds the budget (issue 24 §6: 250 KB gzipped).
 *
 * The sign-in screen (src/layout/LoginPage.tsx) is part of the entry: its first load is the entry
 * script of dist/index.html, every chunk it imports statically (transitively, from Vite's
 * manifest) and any <link rel="modulepreload"> in index.html. The layout, dashboard and every
 * resource's screens are lazy chunks (src/resources/lazy.ts) and are listed apart, for information.
 *
 * Sizes are gzip at the default level, in KB of 1,024 bytes (as web-applicant's report).
 * Usage: node scripts/report-bundle.mjs [--budget=250]
 */
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { gzipSync } from 'node:zlib';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const dist = path.join(root, 'dist');
const budgetArg = process.argv.find((arg) => arg.startsWith('--budget='));
const BUDGET_KB = budgetArg ? Number(budgetArg.split('=')[1]) : 250;

function fail(message) {
  console.error(`report-bundle: ${message}`);
  process.exit(1);
}

const manifestPath = path.join(dist, '.vite', 'manifest.json');
const indexPath = path.join(dist, 'index.html');
if (!existsSync(indexPath)) fail('dist/index.html is missing: run `vite build` first.');
if (!existsSync(manifestPath)) fail('dist/.vite/manifest.json is missing: `build.manifest` must be on in vite.config.ts.');

/** @type {Record<string, { file: string, src?: string, isEntry?: boolean, isDynamicEntry?: boolean, imports?: string[] }>} */
const manifest = JSON.parse(readFileSync(manifestPath, 'utf8'));
const html = readFileSync(indexPath, 'utf8');

const byFile = new Map(Object.entries(manifest).map(([key, chunk]) => [chunk.file, key]));
const attribute = (tag, name) => tag.match(new RegExp(`\\s${name}\\s*=\\s*["']([^"']+)["']`, 'i'))?.[1];
// index.html names assets under the base (/admin/assets/…); dist holds them as assets/….
const toDistFile = (url) => url.replace(/^\/admin\//, '').replace(/^\//, '').split(/[?#]/)[0];
const tags = (name) => [...html.matchAll(new RegExp(`<${name}\\b[^>]*>`, 'gi'))].map(([tag]) => tag);

const entryScripts = tags('script')
  .filter((tag) => /type\s*=\s*["']module["']/i.test(tag) && attribute(tag, 'src'))
  .map((tag) => toDistFile(attribute(tag, 'src')));
const preloads = tags('link')
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

console.log('\nSign-in screen, first-load JavaScript (entry and its static imports):');
for (const row of rows) console.log(`  ${kb(row.bytes).padStart(7)} KB  ${row.file}`);

const lazy = Object.values(manifest).filter((chunk) => chunk.file.endsWith('.js') && !firstLoad.has(chunk.file));
const lazyTotal = lazy.reduce((sum, chunk) => sum + gzipped(chunk.file), 0);
console.log(`  (then, when signed in: ${lazy.length} lazy chunks, ${kb(lazyTotal)} KB gzipped in all)`);

const over = total > BUDGET_KB * 1024;
console.log(`\nfirst-load JS for the sign-in screen (/admin/login): ${kb(total)} KB gzipped (budget ${BUDGET_KB} KB)${over ? ' — OVER BUDGET' : ''}\n`);
if (over) process.exit(1);
