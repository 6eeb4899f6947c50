/**
 * A route as a report names it: the pattern, never the address. The first
 * segment is the hub's own prefix (from the registry, so it names no child); every further
 * segment becomes `:seg`, because a story slug, a product or anything else in the address
 * could carry what a family typed. The query and the hash are never read.
 */
export function routePattern(pathname: string, knownPrefixes: readonly string[]): string {
  const segments = pathname.split('/').filter(Boolean);
  if (!segments.length) return '/';
  const [first, ...rest] = segments;
  const head = knownPrefixes.includes(`/${first}`) ? `/${first}` : '/:seg';
  return (
    head +
      rest
        .slice(0, 5)
        .map(() => '/:seg')
        .join('') || '/'
  );
}

/** The hub whose prefix owns a path, or null for the shell's own pages. */
export function hubOfPath(pathname: string, prefixesByHub: Readonly<Record<string, readonly string[]>>): string | null {
  for (const [hub, prefixes] of Object.entries(prefixesByHub)) {
    if (prefixes.some((p) => pathname === p || pathname.startsWith(`${p}/`))) return hub;
  }
  return null;
}

/** The route a page was on at a given time (performance.now()), from the visit's timeline. */
export interface RouteVisit {
  at: number;
  pathname: string;
}

export function pathAt(timeline: readonly RouteVisit[], time: number): string | null {
  let current: string | null = null;
  for (const visit of timeline) {
    if (visit.at > time) break;
    current = visit.pathname;
  }
  return current;
}
