/**
 * The six hubs as the fault tests see them, and what a family sees when one fails.
 */
import type { Page, Route } from '@playwright/test';
import { PORTS, REMOTES } from '@naturverse/site/federation';
import { expect } from '../support/fixtures';
import { PORT_OFFSET as OFFSET } from '@naturverse/testing/port-offset';

export interface Hub {
  name: string;
  title: string;
  /** where the header link leads */
  path: string;
  /** the hub's own h1 there */
  heading: RegExp;
  origin: string;
  manifestUrl: string;
}

export const HUBS: Hub[] = REMOTES.map((r) => {
  const origin = `http://localhost:${PORTS[r.name] + OFFSET}`;
  return {
    name: r.name,
    title: r.title,
    path: r.prefixes[0]!,
    heading: new RegExp(r.title, 'i'),
    origin,
    manifestUrl: `${origin}/mf-manifest.json`,
  };
});

export const nav = (page: Page) => page.getByRole('navigation', { name: 'Main' });

/** Console errors of the page, to check that a failure is logged with the hub's name. */
export function consoleErrors(page: Page): string[] {
  const errors: string[] = [];
  page.on('console', (m) => m.type() === 'error' && errors.push(m.text()));
  return errors;
}

/** A hub that failed to load or render: the fallback in its area, the layout around it. */
export async function expectHubFallback(page: Page, hub: Hub, timeout?: number) {
  const main = page.getByRole('main');
  await expect(main.getByText('Something went wrong.')).toBeVisible({ timeout });
  await expect(main.getByText('You can try again, or head back to the home page.')).toBeVisible();
  await expect(main.getByText(`The ${hub.title} hub could not be shown right now.`)).toBeVisible();
  await expect(main.getByRole('link', { name: 'Go home' })).toBeVisible();
  await expect(main.getByRole('button', { name: 'Try again' })).toBeVisible();
  await expect(nav(page)).toBeVisible();
  await expect(page.getByRole('contentinfo')).toBeVisible();
}

/**
 * Requests matching `url` are held: never answered until `release()`, which lets the
 * held ones through and the later ones pass. No test waits on a server's timing: the
 * hang lasts exactly as long as the test says.
 */
export async function holdRequests(page: Page, url: string | RegExp) {
  const held: Route[] = [];
  const handler = (route: Route) => {
    held.push(route);
  };
  await page.route(url, handler);
  return {
    held,
    async release() {
      await page.unroute(url, handler);
      // the page may have given up on (aborted) some of them already
      await Promise.all(held.map((route) => route.continue().catch(() => undefined)));
    },
  };
}

/**
 * Time from the next click to the moment 'Something went wrong.' appears in <main>,
 * measured in the page (a MutationObserver), so neither Playwright's polling interval
 * nor its round trips on a busy machine count against the hub.
 */
export async function startFallbackClock(page: Page): Promise<() => Promise<number>> {
  await page.evaluate(() => {
    const w = window as unknown as { __clickAt?: number; __fallbackAt?: number };
    delete w.__clickAt;
    delete w.__fallbackAt;
    document.addEventListener('click', () => (w.__clickAt ??= performance.now()), { capture: true, once: true });
    const seen = () => document.querySelector('main')?.textContent?.includes('Something went wrong.');
    const observer = new MutationObserver(() => {
      if (w.__clickAt === undefined || !seen()) return;
      w.__fallbackAt = performance.now();
      observer.disconnect();
    });
    observer.observe(document.body, { childList: true, subtree: true, characterData: true });
  });
  return () =>
    page.evaluate(() => {
      const w = window as unknown as { __clickAt?: number; __fallbackAt?: number };
      if (w.__clickAt === undefined || w.__fallbackAt === undefined) throw new Error('no click, or no fallback after it');
      return w.__fallbackAt - w.__clickAt;
    });
}
