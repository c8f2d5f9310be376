#!/usr/bin/env node
/**
 * `tsc` for every type-check and every build of the repository: TypeScript 7, the native compiler
 * (`typescript-native`, an alias of `typescript@7`). It checks and emits as TypeScript 6 does (the
 * API's build: the same JavaScript, decorator metadata included) for a third of the CPU, which
 * `npm test` pays eight times (docs/testing.md, fourteenth measurement). TypeScript 6 (`typescript`)
 * stays for the tools that call its JavaScript API, typescript-eslint first; TypeScript 7 has none yet.
 * Usage: `node <root>/scripts/tsc.mjs <tsc's own arguments>`.
 */
import { createRequire } from 'node:module';
import path from 'node:path';
import { pathToFileURL } from 'node:url';

const packageJson = createRequire(import.meta.url).resolve('typescript-native/package.json');
// The package's `bin` is not among its exports: loaded by its file, it runs the compiler for this
// process's arguments and takes its place (or waits for it and hands back its exit code).
await import(pathToFileURL(path.join(path.dirname(packageJson), 'bin', 'tsc')).href);
