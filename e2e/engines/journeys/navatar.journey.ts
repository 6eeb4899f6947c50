/** Navatar: a named Navatar saved (the alert says so), listed in the Library, and kept after a reload. */
import { expect } from 'vitest';
import { inside, role } from '../driver/family-page';
import { journey } from '../support/journey';

const saved = inside(role('region', 'Library'), role('button', /^Mango Max — (Animal|Fruit|Insect|Spirit)$/));
const cardName = inside(role('article'), role('heading', undefined, { level: 2 }));

journey('a named Navatar is saved, listed in the Library, and still there after a reload', async (page) => {
  await page.goto('/navatar');
  await page.seeHeading('Navatar Creator');
  await page.click(role('radio', 'Fruit'));
  await page.fill(role('textbox', 'Name (optional)'), 'Mango Max');
  await page.seeText(cardName, 'Mango Max');
  expect(await page.clickForAlert(role('button', 'Save Navatar'))).toBe('Navatar saved locally!');
  await page.seeText(saved, 'Mango Max — Fruit');
  await page.reload();
  await page.seeHeading('Navatar Creator');
  await page.seeText(saved, 'Mango Max — Fruit');
  await page.click(saved);
  await page.seeText(cardName, 'Mango Max');
});
