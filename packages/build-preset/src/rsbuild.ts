// Rsbuild presets shared by the shell and every remote, so a part's own
// rsbuild.config.ts is two lines and all parts build the same way.
import { defineConfig, type RsbuildConfig, type Rspack } from '@rsbuild/core';
import { pluginReact } from '@rsbuild/plugin-react';
import { pluginModuleFederation } from '@module-federation/rsbuild-plugin';
import { REACT_ROUTER_FULL, REACT_ROUTER_SUBSET, ROUTES_EXPOSE, hubSharedSingletons, providedShares } from './shares.js';
import { REMOTE_EXPERIMENTS, SHARE_STRATEGY, SHELL_RUNTIME_DEFINES, remoteEnvironments } from './one-runtime.js';
import { hubBuildEnv, hubDefines, hubManifest, withRequiredVersions } from './build-env.js';
import { remoteAliases, remoteShared } from './remote-entry.js';
import { pluginFirstRenderPreloads, pluginLoadGraph, pluginPrecompress } from './build-plugins.js';
import { type HubIdentity, hubIdentity, pluginHubIdentity } from './hub-identity.js';
import { reactProfiling } from './react-profiling.js';

export { REACT_COMMIT_MARK, REACT_PROFILING_ENV, reactProfiling, type ReactCommitDetail } from './react-profiling.js';

/** Where the shell listens (npm start, the dev servers). */
export const SHELL_PORT = 3000;
/** A hub's dev server port when its config names none: clear of the platform's own parts (3000–3006). */
export const DEFAULT_HUB_PORT = 3100;

const common = (port: number) =>
  ({
    resolve: {
      // lets react-router-subset.ts reach the real package past the 'react-router' share: a
      // bare package name, resolved through react-router's own exports like any import
      alias: { [`${REACT_ROUTER_FULL}$`]: 'react-router' },
    },
    server: {
      port,
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
  }) satisfies RsbuildConfig;

export interface RemoteOptions extends Omit<HubIdentity, 'prefixes'> {
  /** the routes the hub owns; default [`/${name}`] */
  prefixes?: string[];
  /** the hub's folder (where its package.json is) */
  dir: string;
  /** its dev server's port; default DEFAULT_HUB_PORT */
  port?: number;
}

/**
 * A federated hub: exposes one route entry (`./routes`) on the shell's runtime, and
 * builds a standalone page (src/bootstrap.tsx, its own environment) for its own team.
 * Needs nothing of the platform's repository: the shares come with the preset (shares.ts),
 * and its dist says who it is (naturverse-hub.json, what `naturverse deploy` reads).
 */
export function defineRemoteConfig({ name, title, prefixes, dir, port = DEFAULT_HUB_PORT }: RemoteOptions): RsbuildConfig {
  const identity = hubIdentity({ name, title, prefixes: prefixes ?? [`/${name}`] });
  const base = common(port);
  const build = hubBuildEnv(dir);
  return defineConfig({
    ...base,
    resolve: { ...base.resolve, alias: { ...base.resolve.alias, ...remoteAliases() } },
    source: { define: hubDefines(build) },
    environments: remoteEnvironments({ title }),
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
        shared: remoteShared(withRequiredVersions(hubSharedSingletons(dir), build.requireShared)),
        shareStrategy: SHARE_STRATEGY,
        experiments: REMOTE_EXPERIMENTS,
        dts: false,
        manifest: hubManifest(build),
      }),
      pluginHubIdentity(identity),
      pluginPrecompress(),
    ],
  });
}

/**
 * The shell's own pages and the hubs use one router: every module but the subset itself
 * resolves 'react-router' to the shared subset (a module rule's `resolve`, rspack's public
 * per-module resolve options), so the subset's own import reaches the real package.
 */
function shellRouterSubset(config: Rspack.Configuration): void {
  config.module ??= {};
  config.module.rules ??= [];
  config.module.rules.push({ exclude: [REACT_ROUTER_SUBSET], resolve: { alias: { 'react-router$': REACT_ROUTER_SUBSET } } });
}

/**
 * The host: a runtime-only Module Federation host (no federation build plugin). Its own
 * pages import React, the router and the workspace packages like any app, so its first
 * render needs no share negotiation and no federation runtime; the runtime (with what the
 * shell offers the hubs, from `providedShares`) is a lazy chunk that starts after the
 * first paint, or at once for a deep-linked hub (shell/src/federation/loading/remotes.ts).
 * Remotes are not listed here either: the shell registers them at run time from
 * /remotes.json, so moving a hub never needs a shell rebuild.
 */
export function defineShellConfig({ dir, extra = {} }: { dir: string; extra?: RsbuildConfig }): RsbuildConfig {
  const base = common(SHELL_PORT);
  const build = hubBuildEnv(dir);
  // the bench's measuring build (react-profiling.ts): React's profiling build, in a folder of its own
  const profiling = reactProfiling();
  return defineConfig({
    ...base,
    ...extra,
    resolve: { ...base.resolve, alias: { ...base.resolve.alias, ...profiling.alias } },
    source: {
      entry: { index: './src/index.ts' },
      ...(extra.source ?? {}),
      // the shell's own version and build id, as hub health reports name them
      define: {
        ...SHELL_RUNTIME_DEFINES,
        ...hubDefines(build),
        ...profiling.define,
        __NATURVERSE_SHARED__: JSON.stringify(providedShares(dir)),
        ...(extra.source?.define ?? {}),
      },
    },
    html: {
      title: 'Naturverse',
      template: './index.html',
      ...(extra.html ?? {}),
    },
    // the start-up script is not split: a split-off initial chunk is one more request before
    // anything renders
    performance: { chunkSplit: { ...base.performance.chunkSplit, override: { chunks: 'async' } } },
    output: { ...base.output, assetPrefix: '/', ...(build.outDir ? { distPath: { root: build.outDir } } : {}), ...(extra.output ?? {}) },
    tools: { rspack: shellRouterSubset, ...(extra.tools ?? {}) },
    plugins: [pluginReact(), pluginFirstRenderPreloads(), pluginLoadGraph(), ...(extra.plugins ?? []), pluginPrecompress()],
  });
}
