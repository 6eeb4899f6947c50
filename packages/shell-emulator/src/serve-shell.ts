// The emulated site: the shell's production build on 127.0.0.1 with a /remotes.json of its own,
// naming the hub(s) under test (a production build folder, or a dev server's manifest URL) and
// the other hubs of the chosen environment (hubs of a deploy root, of a deployed site, or none).
// Every part is served by @naturverse/serving's static server, so the security headers are the
// site's own: its Content-Security-Policy is derived from the registry served, so it allows
// exactly the hub origins named here.
import type { AddressInfo } from 'node:net';
import { checkRegistry, type RegistryFile, type RegistryRemote } from '@naturverse/contracts/registry-schema';
import { createStaticServer, type StaticServer } from '@naturverse/serving/static-server';
import { HUB_IDENTITY_FILE } from '@naturverse/contracts/hub-identity';
import { distIdentity, hubIdentity, type HubFacts, type HubIdentity } from './hub-identity.js';
import { hubsOfRoot, hubsOfSite, type OtherHubs, type OtherHubsSource } from './other-hubs.js';
import { shellBuildDir } from './shell-build.js';
import { startSiteProxy } from './site-proxy.js';
import { UsageError } from './usage-error.js';

/** A hub under test: its production build folder, or the mf-manifest.json URL of a running build (a dev server). */
export type HubUnderTest = ({ dist: string; manifest?: undefined } | { manifest: string; dist?: undefined }) & HubFacts;

export interface ServeShellOptions {
  /** the hub(s) under test; each replaces the hub of the same name the environment has */
  hubs?: HubUnderTest[];
  /** the other hubs: `{ root }` a deploy root folder, `{ site }` a deployed site's address; none by default */
  others?: OtherHubsSource;
  /** the shell's port on 127.0.0.1 (default: any free one) */
  port?: number;
  /** further sources the pages may connect to (`naturverse dev`: the dev server's update socket) */
  connectSources?: string[];
  /** the shell build to serve (default: the one this package ships) */
  shellDir?: string;
  /** told what the environment offered that cannot be served (default: console.warn) */
  onNotice?: (line: string) => void;
}

export interface EmulatedShell {
  /** The site's address, e.g. http://localhost:3000 */
  url: string;
  /** The registry the shell is given as /remotes.json. */
  registry: RegistryFile;
  close(): Promise<void>;
}

/** A per-browser override may point any hub at this machine (`?override=<hub>@<manifest URL>`), as in local development. */
const LOCAL_OVERRIDES = ['http://localhost:*', 'http://127.0.0.1:*'];

const portOf = (s: StaticServer) => (s.server.address() as AddressInfo).port;

async function listen(server: StaticServer, port: number): Promise<void> {
  try {
    await server.listen();
  } catch (error) {
    const code = (error as NodeJS.ErrnoException).code;
    if (code === 'EADDRINUSE' || code === 'EACCES') throw new UsageError(`port ${port} is not free: choose another (--port)`);
    throw error;
  }
}

/** What the hub under test is, from its build folder or from its manifest beside the running build. */
async function identityOf(hub: HubUnderTest, fetcher: typeof fetch): Promise<HubIdentity> {
  if (hub.dist !== undefined) return distIdentity(hub.dist, hub);
  const text = async (url: URL) => {
    const answer = await fetcher(url).catch(() => null);
    return answer?.ok ? await answer.text().catch(() => null) : null;
  };
  const manifestText = await text(new URL(hub.manifest));
  let name: unknown;
  try {
    name = (JSON.parse(manifestText ?? 'null') as { name?: unknown } | null)?.name;
  } catch {
    // named below
  }
  if (typeof name !== 'string') throw new UsageError(`${hub.manifest} is not a hub's mf-manifest.json (or does not answer)`);
  // A dev server answers a file it does not hold with its HTML page (the history fallback):
  // that is no identity file, as a 404 is; a JSON answer is read by the one reader.
  const identityUrl = new URL(HUB_IDENTITY_FILE, hub.manifest);
  const identity = await fetcher(identityUrl).catch(() => null);
  const isPage = (identity?.headers.get('content-type') ?? '').startsWith('text/html');
  return hubIdentity(hub, identity?.ok && !isPage ? await identity.text().catch(() => null) : null, name, hub.manifest);
}

/** Serve the shell with the hub(s) under test among the environment's others. */
export async function serveShell({
  hubs = [],
  others,
  port = 0,
  connectSources,
  shellDir,
  onNotice = (line) => console.warn(line),
}: ServeShellOptions = {}): Promise<EmulatedShell> {
  const identities = await Promise.all(hubs.map((hub) => identityOf(hub, fetch)));
  const environment: OtherHubs =
    others?.root !== undefined ? hubsOfRoot(others.root) : others?.site !== undefined ? await hubsOfSite(others.site) : { hubs: [], skipped: [] };
  for (const line of environment.skipped) onNotice(`[naturverse-shell] left out ${line}`);
  // looked for only now: bad input is named first, whether or not a shell build is at hand
  const shellRoot = shellDir ?? shellBuildDir();

  let registryBody = Buffer.from('');
  const shell = createStaticServer({ root: shellRoot, port, connectSources, transform: (urlPath) => (urlPath === '/remotes.json' ? registryBody : undefined) });
  await listen(shell, port);
  const closers: Array<() => Promise<void>> = [shell.close];
  try {
    const shellPort = portOf(shell);
    const allowOrigins = [`http://localhost:${shellPort}`, `http://127.0.0.1:${shellPort}`];
    // one static host per build folder, answering the shell's origins only, as a hub's host does
    const host = async (root: string) => {
      const server = createStaticServer({ root, port: 0, allowOrigins });
      await server.listen();
      closers.push(server.close);
      return `http://localhost:${portOf(server)}`;
    };

    const tested = new Map<string, RegistryRemote>();
    for (const [index, hub] of hubs.entries()) {
      const identity = identities[index]!;
      const manifest = hub.dist !== undefined ? `${await host(hub.dist)}/mf-manifest.json` : hub.manifest;
      tested.set(identity.name, { ...identity, manifest });
    }
    const around = environment.hubs.filter((other) => !tested.has(other.entry.name));
    const rootHost = environment.hubsDir && around.length ? await host(environment.hubsDir) : '';
    const siteHubs = Object.fromEntries(around.filter((o) => o.manifestUrl).map((o) => [o.entry.name, o.manifestUrl!]));
    const proxy = Object.keys(siteHubs).length ? await startSiteProxy(siteHubs, allowOrigins) : null;
    if (proxy) closers.push(proxy.close);

    const remotes: RegistryRemote[] = environment.hubs.map((other) => {
      const name = other.entry.name;
      if (tested.has(name)) return tested.get(name)!;
      if (other.folder) return { ...other.entry, manifest: `${rootHost}/${other.folder}/mf-manifest.json` };
      return { ...other.entry, manifest: proxy!.manifestUrl(name) };
    });
    for (const entry of tested.values()) if (!remotes.includes(entry)) remotes.push(entry);
    if (remotes.length === 0) throw new UsageError('nothing to serve: give the hub under test, or other hubs (a deploy root or a site)');
    const checked = checkRegistry({ remotes, overrides: { allowedOrigins: LOCAL_OVERRIDES } });
    if (!checked.ok) throw new UsageError(`these hubs cannot make one site: ${checked.errors.join('; ')}`);
    registryBody = Buffer.from(`${JSON.stringify(checked.registry, null, 2)}\n`);
    return {
      url: `http://localhost:${shellPort}`,
      registry: checked.registry,
      close: async () => void (await Promise.all(closers.map((close) => close()))),
    };
  } catch (error) {
    await Promise.all(closers.map((close) => close()));
    throw error;
  }
}
