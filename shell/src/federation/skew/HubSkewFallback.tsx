import { ErrorFallback } from '@naturverse/ui';
import './hub-skew.css';
import type { RemoteEntry } from '../registry/types';
import { describeSkew } from './skew';
import type { HubSkewError } from './skew-error';

/**
 * A hub not mounted because it needs shared packages the page cannot give it: a family
 * reads which in plain words, a grown-up (or the hub's team) opens the exact versions.
 */
export function HubSkewFallback({ remote, error, onRetry }: { remote: RemoteEntry; error: HubSkewError; onRetry: () => void }) {
  return (
    <div>
      <ErrorFallback headingLevel={1} detail={describeSkew(remote.title, error.mismatches)} onRetry={onRetry} />
      <details className="nv-skew-details">
        <summary>For grown-ups: version details</summary>
        <ul>
          {error.mismatches.map((m) => (
            <li key={m.name}>
              {remote.title} needs <code>{m.name}</code> <code>{m.required}</code>; this page has <code>{m.provided}</code> (provided by {m.from}).
            </li>
          ))}
        </ul>
      </details>
    </div>
  );
}
