// A tap between two pages of a loaded hub, with no throttling: the hub's page opened cold and
// left to settle (its idle moment passed, so the pages one tap away may have been fetched), then
// a real tap (a phone) or click (a desktop) on a link to the next page, timed on the page's own
// clock from the click event to the next page's h1 appearing (INSTRUMENT, lib/browser.mjs), and
// whether a loading line ("Loading …", a role=status element) showed in between.
import { INSTRUMENT, recordNetwork } from './browser.mjs';
import { networkQuiet } from './measure-page.mjs';
import { summarize } from './stats.mjs';

/** The taps the issue names: a product, a zone, a course, each from its hub's list. */
export const NEXT_PAGE_CASES = [
  { from: '/marketplace', link: 'main a[href="/marketplace/turian-plush"]', heading: 'Turian Plush' },
  { from: '/zones', link: 'main a[href="/zones/music"]', heading: 'Music' },
  { from: '/naturversity/courses', link: 'main a[href="/naturversity/course/nature-101"]', heading: 'Nature 101' },
];

/** Target: the next page shown this soon after the tap, with no loading line. */
export const NEXT_PAGE_TARGET_MS = 100;

const VIEWPORTS = [
  { name: '390 px touch', options: { viewport: { width: 390, height: 844 }, hasTouch: true, isMobile: true }, touch: true },
  { name: '1280 px', options: { viewport: { width: 1280, height: 800 } }, touch: false },
];

/** Runs in the page before its scripts: every loading line as it appears, on the page's clock. */
const LOADING_LINES = () => {
  const seen = [];
  Object.defineProperty(window, '__nvLoading', { value: seen, configurable: true });
  new MutationObserver(() => {
    for (const el of document.querySelectorAll('main [role="status"]')) {
      const text = (el.textContent ?? '').trim();
      if (text.startsWith('Loading') && !seen.some((s) => s.el === el)) seen.push({ el, t: performance.now(), text });
    }
  }).observe(document, { childList: true, subtree: true, characterData: true });
};

/** One tap, on a fresh context (cold cache): the figures, or the error that stopped it. */
export async function measureNextPage(browser, baseUrl, { from, link, heading }, viewport) {
  const context = await browser.newContext({ ...viewport.options, serviceWorkers: 'block' });
  try {
    await context.addInitScript(INSTRUMENT);
    await context.addInitScript(LOADING_LINES);
    const page = await context.newPage();
    const net = await recordNetwork(page);
    await page.goto(`${baseUrl}${from}`, { waitUntil: 'load' });
    await page.locator(link).first().waitFor({ state: 'visible', timeout: 30_000 });
    // settled: an idle callback of our own (queued after the page's own) ran, then the network went quiet
    await page.evaluate(() => new Promise((resolve) => requestIdleCallback(() => resolve(), { timeout: 10_000 })));
    await networkQuiet(net, 300);
    const target = page.locator(link).first();
    await target.scrollIntoViewIfNeeded();
    if (viewport.touch) await target.tap();
    else await target.click();
    const click = await page.waitForFunction(() => window.__nvBench.clicks.at(-1) ?? null, null, { polling: 5 }).then((h) => h.jsonValue());
    const shown = await page
      .waitForFunction(([t, name]) => window.__nvBench.h1s.find((h) => h.t > t && h.text === name) ?? null, [click.t, heading], { polling: 5, timeout: 15_000 })
      .then((h) => h.jsonValue());
    const loading = await page.evaluate((t) => window.__nvLoading.filter((l) => l.t >= t).map((l) => l.text), click.t);
    return { ms: shown.t - click.t, loadingLine: loading.length > 0, loadingText: loading[0] ?? null };
  } catch (error) {
    return { error: String(error) };
  } finally {
    await context.close();
  }
}

/** Every case at both widths, `runs` times each; the runs of a case interleaved with the others'. */
export async function measureNextPages(browser, baseUrl, runs) {
  const rows = [];
  for (const viewport of VIEWPORTS) {
    for (const c of NEXT_PAGE_CASES) rows.push({ ...c, viewport: viewport.name, runs: [] });
  }
  for (let i = 0; i < runs; i++) {
    for (const row of rows) {
      const viewport = VIEWPORTS.find((v) => v.name === row.viewport);
      row.runs.push(await measureNextPage(browser, baseUrl, row, viewport));
    }
  }
  return rows.map(({ runs: done, ...row }) => {
    const ok = done.filter((r) => r.error === undefined);
    return {
      ...row,
      ms: ok.length ? summarize(ok.map((r) => r.ms)) : null,
      loadingLines: ok.filter((r) => r.loadingLine).length,
      taps: ok.length,
      errors: done.flatMap((r) => (r.error === undefined ? [] : [r.error])),
    };
  });
}

/** The rows of the human table: median tap → page shown, the loading lines seen, the target. */
export function nextPageRows(nextPage) {
  return (nextPage ?? []).map((row) => {
    const label = `Tap ${row.from} → "${row.heading}" shown, ${row.viewport}, no throttling`;
    if (!row.ms) return [label, 'not available', row.errors.slice(0, 1).join('') || '—', `≤ ${NEXT_PAGE_TARGET_MS} ms, no loading line`, '**miss**'];
    const spreadText = `${row.ms.min.toFixed(0)}–${row.ms.max.toFixed(0)} (${row.ms.runs} runs); loading line in ${row.loadingLines} of ${row.taps}`;
    const ok = row.ms.median <= NEXT_PAGE_TARGET_MS && row.loadingLines === 0 && row.errors.length === 0;
    return [label, `${row.ms.median.toFixed(0)} ms`, spreadText, `≤ ${NEXT_PAGE_TARGET_MS} ms, no loading line`, ok ? 'pass' : '**miss**'];
  });
}
