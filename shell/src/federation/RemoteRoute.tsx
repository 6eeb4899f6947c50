import { Suspense, useState } from 'react';
import { ErrorBoundary, ErrorFallback } from '@naturverse/ui';
import type { RemoteEntry } from './registry';
import { getHubComponent, retryHub } from './hub-component';

function HubLoading({ title }: { title: string }) {
  return (
    <p className="nv-muted" role="status">
      Loading {title}…
    </p>
  );
}

/**
 * A hub's route area. Whatever goes wrong inside it (manifest unreachable, script
 * failing, a render throwing) stays inside it: header, footer and other hubs live on.
 */
export function RemoteRoute({ remote }: { remote: RemoteEntry }) {
  const [attempt, setAttempt] = useState(0);
  const Hub = getHubComponent(remote.name);
  return (
    <ErrorBoundary
      resetKey={attempt}
      onError={(error) => console.error(`[naturverse] hub "${remote.name}" failed`, error)}
      fallback={() => (
        <ErrorFallback
          detail={`The ${remote.title} hub could not be shown right now.`}
          onRetry={() => {
            retryHub(remote.name);
            setAttempt((n) => n + 1);
          }}
        />
      )}
    >
      <Suspense fallback={<HubLoading title={remote.title} />}>
        <Hub />
      </Suspense>
    </ErrorBoundary>
  );
}
