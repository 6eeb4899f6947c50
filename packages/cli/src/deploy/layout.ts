// Where things live at a deploy root (a folder a web server or a bucket sync publishes):
//   index.html, sw.js, static/…     the live shell's files (copied from shell/<version>/)
//   remotes.json                    the registry, a ledger (ledger.ts)
//   remotes.history.jsonl           one line per change
//   hubs/<hub>/<version>/           each hub version's immutable folder
//   shell/<version>/                each shell version's immutable folder; shell/live.json says which is live
//   .naturverse/                    the lock and the served policy (never served)
import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { versionOf } from '@naturverse/contracts/manifest-url';

export const hubDir = (root: string, hub: string, version: string): string => join(root, 'hubs', hub, version);
export const shellDir = (root: string, version: string): string => join(root, 'shell', version);
export const LIVE_SHELL = join('shell', 'live.json');
/**
 * What a shell build shares (its Module Federation singletons) and its version: the shell's
 * build writes it in its dist/, a deploy keeps it in the version's folder.
 */
export const SHELL_FACTS = 'naturverse-shell.json';
/** The root's own folders: a hub's prefix may not take one (nginx answers them as files). */
export const ROOT_FOLDERS: readonly string[] = ['/hubs', '/shell', '/static'];

export type Shared = Record<string, { version: string; requiredVersion?: string }>;
export interface LiveShell {
  version: string;
  shared: Shared;
}

/** The registry's manifest URL of a hub version at this root ("/hubs/zones/1.2.0/mf-manifest.json", or under --base-url). */
export function hubManifestUrl(hub: string, version: string, baseUrl = ''): string {
  return `${baseUrl.replace(/\/$/, '')}/hubs/${hub}/${version}/mf-manifest.json`;
}

/** How a registry manifest URL reads in status and history: its version, else the URL itself. */
export function shownVersion(manifestUrl: string | undefined): string | null {
  if (!manifestUrl) return null;
  return versionOf(manifestUrl) ?? manifestUrl;
}

/** The folder at this root a registry manifest URL points into (null if it lives elsewhere). */
export function localFolderOf(root: string, hub: string, manifestUrl: string, baseUrl = ''): string | null {
  const version = versionOf(manifestUrl);
  if (!version) return null;
  const here = [hubManifestUrl(hub, version), ...(baseUrl ? [hubManifestUrl(hub, version, baseUrl)] : [])];
  return here.includes(manifestUrl) ? hubDir(root, hub, version) : null;
}

/** The live shell: { version, shared }, or null before the first shell deploy. */
export async function readLiveShell(root: string): Promise<LiveShell | null> {
  try {
    const { version } = JSON.parse(await readFile(join(root, LIVE_SHELL), 'utf8')) as { version: string };
    const facts = JSON.parse(await readFile(join(shellDir(root, version), SHELL_FACTS), 'utf8')) as { shared: Shared };
    return { version, shared: facts.shared };
  } catch {
    return null;
  }
}
