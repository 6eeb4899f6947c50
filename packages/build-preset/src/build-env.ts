// What a hub build reports about itself, and the knobs a test build or a deploy pipeline
// turns through the environment (see docs/coverage/hub-platform.md):
//   NATURVERSE_HUB_VERSION     the version the hub reports (manifest buildInfo.buildVersion and
//                              __NATURVERSE_HUB_VERSION__); default: the hub's package.json version
//   NATURVERSE_BUILD_ID        the build id (manifest buildInfo.buildId, __NATURVERSE_BUILD_ID__);
//                              default: the git commit (short), else "dev"
//   NATURVERSE_OUT_DIR         where the build goes instead of dist/ (relative to the hub's folder)
//   NATURVERSE_REQUIRE_SHARED  test builds only: "pkg@range,pkg@range" overrides the requiredVersion
//                              a hub declares for shared packages (the version-skew fixture)
import { execFileSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { buildIdFault, hubVersionFault } from '@naturverse/contracts/hub-identity';
import { attributeSharedChunks, chunkGroupGraph } from './shared-chunks.js';

export interface HubBuild {
  packageName: string;
  version: string;
  buildId: string;
  outDir: string | undefined;
  requireShared: Record<string, string>;
}

function gitCommit(dir: string): string {
  try {
    return execFileSync('git', ['rev-parse', '--short=12', 'HEAD'], { cwd: dir, encoding: 'utf8', stdio: ['ignore', 'pipe', 'ignore'] }).trim();
  } catch {
    return '';
  }
}

/** "@naturverse/ui@^9.0.0,react@^20" → { '@naturverse/ui': '^9.0.0', react: '^20' } */
export function parseRequireShared(text: string | undefined): Record<string, string> {
  const out: Record<string, string> = {};
  for (const item of (text ?? '')
    .split(',')
    .map((s) => s.trim())
    .filter(Boolean)) {
    const at = item.lastIndexOf('@');
    if (at <= 0 || at === item.length - 1) throw new Error(`NATURVERSE_REQUIRE_SHARED: "${item}" is not pkg@range`);
    out[item.slice(0, at)] = item.slice(at + 1);
  }
  return out;
}

/** The build facts of the hub in `dir`, from its package.json and the environment. */
export function hubBuildEnv(dir: string, env: Record<string, string | undefined> = process.env): HubBuild {
  const pkg = JSON.parse(readFileSync(join(dir, 'package.json'), 'utf8')) as { name: string; version: string };
  const version = env.NATURVERSE_HUB_VERSION || pkg.version;
  const badVersion = hubVersionFault(version);
  if (badVersion) throw new Error(`NATURVERSE_HUB_VERSION "${version}": ${badVersion}`);
  const buildId = env.NATURVERSE_BUILD_ID || gitCommit(dir) || 'dev';
  const badBuild = buildIdFault(buildId);
  if (badBuild) throw new Error(`NATURVERSE_BUILD_ID "${buildId}": ${badBuild}`);
  return {
    packageName: pkg.name,
    version,
    buildId,
    outDir: env.NATURVERSE_OUT_DIR ? resolve(dir, env.NATURVERSE_OUT_DIR) : undefined,
    requireShared: parseRequireShared(env.NATURVERSE_REQUIRE_SHARED),
  };
}

/** Module Federation's shared config with any requiredVersion overridden (unknown names refused). */
export function withRequiredVersions<T extends Record<string, { requiredVersion: string }>>(shared: T, requireShared: Record<string, string>): T {
  const out: Record<string, { requiredVersion: string }> = { ...shared };
  for (const [name, range] of Object.entries(requireShared)) {
    const share = out[name];
    if (!share) throw new Error(`NATURVERSE_REQUIRE_SHARED names "${name}", which this hub does not share`);
    out[name] = { ...share, requiredVersion: range };
  }
  return out as T;
}

/**
 * The manifest option: buildInfo says which version and which build this is, and the lazy
 * chunks of the hub's own copies of shared libraries are listed with those libraries, not
 * with its route entry (shared-chunks.ts).
 */
export function hubManifest(build: HubBuild): {
  fileName: string;
  additionalData: <S extends { metaData: { buildInfo: object } } & Parameters<typeof attributeSharedChunks>[0]>(options: {
    stats: S;
    compilation: Parameters<typeof chunkGroupGraph>[0];
  }) => S;
} {
  return {
    fileName: 'mf-manifest.json',
    additionalData: ({ stats, compilation }) => {
      stats.metaData.buildInfo = { ...stats.metaData.buildInfo, buildVersion: build.version, buildName: build.packageName, buildId: build.buildId };
      return attributeSharedChunks(stats, chunkGroupGraph(compilation));
    },
  };
}

/** What hub code reads: `__NATURVERSE_HUB_VERSION__`, `__NATURVERSE_BUILD_ID__`. */
export function hubDefines(build: HubBuild): Record<string, string> {
  return { __NATURVERSE_HUB_VERSION__: JSON.stringify(build.version), __NATURVERSE_BUILD_ID__: JSON.stringify(build.buildId) };
}
