// `naturverse dev` (the CLI's `dev` command calls runDev): in a hub's folder, the hub's own Rsbuild
// dev server (its rsbuild.config.ts, through @rsbuild/core's public loadConfig / createRsbuild /
// startDevServer, from the hub's own installation) and the emulated shell around it, the other
// hubs from a deploy root (--root) or a deployed site (--site). The dev server's mf-manifest.json is
// the hub's manifest in the emulated registry; its client connects back to the dev server for updates.
import { existsSync } from 'node:fs';
import { createRequire } from 'node:module';
import { join, resolve } from 'node:path';
import { pathToFileURL } from 'node:url';
import type * as Rsbuild from '@rsbuild/core';
import { ENVIRONMENT_FLAGS, othersFrom, parseFlags, portFrom } from './args.js';
import type { OtherHubsSource } from './other-hubs.js';
import { serveShell, type EmulatedShell } from './serve-shell.js';
import { EXIT_USAGE, UsageError } from './usage-error.js';

export interface DevOptions {
  /** the hub's folder (its package.json and rsbuild.config.ts) */
  cwd: string;
  others?: OtherHubsSource;
  /** the shell's port (default 3000; 0: any free one) */
  port?: number;
  /** the dev server's port (default: the hub's config's server.port) */
  hubPort?: number;
  title?: string;
  prefixes?: string[];
}

export interface DevSession {
  /** the emulated site */
  site: EmulatedShell;
  /** the hub's page in the site */
  url: string;
  /** the dev server's origin */
  hubOrigin: string;
  close(): Promise<void>;
}

const HELP = `naturverse dev: your hub's dev server (hot reload) inside the Naturverse shell.

  naturverse dev [--root <deploy root> | --site <url>] [--port 3000] [--hub-port <n>] [--title T] [--prefix /p]…

  Run it in your hub's folder. The other hubs come from a deploy root (--root), a deployed
  site's /remotes.json (--site), or none. Open the printed address; edits show up as you save.`;

/** @rsbuild/core as the hub installed it (its version is the one its config was written for). */
async function rsbuildOf(cwd: string): Promise<typeof Rsbuild> {
  let entry: string;
  try {
    entry = createRequire(join(cwd, 'package.json')).resolve('@rsbuild/core');
  } catch {
    throw new UsageError(`${cwd} has no @rsbuild/core installed: run naturverse dev in your hub's folder, after npm install`);
  }
  return (await import(pathToFileURL(entry).href)) as typeof Rsbuild;
}

/** Start the hub's dev server and the shell around it. */
export async function startDev({ cwd, others, port = 3000, hubPort, title, prefixes }: DevOptions): Promise<DevSession> {
  if (!existsSync(join(cwd, 'package.json'))) throw new UsageError(`${cwd} is not a hub's folder (no package.json): run naturverse dev there`);
  const { loadConfig, createRsbuild, mergeRsbuildConfig } = await rsbuildOf(cwd);
  const { content, filePath } = await loadConfig({ cwd, command: 'dev', envMode: 'development' });
  if (!filePath) throw new UsageError(`${cwd} has no rsbuild.config.ts: run naturverse dev in your hub's folder`);
  const config = content as Rsbuild.RsbuildConfig;
  const wanted = hubPort ?? config.server?.port ?? 3001;
  const rsbuild = await createRsbuild({
    cwd,
    rsbuildConfig: mergeRsbuildConfig(config, {
      // The shell is a production build: the React it shares with the hub is production React,
      // which has neither the development JSX runtime (a development build of the hub fails with
      // "dispatcher.getOwner is not a function") nor React Refresh's hooks. So the hub is built
      // in production mode, unminified for speed, and a saved edit reloads the page (live reload).
      mode: 'production',
      output: { minify: false },
      server: { port: wanted, host: 'localhost', strictPort: true, printUrls: false },
      // the page is the shell's (another port): the client must reach back to this server
      dev: { client: { host: 'localhost', port: wanted }, liveReload: true },
    }),
  });
  let started: Rsbuild.StartDevServerResult;
  try {
    started = await rsbuild.startDevServer();
  } catch (error) {
    throw new UsageError(
      `the hub's dev server did not start on port ${wanted}: ${error instanceof Error ? error.message.split('\n')[0] : String(error)} (choose another with --hub-port)`,
    );
  }
  const hubOrigin = `http://localhost:${started.port}`;
  try {
    const site = await serveShell({
      hubs: [{ manifest: `${hubOrigin}/mf-manifest.json`, title, prefixes }],
      others,
      port,
      connectSources: [`ws://localhost:${started.port}`],
    });
    const hub = site.registry.remotes.find((r) => r.manifest.startsWith(hubOrigin))!;
    return {
      site,
      url: `${site.url}${hub.prefixes[0]}`,
      hubOrigin,
      close: async () => {
        await site.close();
        await started.server.close();
      },
    };
  } catch (error) {
    await started.server.close();
    throw error;
  }
}

/** `naturverse dev [flags]`: runs until SIGINT/SIGTERM; resolves with the exit code (64: bad input). */
export async function runDev(argv: string[], cwd: string = process.cwd()): Promise<number> {
  try {
    const values = parseFlags(argv, { ...ENVIRONMENT_FLAGS, 'hub-port': { type: 'string' } });
    if (values.help) return (console.log(HELP), 0);
    const session = await startDev({
      cwd: resolve(cwd),
      others: othersFrom(values),
      port: portFrom(values.port, '--port', 3000),
      hubPort: values['hub-port'] === undefined ? undefined : portFrom(values['hub-port'], '--hub-port', 0),
      title: values.title,
      prefixes: values.prefix,
    });
    console.log(`\nYour hub (dev server ${session.hubOrigin}, hot reload) inside the Naturverse shell: ${session.url}\nPress Ctrl+C to stop.`);
    await new Promise<void>((done) => {
      process.once('SIGINT', done);
      process.once('SIGTERM', done);
    });
    await session.close();
    return 0;
  } catch (error) {
    if (!(error instanceof UsageError)) throw error;
    console.error(`naturverse dev: ${error.message}`);
    return EXIT_USAGE;
  }
}
