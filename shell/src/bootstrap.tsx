import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { parseRuntimeConfig, setRuntimeConfig } from '@naturverse/platform';
import '@naturverse/ui';
import './layout/layout.css';
import { App } from './app/App';
import { preloadSecondaryPages } from './app/pages';
import { getRegistry } from './federation/remotes';
import { installIntentPrefetch, scheduleMainPagePrefetch } from './federation/intent-prefetch';
import { registerServiceWorker } from './sw/register';

const MAIN_HUBS = ['zones', 'marketplace', 'naturversity', 'naturbank'];

/** Called by index.ts once the registry is registered and the config is read. */
export function mount(rawConfig: unknown): void {
  setRuntimeConfig(parseRuntimeConfig(rawConfig));
  const registry = getRegistry();
  installIntentPrefetch(registry);
  scheduleMainPagePrefetch(
    MAIN_HUBS.filter((name) => registry.remotes.some((r) => r.name === name)),
    preloadSecondaryPages,
  );
  const container = document.getElementById('root');
  if (!container) return;
  createRoot(container).render(
    <StrictMode>
      <App />
    </StrictMode>,
  );
  // offline play: precache the shell and every hub once the page has loaded
  registerServiceWorker();
}
