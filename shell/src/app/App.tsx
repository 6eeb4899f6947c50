import { Route, Routes } from 'react-router';
import { AuthProvider } from '@naturverse/auth';
import { NotFound } from '@naturverse/ui';
import { TEXT_PAGES } from '@naturverse/contracts/shell-routes';
import { Layout } from '../layout/Layout';
import { HydrationPiece } from '../layout/HydrationPiece';
import { HomePage } from '../pages/home/HomePage';
import { HubArea } from './HubArea';
import { rendersAtOnce } from '../federation/loading/renders-at-once';
import { ShellRouter } from './ShellRouter';
import { pages } from './pages';

/**
 * `location`: only the build's prerender passes one (shell/src/prerender: that page, no browser).
 * `prerendered`: this render must equal the build's HTML (the prerender itself, or hydrating it).
 */
export function App({ location, prerendered = false }: { location?: string; prerendered?: boolean }) {
  return (
    <ShellRouter rendersAtOnce={rendersAtOnce} location={location}>
      {/* the session is read inside the boundary: a prerendered page's content hydrates before it
          settles (it then changes nothing the HTML showed before React hydrated it) */}
      <HydrationPiece>
        <AuthProvider notReadyFirst={prerendered}>
          <Layout
            page={
              <Routes>
                <Route index element={<HomePage />} />
                <Route path="worlds" element={<pages.worlds />} />
                <Route path="worlds/:slug" element={<pages.world />} />
                <Route path="worlds/:slug/characters/:name" element={<pages.character />} />
                <Route path="login" element={<pages.login />} />
                <Route path="auth/callback" element={<pages.authCallback />} />
                <Route path="profile" element={<pages.profile />} />
                <Route path="turian" element={<pages.turian />} />
                <Route path="status" element={<pages.status />} />
                {TEXT_PAGES.map((kind) => (
                  <Route key={kind} path={kind} element={<pages.text />} />
                ))}
                <Route path="404" element={<NotFound />} />
                <Route path="*" element={<HubArea />} />
              </Routes>
            }
          />
        </AuthProvider>
      </HydrationPiece>
    </ShellRouter>
  );
}
