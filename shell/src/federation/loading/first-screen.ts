/**
 * Background work waits for the page's first screen. On a slow device the start of a page is
 * long: React hydrates the page piece by piece and, on a hub's page, Module Federation loads the
 * hub. Whatever else starts meanwhile — the shell's other pages preloaded (their modules run and
 * their stylesheets restyle the whole page), the other hubs' idle prefetch (manifests, entries,
 * route modules), the service worker's precache (some hundred requests on the same cores) —
 * delays what the family is waiting for. So it starts at the first idle moment after the first
 * screen: the page is React's (pageStarted) and, on a hub's page, its hub has loaded or given up.
 */
import { pageStarted } from '../../lib/prerendered-page';
import { loadHub } from './remotes';
import { whenIdle } from '@naturverse/ui/lazy-page';

/**
 * Whether the first screen has answered: `hub`, the hub whose page this is (none on the shell's
 * own pages); its load is joined, never started afresh (a deep link started it already).
 */
export function firstScreenDone(hub: string | undefined, started: () => boolean = pageStarted): () => boolean {
  let hubSettled = hub === undefined;
  if (hub !== undefined)
    loadHub(hub).then(
      () => (hubSettled = true),
      () => (hubSettled = true),
    );
  return () => hubSettled && started();
}

/**
 * Runs `task` at the first idle moment once `done()` is true (each idle moment before that only
 * asks again). Returns a cancel function.
 */
export function afterFirstScreen(task: () => void, done: () => boolean, idle: (run: () => void) => () => void = whenIdle): () => void {
  let cancel = () => {};
  const attempt = () => {
    cancel = idle(() => (done() ? task() : attempt()));
  };
  attempt();
  return () => cancel();
}
