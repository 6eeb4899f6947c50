/**
 * Registers /sw.js (production builds only) once the page has loaded, so precaching
 * never competes with the first paint. When a new version is installed it waits: the
 * page shows 'A new version is ready' and only the family's click on Reload activates
 * it (skipWaiting) and reloads this tab. Other open tabs are never reloaded.
 */
import { setUpdateWaiting } from './update-state';
import { HOLD_WARMING_MESSAGE } from './warm-queue';

let registration: ServiceWorkerRegistration | undefined;

/**
 * A family is about to act (intent on a link to a hub): ask the worker to start no new
 * background warming for a moment, so the click that follows has the CPU.
 */
export function holdBackgroundWarming(): void {
  if (!registration) return;
  for (const worker of [registration.installing, registration.waiting, registration.active]) {
    worker?.postMessage({ type: HOLD_WARMING_MESSAGE });
  }
}

async function register(): Promise<void> {
  const { Workbox } = await import('workbox-window');
  const wb = new Workbox('/sw.js');
  wb.addEventListener('waiting', () => {
    setUpdateWaiting(() => {
      wb.addEventListener('controlling', () => window.location.reload());
      wb.messageSkipWaiting();
    });
  });
  registration = await wb.register();
}

export function registerServiceWorker(): void {
  if (process.env.NODE_ENV !== 'production' || !('serviceWorker' in navigator)) return;
  const start = () => register().catch((error: unknown) => console.warn('[naturverse] service worker not registered', error));
  if (document.readyState === 'complete') void start();
  else window.addEventListener('load', () => void start(), { once: true });
}
