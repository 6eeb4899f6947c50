import { test, expect, partUrl } from '../support/fixtures';

// What the production servers promise: the registry and manifests are never
// stale, hashed files are cached for a year, everything compresses, hubs allow CORS to the shell.
test.describe('serving', { tag: ['@shell', '@cross'] }, () => {
  test('registry, config and HTML are no-cache; hashed assets are immutable and brotli-compressed', async ({ request, page }) => {
    for (const path of ['/remotes.json', '/config.json', '/', '/zones']) {
      const res = await request.get(path);
      expect(res.status(), path).toBe(200);
      expect(res.headers()['cache-control'], path).toBe('no-cache');
    }
    const scripts: string[] = [];
    page.on('response', (r) => r.url().includes('/static/js/') && scripts.push(r.url()));
    await page.goto('/');
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    expect(scripts.length).toBeGreaterThan(0);
    // the shell's entry script: tiny chunks (a few hundred bytes) are rightly sent uncompressed
    const entry = scripts.find((url) => /\/static\/js\/index\.[0-9a-f]+\.js$/.test(url))!;
    expect(entry, scripts.join(', ')).toBeDefined();
    const res = await request.get(entry, { headers: { 'Accept-Encoding': 'br' } });
    expect(res.headers()['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(res.headers()['content-encoding']).toBe('br');
    const gz = await request.get(entry, { headers: { 'Accept-Encoding': 'gzip' } });
    expect(gz.headers()['content-encoding']).toBe('gzip');
  });

  test('each hub serves its manifest no-cache with CORS for the shell', async ({ request }) => {
    for (const port of [3001, 3002, 3003, 3004, 3005, 3006]) {
      const res = await request.get(partUrl(port, '/mf-manifest.json'), { headers: { Origin: partUrl(3000) } });
      expect(res.status()).toBe(200);
      expect(res.headers()['cache-control']).toBe('no-cache');
      // the shell's origin, not * (e2e/security/headers.spec.ts refuses other origins)
      expect(res.headers()['access-control-allow-origin']).toBe(partUrl(3000));
      const manifest = (await res.json()) as { exposes: Array<{ name: string }> };
      // each hub exposes exactly one route entry
      expect(manifest.exposes.map((e) => e.name)).toEqual(['routes']);
    }
  });

  test('a hub also runs standalone from its own server (for its team)', async ({ page }) => {
    await page.goto(partUrl(3001, '/zones'));
    await expect(page.getByText('Naturverse · Zones (standalone)')).toBeVisible();
    await expect(page.getByRole('heading', { level: 1, name: /zones/i })).toBeVisible();
  });

  test('a standalone hub renders a deep link on its own port, without the shell\u2019s runtime', async ({ page }) => {
    // its own build of the page: no Module Federation runtime is needed or provided there
    await page.goto(partUrl(3001, '/zones/arcade'));
    await expect(page.getByText('Naturverse · Zones (standalone)')).toBeVisible();
    await expect(page.getByRole('heading', { level: 1, name: /arcade/i })).toBeVisible();
    expect(await page.evaluate(() => '_FEDERATION_RUNTIME_CORE' in globalThis)).toBe(false);
    await page.goto(partUrl(3002, '/marketplace'));
    await expect(page.getByText('Naturverse · Marketplace (standalone)')).toBeVisible();
    await expect(page.getByRole('heading', { level: 1, name: /marketplace/i })).toBeVisible();
  });
});
