import { test, expect, disableIdlePrefetch } from '../support/fixtures';

test.use({ serviceWorkers: 'allow' });

test('explore', async ({ page, context }) => {
  await disableIdlePrefetch(page);
  await page.goto('/');
  await page.evaluate(async () => {
    await navigator.serviceWorker.ready;
    if (!navigator.serviceWorker.controller)
      await new Promise((r) => navigator.serviceWorker.addEventListener('controllerchange', r, { once: true }));
  });
  const sw = context.serviceWorkers()[0]!;
  console.log('sw', sw.url());
  console.log(await sw.evaluate(async () => { const out: Record<string, number> = {}; for (const n of await caches.keys()) out[n] = (await (await caches.open(n)).keys()).length; return out; }));
  await context.setOffline(true);
  console.log('sw probe', await sw.evaluate(() => fetch('/remotes.json?probe').then((r) => r.status, () => 'failed')));
  await page.reload();
  for (const path of ['/zones/arcade', '/marketplace', '/naturversity', '/navatar', '/passport', '/naturbank']) {
    await page.goto(path);
    await page.waitForTimeout(1500);
    console.log(path, await page.getByRole('heading', { level: 1 }).allTextContents(), await page.locator('main').innerText().then((t) => t.slice(0, 120).replace(/\n/g, ' | ')));
  }
  expect(1).toBe(1);
});
