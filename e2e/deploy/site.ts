/**
 * A deployed Naturverse of the test's own, on spare ports, so that editing its registry
 * touches no other test: the shell's production build (shell/dist, linked, never copied or
 * rebuilt) with its own /remotes.json as a real file, and one static host per hub serving
 * its versions side by side (/<version>/mf-manifest.json, see serveHubBuild).
 */
import { mkdir, readdir, readFile, rename, rm, symlink, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { formatRegistry } from '@naturverse/cli';
import type { RegistryFile } from '@naturverse/contracts/registry-schema';
import { createStaticServer } from '@naturverse/serving/static-server';
import { ROOT, distOf } from '@naturverse/site/serve';
import { browserPort } from '../support/browser';
import { currentHubBuild, serveHubBuild, type HubBuild, type HubHost } from '../support/hub-build';
import { PORT_OFFSET as OFFSET } from '@naturverse/testing/port-offset';

/**
 * Spare ports 3050–3069 + offset belong to tests that start servers of their own: this site
 * takes 3060 (shell) to 3066 (six hubs); version-skew and registry-fallback take 3050–3051.
 */
const SHELL_PORT = browserPort(3060 + OFFSET);

export interface DeployedSite {
  url: string;
  /** The registry file the shell's server serves as /remotes.json. */
  registryFile: string;
  /** The folder the shell's server serves (links to shell/dist, plus remotes.json). */
  shellDir: string;
  /** Paths requested from the shell's server. */
  shellRequests: string[];
  hosts: Record<string, HubHost>;
  /** Point `hub` at `manifestUrl`: the one line of the registry file that names it changes. */
  pointHubAt(hub: string, manifestUrl: string): Promise<void>;
  close(): Promise<void>;
}

/**
 * Every hub at the version `pnpm run build` made (dist/), `extra` builds published beside
 * theirs, the registry naming the dist versions.
 */
export async function deploySite(extra: HubBuild[]): Promise<DeployedSite> {
  const work = join(ROOT, 'node_modules', '.cache', `naturverse-deploy-site-${OFFSET}`);
  await rm(work, { recursive: true, force: true });
  const shellDir = join(work, 'shell');
  await mkdir(shellDir, { recursive: true });
  const shellDist = distOf('shell');
  // the shell as deployed: its built files untouched (linked), the registry its own file
  for (const name of await readdir(shellDist)) if (name !== 'remotes.json') await symlink(join(shellDist, name), join(shellDir, name));
  const built = JSON.parse(await readFile(join(shellDist, 'remotes.json'), 'utf8')) as RegistryFile;

  const url = `http://localhost:${SHELL_PORT}`;
  const allowOrigins = [url, `http://127.0.0.1:${SHELL_PORT}`];
  const hosts: Record<string, HubHost> = {};
  const remotes: RegistryFile['remotes'] = [];
  for (const [index, entry] of built.remotes.entries()) {
    const current = await currentHubBuild(entry.name);
    const builds = [current, ...extra.filter((b) => b.hub === entry.name)];
    const host = await serveHubBuild({ builds, port: browserPort(SHELL_PORT + 1 + index), hostDir: join(work, entry.name), allowOrigins });
    hosts[entry.name] = host;
    remotes.push({ ...entry, manifest: host.manifestUrl(current.version) });
  }
  const registryFile = join(shellDir, 'remotes.json');
  await writeFile(registryFile, formatRegistry({ ...built, remotes }));

  const shellServer = createStaticServer({ root: shellDir, port: SHELL_PORT });
  const shellRequests: string[] = [];
  shellServer.server.on('request', (req: { url?: string }) => shellRequests.push(req.url ?? ''));
  await shellServer.listen();

  return {
    url,
    registryFile,
    shellDir,
    shellRequests,
    hosts,
    async pointHubAt(hub, manifestUrl) {
      const text = await readFile(registryFile, 'utf8');
      const lines = text.split('\n');
      const at = lines.findIndex((line) => line.includes(`"name":"${hub}"`));
      if (at < 0) throw new Error(`the registry names no hub "${hub}"`);
      lines[at] = lines[at]!.replace(/"manifest":"[^"]*"/, `"manifest":${JSON.stringify(manifestUrl)}`);
      // replaced in one step, as an upload does: the server never reads half a file
      await writeFile(`${registryFile}.next`, lines.join('\n'));
      await rename(`${registryFile}.next`, registryFile);
    },
    async close() {
      await shellServer.close();
      await Promise.all(Object.values(hosts).map((h) => h.close()));
      await rm(work, { recursive: true, force: true });
    },
  };
}
