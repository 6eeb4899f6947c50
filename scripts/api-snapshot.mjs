// The public API of each shared package, as the names it exports, so that a version means
// something: Module Federation's requiredVersion checks only compare version numbers, and
// a package whose exports change without a bump would pass them and break at run time.
// Each package keeps a committed snapshot { version, exports }; api-snapshot.test.mjs fails
// ("bump the version") when the exports change and the version does not.
// `pnpm run api:snapshot` rewrites the snapshots after a bump.
import { readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import ts from 'typescript';
import { REACT_ROUTER_SUBSET_VERSION } from '@naturverse/build-preset/shares';

const ROOT = fileURLToPath(new URL('..', import.meta.url));
const readJson = (file) => JSON.parse(readFileSync(file, 'utf8'));

/** The shared APIs: where the version lives, what the entry is, where the snapshot is. */
export const SHARED_APIS = [
  ...['ui', 'auth', 'platform'].map((dir) => ({
    name: `@naturverse/${dir}`,
    entry: join(ROOT, 'packages', dir, 'src/index.ts'),
    snapshot: join(ROOT, 'packages', dir, 'api-snapshot.json'),
    version: () => readJson(join(ROOT, 'packages', dir, 'package.json')).version,
    versionLives: `packages/${dir}/package.json`,
  })),
  {
    name: 'react-router (shared subset)',
    entry: join(ROOT, 'packages/build-preset/src/react-router-subset.ts'),
    snapshot: join(ROOT, 'packages/build-preset/react-router-subset.api.json'),
    version: () => REACT_ROUTER_SUBSET_VERSION,
    versionLives: 'REACT_ROUTER_SUBSET_VERSION in packages/build-preset/src/shares.ts',
  },
];

/** The exported names of each entry (values and types), sorted. */
export function exportedNames(entries) {
  const program = ts.createProgram(entries, {
    allowJs: true,
    noEmit: true,
    jsx: ts.JsxEmit.ReactJSX,
    module: ts.ModuleKind.ESNext,
    moduleResolution: ts.ModuleResolutionKind.Bundler,
    target: ts.ScriptTarget.ES2022,
    skipLibCheck: true,
    types: [],
  });
  const checker = program.getTypeChecker();
  return entries.map((entry) => {
    const file = program.getSourceFile(entry);
    const symbol = file && checker.getSymbolAtLocation(file);
    if (!symbol) throw new Error(`cannot read the exports of ${entry}`);
    return checker
      .getExportsOfModule(symbol)
      .map((s) => s.getName())
      .sort();
  });
}

const parse = (version) => version.split(/[.-]/).slice(0, 3).map(Number);

/**
 * Is `next` a big enough bump from `previous` for the change? A removed or renamed export
 * breaks whoever used it (major; minor while below 1.0.0); an added one is a minor bump.
 */
export function bumpFault(previous, next, { added, removed }) {
  const [pMajor, pMinor] = parse(previous);
  const [nMajor, nMinor] = parse(next);
  if (!added.length && !removed.length) return null;
  const major = nMajor > pMajor;
  const minor = major || (nMajor === pMajor && nMinor > pMinor);
  const breaking = pMajor === 0 ? minor : major;
  if (removed.length && !breaking) return `exports were removed (${removed.join(', ')}): bump the major version (now ${next}, was ${previous})`;
  if (added.length && !minor) return `exports were added (${added.join(', ')}): bump the minor version (now ${next}, was ${previous})`;
  return null;
}

/** What differs between the committed snapshot and the package as it is. */
export function compareApi(snapshot, current) {
  const added = current.exports.filter((n) => !snapshot.exports.includes(n));
  const removed = snapshot.exports.filter((n) => !current.exports.includes(n));
  const changed = added.length > 0 || removed.length > 0;
  if (changed && current.version === snapshot.version) {
    return `its exports changed (added: ${added.join(', ') || 'none'}; removed: ${removed.join(', ') || 'none'}) but its version did not: bump the version`;
  }
  const fault = bumpFault(snapshot.version, current.version, { added, removed });
  if (fault) return fault;
  if (changed || current.version !== snapshot.version) return 'its snapshot is out of date: run `pnpm run api:snapshot` and commit it';
  return null;
}

/** The current API of every shared package. */
export function currentApis() {
  const names = exportedNames(SHARED_APIS.map((api) => api.entry));
  return SHARED_APIS.map((api, i) => ({ api, current: { version: api.version(), exports: names[i] } }));
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  for (const { api, current } of currentApis()) {
    writeFileSync(api.snapshot, JSON.stringify(current, null, 2) + '\n');
    console.log(`${api.name} ${current.version}: ${current.exports.length} exports → ${api.snapshot.slice(ROOT.length)}`);
  }
}
