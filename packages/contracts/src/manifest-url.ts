/**
 * The version a hub's manifest URL names, read back out of it: a deploy root keeps each version
 * in its own folder (`/hubs/zones/1.4.0/mf-manifest.json`, the deploy command's layout) and a
 * static host of versions side by side does the same (`/1.4.0/mf-manifest.json`). One rule for
 * the deploy command (its status, history and which folder a URL points into) and the shell
 * (which version /status and a canary-fallback report name), so they never read a URL apart.
 */

/**
 * The file a hub build holds beside its mf-manifest.json: `{ name, title, prefixes }`, what the
 * registry needs to name a hub it does not know yet. The preset writes it; the deploy command and
 * the shell emulator read it — one name for all three.
 */
export const HUB_IDENTITY_FILE = 'naturverse-hub.json';

/** A version as the deploy command accepts one: 1.2.3, 1.2.3-rc.1 (build metadata after "+" too). */
const VERSION_FOLDER = /\/(\d+\.\d+\.\d+(?:[-+][0-9A-Za-z.+-]+)?)\/mf-manifest\.json$/;

/** The version the folder of `manifestUrl` names (query and fragment ignored), or null when it names none. */
export function versionOf(manifestUrl: string | null | undefined): string | null {
  if (!manifestUrl) return null;
  return VERSION_FOLDER.exec(manifestUrl.split(/[?#]/)[0] ?? '')?.[1] ?? null;
}
