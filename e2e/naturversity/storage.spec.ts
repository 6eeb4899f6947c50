import { test, expect } from '../support/fixtures';
import { ENROLLED_KEY, PROGRESS_KEY, QUOTA_MESSAGE, card, lesson, makeWritesFail, open, readStored, seedStorageOnce } from './helpers';
import { countErrToasts } from '../support/storage';

const CORRUPT: Array<{ label: string; values: Record<string, string> }> = [
  { label: 'invalid JSON', values: { [ENROLLED_KEY]: '["art-lab"', [PROGRESS_KEY]: '{nope' } },
  { label: 'wrong shapes', values: { [ENROLLED_KEY]: '{"art-lab":true}', [PROGRESS_KEY]: '[["art-lab","leaf-prints"]]' } },
  { label: 'scalars', values: { [ENROLLED_KEY]: '42', [PROGRESS_KEY]: '"done"' } },
];

test.describe('storage: corrupt values read as empty defaults', { tag: ['@naturversity'] }, () => {
  for (const { label, values } of CORRUPT) {
    test(`${label}: nothing enrolled, nothing complete, no errors, and saving repairs them`, async ({ page }) => {
      await seedStorageOnce(page, values);
      await open(page, '/naturversity/courses', 'Courses');
      await expect(page.getByRole('button', { name: 'Enrolled' })).toHaveCount(0);
      await expect(page.getByRole('button', { name: 'Enroll' })).toHaveCount(5);

      await card(page, 'Art Lab').getByRole('button', { name: 'Enroll' }).click();
      expect(await readStored(page, ENROLLED_KEY)).toEqual(['art-lab']);

      await card(page, 'Art Lab').getByRole('link', { name: 'View Syllabus' }).click();
      await expect(page.getByText('0 of 3 lessons complete')).toBeVisible();
      await lesson(page, /Leaf Prints/)
        .getByRole('checkbox')
        .check();
      await expect(page.getByText('1 of 3 lessons complete')).toBeVisible();
      expect(await readStored(page, PROGRESS_KEY)).toEqual({ 'art-lab': ['leaf-prints'] });
    });
  }

  test('valid entries survive beside bad ones', async ({ page }) => {
    await seedStorageOnce(page, {
      [ENROLLED_KEY]: '["music-maker", 7, null, "music-maker"]',
      [PROGRESS_KEY]: '{"music-maker":["find-the-beat", 3], "art-lab": "x"}',
    });
    await open(page, '/naturversity/course/music-maker', 'Music Maker');
    await expect(page.getByRole('button', { name: 'Enrolled' })).toHaveAttribute('aria-pressed', 'true');
    await expect(page.getByText('1 of 3 lessons complete')).toBeVisible();
  });
});

test('a full storage quota shows the err toast and changes nothing on screen', { tag: ['@naturversity'] }, async ({ page }) => {
  await makeWritesFail(page, [ENROLLED_KEY, PROGRESS_KEY]);
  const errToasts = await countErrToasts(page);
  await open(page, '/naturversity/course/nature-101', 'Nature 101');
  const error = page.locator('[data-kind="err"]', { hasText: QUOTA_MESSAGE });

  await page.getByRole('button', { name: 'Enroll' }).click();
  await expect(error.first()).toBeVisible();
  await expect.poll(errToasts).toBe(1);
  await expect(page.getByRole('button', { name: 'Enroll' })).toHaveAttribute('aria-pressed', 'false');

  await lesson(page, /Bug Hunt/)
    .getByRole('checkbox')
    .click();
  await expect.poll(errToasts).toBe(2);
  await expect(lesson(page, /Bug Hunt/).getByRole('checkbox')).not.toBeChecked();
  await expect(page.getByText('0 of 3 lessons complete')).toBeVisible();
  expect(await readStored(page, ENROLLED_KEY)).toBeNull();
  expect(await readStored(page, PROGRESS_KEY)).toBeNull();
});

test('two tabs agree on enrolment and lesson progress (storage event)', { tag: ['@naturversity'] }, async ({ page, context }) => {
  const other = await context.newPage();
  await open(page, '/naturversity/course/art-lab', 'Art Lab');
  await open(other, '/naturversity/course/art-lab', 'Art Lab');
  await page.getByRole('button', { name: 'Enroll' }).click();
  await lesson(page, /Colour Mixing/)
    .getByRole('checkbox')
    .check();
  await expect(other.getByRole('button', { name: 'Enrolled' })).toHaveAttribute('aria-pressed', 'true');
  await expect(lesson(other, /Colour Mixing/).getByRole('checkbox')).toBeChecked();
  await expect(other.getByText('1 of 3 lessons complete')).toBeVisible();
});
