// The API's tests run as native ES modules in bare Node (jest-light-runner): this setup file
// teaches each worker's module loader the two things Node's own TypeScript support lacks here.
// - Legacy decorators with their design-time metadata (NestJS, class-validator): SWC compiles
//   each TypeScript file of the repository as it is loaded, with the options the build uses.
// - Sources import their siblings as "./x.js" (NodeNext style) while only "./x.ts" exists.
import { existsSync, readFileSync } from 'node:fs';
import { registerHooks } from 'node:module';
import { fileURLToPath } from 'node:url';
import { transformSync } from '@swc/core';

const swcOptions = {
  jsc: {
    parser: { syntax: 'typescript', decorators: true },
    transform: { legacyDecorator: true, decoratorMetadata: true, useDefineForClassFields: false },
    target: 'es2022',
    keepClassNames: true,
  },
  module: { type: 'es6' },
  sourceMaps: 'inline',
};

// A test file is imported with a query (jest-light-runner's `?<time>`), so the path is read without it.
const pathOf = (url) => url.replace(/[?#].*$/, '');
const isRepositoryTypeScript = (url) => url.startsWith('file:') && pathOf(url).endsWith('.ts') && !url.includes('/node_modules/');

registerHooks({
  resolve(specifier, context, nextResolve) {
    if (specifier.startsWith('.') && specifier.endsWith('.js') && context.parentURL && isRepositoryTypeScript(context.parentURL)) {
      const typescript = new URL(`${specifier.slice(0, -3)}.ts`, context.parentURL);
      if (existsSync(fileURLToPath(typescript))) return nextResolve(typescript.href, context);
    }
    return nextResolve(specifier, context);
  },
  load(url, context, nextLoad) {
    if (!isRepositoryTypeScript(url)) return nextLoad(url, context);
    const filename = fileURLToPath(pathOf(url));
    const { code } = transformSync(readFileSync(filename, 'utf8'), { ...swcOptions, filename });
    return { format: 'module', source: code, shortCircuit: true };
  },
});
