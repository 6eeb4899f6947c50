import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { hubBuildEnv, hubDefines, hubManifest, parseRequireShared, withRequiredVersions } from './build-env.js';

const zonesDir = fileURLToPath(new URL('../../../remotes/zones', import.meta.url));

describe('hub build environment', () => {
  it('defaults: the package version, a build id, dist/', () => {
    const build = hubBuildEnv(zonesDir, {});
    expect(build.version).toMatch(/^\d+\.\d+\.\d+$/);
    expect(build.buildId).toMatch(/^[0-9A-Za-z._-]+$/);
    expect(build.outDir).toBeUndefined();
    expect(build.requireShared).toEqual({});
  });

  it('NATURVERSE_HUB_VERSION, NATURVERSE_BUILD_ID and NATURVERSE_OUT_DIR override them', () => {
    const build = hubBuildEnv(zonesDir, { NATURVERSE_HUB_VERSION: '2.0.0', NATURVERSE_BUILD_ID: 'v2-test', NATURVERSE_OUT_DIR: 'dist-v2' });
    expect(build).toMatchObject({ version: '2.0.0', buildId: 'v2-test', outDir: `${zonesDir}/dist-v2` });
    expect(hubDefines(build)).toEqual({ __NATURVERSE_HUB_VERSION__: '"2.0.0"', __NATURVERSE_BUILD_ID__: '"v2-test"' });
  });

  it('refuses a version or build id that is not one', () => {
    expect(() => hubBuildEnv(zonesDir, { NATURVERSE_HUB_VERSION: 'two' })).toThrow('a version is like 1.2.3');
    expect(() => hubBuildEnv(zonesDir, { NATURVERSE_BUILD_ID: 'a b' })).toThrow('NATURVERSE_BUILD_ID');
  });

  it('the manifest buildInfo carries version and build id', () => {
    const stats = { metaData: { buildInfo: { buildVersion: '0.1.0', buildName: 'x' } }, shared: [], exposes: [] };
    const build = hubBuildEnv(zonesDir, { NATURVERSE_HUB_VERSION: '3.1.0', NATURVERSE_BUILD_ID: 'b7' });
    const manifest = hubManifest(build);
    expect(manifest.fileName).toBe('mf-manifest.json');
    expect(manifest.additionalData({ stats, compilation: { chunkGroups: [] } }).metaData.buildInfo).toEqual({
      buildVersion: '3.1.0',
      buildName: '@naturverse/zones',
      buildId: 'b7',
    });
  });

  it('NATURVERSE_REQUIRE_SHARED overrides a shared requiredVersion, and only a shared one', () => {
    expect(parseRequireShared('@naturverse/ui@^9.0.0, react@^20')).toEqual({ '@naturverse/ui': '^9.0.0', react: '^20' });
    expect(() => parseRequireShared('react')).toThrow('is not pkg@range');
    const shared = { react: { singleton: true as const, requiredVersion: '^19.3.1' } };
    expect(withRequiredVersions(shared, { react: '^20.0.0' })).toEqual({ react: { singleton: true, requiredVersion: '^20.0.0' } });
    expect(() => withRequiredVersions(shared, { vue: '^3' })).toThrow('does not share');
  });
});
