/**
 * The site as the journeys meet it: its hubs (from the registry, as the Chromium suite's fault
 * specs read them) and the hub the refusing copy of the site has no server for.
 */
import { REMOTES } from '@naturverse/site/federation';

export interface Hub {
  name: string;
  /** the header link's name, and the hub's name in its fallback */
  title: string;
  /** where the header link leads */
  path: string;
}

export const HUBS: Hub[] = REMOTES.map((r) => ({ name: r.name, title: r.title, path: r.prefixes[0]! }));

export function hub(name: string): Hub {
  const found = HUBS.find((h) => h.name === name);
  if (!found) throw new Error(`no hub "${name}" in the registry (${HUBS.map((h) => h.name).join(', ')})`);
  return found;
}

/** The hub whose server the refusing site never starts. */
export const REFUSED_HUB = 'naturbank';

/** The refusing site's ports: the site's, 40 higher (shell 3140 at the default offset), where no e2e spec opens a server. */
export const REFUSING_SITE_SHIFT = 40;
