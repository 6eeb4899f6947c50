import { useSyncExternalStore } from 'react';
import { useLocation } from 'react-router';
import { NotFound } from '@naturverse/ui';
import { RemoteRoute } from './RemoteRoute';
import { HubUnreachable } from './HubUnreachable';
import { KNOWN_HUBS } from '../registry/known-hubs';
import { hubForPath, remoteForPath } from '../registry/registry';
import { getRegistry, subscribeRegistry } from '../loading/remotes';

/**
 * Paths the shell does not own go to the hub that claims them. A path of one of the
 * six hubs the registry does not name is a hub that cannot be reached right now
 * (with Try again), never 'Page not found'; any other path is 'Page not found'.
 */
export function HubOrNotFound() {
  const { pathname } = useLocation();
  const registry = useSyncExternalStore(subscribeRegistry, getRegistry);
  const remote = remoteForPath(registry, pathname);
  if (remote) return <RemoteRoute key={remote.name} remote={remote} />;
  const known = hubForPath(KNOWN_HUBS, pathname);
  if (known) return <HubUnreachable key={known.name} hub={known} />;
  return <NotFound />;
}
