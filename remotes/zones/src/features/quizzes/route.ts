import { lazyZone } from '../../components/LazyZone';

/** /zones/quizzes, loaded on first visit (keeps the hub's ./routes chunk within budget). */
export const QuizzesRoute = lazyZone('Quizzes', () => import('./QuizzesPage').then((m) => m.QuizzesPage));
