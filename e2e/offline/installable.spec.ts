/**
 * A family can put Naturverse on a tablet's home screen and open it offline
 * like an app. Chromium itself says whether the site is installable (the DevTools protocol's
 * Page.getInstallabilityErrors, the check behind its Install button); the manifest it parsed
 * (Page.getAppManifest) is the site's, served as a manifest under a policy that allows it, and the
 * service worker keeps it and its icons for offline starts.
 * Chromium never offers an install in an incognito profile (Playwright's contexts are), so this
 * test runs in a profile of its own (launchPersistentContext).
 */
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { CHROMIUM_ARGS, CHROMIUM_PATH } from '../support/browser';
import { TARGET } from '../support/target';
import { expect, expectHeading, test } from '../support/fixtures';
import { cachedUrls, waitForOfflineReady } from './helpers';

const ICONS = ['/icons/icon-192.png', '/icons/icon-512.png', '/icons/icon-maskable-512.png'];

test.describe('installable app', { tag: ['@shell'] }, () => {
  test('Chromium finds the site installable: manifest linked from every page, no installability errors, kept offline', async ({ playwright }) => {
    test.slow(); // a browser of its own, and the worker's whole precache
    const profile = await mkdtemp(join(tmpdir(), 'nv-install-'));
    const context = await playwright.chromium.launchPersistentContext(profile, {
      executablePath: CHROMIUM_PATH,
      args: [...CHROMIUM_ARGS],
      baseURL: TARGET.baseURL,
      serviceWorkers: 'allow',
    });
    try {
      const page = context.pages()[0] ?? (await context.newPage());
      // a deep route: the same page (and its manifest link) answers every route
      await page.goto('/zones/music');
      await expectHeading(page, 'Music');
      await expect(page.locator('link[rel="manifest"]')).toHaveAttribute('href', '/manifest.webmanifest');
      await page.goto('/');
      await expectHeading(page, 'Welcome to Naturverse');
      await expect(page.locator('link[rel="manifest"]')).toHaveAttribute('href', '/manifest.webmanifest');

      const cdp = await context.newCDPSession(page);
      const { url, errors, data } = (await cdp.send('Page.getAppManifest')) as { url: string; errors: Array<{ message: string }>; data?: string };
      expect(url).toBe(new URL('/manifest.webmanifest', page.url()).href);
      expect(errors).toEqual([]);
      const manifest = JSON.parse(data ?? '{}') as { name?: string; short_name?: string; display?: string; start_url?: string };
      expect(manifest).toMatchObject({ name: 'Naturverse', short_name: 'Naturverse', display: 'standalone', start_url: '/' });

      // Chromium fetches the icons (and waits for the worker) before it answers: poll until it settles
      await expect
        .poll(
          async () =>
            ((await cdp.send('Page.getInstallabilityErrors')) as { installabilityErrors: Array<{ errorId: string }> }).installabilityErrors.map(
              (e) => e.errorId,
            ),
          { timeout: 20_000 },
        )
        .toEqual([]);

      // served as a manifest, under a policy that allows it
      const served = await page.request.get('/manifest.webmanifest');
      expect(served.headers()['content-type']).toBe('application/manifest+json');
      const document = await page.request.get('/');
      expect(document.headers()['content-security-policy']).toContain("manifest-src 'self'");

      // the worker keeps the manifest and its icons, so the installed app starts offline
      await waitForOfflineReady(page);
      const cached = (await cachedUrls(context)).map((u) => new URL(u).pathname);
      for (const path of ['/manifest.webmanifest', ...ICONS]) expect(cached, path).toContain(path);
    } finally {
      await context.close();
      await rm(profile, { recursive: true, force: true });
    }
  });
});
