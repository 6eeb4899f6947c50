/**
 * A hub team's e2e through the real Naturverse shell: `defineHubConfig` in playwright.config.ts
 * names the hub's production build (the candidate) and, optionally, where the other hubs come
 * from; every worker then serves the shell's production build around that build
 * (@naturverse/shell-emulator) and `baseURL` is the emulated site, so `page.goto('/birds')`
 * opens the hub inside the whole site, header and all. Chromium is Debian's (/usr/bin/chromium).
 */
import { resolve } from 'node:path';
import { defineConfig, expect, test as base, type Page, type PlaywrightTestConfig } from '@playwright/test';
import { serveShell, type EmulatedShell, type OtherHubsSource } from '@naturverse/shell-emulator';
import { CHROMIUM_ARGS, CHROMIUM_PATH } from '../chromium.js';
import { axeViolations } from './axe.js';

export { expect };
export { AXE_TAGS, axeViolations } from './axe.js';
export { clearSiteStorage, readIndexedDB, readRawStored, readStored, seedStorageOnce } from './storage.js';

/** The hub under test and the environment around it. */
export interface HubUnderTestConfig {
  /** the hub's production build folder (`npm run build` → ./dist), with its title and prefixes when naturverse-hub.json does not say */
  hub: { dist: string; title?: string; prefixes?: string[] };
  /** the other hubs: `{ root }` a deploy root folder, `{ site }` a deployed site; none by default */
  others?: OtherHubsSource;
}

export interface NaturverseWorkerFixtures {
  /** set by defineHubConfig (or `test.use({ naturverse })`) */
  naturverse: HubUnderTestConfig | undefined;
  /** the emulated site this worker's tests run against */
  emulatedShell: EmulatedShell;
}

export const test = base.extend<object, NaturverseWorkerFixtures>({
  naturverse: [undefined, { option: true, scope: 'worker' }],
  emulatedShell: [
    async ({ naturverse }, use) => {
      if (!naturverse) throw new Error('no hub under test: export default defineHubConfig({ hub: { dist: "./dist" } }) in playwright.config.ts');
      const shell = await serveShell({
        hubs: [{ ...naturverse.hub, dist: resolve(naturverse.hub.dist) }],
        others: naturverse.others?.root !== undefined ? { root: resolve(naturverse.others.root) } : naturverse.others,
      });
      await use(shell);
      await shell.close();
    },
    { scope: 'worker' },
  ],
  // eslint-disable-next-line react-hooks/rules-of-hooks -- Playwright's fixture callback, not React's use()
  baseURL: async ({ emulatedShell }, use) => use(emulatedShell.url),
});

/** Fails the test with axe's violations on the page as it is now (WCAG 2.1 A/AA and best practices). */
export async function checkA11y(page: Page, { exclude = [] }: { exclude?: string[] } = {}): Promise<void> {
  expect(await axeViolations(page, exclude), 'accessibility violations (axe)').toEqual([]);
}

/** A hub team's playwright.config.ts: the hub under test, the others, and any Playwright option. */
export function defineHubConfig({ hub, others, ...config }: HubUnderTestConfig & PlaywrightTestConfig<object, NaturverseWorkerFixtures>) {
  return defineConfig<object, NaturverseWorkerFixtures>({
    testDir: 'e2e',
    timeout: 30_000,
    ...config,
    use: {
      launchOptions: { executablePath: CHROMIUM_PATH, args: CHROMIUM_ARGS },
      ...config.use,
      naturverse: { hub, others },
    },
  });
}
