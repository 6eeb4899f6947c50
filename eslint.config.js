import js from '@eslint/js';
import tseslint from 'typescript-eslint';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';
import { readFileSync, readdirSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { createBoundariesPlugin } from '@naturverse/eslint-plugin';
import { REMOTES } from '@naturverse/build-preset/registry';

const root = fileURLToPath(new URL('.', import.meta.url));

const escapeRegExp = (text) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/**
 * Issue 36: the published packages are imported only through what their `exports` name, as a
 * team outside the repository imports them (`@naturverse/ui/src/…`, `…/dist/…` and any other
 * subpath are refused, with the list of what is importable). Read from each package.json, so an
 * entry is allowed the moment it is exported. Relative paths into packages/ are
 * naturverse/boundaries' to refuse.
 */
const publishedManifests = readdirSync(new URL('./packages/', import.meta.url), { withFileTypes: true })
  .filter((entry) => entry.isDirectory())
  .map((entry) => JSON.parse(readFileSync(new URL(`./packages/${entry.name}/package.json`, import.meta.url), 'utf8')))
  .filter((manifest) => !manifest.private && manifest.exports);
const deepImportPatterns = publishedManifests.map(({ name, exports }) => {
  const subpaths = Object.keys(exports).filter((entry) => entry !== '.');
  return {
    regex: `^${escapeRegExp(name)}/(?!(?:${subpaths.map((entry) => escapeRegExp(entry.slice(2))).join('|')})$)`,
    message: `Import ${name} only through its exports: ${[name, ...subpaths.map((entry) => name + entry.slice(1))].join(', ')}.`,
  };
});

export default tseslint.config(
  {
    // reports/: the e2e reports (issue 27), whose HTML viewer is Playwright's bundled JS
    // the starter's templates hold __name__ placeholders and import the packages a hub installs (create-hub.test.ts checks what they become)
    ignores: [
      'packages/create-hub/templates/**',
      '**/dist/**',
      '**/node_modules/**',
      'test-results/**',
      'playwright-report/**',
      'reports/**',
      'bench/.floor/**',
      '**/.rsbuild/**',
    ],
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
);
