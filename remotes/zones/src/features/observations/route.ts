import { lazyZone } from '../../components/LazyZone';

/** /zones/observations, loaded on first visit (the page brings idb-keyval with it). */
export const ObservationsRoute = lazyZone('Observations', () => import('./ObservationsPage').then((m) => m.ObservationsPage));
