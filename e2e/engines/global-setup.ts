/**
 * Once per engine run: the production builds served on their ports (the site `npm start` serves,
 * shifted by E2E_PORT_OFFSET like the Chromium suite's), a second copy of the site whose server
 * refuses one hub (nothing listens on that hub's port: a family's "server down"), and the
 * engine's browser or driver. The journeys connect to what this provides.
 */
import type { TestProject } from 'vitest/node';
import { existsSync } from 'node:fs';
import { PARTS, distOf, serveAll } from '@naturverse/site/serve';
import { PORTS } from '@naturverse/site/federation';
import { PORT_OFFSET } from '@naturverse/testing/port-offset';
import { browserPort } from '@naturverse/testing/chromium';
import { launchFirefox } from './driver/firefox';
import { engineFromEnv, type EngineName } from './driver/session';
import { launchWebKitDriver } from './driver/webkit';
import { REFUSED_HUB, REFUSING_SITE_SHIFT } from './support/site';
import { VERSION_VARIABLE } from './support/summary-reporter';

export interface EngineRun {
  engine: EngineName;
  /** where a journey opens its session */
  endpoint: string;
  /** the site, every part served */
  baseURL: string;
  /** the same site with REFUSED_HUB's server down */
  refusingBaseURL: string;
}

declare module 'vitest' {
  export interface ProvidedContext {
    run: EngineRun;
  }
}

export default async function setup(project: TestProject): Promise<() => Promise<void>> {
  const engine = engineFromEnv();
  const missing = PARTS.filter((p) => !existsSync(distOf(p.name)));
  if (missing.length) throw new Error(`Not built yet: ${missing.map((p) => p.name).join(', ')}. Run "npm run build" first.`);
  const refusingOffset = PORT_OFFSET + REFUSING_SITE_SHIFT;
  for (const offset of [PORT_OFFSET, refusingOffset]) for (const port of Object.values(PORTS)) browserPort(port + offset);

  const stops: Array<() => Promise<unknown>> = [];
  const stopAll = async () => {
    for (const stop of stops.reverse()) await stop().catch(() => undefined);
  };
  try {
    const site = await serveAll({ offset: PORT_OFFSET });
    stops.push(site.close);
    const refusing = await serveAll({ offset: refusingOffset, only: PARTS.map((p) => p.name).filter((name) => name !== REFUSED_HUB) });
    stops.push(refusing.close);
    const browser = engine === 'firefox' ? await launchFirefox() : await launchWebKitDriver();
    stops.push(browser.stop);
    process.env[VERSION_VARIABLE] = browser.version;
    project.provide('run', { engine, endpoint: browser.endpoint, baseURL: site.url, refusingBaseURL: refusing.url });
  } catch (error) {
    await stopAll();
    throw error;
  }
  return stopAll;
}
