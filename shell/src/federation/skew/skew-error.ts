/**
 * The error of a hub the skew guard refused (skew-plugin.ts throws it, RemoteRoute tells it
 * apart from an outage). On its own, without the guard's logic: the route area needs only this
 * class at first paint; the logic comes with the federation runtime, the fallback on demand.
 */
// from types.ts, not through skew.ts: skew.ts once re-exported this class (that was a cycle)
import type { Mismatch } from './types';

/** A hub that is not mounted because the page cannot give it the shared packages it needs. */
export class HubSkewError extends Error {
  readonly hub: string;
  readonly mismatches: Mismatch[];
  constructor(hub: string, mismatches: Mismatch[]) {
    super(`hub "${hub}" needs ${mismatches.map((m) => `${m.name}@${m.required} (page has ${m.provided} from ${m.from})`).join(', ')}`);
    this.name = 'HubSkewError';
    this.hub = hub;
    this.mismatches = mismatches;
  }
}
