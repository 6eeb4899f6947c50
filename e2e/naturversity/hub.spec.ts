import { test, expect, expectNoAxeViolations } from '../support/fixtures';
import { card, open } from './helpers';

test.describe('hub', { tag: ['@naturversity'] }, () => {
  test('tiles link to teachers, partners, languages and courses, with the coming-soon line', async ({ page }) => {
    await open(page, '/naturversity', 'Naturversity');
    await expect(page.getByText('Coming soon: AI tutors and step-by-step lessons.', { exact: true })).toBeVisible();
    const tiles = page.getByRole('list', { name: 'Naturversity areas' }).getByRole('link');
    await expect(tiles).toHaveCount(4);
    for (const [name, href, heading] of [
      ['Teachers', '/naturversity/teachers', 'Teachers'],
      ['Partners', '/naturversity/partners', 'Partners'],
      ['Languages', '/naturversity/languages', 'Languages'],
      ['Courses', '/naturversity/courses', 'Courses'],
    ] as const) {
      const tile = tiles.filter({ hasText: name });
      await expect(tile).toHaveAttribute('href', href);
      await tile.click();
      await expect(page).toHaveURL(href);
      await expect(page.getByRole('heading', { level: 1, name: heading })).toBeVisible();
      await page.goBack();
    }
  });

  test('tiles work by keyboard (Enter on a focused tile)', async ({ page }) => {
    await open(page, '/naturversity', 'Naturversity');
    const languages = page.getByRole('link', { name: /Languages/ });
    await languages.focus();
    await expect(languages).toBeFocused();
    await page.keyboard.press('Enter');
    await expect(page.getByRole('heading', { level: 1, name: 'Languages' })).toBeVisible();
  });
});

test.describe('teachers', { tag: ['@naturversity'] }, () => {
  test('lists 5 teachers, each with a disabled "Message (soon)" button', async ({ page }) => {
    await open(page, '/naturversity/teachers', 'Teachers');
    await expect(page.getByRole('list', { name: 'Teachers' }).getByRole('article')).toHaveCount(5);
    const buttons = page.getByRole('button', { name: 'Message (soon)' });
    await expect(buttons).toHaveCount(5);
    for (const button of await buttons.all()) await expect(button).toBeDisabled();
    await expect(card(page, 'Kru Malee')).toContainText('Thailandia');
  });

  test('search filters by name, kingdom or specialty, case-insensitively', async ({ page }) => {
    await open(page, '/naturversity/teachers', 'Teachers');
    const search = page.getByRole('searchbox', { name: /Search teachers/ });
    const articles = page.getByRole('article');

    await search.fill('DONA');
    await expect(articles).toHaveCount(1);
    await expect(card(page, 'Dona Flor')).toBeVisible();

    await search.fill('indillandia');
    await expect(articles).toHaveCount(1);
    await expect(card(page, 'Guru Anand')).toBeVisible();

    await search.fill('Reef');
    await expect(articles).toHaveCount(1);
    await expect(card(page, 'Auntie June')).toBeVisible();

    await search.fill('');
    await expect(articles).toHaveCount(5);
  });

  test('no match says so kindly', async ({ page }) => {
    await open(page, '/naturversity/teachers', 'Teachers');
    await page.getByRole('searchbox', { name: /Search teachers/ }).fill('dragons');
    await expect(page.getByRole('article')).toHaveCount(0);
    await expect(page.getByRole('main').getByRole('status')).toHaveText('No teachers match “dragons” yet. Try a name, a kingdom or a subject!');
  });
});

test('partners: 3 partners, each with a disabled "Visit (soon)" button', { tag: ['@naturversity'] }, async ({ page }) => {
  await open(page, '/naturversity/partners', 'Partners');
  await expect(page.getByRole('list', { name: 'Partners' }).getByRole('article')).toHaveCount(3);
  const buttons = page.getByRole('button', { name: 'Visit (soon)' });
  await expect(buttons).toHaveCount(3);
  for (const button of await buttons.all()) await expect(button).toBeDisabled();
  await expect(card(page, 'Green Sprout Gardens')).toBeVisible();
});

test('an unknown path inside the hub shows Page not found', { tag: ['@naturversity'] }, async ({ page }) => {
  await open(page, '/naturversity/nowhere', 'Page not found');
});

// axe on every route in its first state, in four looks, signed out and in: e2e/a11y/axe.spec.ts
// (the same ROUTES). Here, a state the matrix does not open.
test.describe('accessibility (axe)', { tag: ['@naturversity'] }, () => {
  test('teacher search with no results', async ({ page }) => {
    await open(page, '/naturversity/teachers', 'Teachers');
    await page.getByRole('searchbox').fill('zzz');
    await expect(page.getByRole('main').getByRole('status')).toBeVisible();
    await expectNoAxeViolations(page);
  });
});
