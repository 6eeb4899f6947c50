// The first tap: a child opens the page on a cheap tablet and taps the first
// control soon after something shows. The CPU is really slowed (CDP Emulation.setCPUThrottlingRate,
// not Lighthouse's simulation), the tap is a real touch (CDP Input.dispatchTouchEvent) sent at a
// fixed moment after the first contentful paint, from outside the page — so a busy main thread
// delays its answer, not its sending — and the page times it with the Event Timing API as INP
// counts an interaction: its longest event (pointerdown, pointerup, click) from the touch to the
// next paint, split into input delay, processing and presentation.
import { LOW_END_CPU_SLOWDOWN } from './lighthouse.mjs';

/** When the tap is sent: this long after the browser reports the first contentful paint. */
export const TAP_AFTER_FCP_MS = 1000;
/** Lighthouse mobile's screen (a mid-range phone / small tablet in portrait). */
export const TAP_VIEWPORT = { width: 412, height: 823 };
/** The control tapped: the page's first visible button (the shell's Menu, the floor app's). */
export const TAP_TARGET = 'button';

/** Runs in the page before its scripts: every event-timing entry of 16 ms or more, and the first input. */
export const EVENT_TIMING = () => {
  const seen = { events: [], firstInput: null, fcp: null };
  Object.defineProperty(window, '__nvTap', { value: seen, configurable: true });
  const keep = (e) => ({
    name: e.name,
    interactionId: e.interactionId ?? 0,
    startTime: e.startTime,
    processingStart: e.processingStart,
    processingEnd: e.processingEnd,
    duration: e.duration,
  });
  new PerformanceObserver((list) => seen.events.push(...list.getEntries().map(keep))).observe({ type: 'event', durationThreshold: 16, buffered: true });
  new PerformanceObserver((list) => (seen.firstInput = keep(list.getEntries()[0]))).observe({ type: 'first-input', buffered: true });
  new PerformanceObserver((list) => {
    for (const e of list.getEntries()) if (e.name === 'first-contentful-paint') seen.fcp = e.startTime;
  }).observe({ type: 'paint', buffered: true });
};

/**
 * The interaction's figures from what the page recorded (pure, unit-tested): the entries of the
 * tap's interaction, the longest one counts; none of 16 ms or more means it answered within 16 ms,
 * read from the first-input entry. Null when the page saw no input at all.
 */
export function interactionOf({ events, firstInput, fcp }) {
  const ids = new Set(events.filter((e) => e.interactionId > 0).map((e) => e.interactionId));
  const first = Math.min(...ids);
  const ofTap = events.filter((e) => e.interactionId === first);
  const longest = ofTap.length ? ofTap.reduce((a, b) => (b.duration > a.duration ? b : a)) : firstInput;
  if (!longest) return null;
  const round = (v) => Math.round(v * 10) / 10;
  return {
    event: longest.name,
    latency: longest.duration,
    inputDelay: round(longest.processingStart - longest.startTime),
    processing: round(longest.processingEnd - longest.processingStart),
    presentation: round(longest.startTime + longest.duration - longest.processingEnd),
    afterFcp: fcp === null ? null : Math.round(longest.startTime - fcp),
    under16: ofTap.length === 0,
  };
}

/**
 * Runs in the page: whether the disclosure at a point is open — by what the page shows, not only
 * what it says: a button's popover showing (`popovertarget`, which opens before any script), a
 * `<details>` open (its summary tapped), or else the button's `aria-expanded` (the floor app's).
 */
export function disclosureOpenAt({ x, y }) {
  const hit = document.elementFromPoint(x, y);
  const details = hit?.closest('summary')?.parentElement;
  if (details instanceof HTMLDetailsElement) return details.open;
  const button = hit?.closest('button');
  if (!button) return false;
  const popover = button.popoverTargetElement;
  if (popover) return popover.matches(':popover-open');
  return button.getAttribute('aria-expanded') === 'true';
}

/** Where the first visible button is, and its name, on the page as it settles (unthrottled). */
async function findControl(browser, url) {
  const context = await browser.newContext({ viewport: TAP_VIEWPORT, hasTouch: true, isMobile: true });
  try {
    const page = await context.newPage();
    await page.goto(url, { waitUntil: 'load' });
    const control = page.locator(`${TAP_TARGET}:visible`).first();
    // a hub's page paints the chrome from its HTML, then React renders it afresh: a button found
    // in between may be gone a moment later, so ask until one stays put
    for (let attempt = 0; attempt < 20; attempt++) {
      await control.waitFor({ timeout: 30_000 });
      const box = await control.boundingBox().catch(() => null);
      if (box) return { x: box.x + box.width / 2, y: box.y + box.height / 2, name: ((await control.textContent()) ?? '').trim() };
      await page.waitForTimeout(250);
    }
    throw new Error(`first tap: no visible ${TAP_TARGET} stayed on ${url}`);
  } finally {
    await context.close();
  }
}

const sleep = (ms) => new Promise((resolve) => setTimeout(resolve, ms));

/** One measured tap on a fresh, cold page (empty cache) with the CPU slowed. */
export async function measureFirstTap(browser, url, control) {
  const where = control ?? (await findControl(browser, url));
  const context = await browser.newContext({ viewport: TAP_VIEWPORT, hasTouch: true, isMobile: true, serviceWorkers: 'block' });
  try {
    await context.addInitScript(EVENT_TIMING);
    const page = await context.newPage();
    const cdp = await context.newCDPSession(page);
    await cdp.send('Emulation.setCPUThrottlingRate', { rate: LOW_END_CPU_SLOWDOWN });
    await cdp.send('Page.enable');
    await cdp.send('Page.setLifecycleEventsEnabled', { enabled: true });
    const painted = new Promise((resolve) => cdp.on('Page.lifecycleEvent', (e) => e.name === 'firstContentfulPaint' && resolve(Date.now())));
    const loaded = page.goto(url, { waitUntil: 'load', timeout: 120_000 });
    const paintedAt = await painted;
    await sleep(Math.max(0, paintedAt + TAP_AFTER_FCP_MS - Date.now()));
    const point = { x: where.x, y: where.y };
    await cdp.send('Input.dispatchTouchEvent', { type: 'touchStart', touchPoints: [point] });
    await cdp.send('Input.dispatchTouchEvent', { type: 'touchEnd', touchPoints: [] });
    await loaded;
    // the tap's entries are reported after its next paint: wait for them, then read
    await page.waitForFunction(() => window.__nvTap.firstInput !== null, undefined, { timeout: 60_000 });
    await page.evaluate(() => new Promise((resolve) => requestAnimationFrame(() => setTimeout(resolve, 0))));
    const seen = await page.evaluate(() => window.__nvTap);
    // answered: the control did what it is for (a disclosure: it opened), not only that an event ran
    const answered = await page.evaluate(disclosureOpenAt, point);
    return { control: where.name, ...interactionOf(seen), answered };
  } finally {
    await context.close();
  }
}

export { findControl };
