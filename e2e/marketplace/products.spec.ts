import { test, expect, expectHeading, expectNoAxeViolations, partUrl } from '../support/fixtures';
import { navigateInApp, openMarketplace, productCard } from './helpers';

const PRODUCTS = [
  { slug: 'turian-plush', name: 'Turian Plush', price: '$24.00' },
  { slug: 'navatar-tee', name: 'Navatar Tee', price: '$18.00' },
  { slug: 'stickers', name: 'Sticker Pack', price: '$6.00' },
];

test.describe('marketplace products', { tag: ['@marketplace'] }, () => {
  test('/marketplace lists the 3 products with picture, name, price, blurb and a page link', async ({ page }) => {
    await openMarketplace(page);
    await expect(page.getByRole('article')).toHaveCount(3);
    for (const { slug, name, price } of PRODUCTS) {
      const card = productCard(page, name);
      await expect(card.getByRole('heading', { level: 2, name })).toBeVisible();
      await expect(card.getByText(price, { exact: true })).toBeVisible();
      await expect(card.locator('p').nth(1)).not.toBeEmpty(); // the blurb
      await expect(card.getByRole('link', { name })).toHaveAttribute('href', `/marketplace/${slug}`);
      const img = card.getByRole('img');
      await expect(img).toHaveAttribute('alt', /\w{3,}.*\w{3,}/); // real words, not empty/decorative
      await expect(img).toHaveAttribute('width', '200');
      await expect(img).toHaveAttribute('height', '160');
      await expect(img).toHaveAttribute('loading', 'lazy');
      await img.scrollIntoViewIfNeeded();
      await expect.poll(() => img.evaluate((el: HTMLImageElement) => el.complete && el.naturalWidth > 0)).toBe(true);
    }
    await expectNoAxeViolations(page);
  });

  test('a product link opens /marketplace/{slug} with its name as h1, price and picture', async ({ page }) => {
    await openMarketplace(page);
    await productCard(page, 'Navatar Tee').getByRole('link', { name: 'Navatar Tee' }).click();
    await expect(page).toHaveURL(/\/marketplace\/navatar-tee$/);
    await expectHeading(page, 'Navatar Tee');
    await expect(page.getByText('$18.00', { exact: true })).toBeVisible();
    await expect(page.getByRole('main').getByRole('img')).toHaveAttribute('alt', /T-shirt/);
    await expect(page).toHaveTitle(/Navatar Tee/);
  });

  for (const { slug, name, price } of PRODUCTS) {
    // axe on each product page, in four looks, signed out and in: e2e/a11y/axe.spec.ts
    test(`product page /marketplace/${slug} loads directly`, async ({ page }) => {
      await page.goto(`/marketplace/${slug}`);
      await expectHeading(page, name);
      await expect(page.getByText(price, { exact: true })).toBeVisible();
      await expect(page.getByRole('button', { name: 'Add to cart' })).toBeVisible();
    });
  }

  test('an unknown slug renders nothing in the main area; header and footer remain', async ({ page }) => {
    await openMarketplace(page); // the hub is loaded, so what follows is its own rendering
    await navigateInApp(page, '/marketplace/no-such-thing');
    await expect(page.getByRole('heading', { level: 1 })).toHaveCount(0);
    const main = page.getByRole('main');
    // only the shell's breadcrumb trail is left in main: the hub rendered no element and no text
    await expect
      .poll(() =>
        main.evaluate((el) => {
          const own = [...el.children].filter((child) => !child.matches('nav[aria-label="Breadcrumb"]'));
          return {
            elements: own.length,
            text: own
              .map((c) => c.textContent ?? '')
              .join('')
              .trim(),
          };
        }),
      )
      .toEqual({ elements: 0, text: '' });
    await expect(main.getByText('Page not found')).toHaveCount(0);
    await expect(page.getByRole('navigation', { name: 'Main' })).toBeVisible();
    await expect(page.getByRole('contentinfo')).toBeVisible();
  });

  test('an unknown slug loaded directly also renders nothing (no error, no not-found page)', async ({ page }) => {
    await page.goto('/marketplace/unknown-slug');
    // the marketplace remote did load (its manifest was fetched) and drew nothing: until it has,
    // main holds a 'Loading…' line (the shell's, then the hub's, then the product page's)
    const manifest = partUrl(3002, '/mf-manifest.json');
    await expect
      .poll(() =>
        page.getByRole('main').evaluate(
          (el, url) => ({
            manifestFetched: performance.getEntriesByType('resource').some((e) => e.name.startsWith(url)),
            elements: [...el.children].filter((child) => !child.matches('nav[aria-label="Breadcrumb"]')).length,
          }),
          manifest,
        ),
      )
      .toEqual({ manifestFetched: true, elements: 0 });
    await expect(page.getByRole('status').filter({ hasText: /Loading/ })).toHaveCount(0);
    // … and drew nothing
    await expect(page.getByRole('main').getByRole('heading')).toHaveCount(0);
    await expect(page.getByRole('main').getByRole('button')).toHaveCount(0);
    await expect(page.getByRole('main').getByRole('img')).toHaveCount(0);
    await expect(page.getByRole('banner')).toBeVisible();
    await expect(page.getByRole('contentinfo')).toBeVisible();
  });
});
