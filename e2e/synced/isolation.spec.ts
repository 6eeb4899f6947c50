// Two families signed in at once, in two browser contexts: each sees only their
// own rows, and row-level security (not the page's own filter) is what hides the
// other's — a read that names the other user's id comes back empty.
import type { Page } from '@playwright/test';
import { test, expect, SESSION_KEY } from '../support/backend/fixture';

const recentStamps = (page: Page) => page.getByRole('region', { name: 'Recent Stamps' }).getByRole('listitem');

async function openPassport(page: Page) {
  await page.goto('/passport');
  await expect(page.getByText('Synced to your account.')).toBeVisible({ timeout: 20_000 });
}

/** A supported request (select with an eq filter) sent with this page's own session. */
async function readStampsOf(page: Page, url: string, anonKey: string, userId: string): Promise<unknown> {
  return page.evaluate(
    async ({ url, anonKey, userId, key }) => {
      const { access_token } = JSON.parse(localStorage.getItem(key) ?? '{}') as { access_token: string };
      const res = await fetch(`${url}/rest/v1/passport_stamps?select=title&user_id=eq.${userId}`, {
        headers: { apikey: anonKey, authorization: `Bearer ${access_token}` },
      });
      return res.json();
    },
    { url, anonKey, userId, key: SESSION_KEY },
  );
}

test(
  'another user’s rows are never visible, in the page or by asking for them',
  { tag: ['@cross'] },
  async ({ page, browser, backend, connect, newUser, sql }) => {
    const ada = await newUser('ada');
    const bo = await newUser('bo');
    await sql(
      `insert into passport_stamps (user_id, world, title, note) values ($1, 'chilandia', 'Ada’s stamp', 'mine'), ($2, 'thailandia', 'Bo’s stamp', 'mine')`,
      [ada.id, bo.id],
    );
    await sql(`insert into natur_transactions (user_id, kind, amount, note) values ($1, 'grant', 30, 'Ada grant'), ($2, 'grant', 70, 'Bo grant')`, [
      ada.id,
      bo.id,
    ]);

    const boContext = await browser.newContext({ baseURL: test.info().project.use.baseURL });
    const boPage = await boContext.newPage();
    try {
      await connect(page, ada);
      await connect(boPage, bo);
      await Promise.all([openPassport(page), openPassport(boPage)]);
      await expect(recentStamps(page)).toHaveCount(1);
      await expect(recentStamps(page).first()).toContainText('Ada’s stamp');
      await expect(recentStamps(boPage)).toHaveCount(1);
      await expect(recentStamps(boPage).first()).toContainText('Bo’s stamp');

      // Bo adds a stamp; Ada reloads and still sees only hers
      await boPage
        .getByRole('listitem')
        .filter({ has: boPage.getByRole('heading', { level: 3, name: 'Brazilandia', exact: true }) })
        .getByRole('button', { name: /^Add demo stamp/ })
        .click();
      await expect(recentStamps(boPage)).toHaveCount(2);
      await page.reload();
      await expect(page.getByText('Synced to your account.')).toBeVisible({ timeout: 20_000 });
      await expect(recentStamps(page)).toHaveCount(1);

      // the balance view sums each caller's own transactions
      await page.goto('/naturbank');
      await expect(page.getByTestId('bank-balance')).toHaveText('30 NATUR', { timeout: 20_000 });
      await expect(page.getByText('Bo grant')).toHaveCount(0);

      // asking for the other user's rows by id: row-level security answers with nothing
      expect(await readStampsOf(page, backend.url, backend.anonKey, bo.id)).toEqual([]);
      expect(await readStampsOf(boPage, backend.url, backend.anonKey, ada.id)).toEqual([]);
      expect(await readStampsOf(page, backend.url, backend.anonKey, ada.id)).toEqual([{ title: 'Ada’s stamp' }]);
      expect(await sql(`select count(*)::int as n from passport_stamps where user_id = $1`, [bo.id])).toEqual([{ n: 2 }]);
    } finally {
      await boContext.close();
    }
  },
);
