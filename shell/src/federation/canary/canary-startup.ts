/**
 * Start-up step for hub canaries, a lazy chunk: index.ts loads it only when the registry names
 * a canary, after overrides are applied and before the hubs are registered. Takes this
 * browser's bucket, points each canary hub at the version the bucket gives (an override wins),
 * and listens for a canary that fails to load: the stable version is used (remotes.ts
 * loadRoutes), the reports get a mark, /status says so.
 */
import { CANARY_FALLBACK_MARK, type CanaryFallbackDetail } from '../../marks/reporter-marks';
import { failureKind } from '../loading/failure-kind';
import { versionOf } from '@naturverse/contracts/manifest-url';
import { chooseVersions } from './canary';
import { takeBucket } from './canary-bucket';
import { canaryFailed, setCanaryState } from './canary-state';
import { getOverrideState } from '../overrides/override-state';
import type { Registry } from '../registry/types';
import { setFallbackListener } from '../loading/remotes';

/** `registry`: the served one with this browser's overrides applied (a hub with an active override keeps it). */
export function applyCanaries(registry: Registry): Registry {
  const bucket = takeBucket();
  const overridden = new Set(getOverrideState().active.map((o) => o.name));
  const { registry: chosen, choices } = chooseVersions(registry, bucket.bucket, overridden);
  setCanaryState({ bucket, choices });
  setFallbackListener((hub, error) => {
    if (!canaryFailed(hub)) return;
    const canary = choices.find((c) => c.hub === hub)?.canaryManifest;
    const detail: CanaryFallbackDetail = { hub, kind: failureKind(error), version: (canary && versionOf(canary)) || 'unknown' };
    // read by the reporter (start-reporting.ts) whenever it starts: marks are buffered
    performance.mark(CANARY_FALLBACK_MARK, { detail });
  });
  return chosen;
}
