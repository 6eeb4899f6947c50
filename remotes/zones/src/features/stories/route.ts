import { lazyZone } from '../../components/LazyZone';

/** /zones/stories, loaded on first visit (keeps the hub's ./routes chunk within budget). */
export const StoriesRoute = lazyZone('Stories', () => import('./StoriesPage').then((m) => m.StoriesPage));
