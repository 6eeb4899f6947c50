// The low-end profile: Lighthouse mobile with the CPU slowed 10×, the floor
// app and the routes interleaved round by round (floor, each route, again), so the machine's
// load moves all of them alike; medians per route, and the long tasks of the run whose total
// blocking time is the median one (a real run, not a blend of runs).
import { LOW_END_CPU_SLOWDOWN, runLighthouse } from './lighthouse.mjs';
import { medianRun, summarize } from './stats.mjs';
import { summarizeMainThread } from './main-thread.mjs';
import { scriptLabel } from './long-tasks.mjs';
import { summarizeTraces } from './trace-row.mjs';

export { medianRun };

/**
 * Runs every target `rounds` times, interleaved; `targets`: [{ path, url, profilingUrl? }], the
 * floor first. `tap(url)` (lib/first-tap.mjs) and `trace(target)` (lib/trace-row.mjs), when
 * given, measure the first tap and the real-throttled trace after each Lighthouse run of the
 * same target, so their rounds are interleaved the same way. `lighthouse: false` leaves
 * Lighthouse out (a quick A/B of the trace's counts).
 */
export async function measureLowEnd({ targets, rounds, partOfPort, tap = null, trace = null, lighthouse = true, log = () => {} }) {
  const runsOf = new Map(targets.map((t) => [t.path, []]));
  const tapsOf = new Map(targets.map((t) => [t.path, []]));
  const tracesOf = new Map(targets.map((t) => [t.path, []]));
  const failed = (error) => ({ error: String(error?.message ?? error) });
  for (let i = 0; i < rounds; i++) {
    for (const target of targets) {
      const { path, url } = target;
      if (lighthouse) {
        log(`lighthouse low-end (CPU ×${LOW_END_CPU_SLOWDOWN}) ${path} (${i + 1}/${rounds})…`);
        runsOf.get(path).push(await runLighthouse(url, { cpuSlowdownMultiplier: LOW_END_CPU_SLOWDOWN, partOfPort }));
      }
      if (tap) {
        log(`first tap (CPU ×${LOW_END_CPU_SLOWDOWN}) ${path} (${i + 1}/${rounds})…`);
        tapsOf.get(path).push(await tap(url).catch(failed));
      }
      if (trace) {
        log(`trace (CPU ×${LOW_END_CPU_SLOWDOWN}) ${path} (${i + 1}/${rounds})…`);
        tracesOf.get(path).push(await trace(target).catch(failed));
      }
    }
  }
  const label = (url) => scriptLabel(url, partOfPort);
  return targets.map(({ path }) => ({
    ...(lighthouse ? summarizeLowEnd(path, runsOf.get(path)) : { path, cpuSlowdownMultiplier: LOW_END_CPU_SLOWDOWN, loadAverages: [] }),
    ...(lighthouse
      ? {
          mainThread: summarizeMainThread(
            runsOf.get(path).map((r) => r.mainThread),
            { label },
          ),
        }
      : {}),
    ...(tap ? { firstTap: summarizeTaps(tapsOf.get(path)) } : {}),
    ...(trace ? { trace: summarizeTraces(tracesOf.get(path)) } : {}),
  }));
}

/** The first-tap figures of one route: medians of latency and of each part, how many taps a control answered. */
export function summarizeTaps(taps) {
  const ok = taps.filter((t) => !t.error && Number.isFinite(t.latency));
  return {
    latency: summarize(ok.map((t) => t.latency)),
    inputDelay: summarize(ok.map((t) => t.inputDelay)),
    processing: summarize(ok.map((t) => t.processing)),
    presentation: summarize(ok.map((t) => t.presentation)),
    afterFcp: summarize(ok.map((t) => t.afterFcp)),
    answered: ok.filter((t) => t.answered).length,
    runs: taps.length,
    control: ok[0]?.control ?? null,
    errors: taps.filter((t) => t.error).map((t) => t.error),
  };
}

/** One route's low-end row: medians over its runs and the long tasks of its median run. */
export function summarizeLowEnd(path, runs) {
  const typical = medianRun(runs, (r) => r.metrics.tbt);
  return {
    path,
    cpuSlowdownMultiplier: LOW_END_CPU_SLOWDOWN,
    performance: summarize(runs.map((r) => r.performance)),
    tbt: summarize(runs.map((r) => r.metrics.tbt)),
    fcp: summarize(runs.map((r) => r.metrics.fcp)),
    lcp: summarize(runs.map((r) => r.metrics.lcp)),
    cls: summarize(runs.map((r) => r.metrics.cls)),
    cpuBlockingMs: summarize(runs.map((r) => r.cpuBlockingMs)),
    loadAverages: runs.map((r) => r.loadAverage),
    medianRun: typical && {
      tbt: typical.metrics.tbt,
      loadAverage: typical.loadAverage,
      blockingBy: typical.blockingBy,
      cpuBlockingBy: typical.cpuBlockingBy,
      longTasks: typical.longTasks,
    },
  };
}
