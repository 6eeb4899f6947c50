// The low-end profile: Lighthouse mobile with the CPU slowed 10×, the floor
// app and the routes interleaved round by round (floor, each route, again), so the machine's
// load moves all of them alike; medians per route, and the long tasks of the run whose total
// blocking time is the median one (a real run, not a blend of runs).
import { LOW_END_CPU_SLOWDOWN, runLighthouse } from './lighthouse.mjs';
import { summarize } from './stats.mjs';

/**
 * Runs every target `rounds` times, interleaved; `targets`: [{ path, url }], the floor first.
 * `tap(url)` (lib/first-tap.mjs), when given, measures the first tap after each Lighthouse run of
 * the same target, so the tap rounds are interleaved the same way.
 */
export async function measureLowEnd({ targets, rounds, partOfPort, tap = null, log = () => {} }) {
  const runsOf = new Map(targets.map((t) => [t.path, []]));
  const tapsOf = new Map(targets.map((t) => [t.path, []]));
  for (let i = 0; i < rounds; i++) {
    for (const { path, url } of targets) {
      log(`lighthouse low-end (CPU ×${LOW_END_CPU_SLOWDOWN}) ${path} (${i + 1}/${rounds})…`);
      runsOf.get(path).push(await runLighthouse(url, { cpuSlowdownMultiplier: LOW_END_CPU_SLOWDOWN, partOfPort }));
      if (!tap) continue;
      log(`first tap (CPU ×${LOW_END_CPU_SLOWDOWN}) ${path} (${i + 1}/${rounds})…`);
      tapsOf.get(path).push(await tap(url).catch((error) => ({ error: String(error?.message ?? error) })));
    }
  }
  return targets.map(({ path }) => ({ ...summarizeLowEnd(path, runsOf.get(path)), ...(tap ? { firstTap: summarizeTaps(tapsOf.get(path)) } : {}) }));
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

/** The run whose value is the median one (the lower middle of an even count). */
export function medianRun(runs, valueOf) {
  const sorted = runs.filter((r) => Number.isFinite(valueOf(r))).sort((a, b) => valueOf(a) - valueOf(b));
  return sorted.length ? sorted[Math.floor((sorted.length - 1) / 2)] : null;
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
