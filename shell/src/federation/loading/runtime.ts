/**
 * The Module Federation runtime of the page, a lazy chunk (remotes.ts imports it as
 * "after-paint-federation"): the shell's own pages render without it, so a family opening
 * `/` does not wait for it; it starts after the first paint (idle prefetch, intent) or at
 * once for a deep-linked hub. Hubs take runtime-core from here (Module Federation's own
 * inject-external-runtime-core plugin: the hubs are built with `experiments.externalRuntime`)
 * and the shared libraries from the shell (sharing/shared-by-shell.ts). The status page reads
 * the page's share scope through pageShares (sharing/share-scope.ts, the one reader of it).
 */
import { init, loadRemote, registerRemotes } from '@module-federation/runtime';
import type { ModuleFederation } from '@module-federation/runtime';
import injectExternalRuntimeCore from '@module-federation/inject-external-runtime-core-plugin';
import { sharedByShell } from '../sharing/shared-by-shell';
import { errorLogPlugin } from './plugins/error-log-plugin';
import { timeoutPlugin } from './plugins/timeout-plugin';
import { skewGuardPlugin } from '../skew/skew-plugin';
import { scriptRetryPlugin } from './plugins/script-retry';
import { loadRecorder } from './plugins/load-recorder';
import { stylesheetsByChunkLoader } from './plugins/stylesheets-by-chunk-loader';
import type { MfRemote } from './types';

declare const __NATURVERSE_SHARE_STRATEGY__: 'loaded-first' | 'version-first';

/** Creates the shell's federation instance with the hubs the registry names. */
export function startRuntime(remotes: MfRemote[]): ModuleFederation {
  return init({
    name: 'shell',
    remotes,
    shared: sharedByShell(),
    shareStrategy: __NATURVERSE_SHARE_STRATEGY__,
    plugins: [
      // first: the hubs' entries read runtime-core from the global it sets
      injectExternalRuntimeCore(),
      // a hub needing a shared singleton the page cannot give it is not mounted (HubSkewError)
      skewGuardPlugin,
      // manifests get a time budget (with its own retry for blips), scripts a timeout
      timeoutPlugin,
      // a brief blip (server restarting, flaky Wi-Fi) loading a script heals itself before a family sees a fallback
      scriptRetryPlugin,
      errorLogPlugin,
      // every hub load of this page, for the status page
      loadRecorder,
      // a hub's stylesheet inserted once (by its chunk loader), not twice
      stylesheetsByChunkLoader,
    ],
  });
}

export { loadRemote, registerRemotes };
// here, not in remotes.ts: only pages that start a hub need it, and this chunk is not on the first load
export { yieldToMain } from './yield-to-main';
export { pageShares } from '../sharing/share-scope';
