import { readFileSync, readdirSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { startTestApp, type TestApp } from './support/test-app.js';

/**
 * Issue 32 §3: every route of the OpenAPI document is written in a controller source file, so
 * that grepping for a path finds its controller (docs/architecture.md, "Where routes live"). A
 * route is found when one controller file under api/src holds both its controller path
 * (`@Controller('v1/trade_names')`, or `@Controller()`) and its method's decorator with the rest
 * (`@Put(':id/transit/:event')`, `@Post()`), each a plain quoted literal: a path built at run time
 * (a template string, a constant) is not written and fails the test.
 */
const SOURCES = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../src');
const METHODS = ['get', 'post', 'put', 'patch', 'delete', 'head', 'options', 'all'] as const;

let t: TestApp;
beforeAll(async () => {
  t = await startTestApp();
});
afterAll(() => t.close());

interface WrittenRoutes {
  file: string;
  /** The paths of the file's `@Controller(...)` decorators ('' for `@Controller()`). */
  controllerPaths: string[];
  /** `[method, path]` of the file's route decorators (`@Get(':id')` is `['get', ':id']`). */
  methodPaths: [string, string][];
}

const sourceFiles = (dir: string): string[] =>
  readdirSync(dir, { withFileTypes: true }).flatMap((entry) =>
    entry.isDirectory() ? sourceFiles(path.join(dir, entry.name)) : entry.name.endsWith('.ts') ? [path.join(dir, entry.name)] : [],
  );

/** A decorator with no argument or one quoted literal; anything else (a template, a variable) is no written path. */
const decoratorPaths = (source: string, decorator: string): string[] =>
  [...source.matchAll(new RegExp(`@${decorator}\\(\\s*(?:'([^'\`$]*)'|"([^"\`$]*)")?\\s*\\)`, 'g'))].map((m) => m[1] ?? m[2] ?? '');

function writtenRoutes(): WrittenRoutes[] {
  return sourceFiles(SOURCES)
    .map((file) => ({ file, source: readFileSync(file, 'utf8') }))
    .filter(({ source }) => source.includes('@Controller('))
    .map(({ file, source }) => ({
      file: path.relative(SOURCES, file),
      controllerPaths: decoratorPaths(source, 'Controller'),
      methodPaths: METHODS.flatMap((method) =>
        decoratorPaths(source, method[0]!.toUpperCase() + method.slice(1)).map((p): [string, string] => [method, p]),
      ),
    }));
}

/** Nest joins the controller's and the method's paths with one slash; empty parts vanish. */
const joined = (...parts: string[]) =>
  parts
    .flatMap((p) => p.split('/'))
    .filter(Boolean)
    .join('/');

/** `/api/v1/trade_names/{id}` as written in the sources: `v1/trade_names/:id` (the global prefix `api` is create-app's). */
const asWritten = (documentPath: string) => joined(documentPath.replace(/^\/api(?=\/|$)/, '').replace(/\{([^}]+)\}/g, ':$1'));

describe('the routes of the OpenAPI document', () => {
  it('are each written literally in a controller file: its controller path and its method path', async () => {
    const doc = (await t.http.get('/api/docs/openapi.json').expect(200)).body as { paths: Record<string, Record<string, unknown>> };
    const files = writtenRoutes();
    const routes = Object.entries(doc.paths).flatMap(([documentPath, operations]) =>
      Object.keys(operations)
        .filter((method) => (METHODS as readonly string[]).includes(method))
        .map((method) => ({ method, path: asWritten(documentPath) })),
    );
    expect(routes.length).toBeGreaterThan(100);

    const unwritten = routes.filter(
      ({ method, path: route }) =>
        !files.some(({ controllerPaths, methodPaths }) =>
          controllerPaths.some((controllerPath) =>
            methodPaths.some(([m, methodPath]) => (m === method || m === 'all') && joined(controllerPath, methodPath) === route),
          ),
        ),
    );
    expect(unwritten).toEqual([]);
  });

  it('are written, not merely mentioned: a path in a comment or a template string does not count', () => {
    const source = [
      '/** GET /api/v1/examples/{id} */',
      '@Controller(`v1/${kind}`)',
      "@Controller('v1/things')",
      "@Get(':id')",
      '@Put(`:id/${step}`)',
      '@Post()',
    ].join('\n');
    expect(decoratorPaths(source, 'Controller')).toEqual(['v1/things']);
    expect(decoratorPaths(source, 'Get')).toEqual([':id']);
    expect(decoratorPaths(source, 'Put')).toEqual([]);
    expect(decoratorPaths(source, 'Post')).toEqual(['']);
    expect(asWritten('/api/v1/trade_names/{id}/transit/{event}')).toBe('v1/trade_names/:id/transit/:event');
    expect(asWritten('/dev/mail')).toBe('dev/mail');
    expect(joined('v1/trade_names', '')).toBe('v1/trade_names');
  });
});
