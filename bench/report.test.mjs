// The bench table's Lighthouse rows: each route is read against the floor app measured in the
// same run, passing within 3 points of it and missing beyond.
import { describe, expect, it } from 'vitest';
import { FLOOR_LH_PATH, buildRows, lowEndRows, lowEndTasksMarkdown } from './lib/report.mjs';

const stat = (median) => ({ median, min: median, max: median, runs: 3 });
const lighthouse = (path, performance) => ({ path, performance: stat(performance), accessibility: stat(100), bestPractices: stat(100) });
const results = (pages) => ({
  build: { seconds: stat(20) },
  firstLoad: {
    shell: { compressed: stat(88_000), raw: stat(300_000) },
    floor: { compressed: stat(71_000), raw: stat(230_000) },
    ratio: stat(1.24),
    staticMatchesBrowser: true,
  },
  hubs: [],
  lighthouse: pages,
  sequencer: { available: false, reason: 'not measured here' },
});
const row = (rows, start) => rows.find((r) => r[0].startsWith(start));

describe('Lighthouse rows against the floor', () => {
  it('gives each route its points below the floor of the same run: within 3 passes, beyond misses', () => {
    const rows = buildRows(results([lighthouse(FLOOR_LH_PATH, 96), lighthouse('/', 94), lighthouse('/zones', 92)]));
    expect(row(rows, 'Lighthouse performance, the floor app').slice(1, 2)).toEqual(['96']);
    expect(row(rows, 'Lighthouse performance /: points below the floor')).toEqual([
      'Lighthouse performance /: points below the floor (medians, same run)',
      '2',
      'floor 96',
      '≤ 3',
      'pass',
    ]);
    expect(row(rows, 'Lighthouse performance /zones: points below the floor').slice(1)).toEqual(['4', 'floor 96', '≤ 3', '**miss**']);
  });

  it('has no floor rows when the floor was not measured (an older results.json)', () => {
    const rows = buildRows(results([lighthouse('/', 99)]));
    expect(rows.some((r) => r[0].startsWith('Lighthouse') && r[0].includes('floor'))).toBe(false);
    expect(row(rows, 'Lighthouse performance /')[4]).toBe('pass');
  });
});

describe('low-end rows (CPU slowed 10×)', () => {
  const page = (path, performance, tbt) => ({
    path,
    cpuSlowdownMultiplier: 10,
    performance: stat(performance),
    tbt: stat(tbt),
    loadAverages: [3.1, 2.9, 3.4],
    cpuBlockingMs: stat(tbt / 4),
    medianRun: {
      tbt,
      loadAverage: 3.1,
      cpuBlockingBy: [{ what: 'shell /static/js/async/lib-react.js · script evaluation', ms: 120 }],
      blockingBy: [{ what: 'shell /static/js/async/lib-react.js · script evaluation', ms: 240 }],
      longTasks: [
        {
          startMs: 1687.7,
          wallMs: 40,
          cpuMs: 30,
          cpuEstimatedMs: 300,
          afterFcp: true,
          scriptPhasesCpu: [{ url: 'shell /static/js/async/lib-react.js', phase: 'script evaluation', ms: 25 }],
        },
      ],
    },
  });
  const lowEnd = [page(FLOOR_LH_PATH, 97, 50), page('/', 93, 280), page('/zones', 88, 420)];

  it('marks each route against ≥ 90 and ≤ 300 ms, and `/` against the floor of the same run', () => {
    const rows = lowEndRows(lowEnd);
    expect(row(rows, 'Low-end (CPU ×10) the floor app: performance').slice(1)).toEqual(['97', '97–97 (3 runs)', '— (the reference)', 'info']);
    expect(row(rows, 'Low-end (CPU ×10) /: performance').slice(1)).toEqual(['93', '93–93 (3 runs)', '≥ 90', 'pass']);
    expect(row(rows, 'Low-end (CPU ×10) /: total blocking time').slice(1)).toEqual([
      '280 ms',
      '280–280 (3 runs); load avg 3.1 / 2.9 / 3.4',
      '≤ 300 ms',
      'pass',
    ]);
    expect(row(rows, 'Low-end (CPU ×10) /: points below the floor').slice(1)).toEqual(['4', 'floor 97', '≤ 3', '**miss**']);
    expect(row(rows, "Low-end (CPU ×10) /: blocking time from the trace's CPU time").slice(1, 2)).toEqual(['70 ms']);
    expect(row(rows, 'Low-end (CPU ×10) /zones: performance')[4]).toBe('**miss**');
    expect(row(rows, 'Low-end (CPU ×10) /zones: total blocking time')[4]).toBe('**miss**');
    expect(rows.some((r) => r[0].startsWith('Low-end (CPU ×10) /zones: points below'))).toBe(false);
  });

  it('sits beside the default rows in the full table, and alone in a --low-end-only run', () => {
    const full = buildRows({ ...results([lighthouse(FLOOR_LH_PATH, 99), lighthouse('/', 98)]), lowEnd });
    expect(row(full, 'Lighthouse performance /')).toBeTruthy();
    expect(row(full, 'Low-end (CPU ×10) /: performance')).toBeTruthy();
    const only = buildRows({ lowEnd });
    expect(only.every((r) => r[0].startsWith('Low-end'))).toBe(true);
    expect(only).toHaveLength(12); // 3 per route, `/` against the floor's 3 points, each route's 10 points (lib/trace-report.mjs)
  });

  it('lists each route’s blocking by script · phase and its longest tasks', () => {
    const md = lowEndTasksMarkdown(lowEnd).join('\n');
    expect(md).toContain(
      '**/zones** — total blocking time 420 ms (load avg 3.1); blocking by script · phase, CPU time: shell /static/js/async/lib-react.js · script evaluation 120 ms',
    );
    expect(md).toContain('- at 1688 ms: 40 ms wall / 30 ms CPU (×10 ≈ 300 ms) — shell /static/js/async/lib-react.js · script evaluation 25 ms');
  });
});
