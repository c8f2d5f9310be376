// ESLint for the whole repository (flat config), run by `npm run lint` after dependency-cruiser.
// Recommended sets of @eslint/js, typescript-eslint, react-hooks (the two apps) and import-x; a
// recommended rule that is noisy on this code without being about correctness is turned off below,
// each with its reason. The import boundaries themselves live in .dependency-cruiser.cjs.
import js from '@eslint/js';
import tseslint from 'typescript-eslint';
import reactHooks from 'eslint-plugin-react-hooks';
import { importX, createNodeResolver } from 'eslint-plugin-import-x';
import { createTypeScriptImportResolver } from 'eslint-import-resolver-typescript';
import globals from 'globals';

export default tseslint.config(
  {
    ignores: ['**/node_modules/', '**/dist/', '**/dist-server/', 'e2e/test-results/', 'e2e/report/', '**/coverage/', '.data/'],
  },
  js.configs.recommended,
  tseslint.configs.recommended,
  importX.flatConfigs.recommended,
  importX.flatConfigs.typescript,
  {
    languageOptions: { ecmaVersion: 2023, sourceType: 'module', globals: { ...globals.node } },
    settings: {
      'import-x/resolver-next': [
        // Workspaces imported by name resolve to their TypeScript sources, as in jest, vite and tsc.
        createTypeScriptImportResolver({
          project: [
            'api/tsconfig.json',
            'web-applicant/tsconfig.json',
            'web-admin/tsconfig.json',
            'packages/domain/tsconfig.json',
            'migrations/tsconfig.json',
            'e2e/tsconfig.json',
          ],
          conditionNames: ['source', 'types', 'import', 'node', 'require', 'default'],
          noWarnOnMultipleProjects: true,
        }),
        createNodeResolver(),
      ],
    },
    rules: {
      // Every package a file imports is declared in the nearest package.json (e2e/ has none: the root's).
      'import-x/no-extraneous-dependencies': 'error',
      // A file names another of its workspace by `#src/…` (the workspace's package.json `imports`),
      // never by climbing two folders or more: paths stay short and survive a move.
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              regex: '^(\\.\\./){2,}',
              message: 'Import through the workspace alias `#src/…` (scripts/short-imports.mjs rewrites it), not by climbing two folders.',
            },
          ],
        },
      ],
      // Import cycles are dependency-cruiser's `no-circular` (.dependency-cruiser.cjs), over every
      // workspace in 6 s; import-x/no-cycle repeated it and was half of ESLint's rule time (12 of 25 s).
      'import-x/no-cycle': 'off',
      // TypeScript already checks what these check (unresolved modules, missing named, default and
      // namespace members), with each workspace's exact resolution; they are also the slowest rules.
      'import-x/no-unresolved': 'off',
      'import-x/named': 'off',
      'import-x/namespace': 'off',
      'import-x/default': 'off',
      // Flags `import x from 'pkg'` where pkg also exports a member named x (react-admin, MUI): style only.
      'import-x/no-named-as-default-member': 'off',
      'import-x/no-named-as-default': 'off',
      // 70 sites, mostly the API's TypeORM and Nest glue; `unknown` is preferred in new code, but `any` is not a bug.
      '@typescript-eslint/no-explicit-any': 'off',
      // Sanitisers strip control characters on purpose (file names, gazette text, lookup keys).
      'no-control-regex': 'off',
      // Flags the `let x = null; try { x = ... } catch { x = null }` initialisation: dead stores, not bugs.
      'no-useless-assignment': 'off',
      // `_`-prefixed parameters and destructured rest siblings are deliberate ("unused on purpose").
      '@typescript-eslint/no-unused-vars': [
        'error',
        { argsIgnorePattern: '^_', varsIgnorePattern: '^_', caughtErrorsIgnorePattern: '^_', ignoreRestSiblings: true },
      ],
    },
  },
  {
    // One way to query (docs/architecture.md, issue 32 §4): the API's SQL is a `sql` template
    // (read-models/sql.ts), its values parameters, never a string handed to `.query(...)`. The
    // layer itself and the tests (fixtures and checks written straight against the database) are exempt.
    files: ['api/src/**/*.ts'],
    ignores: ['api/src/infrastructure/database/read-models/sql.ts', 'api/src/infrastructure/database/read-models/table.ts', '**/*.spec.ts'],
    rules: {
      'no-restricted-syntax': [
        'error',
        ...['Literal', 'TemplateLiteral', 'BinaryExpression'].map((type) => ({
          selector: `CallExpression[callee.property.name='query'][arguments.0.type='${type}']`,
          message:
            'Write the query as a `sql` template (#src/infrastructure/database/read-models/sql), values interpolated as parameters, not a string.',
        })),
        {
          selector: "CallExpression[callee.property.name='query'] > ObjectExpression > Property[key.name='text']",
          message: 'Spread a compiled `sql` template into the query config (`{ name, ...query.compile() }`), not a `text` string.',
        },
      ],
    },
  },
  {
    files: ['**/*.cjs'],
    languageOptions: { sourceType: 'commonjs' },
    rules: { '@typescript-eslint/no-require-imports': 'off' },
  },
  {
    // Playwright reads a fixture's dependencies from its first parameter's pattern: `({}, use)` is required.
    files: ['e2e/**'],
    rules: { 'no-empty-pattern': 'off' },
  },
  {
    files: ['web-applicant/src/**/*.{ts,tsx}', 'web-admin/src/**/*.{ts,tsx}'],
    ...reactHooks.configs.flat.recommended,
    languageOptions: { globals: { ...globals.browser } },
  },
  {
    files: ['web-applicant/src/**/*.{ts,tsx}', 'web-admin/src/**/*.{ts,tsx}'],
    rules: {
      // The next three serve the React Compiler, which the apps do not use:
      // setState at the start of an effect (a reset before a fetch) costs a render, it is not a bug;
      'react-hooks/set-state-in-effect': 'off',
      // the latest-value ref (`ref.current = value` in render) is deliberate, for listeners that outlive renders;
      'react-hooks/refs': 'off',
      // react-hook-form's watch() only makes the compiler skip a component.
      'react-hooks/incompatible-library': 'off',
    },
  },
);
