// The footer's off-site link opens only after a grown-up check, in a Modal
// that works by keyboard alone and passes axe in light and dark.
import type { Page } from '@playwright/test';
import { test, expect, expectHeading, expectNoAxeViolations, disableIdlePrefetch } from '../support/fixtures';

const SOCIAL_URL = 'https://www.youtube.com/@naturverse';

/** Reads the question from the field's label and works out the product. */
async function rightAnswer(page: Page): Promise<string> {
  const label = await page.getByRole('dialog').locator('label').first().textContent();
  const m = /^What is (\d) times (\d)\?$/.exec(label ?? '');
  expect(m, `question label: ${label}`).not.toBeNull();
  return String(Number(m![1]) * Number(m![2]));
}

test.describe('parental gate on off-site links', { tag: ['@shell'] }, () => {
  test('no off-site link on the page; a wrong answer asks again; the right one reveals the link, all by keyboard', async ({ page, context }) => {
    // the other site is never contacted by this test: its page is answered locally
    await context.route('https://www.youtube.com/**', (route) => route.fulfill({ body: 'the other site', contentType: 'text/plain' }));
    await disableIdlePrefetch(page);
    await page.goto('/about');
    await expectHeading(page, 'About');
    expect(await page.locator('a[href^="http"]:not([href^="http://localhost"])').count()).toBe(0);

    const opener = page.getByRole('contentinfo').getByRole('button', { name: /^Naturverse on YouTube/ });
    await expect(opener).toHaveAttribute('aria-haspopup', 'dialog');
    await opener.focus();
    await page.keyboard.press('Enter');
    const dialog = page.getByRole('dialog', { name: 'Ask a grown-up' });
    await expect(dialog).toBeVisible();
    await expect(dialog).toContainText('This link leaves Naturverse for www.youtube.com.');
    const answer = dialog.getByRole('textbox', { name: /^What is \d times \d\?$/ });
    await expect(answer).toBeFocused(); // focus moved into the dialog
    await expectNoAxeViolations(page);

    // Escape closes it, and focus returns to the button that opened it
    await page.keyboard.press('Escape');
    await expect(dialog).toBeHidden();
    await expect(opener).toBeFocused();

    await page.keyboard.press('Enter');
    await expect(answer).toBeFocused();
    const wrong = String(Number(await rightAnswer(page)) + 1);
    await page.keyboard.type(wrong);
    await page.keyboard.press('Enter');
    await expect(dialog.getByRole('alert')).toHaveText('That’s not it. Here is a new question for a grown-up.');
    await expect(answer).toHaveValue('');
    await expect(dialog.getByRole('link')).toHaveCount(0); // still nothing to click through

    await answer.focus();
    await page.keyboard.type(await rightAnswer(page));
    await page.keyboard.press('Enter');
    await expect(dialog.getByRole('status')).toHaveText('Thank you! You can open the link now.');
    const open = dialog.getByRole('link', { name: 'Open www.youtube.com (opens in a new tab)' });
    await expect(open).toBeFocused();
    await expect(open).toHaveAttribute('href', SOCIAL_URL);
    await expect(open).toHaveAttribute('target', '_blank');
    await expect(open).toHaveAttribute('rel', 'noopener noreferrer');
    await expectNoAxeViolations(page);

    const [popup] = await Promise.all([page.waitForEvent('popup'), page.keyboard.press('Enter')]);
    await popup.waitForLoadState();
    expect(popup.url()).toBe(SOCIAL_URL);
    await expect(dialog).toBeHidden(); // the gate closes once the link is used
    await popup.close();
  });

  test('the gate passes axe in dark at 360 px', async ({ page }) => {
    await page.setViewportSize({ width: 360, height: 740 });
    await page.emulateMedia({ colorScheme: 'dark' });
    await disableIdlePrefetch(page);
    await page.goto('/about');
    await expectHeading(page, 'About');
    await page.getByRole('button', { name: /^Naturverse on YouTube/ }).click();
    await expect(page.getByRole('dialog', { name: 'Ask a grown-up' })).toBeVisible();
    expect(await page.evaluate(() => document.documentElement.dataset.theme)).toBe('dark');
    await expectNoAxeViolations(page);
    await page.getByRole('button', { name: 'Cancel' }).click();
    await expect(page.getByRole('dialog')).toBeHidden();
  });
});
