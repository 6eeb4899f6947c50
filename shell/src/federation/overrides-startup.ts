/**
 * Start-up step for testing in place (index.ts calls it once, before the hubs are
 * registered): apply this browser's hub overrides to the registry.
 *
 * Where the URL asks for no override and either the registry allows none (production) or
 * this browser stores none, nothing more is read: the site starts exactly as the registry
 * says. Otherwise the stored overrides are read through the persisted-store API (a dynamic
 * import: the shared platform package may not be imported statically before the async
 * boundary; its storage-key list is a plain module and may).
 */
import { STORAGE_KEYS } from '@naturverse/platform/storage-keys';
import { EMPTY_REGISTRY, type Registry } from './registry';
import {
  allowedOrigins,
  overrideRequests,
  resolveOverrides,
  withoutOverrideParams,
  type ActiveOverride,
  type RefusedOverride,
} from './overrides';

export interface OverrideState {
  /** The registry as served (before overrides). */
  served: Registry;
  /** The overrides this page was started with. */
  active: ActiveOverride[];
  /** Overrides asked for in this page's URL that were refused (stored ones are checked by the banner). */
  refusedFromUrl: RefusedOverride[];
  /** Said when an accepted override could not be stored (it still applies to this page). */
  notSaved: string | null;
}

let state: OverrideState = { served: EMPTY_REGISTRY, active: [], refusedFromUrl: [], notSaved: null };

export function getOverrideState(): OverrideState {
  return state;
}

/** Whether this browser holds anything under the overrides key (not read yet: that is the store's job). */
function somethingStored(): boolean {
  try {
    return window.localStorage.getItem(STORAGE_KEYS.hubOverrides) !== null;
  } catch {
    return false;
  }
}

export async function applyHubOverrides(registry: Registry): Promise<Registry> {
  const requests = overrideRequests(window.location.search);
  state = { ...state, served: registry };
  // the usual start (nothing asked, nothing stored, or nothing allowed) waits for nothing: a
  // deep-linked hub starts loading at once
  if (requests.length === 0 && (allowedOrigins(registry).length === 0 || !somethingStored())) return registry;

  const { readStoredOverrides, writeStoredOverrides } = await import('./overrides-store');
  const outcome = resolveOverrides(registry, readStoredOverrides(), requests);
  let notSaved: string | null = null;
  if (outcome.store) {
    const written = writeStoredOverrides(outcome.store);
    if (!written.ok) notSaved = 'This browser could not save the override, so it applies to this page only.';
  }
  if (requests.length) {
    // applied and stored: a reload or a shared link should not carry them on
    const { pathname, search, hash } = window.location;
    window.history.replaceState(window.history.state, '', `${pathname}${withoutOverrideParams(search)}${hash}`);
  }
  state = { served: registry, active: outcome.active, refusedFromUrl: outcome.refused.filter((r) => r.source === 'url'), notSaved };
  return outcome.registry;
}
