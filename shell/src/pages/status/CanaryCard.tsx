import { Card } from '@naturverse/ui';
import { describeChoice } from '../../federation/canary/canary';
import type { CanaryState } from '../../federation/canary/types';

/** Why a bucket could not be kept, in plain words. */
const NOT_KEPT = {
  quota: 'this browser’s storage is full',
  unavailable: 'this browser does not let the site store anything',
} as const;

/**
 * Which version of each hub with a canary this browser runs, and why: its bucket,
 * the canary's share, an override, or a canary that failed and fell back to stable.
 * Shown only when the registry names a canary.
 */
export function CanaryCard({ state: { bucket, choices }, canaryNamed }: { state: CanaryState; canaryNamed: boolean }) {
  if (!canaryNamed && choices.length === 0) return null;
  return (
    <Card title="Canary versions">
      <p>
        A canary is a new version of a hub given to a share of browsers first. Each browser holds a random number from 0 to 99 (its bucket, nothing about who is
        playing) and runs the canary when its bucket is below the canary’s share.
      </p>
      {bucket === null ? (
        <p>The canary code could not be loaded, so this browser runs the stable version of every hub.</p>
      ) : (
        <ul aria-label="Hubs with a canary">
          {choices.map((choice) => (
            <li key={choice.hub}>
              <strong>{choice.title}:</strong> {describeChoice(choice)}
            </li>
          ))}
        </ul>
      )}
      {bucket?.notKept && (
        <p>
          This browser could not keep its bucket ({NOT_KEPT[bucket.notKept]}), so bucket {bucket.bucket} holds for this page only: the next visit may get
          another.
        </p>
      )}
    </Card>
  );
}
