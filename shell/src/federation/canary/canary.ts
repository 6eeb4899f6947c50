/**
 * Hub canaries, the pure rules: which version of each hub this browser runs
 * and how /status says so. No React, no storage (canary-bucket.ts keeps the bucket,
 * canary-startup.ts applies the choice at start-up).
 *
 * A registry entry may name `canary: { manifest, share }`. Every browser holds one bucket, a
 * random whole number 0–99 drawn once; it runs the canary of every hub whose share is above
 * its bucket (share 10: buckets 0–9, one browser in ten). The same bucket for every hub and
 * every visit, so a family does not flip between versions from page to page. A canary that
 * fails to load falls back to the stable version (the entry's `fallback` is the stable
 * manifest: remotes.ts loadRoutes); an override for the hub wins over both.
 */
import { versionOf } from '@naturverse/contracts/manifest-url';
import type { Registry, RemoteEntry } from '../registry/types';
import type { CanaryChoice, CanaryOutcome, CanaryRun } from './types';

export const CANARY_BUCKETS = 100;

export function isBucket(value: unknown): value is number {
  return Number.isInteger(value) && (value as number) >= 0 && (value as number) < CANARY_BUCKETS;
}

/** A new bucket from a random number in [0, 1). */
export function drawBucket(random: () => number = Math.random): number {
  return Math.min(CANARY_BUCKETS - 1, Math.max(0, Math.floor(random() * CANARY_BUCKETS)));
}

/** Share 50 → buckets 0–49 run the canary. */
export function inCanary(bucket: number, share: number): boolean {
  return bucket < share;
}

/**
 * The versions this browser runs. `overridden`: hubs an active override already points
 * elsewhere (applied before this, overrides-startup.ts) — left exactly as the override set them.
 */
export function chooseVersions(registry: Registry, bucket: number, overridden: ReadonlySet<string>): CanaryOutcome {
  const choices: CanaryChoice[] = [];
  const remotes = registry.remotes.map((entry): RemoteEntry => {
    const { canary } = entry;
    if (!canary) return entry;
    const runs: CanaryRun = overridden.has(entry.name) ? 'override' : inCanary(bucket, canary.share) ? 'canary' : 'stable';
    choices.push({ hub: entry.name, title: entry.title, runs, bucket, share: canary.share, canaryManifest: canary.manifest, stableManifest: entry.manifest });
    // the canary's fallback is the stable version: a canary that fails to load never costs a family the hub
    return runs === 'canary' ? { ...entry, manifest: canary.manifest, fallback: entry.manifest } : entry;
  });
  return { registry: { ...registry, remotes }, choices };
}

/** "1.4.0", or "the build at <URL>" when the URL does not name a version. */
function versionOrBuild(manifest: string): string {
  return versionOf(manifest) ?? `the build at ${manifest}`;
}

/** One plain sentence for /status: which version this browser runs of the hub, and why. */
export function describeChoice(choice: CanaryChoice): string {
  const canary = versionOrBuild(choice.canaryManifest);
  const stable = versionOrBuild(choice.stableManifest);
  const share = `canary share ${choice.share} %`;
  switch (choice.runs) {
    case 'canary':
      return `Canary ${canary} — this browser is in bucket ${choice.bucket}, ${share} (buckets 0–${choice.share - 1} get it).`;
    case 'stable':
      return `Stable ${stable} — this browser is in bucket ${choice.bucket}, not below the ${share}.`;
    case 'override':
      return `Override — this browser has an override for this hub, and an override wins over the canary (${canary}, ${share}).`;
    case 'canary-failed':
      return `Stable ${stable} — this browser should run canary ${canary} (bucket ${choice.bucket}, ${share}), but it failed to load, so the stable version was used.`;
  }
}
