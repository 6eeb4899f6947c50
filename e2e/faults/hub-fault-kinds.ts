/**
 * The five ways a hub can fail, each installed for one hub and
 * removable mid-test ("the fault is gone"), so 'Try again' can be shown to recover.
 */
import type { Page } from '@playwright/test';
import { hubServer, pointHubAt } from '../support/registry';
import { HUBS, holdRequests, type Hub } from './hubs';
import { PORT_OFFSET as OFFSET } from '@naturverse/testing/port-offset';
import { fetchAsServed } from '../support/served';

export interface Fault {
  /** after the first page load: for faults that need the page's runtime */
  arm?: () => Promise<void>;
  /** make the fault go away */
  clear: () => Promise<void>;
  /** release anything the test started (servers, held requests) */
  dispose: () => Promise<void>;
}

export interface FaultKind {
  id: string;
  label: string;
  /** a hang: the fallback comes from the time limit, not from an error */
  hangs?: boolean;
  install: (page: Page, hub: Hub) => Promise<Fault>;
}

const nothing = async () => {};

/** The hub's server is down: the registry points at a port where nothing listens (until clear). */
const down: FaultKind = {
  id: 'down',
  label: 'server down',
  async install(page, hub) {
    // one port per hub, outside every part's range and other specs' dead ports (3940 put
    // navatar on 4045 under the default offset, a port Chromium refuses: see browserPort)
    const server = hubServer(hub.name, 3950 + HUBS.indexOf(hub) + OFFSET);
    await pointHubAt(page, hub.name, server.manifestUrl);
    return { clear: () => server.start(), dispose: () => server.stop() };
  },
};

/** The manifest answers, but is not a manifest (cut-off JSON). */
const brokenManifest: FaultKind = {
  id: 'broken-manifest',
  label: 'broken manifest',
  async install(page, hub) {
    const serveBroken = (route: import('@playwright/test').Route) =>
      route.fulfill({ status: 200, contentType: 'application/json', body: `{"id":"${hub.name}","metaData":{"name":` });
    await page.route(hub.manifestUrl, serveBroken);
    return { clear: () => page.unroute(hub.manifestUrl, serveBroken), dispose: nothing };
  },
};

/** A real manifest whose remote entry is a file the server does not have (404). */
const missingEntry: FaultKind = {
  id: 'missing-entry',
  label: 'manifest pointing at a missing entry',
  async install(page, hub) {
    const pointAtMissing = async (route: import('@playwright/test').Route) => {
      const response = await fetchAsServed(route);
      const manifest = (await response.json()) as { metaData: { remoteEntry: { name: string } } };
      manifest.metaData.remoteEntry.name = 'static/js/no-such-remote-entry.js';
      await route.fulfill({ response, json: manifest });
    };
    await page.route(hub.manifestUrl, pointAtMissing);
    return { clear: () => page.unroute(hub.manifestUrl, pointAtMissing), dispose: nothing };
  },
};

/** The manifest request never answers (held until clear). */
const hanging: FaultKind = {
  id: 'hanging',
  label: 'hanging manifest',
  hangs: true,
  async install(page, hub) {
    const hold = await holdRequests(page, hub.manifestUrl);
    return { clear: hold.release, dispose: hold.release };
  },
};

/**
 * The hub loads but throws while rendering. A Module Federation global plugin (the real
 * extension point, `__FEDERATION__.__GLOBAL_PLUGIN__`, which every runtime instance of the
 * page registers when it starts — the shell's runtime starts only when a hub is wanted) wraps
 * the hub's route component in one that throws while window.__crashHub names the hub and
 * renders the hub itself once it is cleared: "Try again" after a render error re-renders the
 * same loaded module (nothing is fetched again). Installed before the page loads, so no hub
 * load escapes it whenever the runtime starts; armed after the first page load.
 */
const throwsOnRender: FaultKind = {
  id: 'throws',
  label: 'throws on render',
  async install(page, hub) {
    await page.addInitScript((name) => {
      const w = window as unknown as { __crashHub: string | null; __FEDERATION__?: { __GLOBAL_PLUGIN__?: unknown[] } };
      w.__crashHub = null;
      w.__FEDERATION__ ??= {};
      (w.__FEDERATION__.__GLOBAL_PLUGIN__ ??= []).push({
        name: `e2e-crash-${name}`,
        onLoad(args: { id: string; exposeModule?: { default: (props: object) => unknown } }) {
          const real = args.exposeModule?.default;
          if (args.id !== `${name}/routes` || !real) return undefined;
          // the runtime only swaps in a function, so the module is one with a default export
          return Object.assign(() => undefined, {
            default: function CrashingHub(props: object) {
              if (w.__crashHub === name) throw new Error(`${name} render boom`);
              return real(props);
            },
          });
        },
      });
    }, hub.name);
    return {
      arm: async () => {
        await page.evaluate((name) => ((window as unknown as { __crashHub: string | null }).__crashHub = name), hub.name);
      },
      clear: async () => {
        await page.evaluate(() => ((window as unknown as { __crashHub: string | null }).__crashHub = null));
      },
      dispose: nothing,
    };
  },
};

export const FAULT_KINDS: FaultKind[] = [down, brokenManifest, missingEntry, hanging, throwsOnRender];
