import { Suspense, lazy, useEffect, useRef, useState } from 'react';
import { ErrorBoundary, ErrorFallback } from '@naturverse/ui';
import type { RemoteEntry } from '../registry/types';
import { getHubComponent, retryHub } from './hub-component';
import { lateArrival, loadedHub, reloadRegistry } from '../loading/remotes';
import { HubSkewError } from '../skew/skew-error';
import { RENDER_ERROR_MARK } from '../../marks/marks';

// A refused hub is rare (a hub deployed against newer shared packages): its explanation is
// fetched then. Should even that fail, the hub's area says it could not be shown (generic fallback).
const HubSkewFallback = lazy(() =>
  import(/* webpackChunkName: "on-demand-skew-fallback" */ '../skew/HubSkewFallback').then((m) => ({ default: m.HubSkewFallback })),
);

/** What a hub's area shows while it loads; also the build's first paint of a hub's page (shell/src/prerender). */
export function HubLoading({ title }: { title: string }) {
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
  // the fallback is all the route shows: its heading is the page's h1
  const generic = <ErrorFallback headingLevel={1} detail={`The ${remote.title} hub could not be shown right now.`} onRetry={onRetry} />;
  if (!(error instanceof HubSkewError)) return generic;
  return (
    <ErrorBoundary onError={(e) => console.error('[naturverse] the version-skew explanation failed to load', e)} fallback={() => generic}>
      <Suspense fallback={<HubLoading title={remote.title} />}>
        <HubSkewFallback remote={remote} error={error} onRetry={onRetry} />
      </Suspense>
    </ErrorBoundary>
  );
}

/**
 * A hub's route area. Whatever goes wrong inside it (manifest unreachable, script
 * failing or hanging, a render throwing) stays inside it: header, footer and other hubs live on.
 */
export function RemoteRoute({ remote }: { remote: RemoteEntry }) {
  const [attempt, setAttempt] = useState(0);
  const Hub = getHubComponent(remote.name);
  const tryAgain = () => {
    const retry = () => {
      retryHub(remote.name);
      setAttempt((n) => n + 1);
    };
    // a hub that loaded (its render threw) is only rendered again; one that failed to load may
    // have been redeployed since this tab started (its old version taken down): read the
    // registry afresh first, so Try again loads whatever it names now (e2e/deploy)
    if (loadedHub(remote.name)) retry();
    else void reloadRegistry().finally(retry);
  };
  return (
    <ErrorBoundary
      resetKey={attempt}
      onError={(error) => {
        console.error(`[naturverse] hub "${remote.name}" failed`, error);
        // a hub that loaded and then threw: its render failed (a failed load is reported by the load
        // recorder). Its name only, never its message, which can carry what a child typed
        if (loadedHub(remote.name)) performance.mark(RENDER_ERROR_MARK, { detail: { hub: remote.name, name: (error as Error).name } });
      }}
      fallback={(_reset, error) => <HubFallback remote={remote} error={error} onRetry={tryAgain} />}
    >
      <Suspense fallback={<HubLoading title={remote.title} />}>
        <Hub />
      </Suspense>
    </ErrorBoundary>
  );
}
