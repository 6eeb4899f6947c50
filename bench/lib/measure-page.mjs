// In-browser measurements: first-load JavaScript, cold deep links, click → hub route.
import { DEVTOOLS_HOOK, INSTRUMENT, SAVE_DATA, isScript, recordNetwork } from './browser.mjs';

const DESKTOP = { viewport: { width: 1280, height: 800 } };
const sleep = (ms) => new Promise((r) => setTimeout(r, ms));

async function freshPage(browser, { saveData = false, devtoolsHook = false } = {}) {
  const context = await browser.newContext(DESKTOP); // new context = empty HTTP cache (cold)
  await context.addInitScript(INSTRUMENT);
  if (saveData) await context.addInitScript(SAVE_DATA);
  if (devtoolsHook) await context.addInitScript(DEVTOOLS_HOOK);
  const page = await context.newPage();
  const errors = [];
  page.on('pageerror', (e) => errors.push(String(e)));
  const net = await recordNetwork(page);
  return { context, page, net, errors };
}

const firstH1 = (page, after = -1, timeout = 10_000) =>
  page.waitForFunction((t) => window.__nvBench.h1s.find((h) => h.t > t) ?? null, after, { timeout, polling: 5 }).then((handle) => handle.jsonValue());

/** Wait until no request has been in flight for `quietMs`. */
export async function networkQuiet(net, quietMs = 250, timeout = 10_000) {
  const end = Date.now() + timeout;
  let quietSince = Date.now();
  while (Date.now() < end) {
    if (net.requests().some((r) => !r.done && r.status !== 0 && !r.failed)) quietSince = Date.now();
    if (Date.now() - quietSince >= quietMs) return;
    await sleep(25);
  }
}

/**
 * First-load JavaScript of a page, cold cache. Counted: every script response whose
 * request started before the later of the `load` event and the first visible h1
 * (both on the page's clock). Requests started after that — the shell's idle
 * prefetch of secondary pages and main hubs — are reported apart, not counted.
 * Bytes: compressed = Content-Length of the (br) response body, transfer = CDP
 * encodedDataLength (body + headers), raw = decoded bytes (CDP dataReceived).
 */
export async function measureFirstLoad(browser, url) {
  const { context, page, net, errors } = await freshPage(browser);
  try {
    await page.goto(url, { waitUntil: 'load' });
    const h1 = await firstH1(page);
    await networkQuiet(net, 300);
    const timing = await page.evaluate(() => {
      const nav = performance.getEntriesByType('navigation')[0];
      return { timeOrigin: performance.timeOrigin, loadEventEnd: nav.loadEventEnd };
    });
    const cutoff = Math.max(timing.loadEventEnd, h1.t);
    const scripts = net.requests().filter(isScript);
    const counted = scripts.filter((r) => r.wallMs <= timing.timeOrigin + cutoff + 1);
    const later = scripts.filter((r) => !counted.includes(r));
    const sum = (list, key) => list.reduce((a, r) => a + r[key], 0);
    return {
      compressed: sum(counted, 'encoded'),
      transfer: sum(counted, 'transfer'),
      raw: sum(counted, 'decoded'),
      files: counted.map((r) => ({ url: r.url, encoding: r.contentEncoding, compressed: r.encoded, raw: r.decoded })),
      afterCutoff: later.map((r) => ({ url: r.url, compressed: r.encoded })),
      h1: h1.text,
      h1Ms: h1.t,
      loadMs: timing.loadEventEnd,
      errors,
    };
  } finally {
    await context.close();
  }
}

/** Cold deep link: navigation start → the first visible h1 (the hub's), page clock. */
export async function measureDeepLink(browser, url) {
  const { context, page, errors } = await freshPage(browser);
  try {
    await page.goto(url, { waitUntil: 'commit' });
    const h1 = await firstH1(page);
    return { ms: h1.t, h1: h1.text, errors };
  } finally {
    await context.close();
  }
}

/**
 * Click on a header link → the hub's h1 visible. Idle prefetch is switched off
 * (data-saver) so the two cases differ only by intent:
 *  - prefetch: hover the link (the shell's intent prefetch), wait for the network
 *    to go quiet (the remote has loaded), then click;
 *  - no prefetch: click straight away (Playwright's click still moves the pointer
 *    over the link first, as a real click does, so prefetch starts with the click).
 * Duration = (page clock at the new h1's appearance) − (click event.timeStamp).
 */
export async function measureClick(browser, baseUrl, hubPath, { prefetch }) {
  const { context, page, net, errors } = await freshPage(browser, { saveData: true });
  try {
    await page.goto(`${baseUrl}/`, { waitUntil: 'load' });
    await firstH1(page);
    await networkQuiet(net, 200);
    const link = page.locator(`#nv-main-nav a[href="${hubPath}"]`);
    if (prefetch) {
      await link.hover();
      await sleep(50);
      await networkQuiet(net, 250);
    }
    const before = net.requests().length;
    await link.click();
    const click = await page.waitForFunction(() => window.__nvBench.clicks.at(-1) ?? null, null, { polling: 5 }).then((h) => h.jsonValue());
    const h1 = await firstH1(page, click.t);
    const fetchedAfterClick = net.requests().slice(before).filter(isScript).length;
    return { ms: h1.t - click.t, h1: h1.text, scriptsAfterClick: fetchedAfterClick, errors };
  } finally {
    await context.close();
  }
}

/**
 * React copies in a page that has visited every hub. Two independent views:
 *  - script bodies: every JS file the page loaded, fetched again, counting
 *    definitions of the `react` package — its production build is the only code
 *    that ASSIGNS `.__CLIENT_INTERNALS_DO_NOT_USE_OR_WARN_USERS_THEY_CANNOT_UPGRADE=`
 *    (react-dom only reads it);
 *  - the React DevTools hook: each react-dom copy that starts injects a renderer
 *    carrying its React internals (currentDispatcherRef); distinct refs = distinct
 *    React copies actually rendering.
 * Also lists the MF share scope's registered react versions, for the report.
 */
export async function measureReactCopies(browser, baseUrl, hubPaths) {
  const { context, page, net, errors } = await freshPage(browser, { devtoolsHook: true });
  try {
    await page.goto(`${baseUrl}/`, { waitUntil: 'load' });
    let t = (await firstH1(page)).t;
    const visited = [];
    for (const path of hubPaths) {
      await page.locator(`#nv-main-nav a[href="${path}"]`).click();
      const h1 = await firstH1(page, t);
      t = h1.t;
      visited.push({ path, h1: h1.text });
    }
    await networkQuiet(net, 300);
    const urls = [
      ...new Set(
        net
          .requests()
          .filter(isScript)
          .map((r) => r.url),
      ),
    ];
    const definers = [];
    for (const url of urls) {
      const body = await (await fetch(url)).text();
      const n = body.match(/\.__CLIENT_INTERNALS_DO_NOT_USE_OR_WARN_USERS_THEY_CANNOT_UPGRADE=/g)?.length ?? 0;
      if (n) definers.push({ url, definitions: n });
    }
    const inPage = await page.evaluate(() => {
      const hook = window.__REACT_DEVTOOLS_GLOBAL_HOOK__;
      const renderers = [...hook.renderers.values()];
      let shareScope = null;
      try {
        const instances = globalThis.__FEDERATION__?.__INSTANCES__ ?? [];
        shareScope = instances.map((i) => ({
          name: i.name,
          react: Object.entries(i.shareScopeMap?.default?.react ?? {}).map(([v, s]) => ({ version: v, from: s.from, loaded: Boolean(s.loaded) })),
        }));
      } catch {
        shareScope = null;
      }
      return {
        renderers: renderers.length,
        rendererVersions: renderers.map((r) => `${r.rendererPackageName ?? 'renderer'}@${r.version}`),
        reactInternals: new Set(renderers.map((r) => r.currentDispatcherRef)).size,
        shareScope,
      };
    });
    const scriptCount = definers.reduce((a, d) => a + d.definitions, 0);
    return { copies: Math.max(scriptCount, inPage.reactInternals), scriptCount, definers, ...inPage, visited, scriptsScanned: urls.length, errors };
  } finally {
    await context.close();
  }
}
