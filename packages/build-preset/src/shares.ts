// What the shell and the hubs share, without reading anything of the platform's repository:
// a hub built in its own repository (the preset installed from a registry) gets the same
// shared singletons as one built here.
//   - react, react-dom, react-router (the subset) and zustand: the ranges the live shell
//     provides ship inside this package (dist/shell-shares.json, written at the package's build
//     from the shell's providedShares; shares.test.ts checks the two agree), so a hub asks for
//     what the shell hands over, whichever patch it installed itself.
//   - @naturverse/ui, auth and platform: the versions the hub installed. A hub built against
//     ui 2.x asks for ^2, and the deploy pre-flight refuses it on a shell that shares ui 1.x.
import { createRequire } from 'node:module';
import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { satisfy } from '@module-federation/enhanced/runtime';

/** One shared library the shell provides the hubs, as its build says (providedShares). */
export interface ProvidedShare {
  version: string;
  requiredVersion: string;
}

/** A shared singleton as the federation plugin takes it; the react-router subset names its module and share key. */
export interface SharedSingleton {
  singleton: true;
  requiredVersion: string;
  version?: string;
  shareKey?: string;
  import?: string;
}

/** Third-party libraries the shell shares: a hub asks for the shell's ranges (SHELL_SHARES). */
export const SHARED_LIBS: readonly string[] = ['react', 'react-dom', 'react-router', 'zustand'];
/** The platform's own packages: a hub asks for the version it installed. */
export const PLATFORM_LIBS: readonly string[] = ['@naturverse/ui', '@naturverse/auth', '@naturverse/platform'];

/** The module every remote exposes: a component that renders its own <Routes>. */
export const ROUTES_EXPOSE: string = './routes';

/**
 * The version of the shared react-router subset (react-router-subset.ts): its own API, so
 * its own version. Bump it when the names it exports change (api-snapshot.test.ts says so)
 * or when react-router moves to a new major.
 */
export const REACT_ROUTER_SUBSET_VERSION: string = '2.1.0';

/** The subset's built module (dist/: what rspack bundles), from src/ (the unit tests) and from dist/ alike. */
export const REACT_ROUTER_SUBSET = fileURLToPath(new URL('../dist/react-router-subset.js', import.meta.url));

/** The name react-router-subset.ts imports the real package by (an alias for 'react-router', rsbuild.ts). */
export const REACT_ROUTER_FULL: string = 'naturverse-react-router-full';

/** Where the package's build writes what the shell provides (scripts/shell-shares.mjs), from src/ and dist/ alike. */
export const SHELL_SHARES_FILE = fileURLToPath(new URL('../dist/shell-shares.json', import.meta.url));

type Manifest = Record<'dependencies' | 'devDependencies' | 'peerDependencies', Record<string, string> | undefined>;

/** The names a part's package.json declares (any kind of dependency), and a require() from its folder. */
function partOf(dir: string): { declared: Set<string>; require: NodeJS.Require } {
  const require = createRequire(`${dir}/package.json`);
  const own = require(`${dir}/package.json`) as Manifest;
  return { declared: new Set(Object.keys({ ...own.dependencies, ...own.devDependencies, ...own.peerDependencies })), require };
}

const installedVersion = (require: NodeJS.Require, name: string): string => (require(`${name}/package.json`) as { version: string }).version;

/** The react-router subset's share: its own version, negotiated under the 'react-router' key. */
function routerSubset(requiredVersion: string): SharedSingleton {
  return { singleton: true, requiredVersion, version: REACT_ROUTER_SUBSET_VERSION, shareKey: 'react-router', import: REACT_ROUTER_SUBSET };
}

/**
 * Shared singletons with the versions installed in `fromDir` (the shell's build, and the
 * generation of SHELL_SHARES): package.json files say "catalog:" or "workspace:*", which
 * Module Federation cannot read. Only libraries the part depends on are shared; a dependency
 * that cannot be resolved is an error, not a silent un-shared copy.
 */
export function sharedSingletons(fromDir: string): Record<string, SharedSingleton> {
  const { declared, require } = partOf(fromDir);
  const shared: Record<string, SharedSingleton> = {};
  for (const name of [...SHARED_LIBS, ...PLATFORM_LIBS]) {
    if (!declared.has(name)) continue;
    // react-router: the used subset (see react-router-subset.ts) is what is provided
    shared[name] =
      name === 'react-router' ? routerSubset(`^${REACT_ROUTER_SUBSET_VERSION}`) : { singleton: true, requiredVersion: `^${installedVersion(require, name)}` };
  }
  return shared;
}

/**
 * What the shell offers the hubs, name → { version, requiredVersion }: every shared library
 * a hub may consume. The shell is a runtime-only host (no federation build plugin): it hands
 * these to Module Federation's `init` as already-loaded modules (shell/src/federation/sharing/
 * shared-by-shell.ts), so a hub never fetches a copy of its own.
 */
export function providedShares(shellDir: string): Record<string, ProvidedShare> {
  const out: Record<string, ProvidedShare> = {};
  for (const [name, share] of Object.entries(sharedSingletons(shellDir))) {
    out[name] = { version: share.version ?? share.requiredVersion.replace(/^\^/, ''), requiredVersion: share.requiredVersion };
  }
  return out;
}

/** What the live shell provides, as this package's build recorded it (dist/shell-shares.json). */
export function shellShares(file: string = SHELL_SHARES_FILE): Record<string, ProvidedShare> {
  try {
    return JSON.parse(readFileSync(file, 'utf8')) as Record<string, ProvidedShare>;
  } catch (error) {
    throw new Error(`@naturverse/build-preset: cannot read the shell's shares (${file}): ${error instanceof Error ? error.message : String(error)}`);
  }
}

/**
 * A hub's shared singletons: the third-party libraries at the ranges the shell provides
 * (refused at build time when the hub installed a version outside that range: its fallback
 * copy would not be what it asks for), the platform packages at the versions it installed.
 */
export function hubSharedSingletons(fromDir: string, shell: Record<string, ProvidedShare> = shellShares()): Record<string, SharedSingleton> {
  const { declared, require } = partOf(fromDir);
  const shared: Record<string, SharedSingleton> = {};
  for (const name of SHARED_LIBS) {
    if (!declared.has(name)) continue;
    const provided = shell[name];
    if (!provided) throw new Error(`The shell shares no "${name}": a hub cannot share it (shell shares: ${Object.keys(shell).join(', ')})`);
    if (name === 'react-router') {
      shared[name] = routerSubset(provided.requiredVersion);
      continue;
    }
    const installed = installedVersion(require, name);
    if (!satisfy(installed, provided.requiredVersion))
      throw new Error(
        `${name} ${installed} is installed in ${fromDir}, but the shell provides ${provided.version} (${provided.requiredVersion}): install ${name}@"${provided.requiredVersion}"`,
      );
    shared[name] = { singleton: true, requiredVersion: provided.requiredVersion };
  }
  for (const name of PLATFORM_LIBS) {
    if (declared.has(name)) shared[name] = { singleton: true, requiredVersion: `^${installedVersion(require, name)}` };
  }
  return shared;
}
