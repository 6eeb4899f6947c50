/** Zones: a deep link to the arcade and the Reaction Timer's "Too soon!", and a story's next scene. */
import { inside, role, text } from '../driver/family-page';
import { journey } from '../support/journey';

journey('a deep link opens the arcade, and a tap before green says Too soon!', async (page) => {
  await page.goto('/zones/arcade');
  await page.seeHeading('Arcade');
  await page.see(inside(role('navigation', 'Breadcrumb'), role('link', 'Zones')));
  // the page's clock stands still from here (as a paused test clock does): the pad cannot turn
  // green between the two taps however slowly the machine answers
  await page.evaluate('(() => { const now = performance.now(); performance.now = () => now; return true; })()');
  await page.click(role('button', 'Tap to start'));
  await page.click(role('button', /^Wait for green… Round 1 of 5/));
  await page.see(role('button', /^Too soon!/));
  await page.click(role('button', 'Try again'));
  await page.see(role('button', /^Wait for green… Round 1 of 5/));
});

journey("a story's choice leads to its next scene, and Back returns", async (page) => {
  await page.goto('/zones/stories');
  await page.seeHeading('Stories');
  await page.click(role('button', 'Play River Song'));
  await page.see(role('heading', 'A Song on the Water'));
  await page.see(text('Mali is a little elephant.'));
  await page.click(role('button', 'Follow the song down the river'));
  await page.see(role('heading', 'The Floating Market'));
  await page.click(role('button', '← Back'));
  await page.see(role('heading', 'A Song on the Water'));
});
