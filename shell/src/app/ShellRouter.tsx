import { startTransition, useLayoutEffect, useRef, useState, type ReactNode } from 'react';
import { Router, UNSAFE_createBrowserHistory as createBrowserHistory, type Location, type NavigationType, type Navigator } from 'react-router';

/** True in the build's prerender only (rsbuild.prerender.config.ts): the browser's bundle leaves its router out. */
declare const __NATURVERSE_PRERENDER__: boolean;

interface RouterState {
  action: NavigationType;
  location: Location;
}

type History = ReturnType<typeof createBrowserHistory>;

/**
 * react-router's BrowserRouter, with one choice made per navigation instead of once.
 *
 * BrowserRouter renders every navigation as a transition: a page still loading keeps the
 * current one on screen instead of flashing "Loading…". But after a click Chromium runs the
 * rendering task a transition schedules only after the next frame (it paints the click's
 * feedback first), and React then renders the new page in 5 ms slices: a hub already loaded
 * by the family's intent appeared one frame later than it could. A navigation to a page that
 * `rendersAtOnce` (all its code loaded) is therefore an ordinary update, rendered within the
 * click; any other stays a transition.
 */
export function ShellRouter({ children, rendersAtOnce, location }: { children: ReactNode; rendersAtOnce: (pathname: string) => boolean; location?: string }) {
  if (__NATURVERSE_PRERENDER__ && location !== undefined) return <PrerenderRouter location={location}>{children}</PrerenderRouter>;
  return <BrowserShellRouter rendersAtOnce={rendersAtOnce}>{children}</BrowserShellRouter>;
}

function BrowserShellRouter({ children, rendersAtOnce }: { children: ReactNode; rendersAtOnce: (pathname: string) => boolean }) {
  const history = useRef<History | null>(null);
  history.current ??= createBrowserHistory({ v5Compat: true });
  const browserHistory = history.current;
  const [state, setState] = useState<RouterState>(() => ({ action: browserHistory.action, location: browserHistory.location }));
  useLayoutEffect(
    () =>
      browserHistory.listen((next) => {
        if (rendersAtOnce(next.location.pathname)) setState(next);
        else startTransition(() => setState(next));
      }),
    [browserHistory, rendersAtOnce],
  );
  return (
    <Router location={state.location} navigationType={state.action} navigator={browserHistory}>
      {children}
    </Router>
  );
}

/** The build renders a page with no browser and no history: one location, and nowhere to go. */
const NOWHERE: Navigator = {
  createHref: (to) => (typeof to === 'string' ? to : `${to.pathname ?? ''}${to.search ?? ''}${to.hash ?? ''}`),
  go: () => {},
  push: () => {},
  replace: () => {},
};

/** The router of the build's prerender (shell/src/prerender): the page at `location`, as a browser's first render sees it. */
function PrerenderRouter({ children, location }: { children: ReactNode; location: string }) {
  return (
    <Router location={location} navigator={NOWHERE} static>
      {children}
    </Router>
  );
}
