// A hub's shared table (the federated build only): the react-router subset imported by a bare
// name instead of a path of this machine. Everything else a hub's remote entry is made of comes
// from Module Federation's build plugin as configured in one-runtime.ts (public options only).
import { REACT_ROUTER_SUBSET } from './shares.js';

/** What a hub's build imports the shared react-router subset as (remoteShared): a bare name, not a path of this machine. */
export const REACT_ROUTER_SUBSET_REQUEST: string = 'naturverse-react-router-subset';

/**
 * The hub's shared table with the react-router subset imported by REACT_ROUTER_SUBSET_REQUEST
 * (an alias, `remoteAliases`) instead of its absolute path: MF writes `import` into the
 * remote entry's consume table verbatim, so the checkout's path was in every hub's entry
 * (and its hash differed between two checkouts of the same commit).
 */
export function remoteShared<T extends Record<string, { import?: string | false; requiredVersion?: string }>>(shared: T): T {
  const out: Record<string, { import?: string | false }> = { ...shared };
  for (const [key, config] of Object.entries(out)) {
    if (config.import === REACT_ROUTER_SUBSET) out[key] = { ...config, import: REACT_ROUTER_SUBSET_REQUEST };
  }
  return out as T;
}

/** The aliases remoteShared's requests need. */
export const remoteAliases = (): Record<string, string> => ({ [`${REACT_ROUTER_SUBSET_REQUEST}$`]: REACT_ROUTER_SUBSET });
