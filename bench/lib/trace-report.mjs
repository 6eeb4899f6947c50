// The rows and the table of "where every millisecond goes" (lib/trace-row.mjs, lib/main-thread.mjs):
// per route, its main-thread work in the first 8 s against the floor app's of the same run, the
// counts behind it, Lighthouse's own breakdown, and what "Other" and the unattributable tasks were.

/** Main-thread CPU time in the first 8 s at CPU ×10, as a multiple of the floor app's in the same run. */
export const MAIN_THREAD_TARGETS = { hubTimesFloor: 3, homeTimesFloor: 2 };
/** Lighthouse performance at CPU ×10: points below the floor app's median, every route. */
export const LOW_END_BELOW_FLOOR = 10;
/** Cumulative layout shift, every route (Lighthouse's, CPU ×10). */
export const LAYOUT_SHIFT_MAX = 0.01;

const PASS = 'pass';
const MISS = '**miss**';
const isHome = (path) => path === '/' || path.endsWith(' /'); // ' /': a --compare build's
const n = (s, digits = 0) => (s ? s.median.toFixed(digits) : '—');
const range = (s, digits = 0) => (s && s.runs > 1 ? `${s.min.toFixed(digits)}–${s.max.toFixed(digits)}` : '');

/** The target rows: main-thread work ×floor, Lighthouse ×10 within 10 points, layout shift. `floorPath`: the floor app's row. */
export function traceRows(lowEnd, floorPath) {
  if (!lowEnd?.length) return [];
  const floor = lowEnd.find((page) => page.path === floorPath);
  const rows = [];
  for (const page of lowEnd) {
    if (page === floor) continue;
    const name = `Low-end (CPU ×${page.cpuSlowdownMultiplier}) ${page.path}`;
    const busy = page.trace?.busyMs;
    const floorBusy = floor?.trace?.busyMs;
    if (busy && floorBusy) {
      const limit = isHome(page.path) ? MAIN_THREAD_TARGETS.homeTimesFloor : MAIN_THREAD_TARGETS.hubTimesFloor;
      const times = busy.median / floorBusy.median;
      rows.push([
        `${name}: main-thread work in the first ${page.trace.windowMs / 1000} s (CPU time, real throttling) / the floor app's`,
        `${times.toFixed(2)} ×`,
        `${n(busy)} ms (${range(busy)}) / floor ${n(floorBusy)} ms; Lighthouse's total ${n(page.mainThread?.total)} / ${n(floor.mainThread?.total)} ms`,
        `≤ ${limit} ×`,
        times <= limit ? PASS : MISS,
      ]);
    }
    if (page.performance && floor?.performance) {
      const below = floor.performance.median - page.performance.median;
      rows.push([
        `${name}: Lighthouse points below the floor (medians, same run)`,
        below.toFixed(0),
        `floor ${floor.performance.median.toFixed(0)}`,
        `≤ ${LOW_END_BELOW_FLOOR}`,
        below <= LOW_END_BELOW_FLOOR ? PASS : MISS,
      ]);
    }
    if (page.cls)
      rows.push([
        `${name}: layout shift (Lighthouse)`,
        page.cls.median.toFixed(3),
        range(page.cls, 3),
        `≤ ${LAYOUT_SHIFT_MAX}`,
        page.cls.max <= LAYOUT_SHIFT_MAX ? PASS : MISS,
      ]);
  }
  return rows;
}

const typesOf = (byType) =>
  Object.entries(byType ?? {})
    .filter(([, s]) => s?.median > 0)
    .sort((a, b) => b[1].median - a[1].median)
    .slice(0, 4)
    .map(([type, s]) => `${type} ${s.median}`)
    .join(', ');

const categoriesOf = (mainThread) =>
  mainThread
    ? Object.entries(mainThread.byCategory)
        .sort((a, b) => b[1].median - a[1].median)
        .slice(0, 4)
        .map(([c, s]) => `${c} ${s.median}`)
        .join(', ')
    : '—';

const scriptsOf = (mainThread) =>
  mainThread
    ? mainThread.byScript
        .slice(0, 4)
        .map((s) => `${s.script} ${s.total.median}`)
        .join(', ')
    : '—';

/** The table under the rows: the counts of each route, then its "other" and unattributable tasks. */
export function traceMarkdown(lowEnd, floorPath) {
  const pages = (lowEnd ?? []).filter((page) => page.trace || page.mainThread);
  if (!pages.length) return [];
  const floor = pages.find((page) => page.path === floorPath);
  const name = (page) => (page === floor ? 'floor app' : page.path);
  const times = (page, f) => (floor && f(floor) && f(page) ? ` (${(f(page).median / f(floor).median).toFixed(1)}×)` : '');
  const head = [
    'route',
    'largest paint, ms',
    'tasks',
    'main thread, CPU ms',
    'microtask checkpoints',
    'event dispatches (top types)',
    'layouts / style recalcs',
    'documents',
    'React commits (ms rendering)',
    'Lighthouse main thread, ms',
    'by category',
    'by script',
  ];
  const lines = [
    '',
    `## Where every millisecond goes (CPU ×${pages[0].cpuSlowdownMultiplier}: a real-throttled trace of the first ${(pages[0].trace?.windowMs ?? 8000) / 1000} s, medians; Lighthouse's breakdown, medians)`,
    '',
    `| ${head.join(' | ')} |`,
    `| ${head.map(() => '---').join(' | ')} |`,
  ];
  for (const page of pages) {
    const t = page.trace;
    const m = page.mainThread;
    lines.push(
      `| ${name(page)} | ${n(t?.lcpMs)} | ${n(t?.tasks)} | ${n(t?.busyMs)}${times(page, (p) => p.trace?.busyMs)} | ${n(t?.microtaskCheckpoints)} | ${n(t?.eventDispatches)} (${typesOf(t?.eventsByType)}) | ${n(t?.layouts)} / ${n(t?.styleRecalcs)} | ${n(t?.documents)} | ${t?.commits ? `${n(t.commits)} (${n(t.commitMs)})` : '—'} | ${n(m?.total)}${times(page, (p) => p.mainThread?.total)} | ${categoriesOf(m)} | ${scriptsOf(m)} |`,
    );
  }
  lines.push('');
  for (const page of pages) {
    const run = page.trace?.medianRun;
    if (!run) continue;
    const other = run.other.byOrigin.map((o) => `${o.origin} ${o.ms} ms (${o.tasks} tasks)`).join('; ');
    const events = run.other.byEvent.map((e) => `${e.event} ${e.ms}`).join(', ');
    const unattributed = run.unattributable.byOrigin.map((o) => `${o.origin} ${o.ms} ms (${o.tasks})`).join('; ');
    lines.push(
      `**${name(page)}** (median run, ${run.busyMs} ms): "other" by where its tasks came from — ${other || 'none'}; by event — ${events || 'none'}. Tasks naming no script or frame (Lighthouse's "Unattributable"): ${run.unattributable.tasks}, ${run.unattributable.ms} ms — ${unattributed || 'none'}.`,
      '',
    );
  }
  return lines;
}
