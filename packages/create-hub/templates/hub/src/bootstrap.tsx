// Standalone: the hub alone in a thin local host, for its team. No federation here (the
// preset builds this page as an environment of its own): React, the router and the packages
// are bundled straight into it.
import { createRoot } from 'react-dom/client';
import { StandaloneHost } from '@naturverse/ui';
import '@naturverse/ui/styles.css';
import HubRoutes from './routes';

const container = document.getElementById('root');
if (container) {
  createRoot(container).render(
    <StandaloneHost hubTitle="__title__" homePath="/__name__">
      <HubRoutes />
    </StandaloneHost>,
  );
}
