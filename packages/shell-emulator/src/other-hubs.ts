// The hubs around the one under test: those a deploy root's registry names (served from the
// root's own version folders, as `naturverse deploy` writes them: hubs/<hub>/<version>/), or
// those a deployed site's /remotes.json names (fetched through this machine: site-proxy.ts), or
// none. A root is read from disk only: nothing is fetched from the internet.
import { existsSync, readFileSync } from 'node:fs';
import { join, normalize, relative, sep } from 'node:path';
import { checkRegistry, type RegistryRemote } from '@naturverse/contracts/registry-schema';
import { UsageError } from './usage-error.js';

/** Where the other hubs come from: a deploy root folder, a deployed site's URL, or nowhere. */
export type OtherHubsSource = { root: string; site?: undefined } | { site: string; root?: undefined };

/** A hub of the chosen environment and where its files are: a folder at the root, or a URL to proxy. */
export interface OtherHub {
  entry: Omit<RegistryRemote, 'manifest' | 'fallback' | 'canary'>;
  /** its version folder under the root's hubs/ ("zones/1.2.0"), holding its mf-manifest.json (a deploy root) */
  folder?: string;
  /** its mf-manifest.json's URL (a site) */
  manifestUrl?: string;
}

/** What a root or site offered that cannot be served here, one line each (shown, never silent). */
export interface OtherHubs {
  hubs: OtherHub[];
  /** the deploy root's hubs/ folder, which `folder`s are in */
  hubsDir?: string;
  skipped: string[];
}

const registryOf = (raw: unknown, where: string) => {
  const checked = checkRegistry(raw);
  if (!checked.ok) throw new UsageError(`the registry of ${where} is invalid: ${checked.errors.join('; ')}`);
  return checked.registry;
};

/**
 * A deploy root's hubs at the versions its registry names. Each manifest is a path on the site
 * (`/hubs/zones/1.2.0/mf-manifest.json`, or the same under `--base-url`); its folder must be at
 * the root. The stable version is served (a canary's share of browsers is the real site's business).
 */
export function hubsOfRoot(root: string): OtherHubs {
  const file = join(root, 'remotes.json');
  if (!existsSync(file)) throw new UsageError(`${root} is not a deploy root (no remotes.json): deploy the shell there first, or leave out --root`);
  let raw: unknown;
  try {
    raw = JSON.parse(readFileSync(file, 'utf8'));
  } catch (error) {
    throw new UsageError(`${file} is not JSON: ${error instanceof Error ? error.message : String(error)}`);
  }
  const registry = registryOf(raw, root);
  const hubsDir = normalize(join(root, 'hubs'));
  const hubs: OtherHub[] = [];
  const skipped: string[] = [];
  for (const { manifest, fallback: _fallback, canary: _canary, ...entry } of registry.remotes) {
    const path = decodeURIComponent(new URL(manifest, 'http://root.invalid').pathname);
    const folder = normalize(join(hubsDir, path.replace(/^\/hubs\//, ''), '..'));
    if (!path.startsWith('/hubs/') || !folder.startsWith(hubsDir + sep) || !existsSync(join(folder, 'mf-manifest.json'))) {
      skipped.push(`${entry.name}: ${manifest} is not a version folder of ${root}`);
      continue;
    }
    hubs.push({ entry, folder: relative(hubsDir, folder).split(sep).join('/') });
  }
  return { hubs, hubsDir, skipped };
}

/** A deployed site's hubs: its /remotes.json, each manifest resolved against the site's address. */
export async function hubsOfSite(site: string, fetcher: typeof fetch = fetch): Promise<OtherHubs> {
  let base: URL;
  try {
    base = new URL(site);
  } catch {
    throw new UsageError(`--site ${site} is not a web address (write it as https://naturverse.example)`);
  }
  if (base.protocol !== 'http:' && base.protocol !== 'https:') throw new UsageError(`--site ${site} must start with http:// or https://`);
  const registryUrl = new URL('/remotes.json', base);
  let raw: unknown;
  try {
    // a site that does not answer is named, not waited for forever
    const response = await fetcher(registryUrl, { signal: AbortSignal.timeout(15_000) });
    if (!response.ok) throw new Error(`answered ${response.status}`);
    raw = await response.json();
  } catch (error) {
    throw new UsageError(`could not read ${registryUrl.href}: ${error instanceof Error ? error.message : String(error)}`);
  }
  const registry = registryOf(raw, site);
  return {
    hubs: registry.remotes.map(({ manifest, fallback: _fallback, canary: _canary, ...entry }) => ({ entry, manifestUrl: new URL(manifest, base).href })),
    skipped: [],
  };
}
