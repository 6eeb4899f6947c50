/**
 * Start-up step for testing in place, a lazy chunk: index.ts loads it only when
 * override-state.ts says overrides are wanted (asked in the URL, or stored where the registry
 * allows any), before the hubs are registered, after index.ts has recorded the served registry.
 * Applies them to the registry; the stored ones are read and written through the persisted-store
 * API (overrides-store.ts).
 */
import type { Registry } from '../registry/types';
import { setOverrideState } from './override-state';
import { overrideRequests, resolveOverrides, withoutOverrideParams } from './overrides';

export async function applyHubOverrides(registry: Registry): Promise<Registry> {
  const requests = overrideRequests(window.location.search);
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
  setOverrideState({ served: registry, active: outcome.active, refusedFromUrl: outcome.refused.filter((r) => r.source === 'url'), notSaved });
  return outcome.registry;
}
