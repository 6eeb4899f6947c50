import { lazyPage } from './lazy-page';

// Every shell page but Home is its own chunk; Home ships in the first load. The three
// worlds pages share one chunk: each carried its own copy of the worlds' data and pictures
// (3 × ~4.7 KiB gzip preloaded at idle; one chunk measured in docs/coverage/bench.md).
export const pages = {
  worlds: lazyPage(() => import(/* webpackChunkName: "worlds" */ '../pages/worlds/WorldsPage')),
  world: lazyPage(() => import(/* webpackChunkName: "worlds" */ '../pages/worlds/WorldPage')),
  character: lazyPage(() => import(/* webpackChunkName: "worlds" */ '../pages/worlds/CharacterPage')),
  login: lazyPage(() => import('../pages/login/LoginPage')),
  authCallback: lazyPage(() => import('../pages/auth-callback/AuthCallbackPage')),
  profile: lazyPage(() => import('../pages/profile/ProfilePage')),
  turian: lazyPage(() => import('../pages/turian/TurianPage')),
  text: lazyPage(() => import('../pages/text/TextPage')),
  status: lazyPage(() => import('../pages/status/StatusPage')),
};

export function preloadSecondaryPages(): void {
  Object.values(pages).forEach((p) => p.preload());
}
