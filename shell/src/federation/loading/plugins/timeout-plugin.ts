import type { ModuleFederationRuntimePlugin } from '@module-federation/runtime';
import { MANIFEST_BUDGET_MS, SCRIPT_TIMEOUT_MS } from '../../timeouts/hub-timeouts';
import { fetchManifest } from '../../timeouts/manifest-fetch';

/** The runtime's default script element, as @module-federation/sdk builds it, but ours to time. */
function scriptWith(attrs: Record<string, unknown> | undefined): HTMLScriptElement {
  const script = document.createElement('script');
  script.type = attrs?.type === 'module' ? 'module' : 'text/javascript';
  for (const [name, value] of Object.entries(attrs ?? {})) {
    if (name === 'async' || name === 'defer') script[name] = Boolean(value);
    else if (name !== 'type') script.setAttribute(name, String(value));
  }
  return script;
}

/**
 * Module Federation's own extension points for time limits: the `fetch` hook reads
 * every manifest (with a budget and a retry for blips), `createScript`/`createLink`
 * give the remote entry and stylesheets a timeout (the runtime's default is 20 s).
 */
export const timeoutPlugin: ModuleFederationRuntimePlugin = {
  name: 'naturverse-hub-timeouts',
  fetch(url, init) {
    return fetchManifest(url, init, { budgetMs: MANIFEST_BUDGET_MS });
  },
  createScript({ attrs }) {
    return { script: scriptWith(attrs), timeout: SCRIPT_TIMEOUT_MS };
  },
  createLink() {
    return { timeout: SCRIPT_TIMEOUT_MS };
  },
};
