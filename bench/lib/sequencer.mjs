// Scheduling jitter of the zones music sequencer's step clock under main-thread load.
// Contract (remotes/zones/src/features/music/sequencer-stats.ts): /zones/music?bench=1 exposes
//   window.__naturverseSequencerStats with entries() → [{ step, idealTime, scheduledTime,
//   leadTime, shownAt }] (AudioContext seconds) and summary(). The bench turns the entries
//   into { ideal, actual } pairs in ms; `lead` (how far ahead of the audio clock a note was
//   scheduled; negative = it sounded late) is reported beside the jitter.
import { INSTRUMENT } from './browser.mjs';
import { percentile } from './stats.mjs';

export function pairsFromStats(stats) {
  if (!stats || typeof stats !== 'object') return null;
  const list = stats.steps ?? stats.samples;
  if (Array.isArray(list)) {
    const pairs = list
      .map((s) => ({ ideal: Number(s?.ideal), actual: Number(s?.actual ?? s?.scheduled) }))
      .filter((p) => Number.isFinite(p.ideal) && Number.isFinite(p.actual));
    return pairs.length ? pairs : null;
  }
  const actual = stats.actual ?? stats.scheduled;
  if (Array.isArray(stats.ideal) && Array.isArray(actual)) {
    const n = Math.min(stats.ideal.length, actual.length);
    const pairs = [];
    for (let i = 0; i < n; i++) pairs.push({ ideal: Number(stats.ideal[i]), actual: Number(actual[i]) });
    return pairs.filter((p) => Number.isFinite(p.ideal) && Number.isFinite(p.actual));
  }
  return null;
}

export function jitterOf(pairs) {
  const deviations = pairs.map((p) => Math.abs(p.actual - p.ideal));
  return { steps: pairs.length, maxMs: Math.max(...deviations), p95Ms: percentile(deviations, 95) };
}

/** Busy loops of `busyMs` every `periodMs` for `totalMs`, inside the page. */
const BLOCK_MAIN_THREAD = ({ busyMs, periodMs, totalMs }) =>
  new Promise((resolve) => {
    const end = performance.now() + totalMs;
    const tick = () => {
      const start = performance.now();
      while (performance.now() - start < busyMs) {
        /* busy: the main thread is blocked, as by a heavy render */
      }
      if (performance.now() < end) setTimeout(tick, periodMs - busyMs);
      else resolve();
    };
    tick();
  });

export async function measureSequencer(browser, baseUrl, { busyMs = 50, periodMs = 100, totalMs = 3000 } = {}) {
  const context = await browser.newContext({ viewport: { width: 1280, height: 800 } });
  await context.addInitScript(INSTRUMENT);
  const page = await context.newPage();
  try {
    await page.goto(`${baseUrl}/zones/music?bench=1`, { waitUntil: 'load' });
    await page.waitForFunction(() => window.__nvBench.h1s.length > 0, null, { timeout: 10_000 }).catch(() => {});
    // the sequencer's own Play (the page has other players)
    const sequencer = page
      .locator('section, article, div')
      .filter({ has: page.getByRole('heading', { name: /sequencer/i }) })
      .last();
    const play = sequencer.getByRole('button', { name: 'Play', exact: true });
    if (!(await play.isVisible({ timeout: 3000 }).catch(() => false))) {
      return { available: false, reason: 'no Play button on /zones/music?bench=1' };
    }
    await play.click();
    await page.waitForTimeout(300); // let the clock start
    await page.evaluate(BLOCK_MAIN_THREAD, { busyMs, periodMs, totalMs });
    const raw = await page.evaluate(() => {
      const s = window.__naturverseSequencerStats;
      if (!s || typeof s.entries !== 'function') return undefined;
      return {
        steps: s.entries().map((e) => ({ ideal: e.idealTime * 1000, actual: e.scheduledTime * 1000, lead: e.leadTime * 1000 })),
        summary: s.summary(),
      };
    });
    const pairs = pairsFromStats(raw);
    if (!pairs) return { available: false, reason: 'window.__naturverseSequencerStats absent or not in the expected shape' };
    const leads = raw.steps.map((s) => s.lead).filter(Number.isFinite);
    return {
      available: true,
      load: { busyMs, periodMs, totalMs },
      ...jitterOf(pairs),
      minLeadMs: leads.length ? Math.min(...leads) : null,
      lateSteps: leads.filter((l) => l < 0).length,
      displayLagMs: raw.summary?.meanDisplayLagMs ?? null,
    };
  } catch (error) {
    return { available: false, reason: `error: ${String(error).split('\n')[0]}` };
  } finally {
    await context.close();
  }
}
