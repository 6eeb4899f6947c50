/**
 * The header's links are the spec's (§2, NAV_LINKS), each hub's by its title; a hub that
 * joined the site by deploy (the registry names it, the shell was never rebuilt for
 * it) gets a link too, after them, by the title its registry entry gives. Plain data, no React.
 */

export interface HeaderLink {
  to: string;
  label: string;
}

/** Links for the registry's hubs that no header link already leads to (a hub is linked once, at its first prefix). */
export function joinedHubLinks(remotes: ReadonlyArray<{ title: string; prefixes: readonly string[] }>, linked: readonly HeaderLink[]): HeaderLink[] {
  const known = new Set(linked.map((link) => link.to));
  return remotes.flatMap((hub) => {
    const first = hub.prefixes[0];
    return first && !hub.prefixes.some((prefix) => known.has(prefix)) ? [{ to: first, label: hub.title }] : [];
  });
}
