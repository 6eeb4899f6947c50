import type { ComponentType } from 'react';
import { lazyPageInRouter } from '@naturverse/ui/lazy-page';

/** A shell page (its module's default export): see lazyPageInRouter. */
const page = (title: string, load: () => Promise<{ default: ComponentType }>) =>
  lazyPageInRouter('naturverse', title, () => load().then((m) => m.default));

// Every shell page but Home is its own chunk; Home ships in the first load. The three
// worlds pages share one chunk: each carried its own copy of the worlds' data and pictures
// (3 × ~4.7 KiB gzip preloaded at idle; one chunk measured in docs/coverage/bench.md).
export const pages = {
  worlds: page('Worlds', () => import(/* webpackChunkName: "worlds" */ '../pages/worlds/WorldsPage')),
  world: page('world', () => import(/* webpackChunkName: "worlds" */ '../pages/worlds/WorldPage')),
  character: page('character', () => import(/* webpackChunkName: "worlds" */ '../pages/worlds/CharacterPage')),
  login: page('Login', () => import('../pages/login/LoginPage')),
  // named on-demand-*: not preloaded (SECONDARY below), so bench/lib/all-js.mjs leaves them out
  authCallback: page('sign-in return', () => import(/* webpackChunkName: "on-demand-auth-callback" */ '../pages/auth-callback/AuthCallbackPage')),
  profile: page('Profile', () => import('../pages/profile/ProfilePage')),
  turian: page('Turian', () => import('../pages/turian/TurianPage')),
  text: page('text', () => import('../pages/text/TextPage')),
  status: page('status', () => import(/* webpackChunkName: "on-demand-status" */ '../pages/status/StatusPage')),
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
