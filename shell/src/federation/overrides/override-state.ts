/**
 * What the page started with as to hub overrides, and the cheap questions asked on every
 * start: is an override asked for in the URL, or stored in this browser? Most starts answer
 * no to both, and then neither the override rules (overrides.ts) nor the start-up that
 * applies them (overrides-startup.ts) nor the banner is fetched: they are lazy chunks.
 * No React, no storage API beyond one key check (the persisted-store API is in overrides-store.ts).
 */
import { STORAGE_KEYS } from '@naturverse/platform/storage-keys';
import { EMPTY_REGISTRY } from '../registry/registry';
import type { Registry } from '../registry/types';
import type { OverrideState } from './types';

/** The URL parameter that sets or clears an override (`?override=<hub>@<manifest URL>`). */
export const OVERRIDE_PARAM = 'override';

let state: OverrideState = { served: EMPTY_REGISTRY, active: [], refusedFromUrl: [], notSaved: null };

export function getOverrideState(): OverrideState {
  return state;
}

export function setOverrideState(next: OverrideState): void {
  state = next;
}

/**
 * The origins the registry allows overrides towards ("scheme://host[:port]" or
 * "scheme://host:*"; the schema checked their form). Empty: no override is possible.
 */
export function allowedOrigins(registry: Pick<Registry, 'overrides'>): readonly string[] {
  return registry.overrides?.allowedOrigins ?? [];
}

/** Whether this browser holds anything under the overrides key (not read yet: that is the store's job). */
export function somethingStored(): boolean {
  try {
    return window.localStorage.getItem(STORAGE_KEYS.hubOverrides) !== null;
  } catch {
    return false;
  }
}

/** Whether the start-up must apply overrides: one is asked in the URL, or one is stored where the registry allows any. */
export function overridesWanted(registry: Registry, search: string): boolean {
  if (new URLSearchParams(search).has(OVERRIDE_PARAM)) return true;
  return allowedOrigins(registry).length > 0 && somethingStored();
}

/** Whether the banner has anything to say: an override applied or refused, or one stored (it may be refused now). */
export function overrideNoticeNeeded(): boolean {
  return state.active.length > 0 || state.refusedFromUrl.length > 0 || state.notSaved !== null || somethingStored();
}
