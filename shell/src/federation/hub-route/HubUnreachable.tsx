import { useEffect, useRef, useState } from 'react';
import { ErrorFallback } from '@naturverse/ui';
import type { KnownHub } from '../registry/types';
import { reloadRegistry } from '../loading/remotes';
import { HubLoading } from './RemoteRoute';

/**
 * A hub route the registry did not name (the registry was unreachable, broken, empty,
 * too slow, or lacks this hub). The family reads that this part of Naturverse cannot be
 * reached right now; "Try again" reads the registry afresh, and once it names the hub,
 * the route re-renders with the hub itself (the registry store notifies the router).
 */
export function HubUnreachable({ hub }: { hub: KnownHub }) {
  const [checking, setChecking] = useState(false);
  const [tries, setTries] = useState(0);
  const area = useRef<HTMLDivElement>(null);

  // still unreachable after Try again: keep a keyboard user on the button, not back at the page top
  useEffect(() => {
    if (tries > 0 && !checking) area.current?.querySelector('button')?.focus();
  }, [tries, checking]);

  if (checking) return <HubLoading title={hub.title} />;
  return (
    <div ref={area}>
      <ErrorFallback
        headingLevel={1}
        detail={`The ${hub.title} part of Naturverse cannot be reached right now.`}
        onRetry={() => {
          setChecking(true);
          void reloadRegistry().finally(() => {
            setChecking(false);
            setTries((n) => n + 1);
          });
        }}
      />
    </div>
  );
}
