// A page's first seconds as a Chromium trace, with the CPU really slowed (CDP
// Emulation.setCPUThrottlingRate, not Lighthouse's simulation): a fresh context (Lighthouse's
// mobile screen, touch, empty cache; service workers allowed, as in Lighthouse's runs, so the
// worker's messages are part of what is counted), the trace started before the navigation and
// stopped `windowMs` after it. recordMarks loads a page the same way untraced and returns the
// marks it left (the bench's measuring builds mark each React commit: lib/trace-counts.mjs).
import { LOW_END_CPU_SLOWDOWN } from './lighthouse.mjs';
import { TAP_VIEWPORT } from './first-tap.mjs';
import { tracedNavigation } from './trace-counts.mjs';

/** Lighthouse's own trace categories, without screenshots and source rundowns. */
export const TRACE_CATEGORIES = [
  '-*',
  'disabled-by-default-lighthouse',
  'toplevel',
  'loading',
  'v8',
  'v8.execute',
  'blink.user_timing',
  'devtools.timeline',
  'disabled-by-default-devtools.timeline',
  'disabled-by-default-devtools.timeline.stack',
  'disabled-by-default-devtools.timeline.frame',
];

/** How long after the navigation's start the trace runs (the "first 8 s"). */
export const TRACE_WINDOW_MS = 8000;

const sleep = (ms) => new Promise((resolve) => setTimeout(resolve, ms));

async function readStream(cdp, handle) {
  const chunks = [];
  for (;;) {
    const { data, eof, base64Encoded } = await cdp.send('IO.read', { handle, size: 1 << 20 });
    chunks.push(base64Encoded ? Buffer.from(data, 'base64').toString('utf8') : data);
    if (eof) break;
  }
  await cdp.send('IO.close', { handle });
  return chunks.join('');
}

async function throttledPage(browser, rate) {
  const context = await browser.newContext({ viewport: TAP_VIEWPORT, hasTouch: true, isMobile: true });
  const page = await context.newPage();
  const cdp = await context.newCDPSession(page);
  await cdp.send('Emulation.setCPUThrottlingRate', { rate });
  return { context, page, cdp };
}

/** Opens `url` and waits until `windowMs` after the navigation started (the load event may come later on a slow page). */
async function openFor(page, url, windowMs) {
  const started = Date.now();
  await page.goto(url, { waitUntil: 'commit', timeout: 60_000 });
  await sleep(Math.max(0, started + windowMs + 500 - Date.now()));
}

/** Loads of a page before a trace is given up as missing its renderer. */
const TRACE_ATTEMPTS = 3;

/**
 * One traced load of `url`: { events, pageUrl } — the trace's events and the page's URL after the
 * navigation. `categories` adds to the default (a CPU profile: 'disabled-by-default-v8.cpu_profiler').
 * Now and then (about one load in six here) the renderer Chromium starts for the page misses the
 * trace altogether — not one of its events is recorded — so such a load is made again, afresh.
 */
export async function recordTrace(browser, url, { windowMs = TRACE_WINDOW_MS, rate = LOW_END_CPU_SLOWDOWN, categories = TRACE_CATEGORIES } = {}) {
  for (let attempt = 1; ; attempt++) {
    const { context, page, cdp } = await throttledPage(browser, rate);
    try {
      // as Lighthouse starts its trace ('-*' first: nothing but the categories named)
      await cdp.send('Tracing.start', { categories: categories.join(','), transferMode: 'ReturnAsStream' });
      await openFor(page, url, windowMs);
      const done = new Promise((resolve) => cdp.once('Tracing.tracingComplete', resolve));
      await cdp.send('Tracing.end');
      const { stream } = await done;
      const { traceEvents } = JSON.parse(await readStream(cdp, stream));
      const pageUrl = page.url();
      if (tracedNavigation(traceEvents, pageUrl) || attempt === TRACE_ATTEMPTS) return { events: traceEvents, pageUrl, attempts: attempt };
    } finally {
      await context.close();
    }
  }
}

/**
 * The `performance` marks named `mark` that a load of `url` left in its first `windowMs`, slowed
 * the same way and untraced: a measuring build's React commits (lib/trace-counts.mjs commitCounts).
 */
export async function recordMarks(browser, url, mark, { windowMs = TRACE_WINDOW_MS, rate = LOW_END_CPU_SLOWDOWN } = {}) {
  const { context, page } = await throttledPage(browser, rate);
  try {
    await openFor(page, url, windowMs);
    return await page.evaluate((name) => performance.getEntriesByName(name).map((e) => ({ startTime: e.startTime, detail: e.detail })), mark);
  } finally {
    await context.close();
  }
}
