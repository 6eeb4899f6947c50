// The one place that says which parts exist, where they listen and what they share.
// Every rsbuild config, the serve script, the e2e harness and the bench read it from here.
import { createRequire } from 'node:module';
import { existsSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

/** Default port of each part (the e2e suite and bench may shift them all by one offset). */
export const PORTS = {
  shell: 3000,
  zones: 3001,
  marketplace: 3002,
  naturversity: 3003,
  naturbank: 3004,
  passport: 3005,
  navatar: 3006,
};

/** Every remote, in header order, with the route prefixes it owns. */
export const REMOTES = [
  { name: 'zones', title: 'Zones', prefixes: ['/zones'] },
  { name: 'marketplace', title: 'Marketplace', prefixes: ['/marketplace', '/cart', '/wishlist'] },
  { name: 'naturversity', title: 'Naturversity', prefixes: ['/naturversity'] },
  { name: 'naturbank', title: 'NaturBank', prefixes: ['/naturbank'] },
  { name: 'passport', title: 'Passport', prefixes: ['/passport'] },
  { name: 'navatar', title: 'Navatar', prefixes: ['/navatar'] },
];

/** The module every remote exposes: a component that renders its own <Routes>. */
export const ROUTES_EXPOSE = './routes';

/** The registry the shell reads at start; `host` lets a deployment put remotes elsewhere. */
export function buildRegistry(portOffset = 0, host = 'localhost') {
  return {
    remotes: REMOTES.map((r) => ({
      name: r.name,
      title: r.title,
      manifest: `http://${host}:${PORTS[r.name] + portOffset}/mf-manifest.json`,
      prefixes: r.prefixes,
    })),
  };
}

const SHARED_LIBS = ['react', 'react-dom', 'react-router', 'react-router-dom', 'zustand'];
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
      shared[name] = { ...shared[name], version, shareKey: 'react-router', import: REACT_ROUTER_SUBSET };
    }
  }
  return shared;
}

export const REACT_ROUTER_SUBSET = fileURLToPath(new URL('./react-router-subset.mjs', import.meta.url));

/** react-router's own ESM entry for a part (what its "import" condition selects). */
export function reactRouterFullEntry(fromDir) {
  const require = createRequire(`${fromDir}/package.json`);
  const dir = dirname(require.resolve('react-router/package.json'));
  const esm = join(dir, 'dist/development/index.mjs');
  if (!existsSync(esm)) throw new Error(`react-router's ESM entry moved: ${esm} (update federation.mjs)`);
  return esm;
}
