// Standalone: the hub alone in a thin local host, for its team (pnpm --filter @naturverse/naturversity dev).
import { createRoot } from 'react-dom/client';
import { StandaloneHost } from '@naturverse/ui';
import HubRoutes from './routes';

const container = document.getElementById('root');
if (container) {
  createRoot(container).render(
    <StandaloneHost hubTitle="Naturversity" homePath="/naturversity">
      <HubRoutes />
    </StandaloneHost>,
  );
}
