import { Suspense } from 'react';
import { Route, Routes } from 'react-router';
import { AuthProvider } from '@naturverse/auth';
import { NotFound } from '@naturverse/ui';
import { Layout } from '../layout/Layout';
import { HomePage } from '../pages/home/HomePage';
import { HubOrNotFound } from '../federation/hub-route/HubOrNotFound';
import { rendersAtOnce } from '../federation/loading/renders-at-once';
import { ShellRouter } from './ShellRouter';
import { pages } from './pages';

const TEXT_PAGES = ['terms', 'privacy', 'contact', 'accessibility', 'about'] as const;

function PageLoading() {
  return <p className="nv-muted" role="status">Loading…</p>;
}

export function App() {
  const { worlds, world, character, login, authCallback, profile, turian, text, status } = pages;
  return (
    <ShellRouter rendersAtOnce={rendersAtOnce}>
      <AuthProvider>
        <Suspense fallback={<PageLoading />}>
          <Routes>
            <Route element={<Layout />}>
              <Route index element={<HomePage />} />
              <Route path="worlds" element={<worlds.Component />} />
              <Route path="worlds/:slug" element={<world.Component />} />
              <Route path="worlds/:slug/characters/:name" element={<character.Component />} />
              <Route path="login" element={<login.Component />} />
              <Route path="auth/callback" element={<authCallback.Component />} />
              <Route path="profile" element={<profile.Component />} />
              <Route path="turian" element={<turian.Component />} />
              <Route path="status" element={<status.Component />} />
              {TEXT_PAGES.map((kind) => (
                <Route key={kind} path={kind} element={<text.Component />} />
              ))}
              <Route path="404" element={<NotFound />} />
              <Route path="*" element={<HubOrNotFound />} />
            </Route>
          </Routes>
        </Suspense>
      </AuthProvider>
    </ShellRouter>
  );
}
