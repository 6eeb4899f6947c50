import { lazyZone } from '../../components/LazyZone';

/** /zones/community, loaded on first visit. */
export const CommunityRoute = lazyZone('Community', () => import('./CommunityPage').then((m) => m.CommunityPage));
