import type { ModuleFederationRuntimePlugin } from '@module-federation/runtime';

/** Names the hub that failed, so a console (or a log collector) says which team to call. */
export const errorLogPlugin: ModuleFederationRuntimePlugin = {
  name: 'naturverse-remote-error-log',
  errorLoadRemote(args) {
    const hub = String(args.id).split('/')[0];
    console.error(`[naturverse] remote "${hub}" failed to load (${args.lifecycle})`, args.error);
    // returning nothing lets the error propagate to the hub's fallback
    return undefined;
  },
};
