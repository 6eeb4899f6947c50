// results.json → the human table (results.md): every figure beside its target and a mark.
import { nextPageRows } from './next-page.mjs';
import { traceMarkdown, traceRows } from './trace-report.mjs';
const KiB = (b) => (b / 1024).toFixed(1);
const ms = (v) => v.toFixed(1);
const PASS = 'pass';
const MISS = '**miss**';
/** The start-up targets (median of the bench's runs, localhost). */
export const TARGETS = { clickWithIntentMs: 20, deepLinkMs: 350, lighthousePerformance: 98, lighthouseBelowFloor: 3 };
/** The low-end targets (CPU slowed 10×, medians of the same run). */
export const LOW_END_TARGETS = { performance: 90, tbtMs: 300, homeBelowFloor: 3 };
/** The first tap at CPU ×10: INP-style latency, and at most this many times the floor app's. */
export const FIRST_TAP_TARGETS = { latencyMs: 100, timesFloor: 1.5 };

/** The floor app's row among the Lighthouse results (measured in the same run, interleaved). */
export const FLOOR_LH_PATH = 'floor /';

function spread(s, fmt) {
  return s && s.runs > 1 ? `${fmt(s.min)}–${fmt(s.max)} (${s.runs} runs)` : s ? `1 run` : '—';
}

export function buildRows(r) {
  const rows = [];
  const add = (metric, s, fmt, unit, target, ok) =>
    rows.push([metric, s ? `${fmt(s.median)} ${unit}`.trim() : 'not available', spread(s, fmt), target, s ? (ok === null ? 'info' : ok ? PASS : MISS) : MISS]);

  if (!r.firstLoad) return [...rows, ...lowEndRows(r.lowEnd), ...traceRows(r.lowEnd, FLOOR_LH_PATH)]; // a --low-end-only run
  add('Build all parts (2 cores)', r.build.seconds, (v) => v.toFixed(1), 's', '≤ 30 s', r.build.seconds && r.build.seconds.median <= 30);

  const fl = r.firstLoad;
  const limit = fl.floor.compressed ? fl.floor.compressed.median * 1.25 : NaN;
  add('First-load JS of `/` (br, as transferred)', fl.shell.compressed, KiB, 'KiB', `≤ 1.25 × floor = ${KiB(limit)} KiB`, fl.shell.compressed?.median <= limit);
  add('First-load JS of `/` (raw)', fl.shell.raw, KiB, 'KiB', '—', null);
  add('Floor app first-load JS (br)', fl.floor.compressed, KiB, 'KiB', '—', null);
  add('Floor app first-load JS (raw)', fl.floor.raw, KiB, 'KiB', '—', null);
  add('Ratio shell / floor (br)', fl.ratio, (v) => v.toFixed(2), '×', '≤ 1.25 ×', fl.ratio?.median <= 1.25);
  // the budgets' static file set must be what Chromium fetched, or their bytes measure something else
  const sameFiles = (label, matches) => rows.push([label, matches ? 'yes' : 'no', '—', 'yes', matches ? PASS : MISS]);
  sameFiles('Static first-load set (budgets) = files Chromium fetched', fl.staticMatchesBrowser);

  const all = r.allJs;
  if (all) {
    add(
      `All JS fetched by \`/\` incl. idle prefetch of the main hubs (gzip -9, ${all.fileCount} files)`,
      all.gzip,
      KiB,
      'KiB',
      '≤ 190 KiB',
      all.gzip?.median <= 190 * 1024,
    );
    add('All JS fetched by `/` incl. idle prefetch (br, as transferred)', all.compressed, KiB, 'KiB', '— (info)', null);
    sameFiles('Static all-JS set (budgets) = files Chromium fetched', all.staticMatchesBrowser);
  }
  for (const e of r.remoteEntries ?? []) {
    rows.push([`${e.name} remote entry (gzip -9)`, `${KiB(e.gzip)} KiB`, 'static', '≤ 10 KiB (public options)', e.gzip <= 10 * 1024 ? PASS : MISS]);
  }

  const rc = r.reactCopies;
  rows.push([
    'React copies in the page (all hubs visited)',
    rc ? String(rc.copies) : 'not available',
    rc ? `scripts: ${rc.scriptCount}, renderers' internals: ${rc.reactInternals}` : '—',
    '= 1',
    rc && rc.copies === 1 ? PASS : MISS,
  ]);

  for (const hub of r.hubs) {
    add(
      `Click → ${hub.path} h1, intent prefetch`,
      hub.clickPrefetch,
      ms,
      'ms',
      `≤ ${TARGETS.clickWithIntentMs} ms`,
      hub.clickPrefetch?.median <= TARGETS.clickWithIntentMs,
    );
  }
  for (const hub of r.hubs) {
    add(`Click → ${hub.path} h1, no prefetch`, hub.clickCold, ms, 'ms', '— (info)', null);
  }
  for (const hub of r.hubs) {
    add(`Cold deep link ${hub.path} → h1`, hub.deepLink, ms, 'ms', `≤ ${TARGETS.deepLinkMs} ms`, hub.deepLink?.median <= TARGETS.deepLinkMs);
  }
  const floorLh = r.lighthouse?.find((page) => page.path === FLOOR_LH_PATH);
  for (const page of r.lighthouse ?? []) {
    const score = (v) => v.toFixed(0);
    if (page === floorLh) {
      add(`Lighthouse performance, the floor app`, page.performance, score, '', '— (the reference)', null);
      continue;
    }
    add(
      `Lighthouse performance ${page.path}`,
      page.performance,
      score,
      '',
      `≥ ${TARGETS.lighthousePerformance}`,
      page.performance?.median >= TARGETS.lighthousePerformance,
    );
    if (floorLh) {
      const below = floorLh.performance.median - page.performance.median;
      rows.push([
        `Lighthouse performance ${page.path}: points below the floor (medians, same run)`,
        score(below),
        `floor ${score(floorLh.performance.median)}`,
        `≤ ${TARGETS.lighthouseBelowFloor}`,
        below <= TARGETS.lighthouseBelowFloor ? PASS : MISS,
      ]);
    }
    add(`Lighthouse accessibility ${page.path}`, page.accessibility, score, '', '= 100', page.accessibility?.median === 100 && page.accessibility?.min === 100);
    add(`Lighthouse best practices ${page.path}`, page.bestPractices, score, '', '— (info)', null);
  }
  rows.push(...nextPageRows(r.nextPage));
  rows.push(...lowEndRows(r.lowEnd), ...traceRows(r.lowEnd, FLOOR_LH_PATH));
  const seq = r.sequencer;
  if (seq?.available) {
    rows.push([
      'Sequencer jitter max |actual − ideal| (busy main thread)',
      `${ms(seq.maxMs)} ms`,
      `${seq.steps} steps`,
      '≤ 2 ms',
      seq.maxMs <= 2 ? PASS : MISS,
    ]);
    rows.push(['Sequencer jitter p95', `${ms(seq.p95Ms)} ms`, `${seq.steps} steps`, '≤ 2 ms', seq.p95Ms <= 2 ? PASS : MISS]);
    if (seq.minLeadMs !== undefined && seq.minLeadMs !== null) {
      // a note scheduled after its time sounds late however exact its scheduled time is
      rows.push([
        'Sequencer: smallest look-ahead lead (late steps)',
        `${ms(seq.minLeadMs)} ms`,
        `${seq.lateSteps} late of ${seq.steps}`,
        '> 0 ms',
        seq.minLeadMs > 0 ? PASS : MISS,
      ]);
    }
  } else {
    rows.push(['Sequencer jitter (max, p95)', 'not available', seq?.reason ?? '—', '≤ 2 ms', 'n/a']);
  }
  return rows;
}

/**
 * The low-end profile's rows: per route its median performance (≥ 90) and total
 * blocking time (≤ 300 ms); `/` also within 3 points of the floor app of the same run.
 */
export function lowEndRows(lowEnd) {
  if (!lowEnd?.length) return [];
  const rows = [];
  const label = (path) => `Low-end (CPU ×${lowEnd[0].cpuSlowdownMultiplier}) ${path}`;
  const figure = (s, unit = '') => (s ? `${s.median.toFixed(0)}${unit}` : 'not available');
  const range = (s) => spread(s, (v) => v.toFixed(0));
  const mark = (ok) => (ok ? PASS : MISS);
  const floor = lowEnd.find((page) => page.path === FLOOR_LH_PATH);
  for (const page of lowEnd) {
    // a --trace-only run has no Lighthouse figures: its rows are the trace's (lib/trace-report.mjs)
    if (!('performance' in page)) continue;
    const { performance: perf, tbt, cpuBlockingMs: cpu } = page;
    const name = label(page === floor ? 'the floor app' : page.path);
    const reference = page === floor ? ['— (the reference)', 'info'] : null;
    rows.push([
      `${name}: performance`,
      figure(perf),
      range(perf),
      ...(reference ?? [`≥ ${LOW_END_TARGETS.performance}`, mark(perf?.median >= LOW_END_TARGETS.performance)]),
    ]);
    rows.push([
      `${name}: total blocking time`,
      figure(tbt, ' ms'),
      `${range(tbt)}; load avg ${page.loadAverages.join(' / ')}`,
      ...(reference ?? [`≤ ${LOW_END_TARGETS.tbtMs} ms`, mark(tbt?.median <= LOW_END_TARGETS.tbtMs)]),
    ]);
    // Lighthouse simulates from wall times, which on a shared machine hold the waiting for a
    // core; the same sum over the trace's CPU times leaves that out (read levers A/B with it)
    rows.push([`${name}: blocking time from the trace's CPU time`, figure(cpu, ' ms'), range(cpu), '— (info: the machine’s waiting left out)', 'info']);
    rows.push(...firstTapRow(name, page.firstTap, page === floor ? null : floor?.firstTap));
    const isHome = page !== floor && (page.path === '/' || page.path.endsWith(' /')); // ' /': a --compare build's
    if (isHome && floor?.performance && perf) {
      const below = floor.performance.median - perf.median;
      rows.push([
        `${name}: points below the floor (medians, same run)`,
        below.toFixed(0),
        `floor ${floor.performance.median.toFixed(0)}`,
        `≤ ${LOW_END_TARGETS.homeBelowFloor}`,
        mark(below <= LOW_END_TARGETS.homeBelowFloor),
      ]);
    }
  }
  return rows;
}

/**
 * The first tap's row (lib/first-tap.mjs): the median latency to the next paint with its parts,
 * how many taps the control answered (a tap on HTML not yet React's does nothing), and the target:
 * ≤ 100 ms and ≤ 1.5 × the floor app's median of the same run.
 */
function firstTapRow(name, tap, floorTap) {
  if (!tap) return [];
  const part = (s) => (s ? s.median.toFixed(0) : '—');
  const latency = tap.latency;
  const detail = latency
    ? `${spread(latency, (v) => v.toFixed(0))}; input delay ${part(tap.inputDelay)} + processing ${part(tap.processing)} + presentation ${part(tap.presentation)} ms; tapped ${part(tap.afterFcp)} ms after FCP; "${tap.control}" answered ${tap.answered} of ${tap.runs}`
    : `errors: ${tap.errors.join('; ')}`;
  if (!floorTap)
    return [[`${name}: first tap → next paint`, latency ? `${latency.median.toFixed(0)} ms` : 'not available', detail, '— (the reference)', 'info']];
  const limit = Math.min(FIRST_TAP_TARGETS.latencyMs, (floorTap.latency?.median ?? NaN) * FIRST_TAP_TARGETS.timesFloor);
  const ok = latency && latency.median <= limit && tap.answered === tap.runs;
  return [
    [
      `${name}: first tap → next paint`,
      latency ? `${latency.median.toFixed(0)} ms` : 'not available',
      detail,
      `≤ ${FIRST_TAP_TARGETS.latencyMs} ms and ≤ ${FIRST_TAP_TARGETS.timesFloor} × floor (= ${Number.isFinite(limit) ? limit.toFixed(0) : '—'} ms), every tap answered`,
      ok ? PASS : MISS,
    ],
  ];
}

/**
 * The long tasks behind each route's blocking time, from its median run's trace: where the
 * blocking goes by script × phase (CPU time: what a free core would take; wall time: what
 * Lighthouse's simulation saw, the shared machine's waiting included), then its longest tasks.
 */
export function lowEndTasksMarkdown(lowEnd) {
  if (!lowEnd?.length) return [];
  const lines = ['', `## Low-end profile: the long tasks behind the blocking time (median run of each route, CPU ×${lowEnd[0].cpuSlowdownMultiplier})`, ''];
  for (const page of lowEnd) {
    const run = page.medianRun;
    if (!run) continue;
    lines.push(
      `**${page.path}** — total blocking time ${Math.round(run.tbt)} ms (load avg ${run.loadAverage}); blocking by script · phase, CPU time: ${describe(run.cpuBlockingBy)}; wall time: ${describe(run.blockingBy)}.`,
    );
    for (const task of run.longTasks.slice(0, 3)) {
      const what = task.scriptPhasesCpu.map((p) => `${p.url} · ${p.phase} ${p.ms} ms`).join('; ');
      lines.push(
        `- at ${Math.round(task.startMs)} ms${task.afterFcp ? '' : ' (before first paint)'}: ${task.wallMs} ms wall / ${task.cpuMs} ms CPU (×${page.cpuSlowdownMultiplier} ≈ ${Math.round(task.cpuEstimatedMs)} ms) — ${what || 'no script'}`,
      );
    }
    lines.push('');
  }
  return lines;
}

function describe(pairs) {
  return pairs?.length
    ? pairs
        .slice(0, 4)
        .map((p) => `${p.what} ${p.ms} ms`)
        .join(', ')
    : 'none';
}

export function toMarkdown(r) {
  const rows = buildRows(r);
  const head = ['Metric', 'Median', 'Spread (min–max)', 'Target', 'Mark'];
  const lines = [
    `# Naturverse bench — ${r.date}`,
    '',
    `Chromium ${r.env.chromium}, Node ${r.env.node}, ${r.env.cpus} CPUs (load average at start ${r.env.loadAverageAtStart?.join(' / ')}${r.env.loadAverageAtEnd ? `, at end ${r.env.loadAverageAtEnd.join(' / ')}` : ''}); localhost, no throttling (Lighthouse: mobile, simulated throttling${r.lowEnd ? `; low-end rows: the CPU slowed ${r.lowEnd[0].cpuSlowdownMultiplier}×` : ''}).`,
    '',
    `| ${head.join(' | ')} |`,
    `| ${head.map(() => '---').join(' | ')} |`,
    ...rows.map((row) => `| ${row.join(' | ')} |`),
    '',
    `Passed ${rows.filter((x) => x[4] === PASS).length}, missed ${rows.filter((x) => x[4] === MISS).length}, info/n.a. ${rows.filter((x) => x[4] !== PASS && x[4] !== MISS).length}.`,
    ...traceMarkdown(r.lowEnd, FLOOR_LH_PATH),
    ...lowEndTasksMarkdown(r.lowEnd),
  ];
  return lines.join('\n') + '\n';
}
