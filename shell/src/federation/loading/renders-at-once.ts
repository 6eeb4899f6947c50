import { remoteForPath } from '../registry/registry';
import { getRegistry, loadedHub } from './remotes';

/**
 * Whether a page can render without loading anything, so the shell's router may render a
 * navigation to it within the click instead of as a transition (app/ShellRouter).
 *  - Home ships in the shell's first load.
 *  - A hub's landing page (its first prefix, where the header links) is in its ./routes chunk
 *    with the router (@naturverse/ui lazyPage's contract: other pages load on their visit),
 *    so once the hub has loaded — an intent, the idle prefetch, an earlier visit — it is ready.
 * Anything else (a shell page or a hub page loaded on demand, a hub not loaded yet) answers
 * false and keeps the transition: the current page stays until the new one has arrived.
 */
export function rendersAtOnce(pathname: string): boolean {
  if (pathname === '/') return true;
  const remote = remoteForPath(getRegistry(), pathname);
  return remote !== undefined && remote.prefixes[0] === pathname && loadedHub(remote.name) !== undefined;
}
