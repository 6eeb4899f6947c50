/**
 * The version a hub's manifest URL names, read back out of it: a deploy root keeps each version
 * in its own folder (`/hubs/zones/1.4.0/mf-manifest.json`, the deploy command's layout) and a
 * static host of versions side by side does the same (`/1.4.0/mf-manifest.json`). One rule for
 * the deploy command (its status, history and which folder a URL points into) and the shell
 * (which version /status and a canary-fallback report name), so they never read a URL apart.
 */
import { hubVersionOf } from './version-rule.js';

/** The folder before mf-manifest.json (a version when hub-identity.ts's rule says it is one). */
const MANIFEST_FOLDER = /\/([^/]+)\/mf-manifest\.json$/;

/** The version the folder of `manifestUrl` names (query and fragment ignored), or null when it names none. */
export function versionOf(manifestUrl: string | null | undefined): string | null {
  if (!manifestUrl) return null;
  return hubVersionOf(MANIFEST_FOLDER.exec(manifestUrl.split(/[?#]/)[0] ?? '')?.[1]);
}
