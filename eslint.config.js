import js from '@eslint/js';
import tseslint from 'typescript-eslint';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';
import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { createBoundariesPlugin } from '@naturverse/eslint-plugin';
import { REMOTES } from '@naturverse/build-preset/federation';

const root = fileURLToPath(new URL('.', import.meta.url));

const escapeRegExp = (text) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/**
 * Issue 36: the published packages are imported only through what their `exports` name, as a
 * team outside the repository imports them (`@naturverse/ui/src/…`, `…/dist/…` and any other
 * subpath are refused, with the list of what is importable). Read from each package.json, so an
 * entry is allowed the moment it is exported. Relative paths into packages/ are
 * naturverse/boundaries' to refuse.
 */
const deepImportPatterns = ['ui', 'auth', 'platform'].map((dir) => {
  const { name, exports } = JSON.parse(readFileSync(new URL(`./packages/${dir}/package.json`, import.meta.url), 'utf8'));
  const subpaths = Object.keys(exports).filter((entry) => entry !== '.');
  return {
    regex: `^${escapeRegExp(name)}/(?!(?:${subpaths.map((entry) => escapeRegExp(entry.slice(2))).join('|')})$)`,
    message: `Import ${name} only through its exports: ${[name, ...subpaths.map((entry) => name + entry.slice(1))].join(', ')}.`,
  };
});

/** A relative import of the shell's Module Federation runtime chunk (shell/src/federation/loading/runtime.ts). */
const RUNTIME_MODULE = String.raw`/^\.{1,2}\/(.*\/)?runtime(\.[jt]s)?$/`;
const RUNTIME_MESSAGE =
  'Never import loading/runtime.ts statically: it is the lazy Module Federation chunk; go through federation() in loading/remotes.ts (shell/src/federation/README.md).';
const BARREL_MESSAGE = 'No barrels in shell/src/federation: import the module you need by its path (shell/src/federation/README.md)';

/** no-restricted-syntax entries for the static (not type-only) imports and re-exports of `source` (an AST regex). */
const staticImportsOf = (source, message) => [
  { selector: `ImportDeclaration[importKind!='type'][source.value=${source}]`, message },
  { selector: `ExportNamedDeclaration[exportKind!='type'][source.value=${source}]`, message },
  { selector: `ExportAllDeclaration[source.value=${source}]`, message },
];
const NO_BARRELS = [{ selector: 'ExportAllDeclaration', message: `${BARREL_MESSAGE} ('export * from' re-exports a module whole).` }];

export default tseslint.config(
  {
    // reports/: the e2e reports (issue 27), whose HTML viewer is Playwright's bundled JS
    ignores: ['**/dist/**', '**/node_modules/**', 'test-results/**', 'playwright-report/**', 'reports/**', 'bench/.floor/**', '**/.rsbuild/**'],
  },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    files: ['**/*.{ts,tsx,js,mjs}'],
    languageOptions: { globals: { ...globals.browser, ...globals.node } },
    // every hub the registry names (registry/local.json): a new hub's package is an app at once
    plugins: { naturverse: createBoundariesPlugin(root, { hubs: REMOTES.map((r) => r.name) }), 'react-hooks': reactHooks },
    rules: {
      'naturverse/boundaries': 'error',
      // issue 25: a hub's features do not import each other; no import cycles, type-only ones too
      'naturverse/features': 'error',
      'naturverse/no-cycle': 'error',
      // the rooms of shell/src/federation import each other only as its README says
      'naturverse/rooms': 'error',
      'react-hooks/rules-of-hooks': 'error',
      'react-hooks/exhaustive-deps': 'warn',
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
      'no-restricted-imports': [
        'error',
        { paths: [{ name: 'react-router-dom', message: "Import from 'react-router' (one shared module, smaller)." }], patterns: deepImportPatterns },
      ],
    },
  },
  {
    // shell/src/federation/README.md, loading/: the Module Federation runtime is a lazy chunk,
    // reached only through federation() in loading/remotes.ts (its dynamic import()); a static
    // import would put it in the shell's first load. Type-only imports are erased, so allowed.
    files: ['shell/src/**/*.{ts,tsx}'],
    ignores: ['shell/src/**/*.test.{ts,tsx}'],
    rules: {
      'no-restricted-syntax': ['error', ...staticImportsOf(RUNTIME_MODULE, RUNTIME_MESSAGE)],
    },
  },
  {
    // shell/src/federation/README.md: no index.ts per room and no barrels — a barrel
    // re-exporting a first-load module beside a lazy one pulls the lazy code into the shell's
    // first render. Import the module you need by its path. A module may still re-export a
    // named piece it hands on (loading/runtime.ts hands on pageShares); `export *` may not.
    files: ['shell/src/federation/**/*.{ts,tsx}'],
    rules: {
      'no-restricted-syntax': ['error', ...staticImportsOf(RUNTIME_MODULE, RUNTIME_MESSAGE), ...NO_BARRELS],
    },
  },
  {
    files: ['shell/src/federation/*/index.{ts,tsx,js}'],
    rules: {
      'no-restricted-syntax': ['error', { selector: 'Program', message: `${BARREL_MESSAGE} (this room's index file is one).` }],
    },
  },
);
