/**
 * The repository's import boundaries (docs/architecture.md, "Boundaries"), checked by
 * `npm run lint` (the first step of `npm test`):
 *
 *   npx depcruise --config .dependency-cruiser.cjs api packages web-applicant web-admin migrations e2e
 *
 * Paths are relative to the repository root. Workspaces imported by name resolve through their
 * node_modules symlink to their sources (the `source` export condition), so a dependency's
 * `dependencyTypes` tell a by-path import ("local" alone) from a by-name one ("aliased" or "undetermined").
 */
const WORKSPACES = '(api|web-applicant|web-admin|packages/domain|migrations|e2e)';

/** @type {import('dependency-cruiser').IConfiguration} */
module.exports = {
  forbidden: [
    {
      name: 'domain-is-framework-free',
      severity: 'error',
      comment:
        'packages/domain runs in the API and in both browsers: it imports only its own files (relative or `#src/…`) ' +
        '(no framework, no Node built-in), and zxcvbn-ts, a pure-JavaScript password-strength estimator with its ' +
        'word lists (no I/O), for the password policy, and point-in-polygon-hao, a pure-JavaScript geometry predicate, ' +
        'for the location-in-district rule. Its tests (*.spec.ts, *.contract.ts) may also import vitest and fast-check.',
      from: { path: '^packages/domain/src/', pathNot: '\\.(spec|contract)\\.ts$' },
      to: { pathNot: ['^packages/domain/src/', '(^|/)node_modules/@zxcvbn-ts/', '(^|/)node_modules/point-in-polygon-hao/'] },
    },
    {
      name: 'domain-is-framework-free',
      severity: 'error',
      comment: "The domain's tests import the domain, their runner (vitest) and fast-check, nothing else.",
      from: { path: '^packages/domain/src/.+\\.(spec|contract)\\.ts$' },
      to: { pathNot: ['^packages/domain/src/', '(^|/)node_modules/vitest/', '(^|/)node_modules/fast-check/'] },
    },
    {
      name: 'no-cross-feature-imports',
      severity: 'error',
      comment:
        'web-applicant features (src/features/<f>) never import one another: what two features share moves to ' +
        'src/components, src/hooks, src/lib (or the domain), and src/app composes features.',
      from: { path: '^web-applicant/src/features/([^/]+)/' },
      to: { path: '^web-applicant/src/features/', pathNot: '^web-applicant/src/features/$1/' },
    },
    {
      name: 'infrastructure-imports-no-module',
      severity: 'error',
      comment:
        'api/src/infrastructure is what the modules stand on (database, outbox, mail, HTTP plumbing): it never ' +
        'imports a module (api/src/modules). A module plugs into it from the composition root instead, as ' +
        "the trade names' lookup-key refresh does through api/src/after-migrations.ts.",
      from: { path: '^api/src/infrastructure/' },
      to: { path: '^api/src/modules/' },
    },
    {
      name: 'no-cross-workspace-path-imports',
      severity: 'error',
      comment:
        'A workspace imports another one by its package name (@registry/domain/..., @registry/migrations, @registry/web-admin/...), ' +
        'through what that package exports, never by a relative path into its folder.',
      from: { path: `^${WORKSPACES}/` },
      to: { path: `^${WORKSPACES}/`, pathNot: '^$1/', dependencyTypes: ['local'], dependencyTypesNot: ['aliased'] },
    },
    {
      name: 'no-circular',
      severity: 'error',
      comment:
        'Modules import one another in one direction only; a cycle makes load order matter. A cycle closed by ' +
        'a type-only import is erased by the compiler and allowed (toast.tsx lazy-loads toast-view.tsx, which ' +
        'takes the Toast type from it).',
      from: {},
      to: { circular: true, viaOnly: { dependencyTypesNot: ['type-only'] } },
    },
    {
      name: 'not-to-unresolvable',
      severity: 'error',
      comment:
        "Every import resolves to a file or a package that is installed. Except the paper-archive seeding script of the browser tests, which runs the built portal's code (api/dist) beside it, as the portal's CLI commands do; before a build there is no dist to resolve.",
      from: {},
      to: { couldNotResolve: true, pathNot: '^@registry/api/dist/' },
    },
  ],
  options: {
    doNotFollow: { path: '(^|/)node_modules/' },
    // node_modules is not excluded (that would drop every dependency on a package), only not followed
    // Only the project's own build output and reports: excluding every dist/ folder would also drop
    // each dependency on a package whose entry point lives in its dist/ (most of them).
    exclude: { path: '^((api|web-applicant|web-admin|packages/domain)/dist|e2e/(test-results|report)|coverage)/' },
    // type-only imports are dependencies too (a domain file may not take even a type from a framework)
    tsPreCompilationDeps: true,
    // Each workspace's `#src/…` alias is its package.json `imports`, which enhanced-resolve reads
    // by default, per workspace; the web apps' tsconfig `paths` say the same to TypeScript only. The root
    // tsconfig.json lists no files (TypeScript refuses it), so the API's supplies the compiler options.
    tsConfig: { fileName: 'api/tsconfig.json' },
    enhancedResolveOptions: {
      exportsFields: ['exports'],
      // `source` first: @registry/domain/* resolves to its TypeScript sources, as in jest, vite and tsc
      conditionNames: ['source', 'import', 'require', 'node', 'default', 'types'],
      extensions: ['.ts', '.tsx', '.d.ts', '.js', '.mjs', '.cjs', '.jsx', '.json'],
      mainFields: ['module', 'main', 'types', 'typings'],
    },
    reporterOptions: {
      text: { highlightFocused: true },
    },
  },
};
