import { startTransition, useEffect, useState } from 'react';
import { useLocation } from 'react-router';
import { HubOrNotFound } from '../federation/hub-route/HubOrNotFound';
import { HubLoading } from '../federation/hub-route/RemoteRoute';
import { useHydrated } from '../layout/use-hydrated';
import { pageStarted } from '../lib/prerendered-page';
import { KNOWN_HUBS } from '../federation/registry/known-hubs';
import { hubForPath, remoteForPath } from '../federation/registry/registry';
import { getRegistry, loadHub } from '../federation/loading/remotes';
import { FIRST_RENDER_HUB_WAIT_MS, settledWithin } from '../federation/loading/first-render';

/**
 * The area of the paths the shell does not own. In the page's first render it shows the hub's
 * loading line, as the page's HTML does (shell/src/prerender), so React hydrates a hub's own page
 * as it is — the header answers a tap while the hub loads, instead of being painted dead and
 * rendered afresh — and on a deeper path renders the chrome at once. Once the hub has settled
 * (docs/architecture.md, Glossary: loaded, failed, or longer than FIRST_RENDER_HUB_WAIT_MS), its
 * route replaces the line in a transition, so the hub appears at once, not behind its Suspense
 * fallback's reveal hold (first-render.ts). Any later render (a navigation) is the hub's route.
 */
export function HubArea() {
  const { pathname } = useLocation();
  const hydrated = useHydrated();
  // the build's render and hydrating: the page never started; the browser's first render: not yet
  const [hubSettled, setHubSettled] = useState(() => hydrated && pageStarted());
  // the hub as the build knows it while React is hydrating the build's HTML, else as the registry names it
  const hub = hydrated ? remoteForPath(getRegistry(), pathname) : hubForPath(KNOWN_HUBS, pathname);
  useEffect(() => {
    if (hubSettled) return;
    const remote = remoteForPath(getRegistry(), pathname);
    // a hub the registry does not name is rendered at once (HubOrNotFound says it cannot be reached)
    void settledWithin(remote ? loadHub(remote.name) : Promise.resolve(), FIRST_RENDER_HUB_WAIT_MS).then(() => startTransition(() => setHubSettled(true)));
  }, [hubSettled, pathname]);
  return hubSettled || !hub ? <HubOrNotFound /> : <HubLoading title={hub.title} />;
}
