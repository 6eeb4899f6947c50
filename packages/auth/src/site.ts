/**
 * The small, synchronous part of sign-in that pages need while they render: what a family
 * reads in local demo mode and where sign-in links land. The calls themselves (actions.ts)
 * are loaded when a family asks for one (lazy-actions.ts).
 */

/** What a family reads where sign-in would be, on a site with accounts switched off. */
export const DEMO_MODE_SIGN_IN_MESSAGE =
  'Accounts are not switched on for this site yet, and you do not need one: every game, stamp and saved thing works without signing in and stays in this browser.';

export type AuthActionResult = { ok: true } | { ok: false; message: string; demoMode: boolean };

export function siteOrigin(): string {
  return typeof window === 'undefined' ? '' : window.location.origin;
}

/** Where e-mail links from the login page / provider land: the callback route. */
export function callbackUrl(): string {
  return `${siteOrigin()}/auth/callback`;
}
