// Rsbuild presets shared by the shell and every remote, so a part's own
// rsbuild.config.ts is two lines and all parts build the same way.
import { defineConfig } from '@rsbuild/core';
import { pluginReact } from '@rsbuild/plugin-react';
import { pluginModuleFederation } from '@module-federation/rsbuild-plugin';
import { PORTS, ROUTES_EXPOSE, reactRouterFullEntry, sharedSingletons } from './federation.mjs';
import { hubBuildEnv, hubDefines, hubManifest, withRequiredVersions } from './build-env.mjs';

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
    // CSS is emitted as files (one per chunk), never injected as <style> at run time, so a
    // strict Content-Security-Policy (style-src without 'unsafe-inline') holds. A chunk's CSS
    // travels with it: the runtime that loads a JS chunk — the shell's for shared modules such
    // as @naturverse/ui, a hub's own for its routes — adds the chunk's <link> from the same
    // origin (e2e/security proves every hub's styles arrive as <link> under the policy).
    injectStyles: false,
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
  const build = hubBuildEnv(dir);
  return defineConfig({
    ...base,
    source: { entry: { index: './src/index.ts' }, define: hubDefines(build) },
    html: {
      title: `${title} · Naturverse (standalone)`,
      meta: { viewport: 'width=device-width, initial-scale=1' },
      // assetPrefix 'auto' writes relative script and style URLs: from a deep link on the
      // hub's own port (:3001/zones/arcade) they would resolve under /zones/ and 404
      tags: [{ tag: 'base', attrs: { href: '/' }, head: true, append: false }],
    },
    output: {
      ...base.output,
      // chunks must load from the remote's own origin, not the shell's
      assetPrefix: 'auto',
      ...(build.outDir ? { distPath: { root: build.outDir } } : {}),
    },
    plugins: [
      pluginReact(),
      pluginModuleFederation({
        name,
        exposes: { [ROUTES_EXPOSE]: './src/routes.tsx' },
        shared: withRequiredVersions(sharedSingletons(dir), build.requireShared),
        dts: false,
        manifest: hubManifest(build),
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
