import { startTransition, useEffect } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { getRuntimeConfig, parseRuntimeConfig, setRuntimeConfig } from '@naturverse/platform';
import '@naturverse/ui/styles.css';
import './layout/layout.css';
import { ShellRoot } from './app/ShellRoot';
import { profiled } from './app/profiled';
import { isPrerenderedFor } from './lib/prerendered-page';
import { followPaintedMenu } from './layout/menu';
import { preloadSecondaryPages } from './app/pages';
import { getRegistry } from './federation/loading/remotes';
import { whenIdle } from '@naturverse/ui/lazy-page';
import { installIntentPrefetch, scheduleMainPagePrefetch } from './federation/loading/intent-prefetch';
import { afterFirstScreen, firstScreenDone } from './federation/loading/first-screen';
import { remoteForPath } from './federation/registry/registry';
import { holdBackgroundWarming, registerServiceWorker } from './sw/register';

const MAIN_HUBS = ['zones', 'marketplace', 'naturversity', 'naturbank'];

/**
 * Offline play: precache the shell and every hub, but only at an idle moment after the page's
 * first screen (first-screen.ts), so the worker's hundred-odd requests never compete with it.
 */
function RegisterServiceWorkerAfterFirstRender({ firstScreen }: { firstScreen: () => boolean }) {
  useEffect(() => afterFirstScreen(registerServiceWorker, firstScreen), [firstScreen]);
  useEffect(startReportingWhenIdle, []);
  return null;
}

/**
 * Hub health reports start when the browser is idle after the first render: their
 * code (and web-vitals) is never part of the first paint, and is not fetched at all where no
 * `reportUrl` is configured (the local demo default). Web vitals are read from the browser's
 * buffered entries, so nothing measured before the start is lost; GPC and DNT are honoured
 * by the reporter itself (nothing is sent); /status starts it to show what would be sent.
 */
function startReportingWhenIdle(): (() => void) | undefined {
  if (!getRuntimeConfig().reportUrl) return;
  return whenIdle(() => void import(/* webpackChunkName: "on-demand-reports" */ './reports/start-reporting').then((m) => m.startReporting(), console.error));
}

/** Called by index.ts once the registry is registered and the config is read. */
export function mount(rawConfig: unknown): void {
  setRuntimeConfig(parseRuntimeConfig(rawConfig));
  const registry = getRegistry();
  installIntentPrefetch(registry, holdBackgroundWarming);
  // the first screen: this page React's and, on a hub's page, its hub loaded (or given up)
  const firstScreen = firstScreenDone(remoteForPath(registry, window.location.pathname)?.name);
  scheduleMainPagePrefetch(
    MAIN_HUBS.filter((name) => registry.remotes.some((r) => r.name === name)),
    preloadSecondaryPages,
    (task) => afterFirstScreen(task, firstScreen),
  );
  const container = document.getElementById('root');
  if (!container) return;
  const afterFirstRender = <RegisterServiceWorkerAfterFirstRender firstScreen={firstScreen} />;
  // The build's HTML of this very page (shell/src/prerender): React hydrates it as it is. Any other
  // HTML (a hub's page on a deeper path of the hub, the generic start-up page) is only a first
  // paint: React renders afresh. Either way at once: a hub's area waits for its hub (HubArea).
  if (isPrerenderedFor(container, window.location.pathname)) {
    // A transition here too: the page is already painted from its HTML, so React
    // may hydrate it in slices, letting a tap in between, instead of one long task of the whole
    // tree (measured with the low-end profile: docs/coverage/bench.md).
    // A page React could not hydrate is rendered afresh; logged, so a test and a report see it.
    startTransition(() => {
      hydrateRoot(container, profiled(<ShellRoot prerendered afterFirstRender={afterFirstRender} />), {
        onRecoverableError: (error) => console.error('[naturverse] hydration', error),
      });
    });
    return;
  }
  followPaintedMenu(); // the child may open the painted menu before React's replaces it
  const root = createRoot(container);
  // A transition: React renders the first page in slices and lets the browser in between (a
  // tap, a frame), instead of one long task of the whole tree — a deep-linked hub included.
  startTransition(() => root.render(profiled(<ShellRoot prerendered={false} afterFirstRender={afterFirstRender} />)));
}
