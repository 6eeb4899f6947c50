import { fileURLToPath } from 'node:url';
import { REMOTES, readRegistryFile, registryFileOf, type Environment } from '@naturverse/config/federation';
import { defineShellConfig } from '@naturverse/config/rsbuild';

// The registry shipped as /remotes.json: registry/<NATURVERSE_REGISTRY>.json (default local),
// checked here so an invalid file fails the build with every fault named.
const environment = (process.env.NATURVERSE_REGISTRY ?? 'local') as Environment;
readRegistryFile(environment);

export default defineShellConfig({
  dir: fileURLToPath(new URL('.', import.meta.url)),
  extra: {
    // the six hubs' names, titles and prefixes, so the shell can name a hub it cannot reach
    // even without a registry (shell/src/federation/known-hubs.ts)
    source: { define: { __NATURVERSE_HUBS__: JSON.stringify(REMOTES) } },
    output: { copy: [{ from: registryFileOf(environment), to: 'remotes.json' }] },
  },
});
