import { test, expect } from '../support/fixtures';
import { expectNoHorizontalScroll, open } from './helpers';

/** A short file-friendly name for a route's screenshots. */
const shotName = (path: string) => path.replace(/^\/naturversity\/?/, '').replace(/\//g, '-') || 'hub';

// Every route at 360 px (no sideways scrolling, touch targets) is checked where each is opened once
// for both: e2e/a11y/keyboard-motion-touch.spec.ts › touch targets ≥ 44 px at 360 px › naturversity.
test.describe('naturversity at 360 px', { tag: ['@naturversity'] }, () => {
  test.use({ viewport: { width: 360, height: 780 } });

  test('course controls are reachable on a phone', async ({ page }) => {
    await open(page, '/naturversity/courses', 'Courses');
    const enroll = page.getByRole('button', { name: 'Enroll' }).first();
    await enroll.scrollIntoViewIfNeeded();
    await expect(enroll).toBeInViewport();
    await open(page, '/naturversity/course/art-lab', 'Art Lab');
    const box = page.getByRole('checkbox').first();
    await box.scrollIntoViewIfNeeded();
    await expect(box).toBeInViewport();
  });
});

test('desktop (1280 px): course list and a phrasebook fit, screenshots for review', { tag: ['@naturversity'] }, async ({ page }, testInfo) => {
  for (const path of ['/naturversity/courses', '/naturversity/languages/indillandia']) {
    await page.goto(path);
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    await expectNoHorizontalScroll(page);
    await page.screenshot({ path: testInfo.outputPath(`naturversity-${shotName(path)}-1280.png`), fullPage: true });
  }
});
