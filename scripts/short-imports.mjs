#!/usr/bin/env node
// Rewrites every import that climbs two or more folders into the workspace's `#src/…` alias
// (`#test/…` for the API's test support, a workspace's package name across workspaces), the
// form `npm run lint` requires (eslint.config.js, `no-restricted-imports`). Run after a merge
// that brings long relative imports back: `node scripts/short-imports.mjs`.
import { execFileSync } from 'node:child_process';
import { readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const WORKSPACES = ['api', 'web-applicant', 'web-admin', 'packages/domain', 'migrations', 'e2e'];
// Node's workspaces name files with their extension (`.js`, NodeNext); the Vite apps without.
const KEEPS_EXTENSION = new Set(['web-applicant', 'web-admin']);

const workspaceOf = (file) => WORKSPACES.find((ws) => file === ws || file.startsWith(`${ws}/`));

/** The alias of a file `target` imported from workspace `from`, or null when none applies. */
function aliasFor(from, target) {
  const to = workspaceOf(target);
  const strip = (p) => (KEEPS_EXTENSION.has(to) ? p : p.replace(/\.js$/, ''));
  if (to === from && target.startsWith(`${to}/src/`)) return `#src/${strip(target.slice(to.length + 5))}`;
  if (to === 'api' && from === 'api' && target.startsWith('api/test/')) return `#test/${strip(target.slice(9))}`;
  if (to === 'migrations' && from === 'api' && target === 'migrations/index.js') return '@registry/migrations';
  if (to === 'api' && from === 'e2e' && target.startsWith('api/dist/')) return `@registry/api/${target.slice(4)}`;
  return null;
}

const IMPORT = /(\b(?:from|import|require|mock|unstable_mockModule)\s*\(?\s*)(['"])((?:\.\.\/){2,}[^'"]*)\2/g;
const files = execFileSync('git', ['ls-files', '-z', '--', ...WORKSPACES], { cwd: root, encoding: 'utf8' })
  .split('\0')
  .filter((file) => /\.(ts|tsx|mts|js|mjs)$/.test(file));

let changed = 0;
const left = [];
for (const file of files) {
  const from = workspaceOf(file);
  const text = readFileSync(path.join(root, file), 'utf8');
  const next = text.replace(IMPORT, (whole, head, quote, specifier) => {
    const [bare, query = ''] = specifier.split('?');
    const alias = aliasFor(from, path.posix.normalize(path.posix.join(path.posix.dirname(file), bare)));
    if (alias === null) {
      left.push(`${file}: ${specifier}`);
      return whole;
    }
    return `${head}${quote}${alias}${query ? `?${query}` : ''}${quote}`;
  });
  if (next !== text) {
    writeFileSync(path.join(root, file), next);
    changed++;
  }
}
process.stdout.write(`${changed} files rewritten\n`);
if (left.length) process.stdout.write(`left as they are (no alias applies):\n  ${left.join('\n  ')}\n`);
