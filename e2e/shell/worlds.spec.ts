import { test, expect, expectHeading, expectNoAxeViolations } from '../support/fixtures';

const SLUGS = ['thailandia', 'chilandia', 'indillandia', 'brazilandia', 'australandia', 'amerilandia'];

test.describe('Worlds', { tag: ['@shell'] }, () => {
  test('/worlds shows the six world cards with map, title, subtitle and link', async ({ page }) => {
    await page.goto('/worlds');
    await expectHeading(page, 'Worlds');
    await expect(page.getByText(/14 kingdoms/).first()).toBeVisible();
    const cards = page.getByRole('list', { name: 'World maps' }).getByRole('listitem');
    await expect(cards).toHaveCount(6);
    for (const [i, slug] of SLUGS.entries()) {
      const card = cards.nth(i);
      await expect(card.getByRole('link')).toHaveAttribute('href', `/worlds/${slug}`);
      const map = card.getByRole('img');
      await expect(map).toHaveAttribute('alt', /^Map of /);
      await expect(map).toHaveAttribute('width', '320');
      await expect(map).toHaveAttribute('height', '200');
      expect(await map.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth > 0)).toBe(true);
      await expect(card.locator('p')).not.toBeEmpty();
    }
    for (const kingdom of ['Japonica', 'Antarctiland', 'Kiwilandia']) await expect(page.getByText(kingdom)).toBeVisible();
    await expectNoAxeViolations(page);
  });

  test('a world page has the line, the hero map and a 2-column Characters gallery', async ({ page }) => {
    await page.goto('/worlds');
    await page.getByRole('link', { name: 'Thailandia' }).click();
    await expectHeading(page, 'Thailandia');
    await expect(page.getByText('Zoom into landmarks, routes, and regions.')).toBeVisible();
    await expect(page.getByRole('img', { name: /^Map of Thailandia/ })).toBeVisible();
    await expect(page.getByRole('heading', { name: 'Characters' })).toBeVisible();
    const gallery = page.locator('.nv-gallery');
    expect(await gallery.evaluate((el) => getComputedStyle(el).gridTemplateColumns.split(' ').length)).toBe(2);
    await expect(gallery.getByRole('img')).toHaveCount(3);
    await expect(gallery.getByRole('link', { name: 'Turian the Durian' })).toHaveAttribute('href', '/worlds/thailandia/characters/turian');
    await expectNoAxeViolations(page);
  });

  test("a world without characters says 'Characters coming soon.'", async ({ page }) => {
    await page.goto('/worlds/amerilandia');
    await expectHeading(page, 'Amerilandia');
    await expect(page.getByText('Characters coming soon.')).toBeVisible();
  });

  test('aliases: chinadia → chilandia, indilandia → indillandia', async ({ page }) => {
    await page.goto('/worlds/chinadia');
    await expectHeading(page, 'Chilandia');
    await expect(page).toHaveURL(/\/worlds\/chilandia$/);
    await page.goto('/worlds/indilandia');
    await expectHeading(page, 'Indillandia');
    await expect(page).toHaveURL(/\/worlds\/indillandia$/);
  });

  test("an unknown world says 'World not found.'", async ({ page }) => {
    await page.goto('/worlds/atlantis');
    await expectHeading(page, 'World not found.');
    await expectNoAxeViolations(page);
  });
  test('a character image that fails to load is hidden; its name link stays (spec §8)', async ({ page }) => {
    await page.route('**/worlds/thailandia/characters/chang.jpg', (r) => r.fulfill({ status: 404, body: '' }));
    await page.goto('/worlds/thailandia');
    await expectHeading(page, 'Thailandia');
    const gallery = page.locator('.nv-gallery');
    await expect(gallery.getByRole('link', { name: 'Chang the Elephant' })).toBeVisible();
    // the two that load show; the failed one is gone, not a broken image with clipped alt text
    await expect(gallery.getByRole('img')).toHaveCount(2);
    await expect(gallery.getByRole('img', { name: /^Chang/ })).toHaveCount(0);
    for (const img of await gallery.getByRole('img').all()) {
      await expect.poll(() => img.evaluate((el: HTMLImageElement) => el.complete && el.naturalWidth > 0)).toBe(true);
      await expect(img).toBeVisible();
    }
  });
});

test.describe('Character page', { tag: ['@shell'] }, () => {
  test('shows the breadcrumb, the name and the picture', async ({ page }) => {
    await page.goto('/worlds/thailandia/characters/turian');
    await expectHeading(page, 'Turian the Durian');
    const crumbs = page.getByRole('navigation', { name: 'Breadcrumb' });
    await expect(crumbs.getByRole('link', { name: 'Home' })).toBeVisible();
    await expect(crumbs.getByRole('link', { name: 'Worlds' })).toBeVisible();
    await expect(crumbs.getByRole('link', { name: 'Thailandia', exact: true })).toBeVisible();
    const img = page.getByRole('img', { name: /^Turian, a smiling/ });
    await expect(img).toBeVisible();
    await expect(img).toHaveAttribute('src', '/worlds/thailandia/characters/turian.png');
    await expect(img).toHaveAttribute('width', '240');
    await expectNoAxeViolations(page);
  });

  test('asks only for the picture the build has: no request that answers 404, opened directly or from the world page', async ({ page }) => {
    const failed: string[] = [];
    const asked: string[] = [];
    page.on('response', (r) => {
      if (r.status() >= 400) failed.push(`${r.status()} ${r.url()}`);
    });
    page.on('request', (r) => {
      if (/\/characters\/\w+\.\w+$/.test(r.url())) asked.push(new URL(r.url()).pathname);
    });
    const expectChang = async () => {
      await expectHeading(page, 'Chang the Elephant');
      const img = page.getByRole('main').getByRole('img', { name: /^Chang, a grey elephant/ });
      await expect(img).toHaveAttribute('src', '/worlds/thailandia/characters/chang.jpg');
      await expect(img).toBeVisible();
      await expect.poll(() => img.evaluate((el: HTMLImageElement) => el.complete && el.naturalWidth > 0)).toBe(true);
    };
    // the build's page for the route (prerendered), then the same page reached inside the app
    await page.goto('/worlds/thailandia/characters/chang');
    await expectChang();
    await page.goto('/worlds/thailandia');
    await expect(page.locator('.nv-gallery').getByRole('img')).toHaveCount(3);
    await page.locator('.nv-gallery').getByRole('link', { name: 'Chang the Elephant' }).click();
    await expectChang();
    await page.goto('/worlds/thailandia/characters/mali');
    await expect(page.getByRole('main').getByRole('img', { name: /^Mali/ })).toHaveAttribute('src', '/worlds/thailandia/characters/mali.webp');
    expect(failed).toEqual([]);
    // the gallery's pictures load lazily: which of them were asked for depends on the viewport, never one that is not there
    const shipped = ['chang.jpg', 'mali.webp', 'turian.png'].map((f) => `/worlds/thailandia/characters/${f}`);
    expect(asked).toEqual(expect.arrayContaining([shipped[0], shipped[1]]));
    for (const path of asked) expect(shipped).toContain(path);
  });

  test('when no variant loads, no broken image shows', async ({ page }) => {
    await page.route('**/worlds/thailandia/characters/chang.*', (r) => r.fulfill({ status: 404, body: '' }));
    await page.goto('/worlds/thailandia/characters/chang');
    await expectHeading(page, 'Chang the Elephant');
    await expect(page.getByText('No picture of Chang the Elephant yet.')).toBeVisible();
    await expect(page.getByRole('main').locator('img')).toHaveCount(0);
  });

  test("unknown names and worlds say 'Character not found.'", async ({ page }) => {
    await page.goto('/worlds/thailandia/characters/nobody');
    await expectHeading(page, 'Character not found.');
    await page.goto('/worlds/atlantis/characters/turian');
    await expectHeading(page, 'Character not found.');
  });
});
