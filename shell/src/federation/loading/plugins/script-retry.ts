/**
 * A brief blip (server restarting, flaky Wi-Fi) loading a hub's entry or its route chunk
 * heals itself before a family sees a fallback. This replaces @module-federation/retry-plugin:
 * that package brought its own older copy of @module-federation/sdk (6 KiB gzip of the
 * shell's first load) for the same two hooks. No React, no runtime import: plain logic.
 */
import type { ModuleFederationRuntimePlugin } from '@module-federation/runtime-core';
import type { RemoteEntryExports } from '@module-federation/runtime-core/types';

export const SCRIPT_RETRIES = 2;
export const SCRIPT_RETRY_DELAY_MS = 250;

/** Call `attempt` until it resolves, at most 1 + `retries` times, `delayMs` apart; the last error is thrown. */
export async function withRetries<T>(attempt: () => Promise<T>, retries: number, delayMs: number): Promise<T> {
  for (let tries = 0; ; tries++) {
    try {
      return await attempt();
    } catch (error) {
      if (tries >= retries) throw error;
      await new Promise((resolve) => setTimeout(resolve, delayMs));
    }
  }
}

export const scriptRetryPlugin: ModuleFederationRuntimePlugin = {
  name: 'naturverse-script-retry',
  // the remote entry failed to load (the runtime asks once, then hands over here)
  loadEntryError({ getRemoteEntry, origin, remoteInfo, remoteEntryExports, globalLoading, uniqueKey }) {
    const retried = async (): Promise<RemoteEntryExports | undefined> => {
      await new Promise((resolve) => setTimeout(resolve, SCRIPT_RETRY_DELAY_MS));
      const recovered = await withRetries(
        () => {
          // forget the failed load, or the runtime hands back the same rejected promise
          delete globalLoading[uniqueKey];
          return getRemoteEntry({ origin, remoteInfo, remoteEntryExports });
        },
        SCRIPT_RETRIES - 1,
        SCRIPT_RETRY_DELAY_MS,
      );
      return recovered || undefined;
    };
    // the hook is declared as a promise of a promise (no value can have that type: promises
    // flatten); the runtime awaits what the hook returns, so the entry's exports arrive as is
    return retried() as unknown as Promise<Promise<RemoteEntryExports | undefined> | undefined>;
  },
  // the entry loaded but the exposed module's chunk failed (the hub's route code)
  getModuleFactory({ remoteEntryExports, expose }) {
    return withRetries(() => Promise.resolve(remoteEntryExports.get(expose)), SCRIPT_RETRIES, SCRIPT_RETRY_DELAY_MS);
  },
};
