/**
 * Shared e2e helpers. Import `test` and `expect` from here, not from
 * @playwright/test, so every test also fails on uncaught page errors, on any
 * request that leaves localhost (children use this site: no third parties) and on
 * any Content-Security-Policy violation.
 */
import { relative } from 'node:path';
import { fileURLToPath } from 'node:url';
import { test as base, expect, type Page } from '@playwright/test';
import { axeViolations } from './axe';
import { TARGET, localOnlyReason, siteHosts } from './target';
import { PORT_OFFSET as OFFSET } from '@naturverse/testing/port-offset';
import { DOCUMENTS_ANNOTATION } from '@naturverse/testing/reports';

export { expect };

const E2E_DIR = fileURLToPath(new URL('..', import.meta.url));

/** The URL of a part's server under the suite's port offset. */
export function partUrl(port: number, path = ''): string {
  return `http://localhost:${port + OFFSET}${path}`;
}

const LOOPBACK = ['localhost', '127.0.0.1', '[::1]', 'supabase.test'];

export const test = base.extend<
  { localOnly: void; documents: void; pageErrors: string[]; outsideRequests: string[]; cspViolations: string[] },
  { allowedHosts: string[] }
>({
  // Against a deployed site (E2E_BASE_URL), a spec that needs local control skips, saying why.
  localOnly: [
    // eslint-disable-next-line no-empty-pattern -- Playwright reads a fixture's dependencies from this pattern
    async ({}, use, testInfo) => {
      const reason = localOnlyReason(relative(E2E_DIR, testInfo.file), TARGET);
      testInfo.skip(reason !== undefined, reason);
      await use();
    },
    { auto: true },
  ],
  // A page load is the suite's unit of cost (measured on the 2-core CI machine: ≈ 1.2 s of
  // CPU for a test's first page, its new renderer process; ≈ 0.43 s for a later one in the same
  // page), so each test reports how many documents its pages opened; the timings reporter sums
  // them per area. Pages of contexts a test makes itself are not counted.
  documents: [
    async ({ context }, use, testInfo) => {
      let count = 0;
      context.on('request', (req) => {
        if (req.serviceWorker() || !req.isNavigationRequest()) return;
        let frame;
        try {
          frame = req.frame();
        } catch {
          count++; // a popup's first document: Playwright has no frame for it yet, and it is a main frame
          return;
        }
        if (frame.parentFrame() === null) count++;
      });
      await use();
      testInfo.annotations.push({ type: DOCUMENTS_ANNOTATION, description: String(count) });
    },
    { auto: true },
  ],
  // The site's own hosts: loopback, and when testing a deployed site its shell and the hubs its registry names.
  allowedHosts: [
    // eslint-disable-next-line no-empty-pattern -- as above
    async ({}, use) => {
      if (TARGET.kind === 'local') return use(LOOPBACK);
      const response = await fetch(TARGET.registryUrl);
      if (!response.ok) throw new Error(`The registry ${TARGET.registryUrl} answered ${response.status}`);
      await use([...LOOPBACK, ...siteHosts(TARGET, await response.json())]);
    },
    { scope: 'worker' },
  ],
  // Every page runs under the servers' Content-Security-Policy: anything it blocks (an
  // inline style, a script from an unlisted origin) is a broken feature, and fails the test.
  // Code a test evaluates in the page has no source file (axe's own helper <style>s are
  // refused too): those are the tooling's, not the site's, and are not counted.
  cspViolations: [
    async ({ page }, use) => {
      // reported as a console.debug line with a marker: an exposed binding cost every test
      // ≈ 0.3 s to set up on a busy machine, a console listener nothing
      const MARK = '[nv-csp-violation] ';
      const violations: string[] = [];
      page.on('console', (m) => {
        if (m.type() === 'debug' && m.text().startsWith(MARK)) violations.push(m.text().slice(MARK.length));
      });
      await page.addInitScript((mark) => {
        document.addEventListener(
          'securitypolicyviolation',
          (e) => {
            if (!e.sourceFile && e.blockedURI === 'inline') return; // evaluated by the test: see above
            console.debug(
              `${mark}${e.effectiveDirective} blocked ${e.blockedURI || '(inline)'} on ${e.documentURI} (${e.sourceFile || 'no source'}:${e.lineNumber})`,
            );
          },
          true,
        );
      }, MARK);
      await use(violations);
      expect(violations, 'Content-Security-Policy violations').toEqual([]);
    },
    { auto: true },
  ],
  pageErrors: [
    async ({ page }, use) => {
      const errors: string[] = [];
      page.on('pageerror', (e) => errors.push(e.message));
      await use(errors);
      expect(errors, 'uncaught errors in the page').toEqual([]);
    },
    { auto: true },
  ],
  outsideRequests: [
    async ({ page, allowedHosts }, use) => {
      const outside: string[] = [];
      page.on('request', (req) => {
        const url = new URL(req.url());
        if (!['http:', 'https:', 'ws:', 'wss:'].includes(url.protocol)) return;
        if (!allowedHosts.includes(url.hostname)) outside.push(req.url());
      });
      await use(outside);
      expect(outside, 'requests to third parties').toEqual([]);
    },
    { auto: true },
  ],
});

/**
 * Colours caught mid-transition (buttons fade their background for 0.15 s after a theme switch
 * or a hover) belong to neither look, and axe's contrast check then fails or passes by chance:
 * jump every running CSS transition to where it settles before axe looks. getAnimations()
 * flushes styles first, so a transition the last change started is included.
 */
export async function settleTransitions(page: Page): Promise<void> {
  // a page following the device re-themes from a media-query listener: after emulateMedia, wait
  // until data-theme says the device's scheme, or axe sees the tokens of the look before
  await page.waitForFunction(() => {
    const root = document.documentElement;
    if (root.dataset.themeChoice !== 'system') return true;
    return root.dataset.theme === (matchMedia('(prefers-color-scheme: dark)').matches ? 'dark' : 'light');
  });
  await page.evaluate(() => {
    for (const animation of document.getAnimations()) if (animation instanceof CSSTransition) animation.finish();
  });
}

/** axe with WCAG 2.x A/AA rules; fails listing each violation and its targets. */
export async function expectNoAxeViolations(page: Page, options: { exclude?: string[] } = {}) {
  await settleTransitions(page);
  expect(await axeViolations(page, options.exclude), 'axe violations').toEqual([]);
}

/**
 * Wait until the shell has rendered a hub or page: its h1 is visible, and the page has started
 * (docs/architecture.md, Glossary). A shell page's h1 is in its painted HTML before any script
 * runs; until the page has started (the app then drops #root's data-prerendered), a button there
 * may do nothing yet and a link loads a new document. With JavaScript off, check the h1 alone.
 */
export async function expectHeading(page: Page, name: string | RegExp, timeout?: number) {
  await expect(page.getByRole('heading', { level: 1, name })).toBeVisible({ timeout });
  await expectStarted(page, timeout);
}

/**
 * The page has started (docs/architecture.md, Glossary): its first render committed with its own
 * code, its listeners attached, and the build's mark on #root gone. A test that sends the page an
 * event must wait for this, not for the heading, which the HTML shows before any script runs.
 */
export async function expectStarted(page: Page, timeout?: number) {
  await expect(page.locator('#root[data-prerendered]'), 'the page started').toHaveCount(0, { timeout });
}

/**
 * Turn off the shell's idle prefetch of the main hubs for this page (data-saver mode, spec §9),
 * so the only hub loads are the ones the test causes. Tests that count requests, or that
 * must not share the CPU with four hub downloads landing at an unknown moment, call this
 * before their first goto.
 */
export async function disableIdlePrefetch(page: Page): Promise<void> {
  await page.addInitScript(() => Object.defineProperty(navigator, 'connection', { value: { saveData: true } }));
}

/**
 * Fake clock for timer tests: installed before the page loads, then paused once the
 * page is up, so time only moves when a test says clock.runFor(ms).
 */
export async function gotoWithPausedClock(page: Page, path: string): Promise<void> {
  // pauseAt jumps the clock a minute ahead, which would fire the shell's idle prefetch of
  // every main hub at a moment the test does not choose: keep it off
  await disableIdlePrefetch(page);
  const start = new Date('2030-05-01T09:00:00');
  await page.clock.install({ time: start });
  await page.goto(path);
  await page.getByRole('heading', { level: 1 }).waitFor();
  await expectStarted(page); // a prerendered page listens once started
  await page.clock.pauseAt(new Date(start.getTime() + 60_000));
}
