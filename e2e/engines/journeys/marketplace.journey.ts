/** Marketplace: a product into the cart, the cart's stepper, and a reload that keeps the cart. */
import { inside, role, text } from '../driver/family-page';
import { journey } from '../support/journey';

const header = role('banner');
const subtotal = inside(role('main'), text('Subtotal:'));

journey('a plush goes into the cart, the stepper makes it two, and a reload keeps them', async (page) => {
  await page.goto('/marketplace');
  await page.seeHeading('Marketplace');
  await page.click(inside(role('article', 'Turian Plush'), role('button', 'Add to cart')));
  await page.click(inside(header, role('link', 'Cart, 1 item')));
  await page.seeHeading('Cart');
  await page.see(inside(role('main'), role('link', 'Turian Plush')));
  await page.seeText(subtotal, 'Subtotal: $24.00');
  await page.click(role('button', 'Increase quantity of Turian Plush'));
  await page.seeText(subtotal, 'Subtotal: $48.00');
  await page.see(inside(header, role('link', 'Cart, 2 items')));
  await page.reload();
  await page.seeHeading('Cart');
  await page.seeText(subtotal, 'Subtotal: $48.00');
  await page.see(inside(header, role('link', 'Cart, 2 items')));
});
