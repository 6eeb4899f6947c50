// Rsbuild presets shared by the shell and every remote, so a part's own
// rsbuild.config.ts is two lines and all parts build the same way.
import { defineConfig } from '@rsbuild/core';
import { pluginReact } from '@rsbuild/plugin-react';
import { pluginModuleFederation } from '@module-federation/rsbuild-plugin';
import { PORTS, ROUTES_EXPOSE, reactRouterFullEntry, sharedSingletons } from './federation.mjs';

const common = (name, dir) => ({
  resolve: {
    // lets react-router-subset.mjs reach the real package past the 'react-router' share
    alias: { 'naturverse-react-router-full$': reactRouterFullEntry(dir) },
  },
  server: {
    port: PORTS[name],
    host: 'localhost',
    strictPort: true,
    // remotes are fetched cross-origin by the shell on another port
    headers: { 'Access-Control-Allow-Origin': '*' },
    historyApiFallback: true,
  },
  dev: { client: { overlay: false } },
  performance: {
    // children's devices: keep hashed names so the server can cache them forever
    chunkSplit: { strategy: 'split-by-experience' },
  },
  output: {
    filenameHash: true,
    legalComments: 'none',
    // CSS travels inside the JS of the module that imports it: a shared module
    // (e.g. @naturverse/ui) loaded through federation brings its styles along,
    // which extracted CSS chunks are not guaranteed to do.
    injectStyles: true,
    sourceMap: { js: false, css: false },
  },
});

/**
 * A federated hub: exposes one route entry (`./routes`), and builds a standalone
 * page (src/index.ts) for its own team.
 * @param {{ name: keyof typeof PORTS, dir: string, title: string }} opts
 */
export function defineRemoteConfig({ name, dir, title }) {
  const base = common(name, dir);
  return defineConfig({
    ...base,
    source: { entry: { index: './src/index.ts' } },
    html: { title: `${title} · Naturverse (standalone)`, meta: { viewport: 'width=device-width, initial-scale=1' } },
    output: {
      ...base.output,
      // chunks must load from the remote's own origin, not the shell's
      assetPrefix: 'auto',
    },
    plugins: [
      pluginReact(),
      pluginModuleFederation({
        name,
        exposes: { [ROUTES_EXPOSE]: './src/routes.tsx' },
        shared: sharedSingletons(dir),
        dts: false,
        manifest: { fileName: 'mf-manifest.json' },
      }),
    ],
  });
}

/**
 * The host. Remotes are NOT listed here: the shell registers them at run time
 * from /remotes.json, so moving a hub never needs a shell rebuild.
 * @param {{ dir: string, extra?: import('@rsbuild/core').RsbuildConfig }} opts
 */
export function defineShellConfig({ dir, extra = {} }) {
  const base = common('shell', dir);
  return defineConfig({
    ...base,
    ...extra,
    source: { entry: { index: './src/index.ts' }, ...(extra.source ?? {}) },
    html: {
      title: 'Naturverse',
      template: './index.html',
      ...(extra.html ?? {}),
    },
    output: { ...base.output, assetPrefix: '/', ...(extra.output ?? {}) },
    plugins: [
      pluginReact(),
      pluginModuleFederation({
        name: 'shell',
        remotes: {},
        shared: sharedSingletons(dir),
        dts: false,
      }),
      ...(extra.plugins ?? []),
    ],
  });
}
