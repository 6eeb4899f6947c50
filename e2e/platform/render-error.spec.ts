import { test, expect, expectHeading, withoutIdlePrefetch } from '../support/fixtures';

test('a hub that throws while rendering shows the fallback in its area; Try again recovers once it renders', async ({ page }) => {
  const errors: string[] = [];
  page.on('console', (m) => m.type() === 'error' && errors.push(m.text()));
  // React reports caught render errors as uncaught in dev tools; the page itself stays alive.
  page.on('pageerror', () => {});
  // no idle prefetch: the hub must be loaded after the plugin below is in place
  await withoutIdlePrefetch(page);
  await page.goto('/');
  // A Module Federation runtime plugin (the real extension point) swaps the hub's
  // route entry for one that throws, while window.__crashNaturbank is true.
  await page.evaluate(() => {
    const w = window as unknown as {
      __crashNaturbank: boolean;
      __FEDERATION__: { __INSTANCES__: Array<{ name: string; registerPlugins: (p: unknown[]) => void }> };
    };
    w.__crashNaturbank = true;
    const shell = w.__FEDERATION__.__INSTANCES__.find((i) => i.name === 'shell')!;
    shell.registerPlugins([
      {
        name: 'e2e-crash-naturbank',
        onLoad(args: { id: string }) {
          if (args.id !== 'naturbank/routes' || !w.__crashNaturbank) return undefined;
          // the runtime only swaps in a function, so the module is one with a default export
          const crashingModule = Object.assign(() => undefined, {
            default: function CrashingHub() {
              throw new Error('naturbank render boom');
            },
          });
          return crashingModule;
        },
      },
    ]);
  });
  const nav = page.getByRole('navigation', { name: 'Main' });
  await nav.getByRole('link', { name: 'NaturBank' }).click();
  await expect(page.getByText('Something went wrong.')).toBeVisible();
  await expect(page.getByText('The NaturBank hub could not be shown right now.')).toBeVisible();
  expect(errors.some((e) => e.includes('hub "naturbank" failed'))).toBe(true);

  // still broken: Try again shows the fallback again instead of a blank page
  await page.getByRole('button', { name: 'Try again' }).click();
  await expect(page.getByText('Something went wrong.')).toBeVisible();

  // other hubs and the layout are fine
  await nav.getByRole('link', { name: 'Zones' }).click();
  await expectHeading(page, /zones/i);
  await nav.getByRole('link', { name: 'NaturBank' }).click();
  await expect(page.getByText('Something went wrong.')).toBeVisible();

  // the hub is fixed: Try again renders it
  await page.evaluate(() => ((window as unknown as { __crashNaturbank: boolean }).__crashNaturbank = false));
  await page.getByRole('button', { name: 'Try again' }).click();
  await expectHeading(page, /naturbank/i);
});

test('a shell page whose code fails to load is logged and renders nothing; the layout stays', async ({ page }) => {
  const errors: string[] = [];
  page.on('console', (m) => m.type() === 'error' && errors.push(m.text()));
  // no idle preloading, so the page's chunk is fetched on navigation
  await withoutIdlePrefetch(page);
  await page.goto('/');
  await page.route('**/static/js/async/**', (route) => route.abort());
  await page.getByRole('contentinfo').getByRole('link', { name: 'About' }).click();
  await expect(page).toHaveURL(/\/about$/);
  await expect.poll(() => errors.some((e) => e.includes('[naturverse] page failed to load'))).toBe(true);
  await expect(page.getByRole('main').getByRole('heading', { level: 1 })).toHaveCount(0);
  await expect(page.getByRole('navigation', { name: 'Main' })).toBeVisible();
  await expect(page.getByRole('contentinfo')).toBeVisible();
});
