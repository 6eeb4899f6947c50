import js from '@eslint/js';
import tseslint from 'typescript-eslint';
import boundaries from 'eslint-plugin-boundaries';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';
import { readFileSync, readdirSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { createBoundariesPlugin } from '@naturverse/eslint-plugin';
import { REMOTES } from '@naturverse/site/registry';

const root = fileURLToPath(new URL('.', import.meta.url));

const escapeRegExp = (text) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/**
 * The published packages are imported only through what their `exports` name, as a
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

/**
 * shell/src/federation/README.md, room by room ("May import: …"): what each room may import of
 * the other rooms — a room (any of its files) or one module of it (`room/file`, no extension).
 * Any room's types.ts may be imported from anywhere (shapes only: it cannot pull logic in or
 * close a cycle); imports inside a room are the room's own business.
 */
export const ROOM_IMPORTS = {
  registry: [],
  timeouts: [],
  loading: ['registry', 'timeouts'],
  sharing: [],
  skew: ['sharing/share-scope'],
  overrides: ['registry'],
  canary: ['registry', 'overrides/override-state', 'loading/remotes', 'loading/failure-kind'],
  'hub-route': ['registry', 'loading/remotes', 'skew/skew-error', 'skew/HubSkewFallback'],
};
/**
 * Single modules with more than their room: the runtime chunk starts the plugins of other rooms;
 * the failure-kind test names the skew guard's real error.
 */
const MODULE_IMPORTS = { 'loading/runtime': ['sharing', 'skew/skew-plugin'], 'loading/failure-kind.test': ['skew/skew-error'] };

const SCRIPT_EXTENSIONS = '.{ts,tsx,js,mjs}';
/** A boundaries element selector for a room, or one module of it. */
const roomSelector = (entry) => {
  const [room, module] = entry.split('/');
  return { type: 'room', captured: { room }, ...(module ? { fileInternalPath: `${module}${SCRIPT_EXTENSIONS}` } : {}) };
};
const ROOM_POLICIES = [
  {
    from: { element: { type: 'room' } },
    disallow: { to: { element: { type: 'room' } } },
    message:
      'federation room "{{ from.element.captured.room }}" must not import {{ to.element.captured.room }}/{{ to.element.fileInternalPath }}: see its "May import" list in shell/src/federation/README.md (and ROOM_IMPORTS in eslint.config.js); any room\'s types.ts is allowed',
  },
  { from: { element: { type: 'room' } }, allow: { to: { element: { type: 'room', fileInternalPath: `types${SCRIPT_EXTENSIONS}` } } } },
  ...Object.entries(ROOM_IMPORTS)
    .filter(([, entries]) => entries.length)
    .map(([room, entries]) => ({
      from: { element: { type: 'room', captured: { room } } },
      allow: entries.map((entry) => ({ to: { element: roomSelector(entry) } })),
    })),
  ...Object.entries(MODULE_IMPORTS).map(([module, entries]) => ({
    from: { element: roomSelector(module) },
    allow: entries.map((entry) => ({ to: { element: roomSelector(entry) } })),
  })),
];
/**
 * The shell's folders, top to bottom (docs/architecture.md, "The shell's folders"): a folder may
 * import its own files and the folders below it, never one above or beside it. The entries
 * (shell/src/index.ts, bootstrap.tsx: files, not folders, and imported by nothing) are above them all; prerender/ renders the app at build
 * time; federation/ is the rooms above; lib/ and marks/ (the performance marks the page notes
 * for the reporter) import nothing of the shell. What two folders both need moves down.
 */
export const SHELL_LAYERS = [['prerender'], ['app'], ['pages'], ['layout'], ['reports', 'sw'], ['federation'], ['lib', 'marks', 'assets']];
const rankOf = (folder) => SHELL_LAYERS.findIndex((rank) => rank.includes(folder));
const FEDERATION_RANK = rankOf('federation');
const layerSelector = (folder) => ({ to: { element: { type: 'layer', captured: { layer: folder } } } });
const LAYER_MESSAGE =
  "shell/src/{{ from.element.captured.layer }}{{ from.element.captured.room }} must not import shell/src/{{ to.element.captured.layer }}{{ to.element.captured.room }}: the shell's folders import downward only (SHELL_LAYERS in eslint.config.js, docs/architecture.md); move what both need to a folder below both";
/** The folders a folder of `rank` may not import: its rank's others and every rank above. */
const forbiddenFor = (rank, self) =>
  SHELL_LAYERS.slice(0, rank + 1)
    .flat()
    .filter((folder) => folder !== self);
const LAYER_POLICIES = [
  ...SHELL_LAYERS.flat().map((folder) => ({
    from: { element: { type: 'layer', captured: { layer: folder } } },
    disallow: [
      ...forbiddenFor(rankOf(folder), folder).map(layerSelector),
      ...(rankOf(folder) > FEDERATION_RANK ? [{ to: { element: { type: 'room' } } }] : []),
    ],
    message: LAYER_MESSAGE,
  })),
  {
    from: { element: { type: 'room' } },
    disallow: forbiddenFor(FEDERATION_RANK - 1, null).map(layerSelector),
    message: LAYER_MESSAGE,
  },
];
const FEATURE_POLICIES = [
  {
    from: { element: { type: 'feature' } },
    disallow: { to: { element: { type: 'feature', captured: { hub: '{{ from.element.captured.hub }}' } } } },
    message:
      'feature "{{ from.element.captured.feature }}" must not import feature "{{ to.element.captured.feature }}" (remotes/{{ from.element.captured.hub }}): move what they share to src/lib/ or src/components/',
  },
];

export default tseslint.config(
  {
    // reports/: the e2e reports, whose HTML viewer is Playwright's bundled JS
    // the starter's templates hold __name__ placeholders and import the packages a hub installs (create-hub.test.ts checks what they become)
    ignores: [
      'packages/create-hub/templates/**',
      '**/dist/**',
      '**/node_modules/**',
      'test-results/**',
      'playwright-report/**',
      'reports/**',
      'bench/.floor/**',
      'bench/.floor-profiling/**',
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
      // No import cycles, type-only ones too (our own rule: import-x/no-cycle skips type-only edges)
      'naturverse/no-cycle': 'error',
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
    // A hub's features do not import each other (what two share lives in the hub's
    // src/lib/ or src/components/; only routes.tsx puts features together), and the rooms of
    // shell/src/federation import each other only as its README says. eslint-plugin-boundaries
    // (in place of our own rules, so the rooms and features are one configuration): elements
    // are read from the path, so every hub, a new one from `pnpm run new-hub` too, is covered.
    // The shell's folders import downward only (SHELL_LAYERS), in the same configuration.
    files: ['remotes/*/src/**/*.{ts,tsx}', 'shell/src/**/*.{ts,tsx}'],
    plugins: { boundaries },
    settings: {
      'boundaries/elements': [
        { type: 'feature', pattern: 'remotes/*/src/features/*', capture: ['hub', 'feature'] },
        { type: 'room', pattern: 'shell/src/federation/*', capture: ['room'] },
        { type: 'layer', pattern: 'shell/src/*', capture: ['layer'] },
      ],
      // static imports, re-exports and lazy import()s alike
      'boundaries/dependency-nodes': ['import', 'export', 'dynamic-import'],
      // relative imports name no extension: resolve them as the bundler does
      'import/resolver': { node: { extensions: ['.ts', '.tsx', '.js', '.mjs'] } },
    },
    rules: {
      'boundaries/dependencies': ['error', { default: 'allow', policies: [...FEATURE_POLICIES, ...ROOM_POLICIES, ...LAYER_POLICIES] }],
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
