// Standalone: the hub alone in a thin local host, for its team (pnpm --filter @naturverse/passport dev). No
// federation here (a build of its own, packages/build-preset/src/one-runtime.ts): React, the router and
// the packages are bundled straight into this page, so it needs no Module Federation runtime.
import { createRoot } from 'react-dom/client';
import { StandaloneHost } from '@naturverse/ui';
import '@naturverse/ui/styles.css';
import HubRoutes from './routes';

const container = document.getElementById('root');
if (container) {
  createRoot(container).render(
    <StandaloneHost hubTitle="Passport" homePath="/passport">
      <HubRoutes />
    </StandaloneHost>,
  );
}
