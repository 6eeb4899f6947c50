// Standalone: the hub alone in a thin local host, for its team (pnpm --filter @naturverse/zones dev).
import { createRoot } from 'react-dom/client';
import { StandaloneHost } from '@naturverse/ui';
import HubRoutes from './routes';

const container = document.getElementById('root');
if (container) {
  createRoot(container).render(
    <StandaloneHost hubTitle="Zones" homePath="/zones">
      <HubRoutes />
    </StandaloneHost>,
  );
}
