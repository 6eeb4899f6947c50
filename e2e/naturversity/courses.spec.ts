import { test, expect, expectNoAxeViolations } from '../support/fixtures';
import { ENROLLED_KEY, PROGRESS_KEY, card, lesson, open, readStored } from './helpers';

test.describe('course list', { tag: ['@naturversity'] }, () => {
  test('lists the 5 courses with Enroll and View Syllabus links', async ({ page }) => {
    await open(page, '/naturversity/courses', 'Courses');
    const titles = ['Nature 101', 'Art Lab', 'Music Maker', 'Wellness Basics', 'Crypto Basics'];
    await expect(page.getByRole('list', { name: 'Courses' }).getByRole('article')).toHaveCount(5);
    const slugs = ['nature-101', 'art-lab', 'music-maker', 'wellness-basics', 'crypto-basics'];
    for (const [i, title] of titles.entries()) {
      const course = card(page, title);
      await expect(course.getByRole('button', { name: 'Enroll' })).toHaveAttribute('aria-pressed', 'false');
      await expect(course.getByRole('link', { name: 'View Syllabus' })).toHaveAttribute('href', `/naturversity/course/${slugs[i]}`);
    }
    await card(page, 'Music Maker').getByRole('link', { name: 'View Syllabus' }).click();
    await expect(page).toHaveURL('/naturversity/course/music-maker');
    await expect(page.getByRole('heading', { level: 1, name: 'Music Maker' })).toBeVisible();
  });

  test('search filters courses case-insensitively, and no match says so kindly', async ({ page }) => {
    await open(page, '/naturversity/courses', 'Courses');
    const search = page.getByRole('searchbox', { name: 'Search courses' });
    await search.fill('ART');
    await expect(page.getByRole('article')).toHaveCount(1);
    await expect(card(page, 'Art Lab')).toBeVisible();
    await search.fill('crypto');
    await expect(page.getByRole('article')).toHaveCount(1);
    await expect(card(page, 'Crypto Basics')).toBeVisible();
    await search.fill('volcano');
    await expect(page.getByRole('article')).toHaveCount(0);
    await expect(page.getByRole('main').getByRole('status')).toHaveText('No courses match “volcano”. Try another word!');
    await search.fill('');
    await expect(page.getByRole('article')).toHaveCount(5);
  });

  test('Enroll toggles to Enrolled (aria-pressed), persists across reload, and toggles back', async ({ page }) => {
    await open(page, '/naturversity/courses', 'Courses');
    const enroll = card(page, 'Art Lab').getByRole('button', { name: /^Enroll/ });
    await enroll.click();
    await expect(enroll).toHaveText('Enrolled');
    await expect(enroll).toHaveAttribute('aria-pressed', 'true');
    expect(await readStored(page, ENROLLED_KEY)).toEqual(['art-lab']);

    await page.reload();
    await expect(card(page, 'Art Lab').getByRole('button', { name: 'Enrolled' })).toHaveAttribute('aria-pressed', 'true');
    await expect(card(page, 'Nature 101').getByRole('button', { name: 'Enroll' })).toHaveAttribute('aria-pressed', 'false');

    await card(page, 'Art Lab').getByRole('button', { name: 'Enrolled' }).click();
    await expect(card(page, 'Art Lab').getByRole('button', { name: 'Enroll' })).toHaveAttribute('aria-pressed', 'false');
    expect(await readStored(page, ENROLLED_KEY)).toEqual([]);
  });

  test('Enroll works by keyboard (Space and Enter) with a visible focus ring', async ({ page }) => {
    await open(page, '/naturversity/courses', 'Courses');
    await page.getByRole('searchbox', { name: 'Search courses' }).focus();
    await page.keyboard.press('Tab'); // first course card's Enroll button
    const enroll = card(page, 'Nature 101').getByRole('button', { name: /^Enroll/ });
    await expect(enroll).toBeFocused();
    const outline = await enroll.evaluate((el) => getComputedStyle(el).outlineStyle);
    expect(outline).not.toBe('none');
    await page.keyboard.press('Space');
    await expect(enroll).toHaveAttribute('aria-pressed', 'true');
    await page.keyboard.press('Enter');
    await expect(enroll).toHaveAttribute('aria-pressed', 'false');
  });
});

test.describe('course syllabus', { tag: ['@naturversity'] }, () => {
  test('shows 3 lessons with checkboxes, a live count and disabled Open Lesson (soon)', async ({ page }) => {
    await open(page, '/naturversity/course/nature-101', 'Nature 101');
    await expect(page.getByRole('heading', { level: 2, name: 'Syllabus' })).toBeVisible();
    const lessons = page.getByRole('listitem', { name: /^Lesson \d:/ });
    await expect(lessons).toHaveCount(3);
    const openLesson = page.getByRole('button', { name: 'Open Lesson (soon)' });
    await expect(openLesson).toHaveCount(3);
    for (const button of await openLesson.all()) await expect(button).toBeDisabled();
    await expect(page.getByText('0 of 3 lessons complete')).toBeVisible();
    await expect(page.getByRole('checkbox')).toHaveCount(3);
    for (const box of await page.getByRole('checkbox').all()) await expect(box).not.toBeChecked();
  });

  test('checkboxes toggle lessons complete, the count follows, and both persist across reload', async ({ page }) => {
    await open(page, '/naturversity/course/art-lab', 'Art Lab');
    const leaf = lesson(page, 'Lesson 2: Leaf Prints').getByRole('checkbox');
    const colour = lesson(page, 'Lesson 1: Colour Mixing').getByRole('checkbox');
    await leaf.check();
    await expect(page.getByText('1 of 3 lessons complete')).toBeVisible();
    await colour.check();
    await expect(page.getByText('2 of 3 lessons complete')).toBeVisible();
    expect(await readStored(page, PROGRESS_KEY)).toEqual({ 'art-lab': ['leaf-prints', 'colour-mixing'] });

    await page.reload();
    await expect(page.getByText('2 of 3 lessons complete')).toBeVisible();
    await expect(lesson(page, 'Lesson 2: Leaf Prints').getByRole('checkbox')).toBeChecked();
    await expect(lesson(page, 'Lesson 3: Found-Object Sculpture').getByRole('checkbox')).not.toBeChecked();

    await lesson(page, 'Lesson 2: Leaf Prints').getByRole('checkbox').uncheck();
    await expect(page.getByText('1 of 3 lessons complete')).toBeVisible();
    expect(await readStored(page, PROGRESS_KEY)).toEqual({ 'art-lab': ['colour-mixing'] });

    // progress is per course: another course starts at 0
    await open(page, '/naturversity/course/music-maker', 'Music Maker');
    await expect(page.getByText('0 of 3 lessons complete')).toBeVisible();
  });

  test('checkboxes work by keyboard (Space), skipping the disabled Open Lesson buttons', async ({ page }) => {
    await open(page, '/naturversity/course/wellness-basics', 'Wellness Basics');
    const first = lesson(page, 'Lesson 1: Belly Breathing').getByRole('checkbox');
    await first.focus();
    await page.keyboard.press('Space');
    await expect(first).toBeChecked();
    await expect(page.getByText('1 of 3 lessons complete')).toBeVisible();
    await page.keyboard.press('Tab'); // disabled buttons are not focusable: next is lesson 2's checkbox
    const second = lesson(page, 'Lesson 2: Naming Feelings').getByRole('checkbox');
    await expect(second).toBeFocused();
    await page.keyboard.press('Space');
    await expect(page.getByText('2 of 3 lessons complete')).toBeVisible();
    await page.keyboard.press('Space');
    await expect(second).not.toBeChecked();
    await expect(page.getByText('1 of 3 lessons complete')).toBeVisible();
  });

  test('the syllabus Enroll button shares the list’s state', async ({ page }) => {
    await open(page, '/naturversity/course/crypto-basics', 'Crypto Basics');
    await page.getByRole('button', { name: 'Enroll' }).click();
    await expect(page.getByRole('button', { name: 'Enrolled' })).toHaveAttribute('aria-pressed', 'true');
    await page.getByRole('link', { name: 'Back to all courses' }).click();
    await expect(card(page, 'Crypto Basics').getByRole('button', { name: 'Enrolled' })).toHaveAttribute('aria-pressed', 'true');
  });

  test('an unknown slug says "Not found."', async ({ page }) => {
    await open(page, '/naturversity/course/dragons-201', 'Course not found');
    await expect(page.getByText('Not found.', { exact: true })).toBeVisible();
    await expect(page.getByRole('checkbox')).toHaveCount(0);
  });

  test('the bare /naturversity/course path (a breadcrumb link) leads to the course list', async ({ page }) => {
    await open(page, '/naturversity/course', 'Courses');
    await expect(page).toHaveURL('/naturversity/courses');
  });

  test('axe passes with lessons ticked and a course enrolled', async ({ page }) => {
    await open(page, '/naturversity/course/nature-101', 'Nature 101');
    await page.getByRole('button', { name: 'Enroll' }).click();
    await lesson(page, /Seeds and Sprouts/)
      .getByRole('checkbox')
      .check();
    await expect(page.getByText('1 of 3 lessons complete')).toBeVisible();
    await expectNoAxeViolations(page);
  });
});
