// The bench's row "where every millisecond goes" (beside each low-end Lighthouse run, so
// interleaved the same way): a real-throttled trace of the page's first 8 s (lib/trace-record.mjs,
// counted by lib/trace-counts.mjs) and, when the target has a measuring build (React's profiling
// build), a second untraced load of that build for its React commits. Medians per route; the
// breakdown of "other" and of the unattributable tasks from the median run (a real run, not a blend).
import { REACT_COMMIT_MARK } from '@naturverse/build-preset/rsbuild';
import { medianRun, summarize } from './stats.mjs';
import { TRACE_WINDOW_MS, recordMarks, recordTrace } from './trace-record.mjs';
import { commitCounts, traceCounts } from './trace-counts.mjs';

/** One round of a target: its production build traced, its measuring build's commits counted. */
export async function measureTrace(browser, { url, profilingUrl = null }) {
  const traced = await recordTrace(browser, url);
  const counts = traceCounts(traced.events, { pageUrl: traced.pageUrl, windowMs: TRACE_WINDOW_MS });
  const commits = profilingUrl ? commitCounts(await recordMarks(browser, profilingUrl, REACT_COMMIT_MARK), { windowMs: TRACE_WINDOW_MS }) : null;
  return { ...counts, commits };
}

/** A route's medians over its rounds (an errored round is left out and its error kept). */
export function summarizeTraces(runs) {
  const ok = runs.filter((r) => r && !r.error);
  const of = (f) => summarize(ok.map(f));
  const types = [...new Set(ok.flatMap((r) => r.eventDispatches.byType.map((t) => t.type)))];
  const phases = [...new Set(ok.flatMap((r) => r.byPhase.map((p) => p.phase)))];
  const typical = medianRun(ok, (r) => r.busyMs);
  return {
    runs: runs.length,
    errors: runs.filter((r) => r?.error).map((r) => r.error),
    windowMs: ok[0]?.windowMs ?? TRACE_WINDOW_MS,
    tasks: of((r) => r.tasks),
    busyMs: of((r) => r.busyMs),
    lcpMs: of((r) => r.lcpMs ?? NaN),
    longTasks: of((r) => r.longTasks),
    microtaskCheckpoints: of((r) => r.microtaskCheckpoints.count),
    microtaskMs: of((r) => r.microtaskCheckpoints.ms),
    eventDispatches: of((r) => r.eventDispatches.count),
    eventsByType: Object.fromEntries(types.map((type) => [type, of((r) => r.eventDispatches.byType.find((t) => t.type === type)?.count ?? 0)])),
    layouts: of((r) => r.layouts.count),
    layoutMs: of((r) => r.layouts.ms),
    styleRecalcs: of((r) => r.styleRecalcs.count),
    documents: of((r) => r.documents),
    byPhase: Object.fromEntries(phases.map((phase) => [phase, of((r) => r.byPhase.find((p) => p.phase === phase)?.ms ?? 0)])),
    unattributableMs: of((r) => r.unattributable.ms),
    commits: of((r) => r.commits?.count ?? NaN),
    commitMs: of((r) => r.commits?.ms ?? NaN),
    medianRun: typical && { busyMs: typical.busyMs, other: typical.other, unattributable: typical.unattributable, commits: typical.commits },
  };
}
