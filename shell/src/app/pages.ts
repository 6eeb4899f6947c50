import { lazyPage } from './lazy-page';

// Every shell page but Home is its own chunk; Home ships in the first load.
export const pages = {
  worlds: lazyPage(() => import('../pages/worlds/WorldsPage')),
  world: lazyPage(() => import('../pages/worlds/WorldPage')),
  character: lazyPage(() => import('../pages/worlds/CharacterPage')),
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
