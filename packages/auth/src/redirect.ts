/**
 * Where to go after signing in (spec §4, §7): before any sign-in starts, the current
 * path + query is saved under the post-auth redirect key; a page that sends someone
 * to /login keeps a return path too. Both live in session storage (this tab only).
 */
import { SESSION_KEYS } from '@naturverse/platform/storage-keys';
import { readJSON, removeKey, writeJSON } from '@naturverse/platform';

export const POST_AUTH_REDIRECT_KEY = SESSION_KEYS.authRedirect;
export const RETURN_PATH_KEY = SESSION_KEYS.authReturn;

/** Pages that are part of signing in: returning to them would loop. */
const SIGN_IN_PATHS = ['/login', '/auth/callback'];

/** The base a path is resolved against: any host works, only "did it stay on it" matters. */
const PROBE_ORIGIN = 'https://naturverse.invalid';

/** C0 controls, DEL and C1 controls: browsers strip or reinterpret them inside URLs. */
// eslint-disable-next-line no-control-regex
const CONTROL_CHARS = /[\u0000-\u001f\u007f-\u009f]/;

/**
 * Only same-site paths: "/x?y", returned in the form the browser itself would navigate to.
 * Rejects "//evil.example", "https://…", "/\\evil", and anything with a control character
 * ("/\t/evil.example" — a browser drops the tab and reads "//evil.example"). The value is then
 * resolved as the browser would: if the result leaves the site, or its path would itself
 * read as protocol-relative, it is refused. A saved value must never become an open redirect.
 */
export function safeInternalPath(value: unknown): string | null {
  if (typeof value !== 'string' || !value.startsWith('/')) return null;
  if (value.length > 2000 || CONTROL_CHARS.test(value)) return null;
  if (value.startsWith('//') || value.startsWith('/\\')) return null;
  let resolved: URL;
  try {
    resolved = new URL(value, PROBE_ORIGIN);
  } catch {
    return null;
  }
  if (resolved.origin !== PROBE_ORIGIN) return null;
  const normalised = resolved.pathname + resolved.search + resolved.hash;
  if (!normalised.startsWith('/') || normalised.startsWith('//') || normalised.startsWith('/\\')) return null;
  return normalised;
}

function pathnameOf(path: string): string {
  return path.split(/[?#]/)[0] ?? path;
}

export function isSignInPath(path: string): boolean {
  return SIGN_IN_PATHS.includes(pathnameOf(path));
}

/** Saves where a sign-in starts from (path + query). */
export function savePostAuthRedirect(path: string): void {
  const safe = safeInternalPath(path);
  if (safe) writeJSON(POST_AUTH_REDIRECT_KEY, safe, 'session');
}

export function currentPathWithQuery(): string {
  if (typeof window === 'undefined') return '/';
  return window.location.pathname + window.location.search;
}

/** Remembers where the login page should send someone once they are signed in. */
export function saveReturnPath(path: string): void {
  const safe = safeInternalPath(path);
  if (safe && !isSignInPath(safe)) writeJSON(RETURN_PATH_KEY, safe, 'session');
}

export function readPostAuthRedirect(): string | null {
  return readJSON(POST_AUTH_REDIRECT_KEY, safeInternalPath, null, 'session');
}

export function readReturnPath(): string | null {
  return readJSON(RETURN_PATH_KEY, safeInternalPath, null, 'session');
}

/**
 * Pure choice of where a fresh session should land: the kept return path first,
 * else where the sign-in started (unless that was a sign-in page), else null.
 */
export function choosePostAuthTarget(returnPath: string | null, redirect: string | null): string | null {
  const kept = safeInternalPath(returnPath);
  if (kept && !isSignInPath(kept)) return kept;
  const started = safeInternalPath(redirect);
  if (started && !isSignInPath(started)) return started;
  return null;
}

/** Reads and clears both keys: each saved target is used once. */
export function takePostAuthTarget(): string | null {
  const target = choosePostAuthTarget(readReturnPath(), readPostAuthRedirect());
  removeKey(RETURN_PATH_KEY, 'session');
  removeKey(POST_AUTH_REDIRECT_KEY, 'session');
  return target;
}

/** True while a sign-in is pending a return (either key is set). */
export function hasPendingPostAuthTarget(): boolean {
  return readReturnPath() !== null || readPostAuthRedirect() !== null;
}
