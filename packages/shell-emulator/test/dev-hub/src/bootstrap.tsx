// The standalone page every hub build has (the preset builds it beside the federated one).
import { createRoot } from 'react-dom/client';
import { BrowserRouter } from 'react-router';
import DevHubRoutes from './routes';

const container = document.getElementById('root');
if (container) {
  createRoot(container).render(
    <BrowserRouter>
      <DevHubRoutes />
    </BrowserRouter>,
  );
}
