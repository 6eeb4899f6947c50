/**
 * Registers /sw.js (production builds only) once the page has loaded, so precaching
 * never competes with the first paint. When a new version is installed it waits: the
 * page shows 'A new version is ready' and only the family's click on Reload activates
 * it (skipWaiting) and reloads this tab. Other open tabs are never reloaded.
 */
import { setUpdateWaiting } from './update-state';

async function register(): Promise<void> {
  const { Workbox } = await import('workbox-window');
  const wb = new Workbox('/sw.js');
  wb.addEventListener('waiting', () => {
    setUpdateWaiting(() => {
      wb.addEventListener('controlling', () => window.location.reload());
      wb.messageSkipWaiting();
    });
  });
  await wb.register();
}

export function registerServiceWorker(): void {
  if (process.env.NODE_ENV !== 'production' || !('serviceWorker' in navigator)) return;
  const start = () =>
    register().catch((error: unknown) => console.warn('[naturverse] service worker not registered', error));
  if (document.readyState === 'complete') void start();
  else window.addEventListener('load', () => void start(), { once: true });
}
