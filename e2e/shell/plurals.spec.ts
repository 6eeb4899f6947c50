/**
 * A count meets its noun in the form English gives it ("1 scene", "3 questions"),
 * never "scene(s)". Every route of every part is opened, and on each every tab of the page is
 * shown, and the text a family reads or hears (the page's text, and names given to assistive
 * technology) is searched for a word followed by "(s)". The builders are opened with work in
 * them, so their counts are on screen when they are searched.
 */
import type { Page } from '@playwright/test';
import { test, expect, disableIdlePrefetch, expectHeading } from '../support/fixtures';
import { seedStorageOnce } from '../support/storage';
import { partTags } from '@naturverse/site/tags';
import { ROUTE_GROUPS, type RouteCheck } from '../a11y/routes';
import { BUG_QUIZ, QUIZZES_KEY, STORIES_KEY, storedList } from '../zones/saved-work';

/** Every "word(s)" on the page: in its text, or in a name or hint given to an element. */
function parenthesisedPlurals(page: Page): Promise<string[]> {
  return page.evaluate(() => {
    const attributes = ['aria-label', 'title', 'alt', 'placeholder'];
    const named = Array.from(document.querySelectorAll(attributes.map((a) => `[${a}]`).join(',')), (el) =>
      attributes.map((a) => el.getAttribute(a) ?? '').join(' '),
    );
    return [document.body.innerText, ...named].flatMap((text) => text.match(/\S*[A-Za-z]\(s\)\S*/g) ?? []);
  });
}

async function expectNoParenthesisedPlurals(page: Page, where: string): Promise<void> {
  await expect(page.getByText(/^Loading/)).toHaveCount(0);
  expect.soft(await parenthesisedPlurals(page), where).toEqual([]);
}

/** The route, then each tab of its page in turn. */
async function checkRoute(page: Page, route: RouteCheck): Promise<void> {
  await page.goto(route.path);
  await expect(page.getByRole('heading', { level: 1, name: route.heading, exact: true })).toBeVisible({ timeout: 15_000 });
  await expectNoParenthesisedPlurals(page, route.path);
  const tabs = page.getByRole('main').getByRole('tab');
  const count = await tabs.count();
  for (let i = 0; i < count; i++) {
    const tab = tabs.nth(i);
    const name = await tab.innerText();
    await tab.click();
    await expect(tab).toHaveAttribute('aria-selected', 'true');
    await expectNoParenthesisedPlurals(page, `${route.path}, tab ${name}`);
  }
}

test.describe('no "(s)" plurals on any route or tab', () => {
  for (const [part, routes] of Object.entries(ROUTE_GROUPS)) {
    test(`${part}: ${routes.length} routes and their tabs`, { tag: partTags(part) }, async ({ page }) => {
      test.setTimeout(30_000 + routes.length * 8_000);
      await disableIdlePrefetch(page);
      for (const route of routes) await checkRoute(page, route);
    });
  }
});

test.describe('the builders count in words', { tag: ['@zones'] }, () => {
  test('Stories: the Library says "1 scene" and "2 scenes"; deleting a scene says "1 choice leads to"', async ({ page }) => {
    const scene = (id: string, title: string, choices: Array<{ id: string; text: string; goto: string }> = []) => ({ id, title, body: 'Splash.', choices });
    const stories = [
      {
        id: 'local-pond',
        title: 'Pond Day',
        realm: 'Any',
        emoji: '📖',
        start: 's1',
        scenes: [scene('s1', 'Beginning', [{ id: 'c1', text: 'Dive', goto: 's2' }]), scene('s2', 'Deep')],
      },
      { id: 'local-puddle', title: 'Puddle', realm: 'Any', emoji: '📖', start: 's1', scenes: [scene('s1', 'Beginning')] },
    ];
    await seedStorageOnce(page, { [STORIES_KEY]: storedList(stories) });
    await page.goto('/zones/stories?tab=library');
    await expectHeading(page, 'Stories');
    await expect(page.getByText('Realm: Any · 2 scenes')).toBeVisible();
    await expect(page.getByText('Realm: Any · 1 scene', { exact: true })).toBeVisible();
    await expectNoParenthesisedPlurals(page, 'the story Library');

    await page.getByRole('button', { name: 'Edit Pond Day' }).click();
    await page.getByRole('button', { name: 'Delete scene "Deep"' }).click();
    const ask = page.getByRole('dialog', { name: 'Delete this scene?' });
    await expect(ask).toContainText('1 choice leads to "Deep". If you delete it, it will lead to the start scene instead.');
    await expectNoParenthesisedPlurals(page, 'the story builder, deleting a scene');
  });

  test('Quizzes: the Play list says "1 question" and "3 columns"; the builder in both modes', async ({ page }) => {
    await seedStorageOnce(page, { [QUIZZES_KEY]: storedList([BUG_QUIZ]) });
    await page.goto('/zones/quizzes?tab=play');
    await expectHeading(page, 'Quizzes');
    await expect(page.getByText('Classic · 1 question', { exact: true })).toBeVisible();
    await expect(page.getByText('Classic · 3 questions')).toBeVisible();
    await expect(page.getByText('Jeopardy · 3 columns')).toBeVisible();
    await expectNoParenthesisedPlurals(page, 'the quiz Play list');

    await page.getByRole('tab', { name: 'Builder' }).click();
    await expect(page.getByLabel('Quiz title')).toBeVisible();
    await expectNoParenthesisedPlurals(page, 'the classic quiz builder');
    await page.getByLabel('Quiz type').selectOption('jeopardy');
    await expect(page.getByText(/Column 1/).first()).toBeVisible();
    await expectNoParenthesisedPlurals(page, 'the jeopardy quiz builder');
  });
});
