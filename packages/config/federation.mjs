// The one place that says which parts exist, where they listen and what they share.
// Every rsbuild config, the serve script, the e2e harness and the bench read it from here.
import { createRequire } from 'node:module';
import { readFileSync } from 'node:fs';
import { assertRegistry } from './registry-schema.mjs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';

/** The registries, one per environment: registry/{local,preview,production}.json. */
export const REGISTRY_DIR = fileURLToPath(new URL('../../registry/', import.meta.url));
export const ENVIRONMENTS = ['local', 'preview', 'production'];

/** The source file of an environment's registry. */
export function registryFileOf(environment = 'local') {
  if (!ENVIRONMENTS.includes(environment)) throw new Error(`Unknown registry environment "${environment}" (one of ${ENVIRONMENTS.join(', ')})`);
  return join(REGISTRY_DIR, `${environment}.json`);
}

/** An environment's registry, checked against the schema. */
export function readRegistryFile(environment = 'local') {
  return readRegistryAt(registryFileOf(environment));
}

/** A registry file (source or built), checked against the schema: throws naming the file and every fault. */
export function readRegistryAt(file) {
  let raw;
  try {
    raw = JSON.parse(readFileSync(file, 'utf8'));
  } catch (error) {
    throw new Error(`Invalid registry ${file}: ${error instanceof Error ? error.message : String(error)}`);
  }
  return assertRegistry(raw, file);
}

// The local registry is the one source of which hubs exist, their titles, prefixes and ports.
const LOCAL = readRegistryFile('local');

/** Default port of each part (the e2e suite and bench may shift them all by one offset). */
export const PORTS = {
  shell: 3000,
  ...Object.fromEntries(LOCAL.remotes.map((r) => [r.name, Number(new URL(r.manifest).port)])),
};

/** Every remote, in header order, with the route prefixes it owns. */
export const REMOTES = LOCAL.remotes.map(({ name, title, prefixes }) => ({ name, title, prefixes }));

/** The module every remote exposes: a component that renders its own <Routes>. */
export const ROUTES_EXPOSE = './routes';

const LOCAL_HOSTS = new Set(['localhost', '127.0.0.1']);
const DEFAULT_PORTS = new Set(Object.values(PORTS));

/**
 * A registry with every local part's port shifted by `offset` (the e2e suite and the
 * bench run the site on shifted ports). Only localhost URLs on a part's default port move.
 */
export function shiftRegistryPorts(registry, offset) {
  const shift = (url) => {
    if (url.startsWith('/')) return url; // a path on the site: it moves with the shell
    const u = new URL(url);
    if (!LOCAL_HOSTS.has(u.hostname) || !DEFAULT_PORTS.has(Number(u.port))) return url;
    u.port = String(Number(u.port) + offset);
    return u.href;
  };
  return {
    ...registry,
    remotes: registry.remotes.map((r) => ({ ...r, manifest: shift(r.manifest), ...(r.fallback ? { fallback: shift(r.fallback) } : {}) })),
  };
}

const SHARED_LIBS = ['react', 'react-dom', 'react-router', 'zustand'];
const WORKSPACE_LIBS = ['@naturverse/ui', '@naturverse/auth', '@naturverse/platform'];

/**
 * Shared singletons with an explicit requiredVersion: package.json files say "catalog:"
 * or "workspace:*", which Module Federation cannot read, so the version comes from
 * what is installed. Only libraries the part depends on are shared; a dependency
 * that cannot be resolved is an error, not a silent un-shared copy.
 * @param {string} fromDir the part's folder, so resolution follows its own dependencies
 */
export function sharedSingletons(fromDir) {
  const require = createRequire(`${fromDir}/package.json`);
  const own = require(`${fromDir}/package.json`);
  const declared = { ...own.dependencies, ...own.devDependencies, ...own.peerDependencies };
  /** @type {Record<string, {singleton: true, requiredVersion: string}>} */
  const shared = {};
  for (const name of [...SHARED_LIBS, ...WORKSPACE_LIBS]) {
    if (!(name in declared)) continue;
    const { version } = require(`${name}/package.json`);
    shared[name] = { singleton: true, requiredVersion: `^${version}` };
    if (name === 'react-router') {
      // provide the used subset (see react-router-subset.mjs), negotiated under the same key
      shared[name] = {
        singleton: true,
        requiredVersion: `^${REACT_ROUTER_SUBSET_VERSION}`,
        version: REACT_ROUTER_SUBSET_VERSION,
        shareKey: 'react-router',
        import: REACT_ROUTER_SUBSET,
      };
    }
  }
  return shared;
}

/**
 * What the shell offers the hubs, name → { version, requiredVersion }: every shared library
 * a hub may consume. The shell is a runtime-only host (no federation build plugin): it hands
 * these to Module Federation's `init` as already-loaded modules (shell/src/federation/sharing/
 * shared-by-shell.ts), so a hub never fetches a copy of its own.
 * @param {string} shellDir
 * @returns {Record<string, { version: string, requiredVersion: string }>}
 */
export function providedShares(shellDir) {
  const out = {};
  for (const [name, share] of Object.entries(sharedSingletons(shellDir))) {
    out[name] = { version: share.version ?? share.requiredVersion.replace(/^\^/, ''), requiredVersion: share.requiredVersion };
  }
  return out;
}

/**
 * The version of the shared react-router subset (react-router-subset.mjs): its own API, so
 * its own version. Bump it when the names it exports change (api-snapshot.test.ts says so)
 * or when react-router moves to a new major.
 */
export const REACT_ROUTER_SUBSET_VERSION = '2.1.0';

export const REACT_ROUTER_SUBSET = fileURLToPath(new URL('./react-router-subset.mjs', import.meta.url));

/** The name react-router-subset.mjs imports the real package by (an alias for 'react-router', rsbuild.mjs). */
export const REACT_ROUTER_FULL = 'naturverse-react-router-full';
