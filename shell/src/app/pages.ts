import type { ComponentType } from 'react';
import { lazyPageInRouter } from '@naturverse/ui/lazy-page';

/**
 * A shell page (its module's default export): see lazyPageInRouter. One log line for all of them
 * ('[naturverse] page failed to load', the failed chunk's URL in the error): a title per page
 * would be bytes in the shell's first load that no family reads.
 */
const page = (load: () => Promise<{ default: ComponentType }>) => lazyPageInRouter('[naturverse] page', () => load().then((m) => m.default));

// Every shell page but Home is its own chunk; Home ships in the first load. The three
// worlds pages share one chunk: each carried its own copy of the worlds' data and pictures
// (3 × ~4.7 KiB gzip preloaded at idle; one chunk measured in docs/coverage/bench.md).
export const pages = {
  worlds: page(() => import(/* webpackChunkName: "worlds" */ '../pages/worlds/WorldsPage')),
  world: page(() => import(/* webpackChunkName: "worlds" */ '../pages/worlds/WorldPage')),
  character: page(() => import(/* webpackChunkName: "worlds" */ '../pages/worlds/CharacterPage')),
  // named: the build's prerendered pages link each page's stylesheet by its chunk's name (shell/src/prerender)
  login: page(() => import(/* webpackChunkName: "login" */ '../pages/login/LoginPage')),
  // named on-demand-*: not preloaded (SECONDARY below), so bench/lib/all-js.mjs leaves them out
  authCallback: page(() => import(/* webpackChunkName: "on-demand-auth-callback" */ '../pages/auth-callback/AuthCallbackPage')),
  profile: page(() => import('../pages/profile/ProfilePage')),
  turian: page(() => import(/* webpackChunkName: "turian" */ '../pages/turian/TurianPage')),
  text: page(() => import(/* webpackChunkName: "text" */ '../pages/text/TextPage')),
  status: page(() => import(/* webpackChunkName: "on-demand-status" */ '../pages/status/StatusPage')),
};

/**
 * Pages a family can reach from the one they are on (spec §9 "secondary route preloading").
 * Not the platform status page (for grown-ups and testers, reached by typing or the footer's
 * small link) nor the auth callback (only ever opened by an e-mail link, as a fresh page):
 * preloading those fetched code no family uses. Both still load when opened.
 */
const SECONDARY: ReadonlyArray<keyof typeof pages> = ['worlds', 'world', 'character', 'login', 'profile', 'turian', 'text'];

export function preloadSecondaryPages(): void {
  SECONDARY.forEach((name) => pages[name].preload());
}
