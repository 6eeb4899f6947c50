// Lighthouse (mobile, its default config with simulated throttling) driving Debian
// Chromium through chrome-launcher; a fresh browser per run so no cache carries over.
// The low-end profile is the same config with the CPU slowed 10× (`cpuSlowdownMultiplier`,
// a public Lighthouse setting); its runs also keep the long tasks behind the blocking time,
// read from the trace Lighthouse recorded (lib/long-tasks.mjs).
import { loadavg } from 'node:os';
import lighthouse from 'lighthouse';
import * as chromeLauncher from 'chrome-launcher';
import { CHROMIUM_ARGS, CHROMIUM_PATH } from './browser.mjs';
import { blockingBy, blockingTotal, longTasks, scriptLabel } from './long-tasks.mjs';
import { mainThreadOfReport } from './main-thread.mjs';

export const LH_CATEGORIES = ['performance', 'accessibility', 'best-practices'];
/** The low-end tablet: Lighthouse's mobile settings with the CPU slowed 10× instead of 4×. */
export const LOW_END_CPU_SLOWDOWN = 10;
const KEEP_TASKS = 8;

/**
 * One Lighthouse run of `url`. `cpuSlowdownMultiplier` set = the low-end profile (performance
 * only, plus the long tasks); `partOfPort` names the part that served a script in the tables.
 * `traceCategories` (Lighthouse's public `additionalTraceCategories`, e.g. V8's CPU profiler)
 * also returns the run's trace events as `trace` (bench/cpu-profile.mjs reads them).
 */
export async function runLighthouse(url, { cpuSlowdownMultiplier = null, partOfPort, traceCategories = null } = {}) {
  const chrome = await chromeLauncher.launch({ chromePath: CHROMIUM_PATH, chromeFlags: CHROMIUM_ARGS, logLevel: 'silent' });
  const lowEnd = cpuSlowdownMultiplier !== null;
  try {
    const flags = { port: chrome.port, output: 'json', logLevel: 'error', onlyCategories: lowEnd ? ['performance'] : LH_CATEGORIES };
    // a partial `throttling` is merged into the mobile defaults by Lighthouse (its settings merge deeply)
    if (lowEnd) flags.throttling = { cpuSlowdownMultiplier };
    if (traceCategories) flags.additionalTraceCategories = traceCategories.join(',');
    const loadAverage = +loadavg()[0].toFixed(1);
    const result = await lighthouse(url, flags);
    const { categories, audits } = result.lhr;
    const score = (id) => (categories[id]?.score == null ? null : Math.round(categories[id].score * 100));
    const failing = (id) =>
      (categories[id]?.auditRefs ?? [])
        .filter((ref) => ref.weight > 0 && audits[ref.id]?.score !== null && audits[ref.id]?.score < 1)
        .map((ref) => `${ref.id} (${audits[ref.id].score})`);
    const metrics = {
      fcp: audits['first-contentful-paint']?.numericValue,
      lcp: audits['largest-contentful-paint']?.numericValue,
      tbt: audits['total-blocking-time']?.numericValue,
      cls: audits['cumulative-layout-shift']?.numericValue,
      si: audits['speed-index']?.numericValue,
    };
    if (lowEnd)
      return {
        performance: score('performance'),
        metrics,
        loadAverage,
        mainThread: mainThreadOfReport(audits),
        ...tasksOf(result, url, cpuSlowdownMultiplier, partOfPort),
        ...(traceCategories ? { trace: result.artifacts.Trace.traceEvents, pageUrl: result.lhr.mainDocumentUrl ?? url } : {}),
      };
    return {
      performance: score('performance'),
      accessibility: score('accessibility'),
      bestPractices: score('best-practices'),
      metrics,
      loadAverage,
      failingAudits: { accessibility: failing('accessibility'), bestPractices: failing('best-practices'), performance: failing('performance') },
    };
  } finally {
    await chrome.kill();
  }
}

function tasksOf(result, url, multiplier, partOfPort) {
  // the document the trace navigated to (after any redirect)
  const pageUrl = result.lhr.mainDocumentUrl ?? url;
  let tasks;
  try {
    tasks = longTasks(result.artifacts.Trace.traceEvents, { pageUrl, multiplier });
  } catch (error) {
    // one unreadable trace costs its long tasks, not the run's scores
    return { longTasksError: String(error instanceof Error ? error.message : error), cpuBlockingMs: null, blockingBy: [], cpuBlockingBy: [], longTasks: [] };
  }
  const label = (u) => scriptLabel(u, partOfPort);
  const short = (pairs) => pairs.slice(0, 3).map((p) => ({ ...p, url: label(p.url) }));
  return {
    // what the trace itself gives, beside Lighthouse's simulated total blocking time
    traceBlockingMs: blockingTotal(tasks),
    cpuBlockingMs: blockingTotal(tasks, { basis: 'cpu' }),
    blockingBy: blockingBy(tasks, { label }).slice(0, 8),
    cpuBlockingBy: blockingBy(tasks, { basis: 'cpu', label }).slice(0, 8),
    // the longest by CPU time: on a shared machine the longest by wall time are mostly waiting
    longTasks: [...tasks]
      .sort((a, b) => b.cpuEstimatedMs - a.cpuEstimatedMs)
      .slice(0, KEEP_TASKS)
      .map((t) => ({ ...t, scripts: undefined, scriptPhases: short(t.scriptPhases), scriptPhasesCpu: short(t.scriptPhasesCpu) })),
  };
}
