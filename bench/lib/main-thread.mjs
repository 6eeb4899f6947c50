// Where the main thread's time goes by Lighthouse's own reckoning, from one run's report: its
// "main-thread work breakdown" (time by category: script evaluation, style & layout, "Other"…)
// and its "JavaScript execution time" (bootup-time: time by script, with "Unattributable" for
// tasks that name none). Under the low-end profile both are the observed trace's times × the CPU
// slowdown, as Lighthouse simulates them. Pure (unit-tested in main-thread.test.mjs).
import { summarize } from './stats.mjs';

const KEEP_SCRIPTS = 8;

/** One run's breakdown: { totalMs, byCategory: {label: ms}, byScript: [{ url, totalMs, scriptingMs, parseCompileMs }] }. */
export function mainThreadOfReport(audits) {
  const breakdown = audits['mainthread-work-breakdown'];
  const bootup = audits['bootup-time'];
  if (!breakdown?.details?.items) return null;
  const byCategory = {};
  for (const item of breakdown.details.items) byCategory[item.groupLabel ?? item.group] = Math.round(item.duration);
  return {
    totalMs: Math.round(breakdown.numericValue ?? breakdown.details.items.reduce((a, i) => a + i.duration, 0)),
    byCategory,
    byScript: (bootup?.details?.items ?? []).slice(0, KEEP_SCRIPTS).map((i) => ({
      url: i.url,
      totalMs: Math.round(i.total),
      scriptingMs: Math.round(i.scripting ?? 0),
      parseCompileMs: Math.round(i.scriptParseCompile ?? 0),
    })),
  };
}

/**
 * Medians over a route's runs: the total, each category, and each script that appears in any
 * run (a script a run did not list counts as 0 there: Lighthouse leaves out scripts under its
 * threshold). `label(url)` shortens a script's URL (lib/long-tasks.mjs scriptLabel).
 */
export function summarizeMainThread(runs, { label = (url) => url } = {}) {
  const seen = runs.filter(Boolean);
  if (!seen.length) return null;
  const categories = [...new Set(seen.flatMap((r) => Object.keys(r.byCategory)))];
  const scripts = [...new Set(seen.flatMap((r) => r.byScript.map((s) => label(s.url))))];
  const scriptOf = (run, name) => run.byScript.find((s) => label(s.url) === name);
  return {
    total: summarize(seen.map((r) => r.totalMs)),
    byCategory: Object.fromEntries(categories.map((c) => [c, summarize(seen.map((r) => r.byCategory[c] ?? 0))])),
    byScript: scripts
      .map((name) => ({
        script: name,
        total: summarize(seen.map((r) => scriptOf(r, name)?.totalMs ?? 0)),
        scripting: summarize(seen.map((r) => scriptOf(r, name)?.scriptingMs ?? 0)),
      }))
      .sort((a, b) => b.total.median - a.total.median),
  };
}
