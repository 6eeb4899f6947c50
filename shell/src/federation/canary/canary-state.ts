/**
 * What this page chose for hubs with a canary (canary-startup.ts writes it, /status reads it),
 * and a canary that failed and fell back to stable while the page ran. No React, no storage:
 * the status page's chunk imports this without the start-up's code.
 */
import type { CanaryState } from './types';

let state: CanaryState = { bucket: null, choices: [] };
const listeners = new Set<() => void>();

export function getCanaryState(): CanaryState {
  return state;
}

export function setCanaryState(next: CanaryState): void {
  state = next;
  for (const listener of listeners) listener();
}

/** For useSyncExternalStore: a canary may fail after /status has rendered. */
export function subscribeCanaryState(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/** The hub's canary failed to load and the stable version was used; false if it was not running a canary. */
export function canaryFailed(hub: string): boolean {
  if (!state.choices.some((c) => c.hub === hub && c.runs === 'canary')) return false;
  setCanaryState({ ...state, choices: state.choices.map((c) => (c.hub === hub ? { ...c, runs: 'canary-failed' } : c)) });
  return true;
}
