/**
 * Another version of one hub, built for real and served like a static host would serve it
 * (independent deploys, overrides). The build is the hub's own production build
 * with the preset's knobs (packages/build-preset/src/build-env.ts): NATURVERSE_HUB_VERSION (what the
 * manifest's buildInfo and the hub's version line say), NATURVERSE_BUILD_ID and
 * NATURVERSE_OUT_DIR. Nothing is edited by hand.
 *
 * Built once per source: the out dir keeps a stamp of the version and a hash of everything the
 * build reads (the hub, the shared packages, the build config, the lockfile); a later run —
 * or another worker, or another spec — with the same stamp reuses it.
 */
import { execFile } from 'node:child_process';
import { createHash } from 'node:crypto';
import { existsSync } from 'node:fs';
import { mkdir, readdir, readFile, rename, rm, symlink, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { promisify } from 'node:util';
import { createStaticServer } from '@naturverse/serving/static-server';
import { ROOT, distOf } from '@naturverse/site/serve';

const run = promisify(execFile);
const STAMP = '.naturverse-build.json';

/** Where builds are cached unless a caller names a folder. */
export const BUILD_CACHE = join(ROOT, 'node_modules', '.cache', 'naturverse-hub-builds');

/** Every file a hub's build reads from this checkout, hashed with its path. */
async function hashTree(hash: ReturnType<typeof createHash>, dir: string): Promise<void> {
  const entries = (await readdir(dir, { withFileTypes: true })).sort((a, b) => a.name.localeCompare(b.name));
  for (const entry of entries) {
    if (['node_modules', 'dist'].includes(entry.name) || entry.name.startsWith('.')) continue;
    const path = join(dir, entry.name);
    if (entry.isDirectory()) await hashTree(hash, path);
    else if (entry.isFile()) hash.update(path).update(await readFile(path));
  }
}

async function sourceKey(hub: string, knobs: string): Promise<string> {
  const hash = createHash('sha256').update(`${hub}@${knobs}`);
  for (const dir of [join(ROOT, 'remotes', hub), join(ROOT, 'packages'), join(ROOT, 'registry')]) await hashTree(hash, dir);
  hash.update(await readFile(join(ROOT, 'pnpm-lock.yaml')));
  return hash.digest('hex');
}

export interface HubBuild {
  hub: string;
  version: string;
  buildId: string;
  /** The folder holding the build (its mf-manifest.json, index.html, static/). */
  outDir: string;
}

/**
 * "Another version" of a hub, for every spec that needs only a build that is not the site's (a
 * candidate, an override, a canary, a deploy): one build of zones, shared through the cache, so a
 * clean run builds it once instead of once per spec (it was two, 0.2.0 and
 * 2.0.0-qa). Its version and build id differ from what `pnpm run build` makes (0.1.0, the commit's
 * short hash), which is all those specs tell the two apart by.
 */
export const ZONES_V2 = { hub: 'zones', version: '0.2.0', buildId: 'e2e-0.2.0' } as const;

export interface HubBuildOptions {
  hub: string;
  /** NATURVERSE_HUB_VERSION: what the manifest's buildInfo and the hub's version line say */
  version: string;
  /** NATURVERSE_BUILD_ID (default `e2e-<version>`) */
  buildId?: string;
  /** NATURVERSE_REQUIRE_SHARED, e.g. "@naturverse/ui@^9.0.0" (the version-skew fixture) */
  requireShared?: string;
  /** default: a cache folder keyed by hub, version and build id */
  outDir?: string;
}

/**
 * Build `hub` as `version` into `outDir`, unless a build of the same source and knobs is
 * already there.
 */
export async function buildHubVersion({ hub, version, buildId = `e2e-${version}`, requireShared, outDir }: HubBuildOptions): Promise<HubBuild> {
  const dir = outDir ?? join(BUILD_CACHE, `${hub}-${version}-${buildId}`);
  const key = await sourceKey(hub, JSON.stringify({ version, buildId, requireShared }));
  const stamp = join(dir, STAMP);
  if (existsSync(stamp) && JSON.parse(await readFile(stamp, 'utf8')).key === key) return { hub, version, buildId, outDir: dir };

  // build beside the target and move it in whole: a worker that races this one never sees half a build
  const building = `${dir}.building-${process.pid}-${Date.now()}`;
  await mkdir(building, { recursive: true });
  const knobs: Record<string, string> = { NATURVERSE_HUB_VERSION: version, NATURVERSE_BUILD_ID: buildId, NATURVERSE_OUT_DIR: building };
  if (requireShared) knobs.NATURVERSE_REQUIRE_SHARED = requireShared;
  try {
    await run('pnpm', ['exec', 'rsbuild', 'build'], {
      cwd: join(ROOT, 'remotes', hub),
      env: { ...process.env, ...knobs },
      maxBuffer: 16 * 1024 * 1024,
    });
    if (!existsSync(join(building, 'mf-manifest.json'))) throw new Error(`building ${hub} ${version} wrote no manifest`);
    await writeFile(join(building, STAMP), JSON.stringify({ hub, version, key }));
    await rm(dir, { recursive: true, force: true });
    await rename(building, dir).catch(async (error: NodeJS.ErrnoException) => {
      // another worker moved the same build in first: use that one
      if (error.code !== 'ENOTEMPTY' && error.code !== 'EEXIST') throw error;
    });
  } finally {
    await rm(building, { recursive: true, force: true });
  }
  return { hub, version, buildId, outDir: dir };
}

/** The build `pnpm run build` made in the hub's dist/ (the version the site runs today). */
export async function currentHubBuild(hub: string): Promise<HubBuild> {
  const outDir = distOf(hub);
  const manifest = JSON.parse(await readFile(join(outDir, 'mf-manifest.json'), 'utf8')) as {
    metaData: { buildInfo: { buildVersion: string; buildId?: string } };
  };
  return { hub, version: manifest.metaData.buildInfo.buildVersion, buildId: manifest.metaData.buildInfo.buildId ?? '', outDir };
}

export interface HubHost {
  origin: string;
  /** The manifest URL of a version this host serves. */
  manifestUrl(version: string): string;
  /** Every path requested from this host since it started (or since `requests.length = 0`). */
  requests: string[];
  /** Take a version down (its folder no longer served), or put it back. */
  withdraw(version: string): Promise<void>;
  publish(build: HubBuild): Promise<void>;
  close(): Promise<void>;
}

/**
 * A static host for one hub's versions, side by side under one origin: /<version>/mf-manifest.json,
 * as a team uploads each build to its own immutable folder. Same origin for every version,
 * so the site's Content-Security-Policy (which names the hubs' origins) is the same before
 * and after a deploy. The folders are links to the builds (`hostDir` holds only links).
 * Answers cross-origin reads from `allowOrigins` only, like the real hubs.
 */
export async function serveHubBuild({
  builds,
  port,
  hostDir,
  allowOrigins,
}: {
  builds: HubBuild[];
  port: number;
  hostDir: string;
  allowOrigins: string[];
}): Promise<HubHost> {
  await rm(hostDir, { recursive: true, force: true });
  await mkdir(hostDir, { recursive: true });
  const publish = (build: HubBuild) => symlink(build.outDir, join(hostDir, build.version), 'dir');
  for (const build of builds) await publish(build);
  const server = createStaticServer({ root: hostDir, port, allowOrigins });
  const requests: string[] = [];
  server.server.on('request', (req: { url?: string }) => requests.push(req.url ?? ''));
  await server.listen();
  const origin = `http://localhost:${port}`;
  return {
    origin,
    manifestUrl: (version) => `${origin}/${version}/mf-manifest.json`,
    requests,
    withdraw: (version) => rm(join(hostDir, version), { force: true }),
    publish,
    close: async () => {
      await server.close();
      await rm(hostDir, { recursive: true, force: true });
    },
  };
}
