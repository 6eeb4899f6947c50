/**
 * Spec §2: a render error on one of the shell's own pages shows "Something went
 * wrong." in the page's place, inside the layout: the header, the footer and the navigation stay
 * and work, "Try again" renders the page again, "Go home" goes to /, and the error is reported
 * as the shell's (its name, never its message).
 *
 * The fault is put in the browser's network layer: the page's own chunk (found by a text only
 * that page has) is rewritten so its default export — the page component React.lazy renders —
 * becomes one that throws while window.__crashShellPage is set and renders the real page once
 * it is cleared. Nothing in the site is changed for the test.
 */
import type { Page } from '@playwright/test';
import { test, expect, disableIdlePrefetch, expectHeading, expectNoAxeViolations } from '../support/fixtures';
import { openStatus, sendAndRead } from '../reports/helpers';
import { nav } from './hubs';
import { fetchAsServed } from '../support/served';

const ERROR_MESSAGE = 'a secret the page held';

interface ShellPage {
  path: string;
  heading: string;
  /** A text in the page's chunk and in no other chunk with a default export. */
  marker: string;
}

const PAGES: ShellPage[] = [
  { path: '/turian', heading: 'Turian the Durian', marker: 'Chat with Turian' },
  { path: '/login', heading: 'Log in', marker: 'Send magic link' },
  { path: '/about', heading: 'About', marker: '"Contact"' },
  { path: '/profile', heading: 'Profile', marker: 'Save profile' },
];

/** Rewrites the chunk holding `target`'s page; resolves once the rewritten chunk was served. */
async function makePageThrow(page: Page, target: ShellPage): Promise<() => boolean> {
  let served = false;
  await page.addInitScript(() => ((window as unknown as { __crashShellPage: boolean }).__crashShellPage = true));
  await page.route('**/static/js/async/*.js', async (route) => {
    const response = await fetchAsServed(route);
    const body = await response.text();
    const exported = /\.d\((\w+),\{default:\(\)=>(\w+)\}\)/;
    if (!body.includes(target.marker) || !exported.test(body)) return route.fulfill({ response, body });
    served = true;
    const crashing = body.replace(
      exported,
      (_all, exports: string, component: string) =>
        `.d(${exports},{default:()=>function CrashingPage(props){if(window.__crashShellPage)throw new TypeError(${JSON.stringify(ERROR_MESSAGE)});return ${component}(props)}})`,
    );
    return route.fulfill({ response, body: crashing });
  });
  return () => served;
}

const setCrashing = (page: Page, on: boolean) => page.evaluate((value) => ((window as unknown as { __crashShellPage: boolean }).__crashShellPage = value), on);

async function expectFallbackInLayout(page: Page): Promise<void> {
  const main = page.getByRole('main');
  await expect(main.getByRole('heading', { level: 1, name: 'Something went wrong.' })).toBeVisible();
  await expect(main.getByText('You can try again, or head back to the home page.')).toBeVisible();
  await expect(main.getByRole('link', { name: 'Go home' })).toBeVisible();
  await expect(main.getByRole('button', { name: 'Try again' })).toBeVisible();
  await expect(nav(page)).toBeVisible();
  await expect(page.getByRole('contentinfo')).toBeVisible();
  await expect(page.getByText(ERROR_MESSAGE)).toHaveCount(0);
}

test.describe('a shell page that throws while rendering', { tag: ['@shell'] }, () => {
  for (const target of PAGES) {
    test(`${target.path}: the fallback shows inside the layout, Try again renders the page again`, async ({ page }) => {
      await disableIdlePrefetch(page);
      const served = await makePageThrow(page, target);
      await page.goto(target.path);
      await expectFallbackInLayout(page);
      expect(served(), 'the page was made to throw by its rewritten chunk').toBe(true);

      // still throwing: Try again (by keyboard) shows the fallback again, and the keyboard stays on Try again
      await page.getByRole('button', { name: 'Try again' }).focus();
      await page.keyboard.press('Enter');
      await expectFallbackInLayout(page);
      await expect(page.getByRole('button', { name: 'Try again' })).toBeFocused();
      // the fault is gone: Try again renders the page itself
      await setCrashing(page, false);
      await page.getByRole('button', { name: 'Try again' }).click();
      await expectHeading(page, target.heading);
      await expect(page.getByText('Something went wrong.')).toHaveCount(0);
    });
  }

  test('the header and Go home lead away from the fallback; each error is reported as the shell’s, by name only', async ({ page }) => {
    await disableIdlePrefetch(page);
    const turian = PAGES[0]!;
    await makePageThrow(page, turian);
    await page.goto(turian.path);
    await expectFallbackInLayout(page);
    await expectNoAxeViolations(page);

    // another address clears the error: the header's navigation works
    await nav(page).getByRole('link', { name: 'Worlds', exact: true }).click();
    await expectHeading(page, 'Worlds');
    await expect(page.getByText('Something went wrong.')).toHaveCount(0);

    await nav(page).getByRole('link', { name: 'Turian', exact: true }).click();
    await expectFallbackInLayout(page);

    // both render errors, as the shell's, on the page's route pattern; the message never leaves
    await openStatus(page);
    const reports = await sendAndRead(page);
    const errors = reports.filter((r) => r.event === 'render-error');
    expect(errors, JSON.stringify(reports)).toEqual([
      expect.objectContaining({ hub: 'shell', kind: 'TypeError', route: '/:seg', value: null }),
      expect.objectContaining({ hub: 'shell', kind: 'TypeError', route: '/:seg', value: null }),
    ]);
    expect(JSON.stringify(reports)).not.toContain(ERROR_MESSAGE);

    await nav(page).getByRole('link', { name: 'Turian', exact: true }).click();
    await expectFallbackInLayout(page);
    await page.getByRole('link', { name: 'Go home' }).click();
    await expect(page).toHaveURL(/\/$/);
    await expectHeading(page, 'Welcome to Naturverse');
  });
});
