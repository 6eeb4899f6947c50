// Where things live at a deploy root (a folder, or a prefix of a bucket: ../store), as keys:
//   index.html, sw.js, static/…     the live shell's files: a projection of the registry's shell (projection.ts)
//   remotes.json                    the registry, a ledger (ledger.ts); it names the live shell
//   hubs/<hub>/<version>/           each hub version's immutable folder
//   shell/<version>/                each shell version's immutable folder (an older root's shell/live.json
//                                   named the live one; read only to carry it into the registry)
//   .naturverse/                    never served: history/ (one record per revision), versions/
//                                   (each version's digest), the folder lock and the served policy
import { join } from 'node:path';
import { versionOf } from '@naturverse/contracts/manifest-url';
import type { RegistryShell } from '@naturverse/contracts/registry-schema';
import type { Store } from '../store/store.js';

export const hubFolder = (hub: string, version: string): string => `hubs/${hub}/${version}`;
export const shellFolder = (version: string): string => `shell/${version}`;
/** Which shell an older root had live, before its registry named it. */
export const LEGACY_LIVE_SHELL = 'shell/live.json';
/**
 * What a shell build shares (its Module Federation singletons) and its version: the shell's
 * build writes it in its dist/, a deploy keeps it in the version's folder.
 */
export const SHELL_FACTS = 'naturverse-shell.json';
/** The root's own folders: a hub's prefix may not take one (nginx answers them as files). */
export const ROOT_FOLDERS: readonly string[] = ['/hubs', '/shell', '/static'];

export type Shared = RegistryShell['shared'];
export type LiveShell = RegistryShell;

/** How a key of a store reads in messages: the folder's path, or the bucket URL. */
export const shownKey = (store: Store, key: string): string => (store.folder ? join(store.folder, key) : `${store.describe.replace(/\/$/, '')}/${key}`);

/** The registry's manifest URL of a hub version at this root ("/hubs/zones/1.2.0/mf-manifest.json", or under --base-url). */
export function hubManifestUrl(hub: string, version: string, baseUrl = ''): string {
  return `${baseUrl.replace(/\/$/, '')}/hubs/${hub}/${version}/mf-manifest.json`;
}

/** How a registry manifest URL reads in status and history: its version, else the URL itself. */
export function shownVersion(manifestUrl: string | undefined): string | null {
  if (!manifestUrl) return null;
  return versionOf(manifestUrl) ?? manifestUrl;
}

/** The version folder at this root a registry manifest URL points into (null if it lives elsewhere). */
export function localFolderOf(hub: string, manifestUrl: string, baseUrl = ''): string | null {
  const version = versionOf(manifestUrl);
  if (!version) return null;
  const here = [hubManifestUrl(hub, version), ...(baseUrl ? [hubManifestUrl(hub, version, baseUrl)] : [])];
  return here.includes(manifestUrl) ? hubFolder(hub, version) : null;
}

/** An object of the store as JSON, or null when it is missing or is not JSON. */
export async function readJsonAt(store: Store, key: string): Promise<unknown> {
  const got = await store.read(key);
  try {
    return got ? (JSON.parse(got.body.toString('utf8')) as unknown) : null;
  } catch {
    return null;
  }
}

/**
 * The shell an older root's shell/live.json names, with what its build shares and the newest
 * registry schema it reads (1 for a build that does not say); null when there is none.
 */
export async function readLegacyShell(store: Store): Promise<{ shell: LiveShell; registrySchema: number } | null> {
  const live = (await readJsonAt(store, LEGACY_LIVE_SHELL)) as { version?: string } | null;
  if (typeof live?.version !== 'string') return null;
  const facts = (await readJsonAt(store, `${shellFolder(live.version)}/${SHELL_FACTS}`)) as { shared?: Shared; registrySchema?: number } | null;
  if (!facts?.shared) return null;
  return { shell: { version: live.version, shared: facts.shared }, registrySchema: facts.registrySchema ?? 1 };
}
