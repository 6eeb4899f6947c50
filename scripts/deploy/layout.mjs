// Where things live at a deploy root (a folder a web server or a bucket sync publishes):
//   index.html, sw.js, static/…     the live shell's files (copied from shell/<version>/)
//   remotes.json                    the registry, a ledger (ledger.mjs)
//   remotes.history.jsonl           one line per change
//   hubs/<hub>/<version>/           each hub version's immutable folder
//   shell/<version>/                each shell version's immutable folder; shell/live.json says which is live
//   .naturverse/                    the lock and the served policy (never served)
import { readFile } from 'node:fs/promises';
import { join } from 'node:path';

export const hubDir = (root, hub, version) => join(root, 'hubs', hub, version);
export const shellDir = (root, version) => join(root, 'shell', version);
export const LIVE_SHELL = join('shell', 'live.json');
/** What a shell version shares (its Module Federation singletons), written in its folder at deploy. */
export const SHELL_FACTS = 'naturverse-shell.json';

/** The registry's manifest URL of a hub version at this root ("/hubs/zones/1.2.0/mf-manifest.json", or under --base-url). */
export function hubManifestUrl(hub, version, baseUrl = '') {
  return `${baseUrl.replace(/\/$/, '')}/hubs/${hub}/${version}/mf-manifest.json`;
}

/** The version a registry manifest URL names, if it is a deployed one; else the URL itself. */
export function versionOf(manifestUrl) {
  if (!manifestUrl) return null;
  return /\/hubs\/[a-z][a-z0-9_-]*\/([^/]+)\/mf-manifest\.json$/.exec(manifestUrl)?.[1] ?? manifestUrl;
}

/** The folder at this root a registry manifest URL points into (null if it lives elsewhere). */
export function localFolderOf(root, hub, manifestUrl, baseUrl = '') {
  const version = versionOf(manifestUrl);
  if (version === manifestUrl) return null;
  if (!manifestUrl.startsWith('/') && !(baseUrl && manifestUrl.startsWith(baseUrl))) return null;
  return hubDir(root, hub, version);
}

/** The live shell: { version, shared }, or null before the first shell deploy. */
export async function readLiveShell(root) {
  try {
    const { version } = JSON.parse(await readFile(join(root, LIVE_SHELL), 'utf8'));
    const facts = JSON.parse(await readFile(join(shellDir(root, version), SHELL_FACTS), 'utf8'));
    return { version, shared: facts.shared };
  } catch {
    return null;
  }
}
