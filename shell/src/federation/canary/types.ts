/**
 * The shapes of hub canaries, shared by the rules (canary.ts), the bucket (canary-bucket.ts),
 * what the page chose (canary-state.ts) and the status page. Types only: the status page's
 * chunk names them without the start-up's code.
 */
import type { WriteResult } from '@naturverse/platform';
import type { Registry } from '../registry/types';

/** What this browser runs of a hub that has a canary, and why. */
export type CanaryRun = 'canary' | 'stable' | 'override' | 'canary-failed';

export interface CanaryChoice {
  hub: string;
  title: string;
  runs: CanaryRun;
  bucket: number;
  share: number;
  canaryManifest: string;
  /** The registry's own (stable) manifest. */
  stableManifest: string;
}

export interface CanaryOutcome {
  /** The registry this browser loads from: a canary hub points at its canary, falling back to stable. */
  registry: Registry;
  choices: CanaryChoice[];
}

/** This browser's bucket, and whether it could be kept. */
export interface TakenBucket {
  bucket: number;
  /** null when it is stored (or was already); else why it could not be, and it holds for this page only. */
  notKept: Exclude<WriteResult, { ok: true }>['reason'] | null;
}

/** What this page chose for hubs with a canary (canary-state.ts keeps it). */
export interface CanaryState {
  /** null: the registry names no canary, no bucket was read. */
  bucket: TakenBucket | null;
  choices: readonly CanaryChoice[];
}
