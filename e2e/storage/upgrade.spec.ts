/**
 * A family's data saved before the persisted-store envelope (exactly what the v1
 * code wrote, bare under the `.v1` keys) still reads after the upgrade, and the
 * next save keeps it — stored as `{ version, state }`.
 */
import { test, expect, expectHeading } from '../support/fixtures';
import { readRawStored, readStored } from '../support/storage';
import { STORAGE_KEYS } from './keys';
import { seedRaw } from './helpers';

const V1 = {
  [STORAGE_KEYS.cart]:
    '{"version":1,"lines":[{"id":"turian-plush","name":"Turian Plush","price":24,"image":"/static/svg/turian-plush.0a1b2c3d.svg","href":"/marketplace/turian-plush","blurb":"Turian the Durian, soft and huggable, spikes that never prick.","qty":2}]}',
  [STORAGE_KEYS.passportStamps]:
    '[{"id":"1767261600000-abc","user_id":"local","world":"thailandia","title":"Explorer Stamp","note":"Demo progress","created_at":"2026-01-01T10:00:00.000Z"}]',
  [STORAGE_KEYS.passportBadges]:
    '[{"id":"1767261600001-def","user_id":"local","code":"first-steps","label":"First Steps","created_at":"2026-01-01T10:00:01.000Z"}]',
  [STORAGE_KEYS.stampCounts]: '{"thailandia":3}',
  [STORAGE_KEYS.navatarLibrary]:
    '[{"id":"navatar-1","name":"Old Friend","base":"Animal","species":"Koala","powers":["Calm Aura","Leaf Shield","Song Maker"],"backstory":"Lives in a gum tree.","createdAt":"2026-01-01T00:00:00.000Z"}]',
  [STORAGE_KEYS.navatarActive]:
    '{"id":"navatar-1","name":"Old Friend","base":"Animal","species":"Koala","powers":["Calm Aura","Leaf Shield","Song Maker"],"backstory":"Lives in a gum tree.","createdAt":"2026-01-01T00:00:00.000Z"}',
};

test.describe('data saved by the v1 code survives the upgrade', { tag: ['@cross'] }, () => {
  test.beforeEach(async ({ page }) => seedRaw(page, V1));

  test('the v1 cart shows its lines and count; the next change stores v2 with the old line kept', async ({ page }) => {
    await page.goto('/cart');
    await expectHeading(page, 'Cart');
    await expect(page.getByRole('link', { name: 'Turian Plush' })).toHaveAttribute('href', '/marketplace/turian-plush');
    await expect(page.getByTestId('qty-turian-plush')).toHaveText('2');
    await expect(page.getByTestId('cart-subtotal')).toHaveText('$48.00');
    await expect(page.getByRole('banner').getByTestId('cart-count')).toHaveText('2');
    expect(await readRawStored(page, STORAGE_KEYS.cart)).toBe(V1[STORAGE_KEYS.cart]); // reading changed nothing

    await page.getByRole('button', { name: 'Increase quantity of Turian Plush' }).click();
    await expect(page.getByTestId('qty-turian-plush')).toHaveText('3');
    const stored = JSON.parse((await readRawStored(page, STORAGE_KEYS.cart)) ?? 'null') as { version: number; state: unknown };
    expect(stored.version).toBe(2);
    expect(stored.state).toMatchObject({ lines: [{ id: 'turian-plush', name: 'Turian Plush', price: 24, qty: 3 }] });
  });

  test('the v1 passport shows its stamp, badge and counts; a new stamp is added to them', async ({ page }) => {
    await page.goto('/passport');
    await expectHeading(page, 'Passport');
    const recent = page.getByRole('region', { name: 'Recent Stamps' });
    await expect(recent.getByText('Explorer Stamp')).toBeVisible();
    await expect(page.getByRole('region', { name: 'Badges' }).getByRole('heading', { name: 'First Steps' })).toBeVisible();
    await expect(page.locator('[data-world="thailandia"]')).toContainText('4 stamps'); // 3 counted + 1 entry
    await page
      .locator('[data-world="musiclandia"]')
      .getByRole('button', { name: /^Add demo stamp/ })
      .click();
    await expect(recent.getByRole('listitem')).toHaveCount(2);
    expect(((await readStored(page, STORAGE_KEYS.passportStamps)) as Array<{ world: string }>).map((s) => s.world)).toEqual(['musiclandia', 'thailandia']);
  });

  test('the v1 Navatar library and active Navatar load', async ({ page }) => {
    await page.goto('/navatar');
    await expectHeading(page, 'Navatar Creator');
    await expect(page.getByRole('region', { name: 'Library' }).getByRole('button')).toHaveText(['Old Friend — Animal']);
    await expect(page.getByLabel('Name (optional)')).toHaveValue('Old Friend');
  });
});
