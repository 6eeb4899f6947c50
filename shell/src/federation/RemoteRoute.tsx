import { Suspense, useEffect, useRef, useState } from 'react';
import { ErrorBoundary, ErrorFallback } from '@naturverse/ui';
import type { RemoteEntry } from './registry';
import { getHubComponent, retryHub } from './hub-component';
import { lateArrival } from './remotes';
import { HubSkewError } from './skew';
import { HubSkewFallback } from './HubSkewFallback';

function HubLoading({ title }: { title: string }) {
  return (
    <p className="nv-muted" role="status">
      Loading {title}…
    </p>
  );
}

/** The fallback; if the hub was only slow (given up at the deadline), it replaces this when it arrives. */
function HubFallback({ remote, error, onRetry }: { remote: RemoteEntry; error: unknown; onRetry: () => void }) {
  const retry = useRef(onRetry);
  retry.current = onRetry;
  useEffect(() => {
    let shown = true;
    lateArrival(remote.name)?.then(
      () => shown && retry.current(),
      () => {},
    );
    return () => {
      shown = false;
    };
  }, [remote.name]);
  if (error instanceof HubSkewError) return <HubSkewFallback remote={remote} error={error} onRetry={onRetry} />;
  // the fallback is all the route shows: its heading is the page's h1
  return <ErrorFallback headingLevel={1} detail={`The ${remote.title} hub could not be shown right now.`} onRetry={onRetry} />;
}

/**
 * A hub's route area. Whatever goes wrong inside it (manifest unreachable, script
 * failing or hanging, a render throwing) stays inside it: header, footer and other hubs live on.
 */
export function RemoteRoute({ remote }: { remote: RemoteEntry }) {
  const [attempt, setAttempt] = useState(0);
  const Hub = getHubComponent(remote.name);
  const tryAgain = () => {
    retryHub(remote.name);
    setAttempt((n) => n + 1);
  };
  return (
    <ErrorBoundary
      resetKey={attempt}
      onError={(error) => console.error(`[naturverse] hub "${remote.name}" failed`, error)}
      fallback={(_reset, error) => <HubFallback remote={remote} error={error} onRetry={tryAgain} />}
    >
      <Suspense fallback={<HubLoading title={remote.title} />}>
        <Hub />
      </Suspense>
    </ErrorBoundary>
  );
}
