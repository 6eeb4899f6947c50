import { test, expect, expectHeading } from '../support/fixtures';

test('creator lab: three inert cards and a back link to /zones', { tag: ['@zones'] }, async ({ page }) => {
  await page.goto('/zones/creator-lab');
  await expectHeading(page, 'Creator Lab');
  const cards = page.getByRole('list', { name: 'Creator tools' }).getByRole('listitem');
  await expect(cards.getByRole('heading', { level: 2 })).toHaveText(['Make a character', 'Storyboards', 'Sticker sheets']);
  // inert: nothing inside the cards can be clicked or focused
  await expect(cards.getByRole('link')).toHaveCount(0);
  await expect(cards.getByRole('button')).toHaveCount(0);
  await page.getByRole('link', { name: '← Back to Zones' }).click();
  await expectHeading(page, 'Zones');
  await expect(page).toHaveURL(/\/zones$/);
});

test('culture: six kingdoms, each with Beliefs, Holidays and Ceremonies lists of 3–5 items', { tag: ['@zones'] }, async ({ page }) => {
  await page.goto('/zones/culture');
  await expectHeading(page, 'Culture');
  const kingdoms = ['Thailandia', 'Amerilandia', 'Chilandia', 'Japonica', 'Europalia', 'Africana'];
  await expect(page.getByRole('heading', { level: 2 })).toHaveText(kingdoms.map((k) => new RegExp(`${k}$`)));
  for (const kingdom of kingdoms) {
    const card = page.getByRole('region', { name: kingdom });
    await expect(card.getByRole('heading', { level: 3 })).toHaveText(['Beliefs', 'Holidays', 'Ceremonies']);
    const lists = card.getByRole('list');
    await expect(lists).toHaveCount(3);
    for (let i = 0; i < 3; i += 1) {
      const count = await lists.nth(i).getByRole('listitem').count();
      expect(count).toBeGreaterThanOrEqual(3);
      expect(count).toBeLessThanOrEqual(5);
    }
  }
  await expect(page.getByRole('region', { name: 'Thailandia' })).toContainText('Songkran');
});

test('future: six Coming Soon cards', { tag: ['@zones'] }, async ({ page }) => {
  await page.goto('/zones/future');
  await expectHeading(page, 'Future');
  const cards = page.getByRole('list', { name: 'Coming soon' }).getByRole('listitem');
  await expect(cards.getByRole('heading', { level: 2 })).toHaveText([
    'AR/VR',
    'Console Play',
    'Worldwide Multiplayer',
    '3D Worlds',
    'AI Companions',
    'Marketplace Upgrades',
  ]);
  for (let i = 0; i < 6; i += 1) await expect(cards.nth(i)).toContainText('Coming Soon');
});
