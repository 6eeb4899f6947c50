import { fileURLToPath } from 'node:url';
import { REMOTES } from '@naturverse/config/federation';
import { defineShellConfig } from '@naturverse/config/rsbuild';

export default defineShellConfig({
  dir: fileURLToPath(new URL('.', import.meta.url)),
  // the six hubs' names, titles and prefixes, so the shell can name a hub it cannot reach
  // even without a registry (shell/src/federation/known-hubs.ts)
  extra: { source: { define: { __NATURVERSE_HUBS__: JSON.stringify(REMOTES) } } },
});
