/**
 * The routes the shell renders itself: a hub's prefix may take none of them (the deploy command
 * refuses a hub claiming one before the registry changes), and the shell's router is built from
 * the same list (shell/src/app/App.tsx; its test checks that every route it renders is here).
 */
import { prefixesOverlap } from './registry-schema.js';

/** The shell's text pages, each at `/<kind>`. */
export const TEXT_PAGES = ['terms', 'privacy', 'contact', 'accessibility', 'about'] as const;

/** The first path segment of every route of the shell but Home (`/`, which no prefix can be). */
export const SHELL_ROUTES: readonly string[] = [
  '/worlds',
  '/login',
  '/auth',
  '/profile',
  '/turian',
  '/status',
  ...TEXT_PAGES.map((kind) => `/${kind}`),
  '/404',
];

/** The shell route a hub prefix would take over (`/status`, `/worlds/x` → `/worlds`), if any. */
export function shellRouteTakenBy(prefix: string): string | undefined {
  return SHELL_ROUTES.find((route) => prefixesOverlap(prefix, route));
}
