import { Suspense, useEffect, useRef, useState } from 'react';
import { ErrorBoundary, ErrorFallback } from '@naturverse/ui';
import type { RemoteEntry } from './registry';
import { getHubComponent, retryHub } from './hub-component';
import { lateArrival, reloadRegistry } from './remotes';

function HubLoading({ title }: { title: string }) {
  return (
    <p className="nv-muted" role="status">
      Loading {title}…
    </p>
  );
}

/** The fallback; if the hub was only slow (given up at the deadline), it replaces this when it arrives. */
function HubFallback({ remote, onRetry }: { remote: RemoteEntry; onRetry: () => void }) {
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
    // the hub may have been redeployed since this tab started (its old version taken down):
    // read the registry afresh, so Try again loads whatever it names now (e2e/deploy)
    void reloadRegistry().finally(() => {
      retryHub(remote.name);
      setAttempt((n) => n + 1);
    });
  };
  return (
    <ErrorBoundary
      resetKey={attempt}
      onError={(error) => console.error(`[naturverse] hub "${remote.name}" failed`, error)}
      fallback={() => <HubFallback remote={remote} onRetry={tryAgain} />}
    >
      <Suspense fallback={<HubLoading title={remote.title} />}>
        <Hub />
      </Suspense>
    </ErrorBoundary>
  );
}
