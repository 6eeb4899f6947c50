import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { REACT_ROUTER_SUBSET } from './federation.mjs';
import { REACT_ROUTER_SUBSET_REQUEST, containerWiringRequest, remoteAliases, remoteShared } from './remote-entry.mjs';

// the body of rspack's generated container runtime, as the installed @rspack/core has it
const fromConfig = createRequire(import.meta.url);
const fromPlugin = createRequire(fromConfig.resolve('@module-federation/rsbuild-plugin'));
const rspackDir = dirname(createRequire(fromPlugin.resolve('@module-federation/rspack')).resolve('@rspack/core'));
const template = readFileSync(join(rspackDir, 'moduleFederationDefaultRuntime.js'), 'utf8');
const body = template.slice(template.indexOf('{') + 1, template.lastIndexOf('}')).replace('__module_federation_runtime_require__', '__webpack_require__');

/** The request rspack builds (getDefaultEntryRuntimeSource), with the parts a hub could change. */
function generated({ remoteInfos = '{}', plugins = '', fallbacks = 'undefined' } = {}) {
  const source = [
    'import __module_federation_bundler_runtime__ from "/x/webpack-bundler-runtime/dist/index.cjs"',
    `const __module_federation_runtime_plugins__ = [${plugins}].filter(({ plugin }) => plugin).map(({ plugin, params }) => plugin(params))`,
    `const __module_federation_remote_infos__ = ${remoteInfos}`,
    'const __module_federation_container_name__ = "zones"',
    'const __module_federation_share_strategy__ = "loaded-first"',
    `const __module_federation_share_fallbacks__ = ${fallbacks}`,
    'const __module_federation_library_type__ = "var"',
    body,
  ].join(';');
  return `@module-federation/runtime/rspack.js!=!data:text/javascript,${encodeURIComponent(source)}`;
}

describe("a hub's container wiring (remote-container-runtime.mjs)", () => {
  it('replaces the generated module, keeping its loader, name and share strategy', () => {
    const request = containerWiringRequest(generated());
    expect(request.startsWith('@module-federation/runtime/rspack.js!=!data:text/javascript,')).toBe(true);
    const source = decodeURIComponent(request.slice(request.indexOf(',') + 1));
    expect(source).toMatch(/^import wireContainer from ".*remote-container-runtime\.mjs";wireContainer\(__webpack_require__,"zones","loaded-first"\)$/);
  });

  it('refuses a build it does not cover: remotes, runtime plugins, tree-shaken-share fallbacks', () => {
    expect(() => containerWiringRequest(generated({ remoteInfos: '{"other":[{"alias":"other"}]}' }))).toThrow('__module_federation_remote_infos__');
    expect(() => containerWiringRequest(generated({ plugins: '{ plugin: p0, params: undefined }' }))).toThrow('__module_federation_runtime_plugins__');
    expect(() => containerWiringRequest(generated({ fallbacks: '{"react":[["a.js","19.0.0","x"]]}' }))).toThrow('__module_federation_share_fallbacks__');
  });

  it('fails when the generated module no longer has the shape it was written for', () => {
    const request = generated().replace(encodeURIComponent('const __module_federation_share_strategy__'), encodeURIComponent('const __strategy__'));
    expect(() => containerWiringRequest(request)).toThrow('has no __module_federation_share_strategy__');
  });
});

describe("a hub's shared table", () => {
  it('imports the react-router subset by its alias, not a path of this machine; the rest as it was', () => {
    const shared = { react: { singleton: true, requiredVersion: '^19.0.0' }, 'react-router': { singleton: true, requiredVersion: '^1.0.0', import: REACT_ROUTER_SUBSET } };
    expect(remoteShared(shared)).toEqual({ react: shared.react, 'react-router': { ...shared['react-router'], import: REACT_ROUTER_SUBSET_REQUEST } });
    expect(remoteAliases()).toEqual({ [`${REACT_ROUTER_SUBSET_REQUEST}$`]: REACT_ROUTER_SUBSET });
  });
});
