#!/usr/bin/env node
// Checks that the running Node satisfies the `engines.node` range of every installed package
// (issue 25 §4): a package that needs a newer Node fails here, by name, instead of at run time.
import { readdirSync, readFileSync, existsSync } from 'node:fs';
import { join } from 'node:path';
import semver from 'semver';

const root = join(import.meta.dirname, '..');
const unmet = [];
let checked = 0;

function packagesIn(modules) {
  if (!existsSync(modules)) return [];
  return readdirSync(modules, { withFileTypes: true })
    .filter((entry) => entry.isDirectory() || entry.isSymbolicLink())
    .flatMap((entry) =>
      entry.name.startsWith('@')
        ? readdirSync(join(modules, entry.name)).map((name) => join(modules, entry.name, name))
        : entry.name.startsWith('.')
          ? []
          : [join(modules, entry.name)],
    );
}

function visit(modules) {
  for (const dir of packagesIn(modules)) {
    const manifestPath = join(dir, 'package.json');
    if (!existsSync(manifestPath)) continue;
    const manifest = JSON.parse(readFileSync(manifestPath, 'utf8'));
    const range = manifest.engines?.node;
    if (typeof range === 'string' && semver.validRange(range)) {
      checked++;
      if (!semver.satisfies(process.version, range, { includePrerelease: true }))
        unmet.push(`${manifest.name}@${manifest.version} needs node ${range}`);
    }
    visit(join(dir, 'node_modules'));
  }
}

for (const workspace of ['.', 'api', 'web-applicant', 'web-admin', 'packages/domain']) visit(join(root, workspace, 'node_modules'));
console.log(`engines: node ${process.version} satisfies ${checked - unmet.length} of ${checked} installed packages' engines.node`);
if (unmet.length > 0) {
  for (const line of unmet) console.log(`  unmet: ${line}`);
  process.exit(1);
}
