#!/usr/bin/env node
/**
 * The JavaScript a browser downloads before each budgeted page of a web app is usable, in gzipped
 * KB (1,024 bytes), against its budget (issue 25 §2). One script for
 * both apps: each app's build runs it from its own folder, and the app's `bundle-budgets.json`
 * names the pages, their budgets and what each loads beyond the entry:
 *
 *   { "failOverBudget": false, "pages": [{ "path": "/", "budgetKb": 150, "modules": ["src/app/app.tsx", "src/features/home/locales/ckb.json", …] }] }
 *
 * With `failOverBudget` the build fails (exit 1) when a page is over (web-admin); without it the
 * figures are printed and e2e/budgets.spec.ts is the check that fails (web-applicant).
 *
 * A page's scripts, read from Vite's manifest (dist/.vite/manifest.json, `build.manifest`): the
 * entry script of dist/index.html and its <link rel="modulepreload">, the modules the page loads
 * lazily (`modules`: manifest keys, i.e. source paths: the router's page chunk, the texts of the
 * page's language, `…/locales/ckb.json`), and every chunk these import statically. Each file
 * counts at the size the server sends a gzip-only client: the .gz beside it
 * (vite-plugin-compression2), or the file gzipped when it has none.
 * e2e/budgets.spec.ts measures the same pages in a browser.
 *
 * Usage (from an app's folder, after `vite build`): node ../scripts/report-bundle.mjs
 */
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { gzipSync } from 'node:zlib';

const appDir = process.cwd();
const dist = path.join(appDir, 'dist');
const app = path.basename(appDir);

function fail(message) {
  console.error(`report-bundle (${app}): ${message}`);
  process.exit(1);
}

const configPath = path.join(appDir, 'bundle-budgets.json');
const manifestPath = path.join(dist, '.vite', 'manifest.json');
const indexPath = path.join(dist, 'index.html');
if (!existsSync(configPath)) fail('bundle-budgets.json is missing in the app folder.');
if (!existsSync(indexPath)) fail('dist/index.html is missing: run `vite build` first.');
if (!existsSync(manifestPath)) fail('dist/.vite/manifest.json is missing: `build.manifest` must be on in vite.config.ts.');

/** @type {{ failOverBudget?: boolean, pages: { path: string, budgetKb: number, modules?: string[] }[] }} */
const config = JSON.parse(readFileSync(configPath, 'utf8'));
/** @type {Record<string, { file: string, src?: string, isEntry?: boolean, isDynamicEntry?: boolean, imports?: string[], dynamicImports?: string[] }>} */
const manifest = JSON.parse(readFileSync(manifestPath, 'utf8'));
const html = readFileSync(indexPath, 'utf8');

const keyOfFile = new Map(Object.entries(manifest).map(([key, chunk]) => [chunk.file, key]));
const attribute = (tag, name) => tag.match(new RegExp(`\\s${name}\\s*=\\s*["']([^"']+)["']`, 'i'))?.[1];
// index.html names files under the app's base (/assets/…, /admin/assets/…); dist holds them as assets/….
const toDistFile = (url) =>
  url
    .replace(/^.*?\/(assets\/)/, '$1')
    .replace(/^\//, '')
    .split(/[?#]/)[0];
const tags = (name) => [...html.matchAll(new RegExp(`<${name}\\b[^>]*>`, 'gi'))].map(([tag]) => tag);

const entryFiles = [
  ...tags('script')
    .filter((tag) => /type\s*=\s*["']module["']/i.test(tag) && attribute(tag, 'src'))
    .map((tag) => toDistFile(attribute(tag, 'src'))),
  ...tags('link')
    .filter((tag) => /rel\s*=\s*["']modulepreload["']/i.test(tag) && attribute(tag, 'href'))
    .map((tag) => toDistFile(attribute(tag, 'href'))),
];
if (entryFiles.length === 0) fail('no <script type="module" src> in dist/index.html.');

/** The files the given manifest keys load: themselves and their static imports. */
function filesLoadedBy(keys) {
  const files = new Set();
  const pending = [...keys];
  while (pending.length > 0) {
    const key = pending.pop();
    const chunk = manifest[key];
    if (!chunk || files.has(chunk.file)) continue;
    files.add(chunk.file);
    pending.push(...(chunk.imports ?? []));
  }
  return files;
}

const sizes = new Map();
/** Bytes sent to a gzip-only client. */
function gzipped(file) {
  if (!sizes.has(file)) {
    const full = path.join(dist, file);
    if (!existsSync(full)) fail(`${file} is referenced but not in dist/.`);
    sizes.set(file, existsSync(`${full}.gz`) ? readFileSync(`${full}.gz`).length : gzipSync(readFileSync(full)).length);
  }
  return sizes.get(file);
}
const kb = (bytes) => (bytes / 1024).toFixed(1);

const entryKeys = entryFiles.map((file) => keyOfFile.get(file) ?? file);
let over = false;
const summary = [];
for (const page of config.pages) {
  const unknown = (page.modules ?? []).filter((key) => !manifest[key]);
  if (unknown.length > 0) fail(`${page.path}: not in the manifest: ${unknown.join(', ')} (update bundle-budgets.json).`);
  const files = filesLoadedBy([...entryKeys, ...(page.modules ?? [])]);
  for (const file of entryFiles) files.add(file);
  const rows = [...files].filter((file) => file.endsWith('.js')).map((file) => ({ file, bytes: gzipped(file) }));
  rows.sort((a, b) => b.bytes - a.bytes);
  const total = rows.reduce((sum, row) => sum + row.bytes, 0);
  const pageOver = total > page.budgetKb * 1024;
  over ||= pageOver;
  console.log(`\n${page.path}: ${rows.length} scripts until usable`);
  for (const row of rows) console.log(`  ${kb(row.bytes).padStart(7)} KB  ${row.file}`);
  summary.push(
    `  ${page.path.padEnd(24)} ${kb(total).padStart(7)} KB gzipped (budget ${page.budgetKb} KB)${pageOver ? ' — OVER BUDGET' : ''}`,
  );
}
console.log(`\n${app}: JavaScript until each page is usable\n${summary.join('\n')}\n`);
if (over && config.failOverBudget) process.exit(1);
