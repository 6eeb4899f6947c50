/**
 * When code a family may want next is fetched ahead of the tap (spec §9): on intent — a pointer
 * over, focus on, or a touch of a link — and when the browser is idle, unless the connection
 * asks to save data or is slow. The shell uses it for the hubs and its own pages, a hub for the
 * pages one tap away from the page shown (usePreloadNextPages). Plain DOM, no React.
 */

/** What the browser may say of its connection (`navigator.connection`, Chromium only). */
export interface NetworkInformationLike {
  saveData?: boolean;
  downlink?: number;
}

/** Spec §9: not in data-saver mode and downlink ≥ 1 (unknown counts as fast enough). */
export function allowsIdlePrefetch(connection: NetworkInformationLike | undefined): boolean {
  if (!connection) return true;
  if (connection.saveData) return false;
  return connection.downlink === undefined || connection.downlink >= 1;
}

/** The rule above for this browser. */
export function idlePrefetchAllowed(): boolean {
  return allowsIdlePrefetch((navigator as Navigator & { connection?: NetworkInformationLike }).connection);
}

/** On idle (3000 ms timeout) or, without requestIdleCallback, after 1200 ms (spec §9). Returns the cancel. */
export function whenIdle(task: () => void): () => void {
  if (typeof window.requestIdleCallback === 'function') {
    const id = window.requestIdleCallback(task, { timeout: 3000 });
    return () => window.cancelIdleCallback(id);
  }
  const id = window.setTimeout(task, 1200);
  return () => window.clearTimeout(id);
}

/** The path of a link to a page of this site, or undefined for anything else (another origin, no link). */
function sitePath(link: Element | null): string | undefined {
  return link instanceof HTMLAnchorElement && link.origin === location.origin ? link.pathname : undefined;
}

/**
 * Calls `onPath` with the path of each link of this site a family shows intent for (pointer
 * over, focus, touch), anywhere in the document. Returns the uninstall.
 */
export function onLinkIntent(onPath: (pathname: string) => void): () => void {
  const onIntent = (event: Event) => {
    const path = sitePath((event.target as Element).closest?.('a[href]') ?? null);
    if (path !== undefined) onPath(path);
  };
  const events = ['pointerover', 'focusin', 'touchstart'] as const;
  for (const type of events) document.addEventListener(type, onIntent, { passive: true, capture: true });
  return () => {
    for (const type of events) document.removeEventListener(type, onIntent, { capture: true });
  };
}

/** The paths of every link of this site in the document now: the pages one tap away. */
export function linkedPaths(): string[] {
  return [...document.links].flatMap((link) => sitePath(link) ?? []);
}

/**
 * Whether `pathname` is a path of the route `pattern` (`/zones/music`, `/marketplace/:slug`): the
 * same segments, a `:name` segment standing for any one. React Router's own matcher is not part
 * of what the shell shares, so a hub built with it would not run on a shell built before it.
 */
export function routeMatches(pattern: string, pathname: string): boolean {
  const want = pattern.split('/').filter(Boolean);
  const have = pathname.split('/').filter(Boolean);
  return want.length === have.length && want.every((segment, i) => segment.startsWith(':') || segment === have[i]);
}
