// In-browser: every script `/` fetches in the page, the idle prefetch of the main hubs
// included. Controlled, not raced: the measurement waits until each main hub's
// ./routes chunk has arrived (the last step of its prefetch), then for a quiet network.
import { INSTRUMENT, isScript, recordNetwork } from './browser.mjs';

const sleep = (ms) => new Promise((r) => setTimeout(r, ms));

/**
 * @param {import('playwright-core').Browser} browser
 * @param {string} url the shell's `/`
 * @param {string[]} hubOrigins the main hubs' origins (http://localhost:<port>)
 */
export async function measureHomeAllJs(browser, url, hubOrigins) {
  // the service worker's precache runs in another context and is not the page's load
  const context = await browser.newContext({ viewport: { width: 1280, height: 800 }, serviceWorkers: 'block' });
  await context.addInitScript(INSTRUMENT);
  const page = await context.newPage();
  const errors = [];
  page.on('pageerror', (e) => errors.push(String(e)));
  const net = await recordNetwork(page);
  try {
    await page.goto(url, { waitUntil: 'load' });
    const routesArrived = () =>
      hubOrigins.every((origin) => net.requests().some((r) => r.url.startsWith(origin) && /__federation_expose_routes\.[0-9a-f]+\.js$/.test(r.url) && r.done));
    const end = Date.now() + 20_000;
    while (!routesArrived()) {
      if (Date.now() > end) throw new Error(`the idle prefetch did not fetch every main hub's routes within 20 s (${hubOrigins.join(', ')})`);
      await sleep(25);
    }
    // then nothing in flight for 500 ms (the pages preloaded at 100 ms, workbox-window on load)
    let quietSince = Date.now();
    while (Date.now() - quietSince < 500) {
      if (net.requests().some((r) => !r.done && !r.failed && r.status !== 0)) quietSince = Date.now();
      await sleep(25);
    }
    const scripts = net.requests().filter((r) => isScript(r) && r.done);
    return {
      files: scripts.map((r) => ({ url: r.url, encoding: r.contentEncoding, compressed: r.encoded, raw: r.decoded })),
      compressed: scripts.reduce((a, r) => a + r.encoded, 0),
      errors,
    };
  } finally {
    await context.close();
  }
}
