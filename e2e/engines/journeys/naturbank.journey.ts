/** NaturBank: the demo wallet's balance, a grant listed as the newest transaction, and a reload that keeps both. */
import { inside, role, text } from '../driver/family-page';
import { journey } from '../support/journey';

const newest = inside(role('list', 'Transactions, newest first'), role('listitem'));

journey('a grant raises the balance and is listed, and a reload keeps both', async (page) => {
  await page.goto('/naturbank');
  await page.seeHeading('NaturBank');
  await page.see(text('Local demo mode.'));
  await page.see(text('120 NATUR'));
  await page.click(role('button', 'Grant +25'));
  await page.see(text('145 NATUR'));
  await page.seeText(newest, /Daily grant.*\+25|\+25.*Daily grant/);
  await page.reload();
  await page.seeHeading('NaturBank');
  await page.see(text('145 NATUR'));
  await page.seeText(newest, 'Daily grant');
});
