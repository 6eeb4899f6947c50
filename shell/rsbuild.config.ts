import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { rspack, type RsbuildPlugin } from '@rsbuild/core';
import { REMOTES, providedShares, readRegistryFile, registryFileOf, type Environment } from '@naturverse/site/federation';
import { defineShellConfig } from '@naturverse/build-preset/rsbuild';
import { REGISTRY_SCHEMA } from '@naturverse/contracts/registry-schema';
import { characterImageFiles } from './build/character-images';
import { pluginIconSprites } from './build/icon-sprites';

// The registry shipped as /remotes.json: registry/<NATURVERSE_REGISTRY>.json (default local),
// checked here so an invalid file fails the build with every fault named.
const environment = (process.env.NATURVERSE_REGISTRY ?? 'local') as Environment;
readRegistryFile(environment);

// boot/theme.js, minified, for index.html's inline <script> (the page's first paint runs it)
const themeBeforePaint = rspack.experiments.swc.minifySync(readFileSync(new URL('./boot/theme.js', import.meta.url), 'utf8'), {
  compress: true,
  mangle: true,
}).code;

const dir = fileURLToPath(new URL('.', import.meta.url));

/**
 * dist/naturverse-shell.json: this build's version and what it shares (its Module Federation
 * singletons), for `naturverse deploy shell`, which checks the live hubs against it — read
 * from the build itself, so the deploy needs nothing of this repository.
 */
const pluginShellFacts = (): RsbuildPlugin => ({
  name: 'naturverse:shell-facts',
  setup(api) {
    api.processAssets({ stage: 'additional' }, ({ compilation, sources }) => {
      const { version } = JSON.parse(readFileSync(new URL('./package.json', import.meta.url), 'utf8')) as { version: string };
      // registrySchema: the newest registry this build's schema check accepts (the deploy never writes it a newer one)
      const facts = { version, shared: providedShares(dir), registrySchema: REGISTRY_SCHEMA };
      compilation.emitAsset('naturverse-shell.json', new sources.RawSource(`${JSON.stringify(facts, null, 2)}\n`));
    });
  },
});

export default defineShellConfig({
  dir,
  extra: {
    // the six hubs' names, titles and prefixes, so the shell can name a hub it cannot reach
    // even without a registry (shell/src/federation/registry/known-hubs.ts)
    source: {
      define: {
        // the character pictures in public/: a character page asks for the one that exists (src/pages/worlds)
        __NATURVERSE_CHARACTER_IMAGES__: JSON.stringify(characterImageFiles(join(dir, 'public'))),
        __NATURVERSE_HUBS__: JSON.stringify(REMOTES),
        // the build's prerender (rsbuild.prerender.config.ts) sets it: code only it runs stays out of the page's bundle
        __NATURVERSE_PRERENDER__: 'false',
      },
    },
    output: { copy: [{ from: registryFileOf(environment), to: 'remotes.json' }] },
    // the theme script runs before the first paint: inline, so the first paint waits for no request
    html: { templateParameters: { themeBeforePaint } },
    plugins: [pluginShellFacts(), pluginIconSprites(join(dir, 'public'))],
  },
});
