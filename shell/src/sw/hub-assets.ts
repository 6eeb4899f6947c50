/**
 * Which files of each hub the service worker precaches, read from the hubs' own
 * Module Federation manifests (mf-manifest.json): the remote entry plus every JS and
 * CSS file of every exposed module, sync and async, and of every shared module the
 * shell does not provide. A hub's own copy of a library the shell provides (React, the
 * router, zustand, the workspace packages) is never loaded in the site: every share is a
 * singleton and the shell's copy is loaded first. Pure: no service-worker or DOM API, so
 * it is unit-tested in node.
 */
import * as v from 'valibot';
import { parseRegistry } from '../federation/registry/registry';

/** A list of file names: entries that are not non-empty strings are skipped, a non-list is empty. */
const fileNames = v.fallback(
  v.pipe(
    v.array(v.unknown()),
    v.transform((list) => list.filter((file): file is string => typeof file === 'string' && file !== '')),
  ),
  [],
);
const syncAndAsync = v.fallback(v.object({ sync: fileNames, async: fileNames }), { sync: [], async: [] });
/** One exposed or shared module of the manifest, with the files it loads (none when they are unreadable). */
const assetGroup = v.object({
  name: v.optional(v.unknown()),
  assets: v.fallback(v.object({ js: syncAndAsync, css: syncAndAsync }), { js: { sync: [], async: [] }, css: { sync: [], async: [] } }),
});
/** A list of groups: a group that is not an object is skipped, a non-list is empty. */
const assetGroups = v.fallback(
  v.pipe(
    v.array(v.unknown()),
    v.transform((list) =>
      list.flatMap((group) => {
        const parsed = v.safeParse(assetGroup, group);
        return parsed.success ? [parsed.output] : [];
      }),
    ),
  ),
  [],
);
const optionalUnknown = v.optional(v.unknown());
/**
 * The parts of a hub's mf-manifest.json the worker reads. Only "an object" is required here; what
 * the checks below refuse (no remote entry, getPublicPath, a non-http public path) is refused
 * with its own message.
 */
const HubManifestSchema = v.object({
  metaData: v.fallback(
    v.optional(
      v.object({
        publicPath: optionalUnknown,
        getPublicPath: optionalUnknown,
        remoteEntry: v.fallback(v.optional(v.object({ name: optionalUnknown, path: optionalUnknown })), undefined),
      }),
    ),
    undefined,
  ),
  shared: assetGroups,
  exposes: assetGroups,
});
type AssetGroup = v.InferOutput<typeof assetGroup>;

/**
 * The manifest URLs the registry names, resolved against the site and deduplicated: each hub's
 * stable manifest and, while it has one, its canary's. The worker cannot know a
 * page's bucket (it lives in the page's storage), so it warms both: a canary browser and a
 * stable one each find their own version offline, and a canary browser whose canary cannot be
 * loaded finds the stable version it falls back to.
 */
export function manifestUrlsFromRegistry(raw: unknown, siteUrl: string): string[] {
  const urls = new Set<string>();
  for (const remote of parseRegistry(raw).remotes) {
    for (const manifest of [remote.manifest, remote.canary?.manifest]) {
      const url = manifest ? httpUrl(manifest, siteUrl) : null;
      if (url) urls.add(url);
    }
  }
  return [...urls];
}

/**
 * Every file of the hub the site can load, as absolute URLs: the manifest's files less
 * those of shared modules named in `providedByShell`. A manifest this code does not
 * understand (no remote entry, a `getPublicPath` function, a non-http public path)
 * gives an error rather than a guess, so a broken hub is reported, never half-cached.
 */
export function assetUrlsFromManifest(raw: unknown, manifestUrl: string, providedByShell: ReadonlySet<string> = new Set()): string[] {
  const parsed = v.safeParse(HubManifestSchema, raw);
  if (!parsed.success) throw new Error(`${manifestUrl}: not a manifest object`);
  const { metaData: meta, shared, exposes } = parsed.output;
  const entryName = meta?.remoteEntry?.name;
  if (typeof entryName !== 'string' || !entryName) throw new Error(`${manifestUrl}: no remoteEntry`);
  const base = publicPathOf(meta?.publicPath, meta?.getPublicPath, manifestUrl);
  const entryPath = typeof meta?.remoteEntry?.path === 'string' ? meta.remoteEntry.path : '';
  const files = [joinPath(entryPath, entryName)];
  const ownShared = shared.filter((group) => !providedByShell.has(String(group.name)));
  for (const group of [...ownShared, ...exposes]) files.push(...filesOf(group));
  const urls = new Set<string>();
  for (const file of files) {
    const url = httpUrl(file, base);
    if (!url) throw new Error(`${manifestUrl}: asset "${file}" is not an http(s) URL`);
    urls.add(url);
  }
  return [...urls];
}

function publicPathOf(publicPath: unknown, getPublicPath: unknown, manifestUrl: string): string {
  if (getPublicPath !== undefined && getPublicPath !== '') {
    throw new Error(`${manifestUrl}: getPublicPath is not supported`);
  }
  // 'auto' (what every hub here builds with): files sit beside the manifest
  if (publicPath === undefined || publicPath === 'auto') return new URL('.', manifestUrl).href;
  if (typeof publicPath !== 'string') throw new Error(`${manifestUrl}: publicPath is not a string`);
  const base = httpUrl(publicPath, manifestUrl);
  if (!base) throw new Error(`${manifestUrl}: publicPath "${publicPath}" is not an http(s) URL`);
  return base.endsWith('/') ? base : `${base}/`;
}

function filesOf({ assets }: AssetGroup): string[] {
  return [assets.js.sync, assets.js.async, assets.css.sync, assets.css.async].flat();
}

function joinPath(dir: string, name: string): string {
  if (!dir) return name;
  return `${dir.replace(/\/+$/, '')}/${name.replace(/^\/+/, '')}`;
}

function httpUrl(value: string, base: string): string | null {
  try {
    const url = new URL(value, base);
    return url.protocol === 'http:' || url.protocol === 'https:' ? url.href : null;
  } catch {
    return null;
  }
}
