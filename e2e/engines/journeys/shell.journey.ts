/**
 * The shell's basics as a family meets them: a prerendered page that becomes the app, a header
 * link that loads a hub in the page, Page not found, a world's pictures, the service worker
 * controlling the next load, a hub whose server is down, and the offline banner.
 */
import { expect } from 'vitest';
import { PRERENDERED } from '../../support/shell-pages';
import { inside, role, text } from '../driver/family-page';
import { journey } from '../support/journey';
import { REFUSED_HUB, hub } from '../support/site';

const HOME = 'Welcome to Naturverse';
const OFFLINE_BANNER = 'You’re offline. Changes may not save until you reconnect.';
const mainNav = role('navigation', 'Main');
const main = role('main');

journey('a prerendered page is served as HTML and becomes the app', async (page) => {
  const [path, title] = PRERENDERED.find(([p]) => p === '/about')!;
  // the document itself holds the page, before any script runs
  const html = await (await fetch(new URL(path, page.baseURL))).text();
  expect(html).toContain(`data-prerendered="${path}"`);
  expect(html).toContain(`<h1`);
  await page.goto(path);
  await page.seeHeading(title);
  // an effect of the app (useDocumentTitle): the page is React's now
  await page.waitFor('the title the app sets', `document.title === ${JSON.stringify(`${title} · Naturverse`)}`);
  await page.see(inside(role('contentinfo'), role('link', 'Privacy')));
});

journey('home settles signed out, and a header link loads a hub in the same page', async (page) => {
  await page.goto('/');
  await page.seeHeading(HOME);
  await page.see(role('button', 'Create account'));
  await page.evaluate('(window.__samePage = true)');
  await page.click(inside(mainNav, role('link', 'Zones')));
  await page.seeHeading('Zones');
  await page.see(inside(main, role('link', /Arcade/)));
  expect(await page.evaluate('location.pathname')).toBe('/zones');
  expect(await page.evaluate('window.__samePage === true'), 'no new document').toBe(true);
});

journey('an unknown address shows Page not found, and Go home leads home', async (page) => {
  await page.goto('/no-such-page');
  await page.seeHeading('Page not found');
  await page.see(text('The page you’re looking for doesn’t exist (or moved).'));
  await page.click(inside(main, role('link', 'Go home')));
  await page.seeHeading(HOME);
});

journey("a world's page shows its map and its characters' pictures", async (page) => {
  await page.goto('/worlds');
  await page.seeHeading('Worlds');
  await page.click(inside(main, role('link', /^Thailandia/)));
  await page.seeHeading('Thailandia');
  await page.see(text('Zoom into landmarks, routes, and regions.'));
  await page.see(role('img', /^Map of Thailandia/));
  await page.see(role('heading', 'Characters'));
  await page.see(inside(main, role('link', 'Turian the Durian')));
  // every picture in the page has loaded and has pixels (a broken image has none)
  await page.waitFor(
    'every picture of the world to load',
    `(() => { const imgs = [...document.querySelectorAll('main img')]; return imgs.length >= 4 && imgs.every((i) => i.complete && i.naturalWidth > 0); })()`,
  );
});

journey('the service worker installs, then controls the next load', async (page) => {
  await page.goto('/');
  await page.seeHeading(HOME);
  await page.evaluate(`(navigator.serviceWorker.ready.then((r) => (window.__swActive = Boolean(r.active))), true)`);
  await page.waitFor('the service worker to be active', 'window.__swActive === true', 60_000);
  await page.reload();
  await page.seeHeading(HOME);
  expect(await page.evaluate<string>('navigator.serviceWorker.controller?.scriptURL ?? "none"')).toMatch(/\/sw\.js$/);
});

journey(
  'a hub whose server is down shows its fallback, and the rest of the site works',
  async (page) => {
    const down = hub(REFUSED_HUB);
    await page.goto('/');
    await page.seeHeading(HOME);
    await page.click(inside(mainNav, role('link', down.title)));
    await page.see(inside(main, text('Something went wrong.')));
    await page.see(inside(main, text(`The ${down.title} hub could not be shown right now.`)));
    await page.see(inside(main, role('button', 'Try again')));
    await page.see(inside(main, role('link', 'Go home')));
    await page.click(inside(mainNav, role('link', 'Zones')));
    await page.seeHeading('Zones');
  },
  { refusingSite: true },
);

journey(
  'the offline banner shows while the network is away, and goes when it is back',
  async (page) => {
    await page.goto('/');
    await page.seeHeading(HOME);
    await page.seeNo(text(OFFLINE_BANNER));
    await page.setOffline!(true);
    await page.see(role('status', OFFLINE_BANNER));
    await page.setOffline!(false);
    await page.seeNo(text(OFFLINE_BANNER));
  },
  { cannot: { webkit: 'WebDriver classic (WebKitWebDriver) has no command to take the network away, and MiniBrowser no offline switch' } },
);
