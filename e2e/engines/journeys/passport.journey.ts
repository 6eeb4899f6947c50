/** Passport: a demo stamp on a world card, listed under Recent Stamps with its date, kept after a reload. */
import { inside, role, text } from '../driver/family-page';
import { journey } from '../support/journey';

const chilandia = role('listitem', undefined, { has: role('heading', 'Chilandia', { level: 3 }) });
const recent = inside(role('region', 'Recent Stamps'), role('listitem'));

journey('a demo stamp shows on its world and under Recent Stamps, and a reload keeps it', async (page) => {
  await page.goto('/passport');
  await page.seeHeading('Passport');
  await page.see(text('Local demo mode.'));
  await page.seeText(chilandia, '0 stamps');
  await page.click(role('button', 'Add demo stamp for Chilandia'));
  await page.seeText(chilandia, /\b1 stamp\b(?!s)/);
  // the world, the stamp's title and note, and a date with its year
  await page.seeText(recent, /Chilandia.*Explorer Stamp.*Demo progress.*\d{4}/);
  await page.reload();
  await page.seeHeading('Passport');
  await page.seeText(chilandia, /\b1 stamp\b(?!s)/);
  await page.seeText(recent, 'Explorer Stamp');
});
