// The one place that says which parts exist, where they listen and what they share.
// Every rsbuild config, the serve script, the e2e harness and the bench read it from here.
import { createRequire } from 'node:module';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { assertRegistry, type RegistryFile } from '@naturverse/contracts/registry-schema';
import type { PartName } from './part-name.js';

export type { PartName } from './part-name.js';
export type Environment = 'local' | 'preview' | 'production';

export interface RemoteDefinition {
  name: Exclude<PartName, 'shell'>;
  title: string;
  prefixes: string[];
}

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

/** The registries, one per environment: registry/{local,preview,production}.json (src/ and dist/ are both one folder down). */
export const REGISTRY_DIR = fileURLToPath(new URL('../../../registry/', import.meta.url));
export const ENVIRONMENTS: Environment[] = ['local', 'preview', 'production'];

/** The source file of an environment's registry. */
export function registryFileOf(environment: Environment = 'local'): string {
  if (!ENVIRONMENTS.includes(environment)) throw new Error(`Unknown registry environment "${environment}" (one of ${ENVIRONMENTS.join(', ')})`);
  return join(REGISTRY_DIR, `${environment}.json`);
}

/** An environment's registry, checked against the schema. */
export function readRegistryFile(environment: Environment = 'local'): RegistryFile {
  return readRegistryAt(registryFileOf(environment));
}

/** A registry file (source or built), checked against the schema: throws naming the file and every fault. */
export function readRegistryAt(file: string): RegistryFile {
  let raw: unknown;
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
} as Record<PartName, number>;

/** Every remote, in header order, with the route prefixes it owns. */
// the names are the registry's; PartName lists the same ones for TypeScript (scripts/new-hub.mjs keeps them in step)
export const REMOTES = LOCAL.remotes.map(({ name, title, prefixes }) => ({ name, title, prefixes })) as RemoteDefinition[];

/** The module every remote exposes: a component that renders its own <Routes>. */
export const ROUTES_EXPOSE: string = './routes';

const LOCAL_HOSTS = new Set(['localhost', '127.0.0.1']);
const DEFAULT_PORTS = new Set(Object.values(PORTS));

/**
 * A registry with every local part's port shifted by `offset` (the e2e suite and the
 * bench run the site on shifted ports). Only localhost URLs on a part's default port move.
 */
export function shiftRegistryPorts(registry: RegistryFile, offset: number): RegistryFile {
  const shift = (url: string): string => {
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
 * @param fromDir the part's folder, so resolution follows its own dependencies
 */
export function sharedSingletons(fromDir: string): Record<string, SharedSingleton> {
  const require = createRequire(`${fromDir}/package.json`);
  const own = require(`${fromDir}/package.json`) as Record<'dependencies' | 'devDependencies' | 'peerDependencies', Record<string, string> | undefined>;
  const declared = { ...own.dependencies, ...own.devDependencies, ...own.peerDependencies };
  const shared: Record<string, SharedSingleton> = {};
  for (const name of [...SHARED_LIBS, ...WORKSPACE_LIBS]) {
    if (!(name in declared)) continue;
    const { version } = require(`${name}/package.json`) as { version: string };
    shared[name] = { singleton: true, requiredVersion: `^${version}` };
    if (name === 'react-router') {
      // provide the used subset (see react-router-subset.ts), negotiated under the same key
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
 */
export function providedShares(shellDir: string): Record<string, ProvidedShare> {
  const out: Record<string, ProvidedShare> = {};
  for (const [name, share] of Object.entries(sharedSingletons(shellDir))) {
    out[name] = { version: share.version ?? share.requiredVersion.replace(/^\^/, ''), requiredVersion: share.requiredVersion };
  }
  return out;
}

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
