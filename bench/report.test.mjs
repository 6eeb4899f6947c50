// The bench table's Lighthouse rows: each route is read against the floor app measured in the
// same run (issue 25 item 6), passing within 3 points of it and missing beyond.
import { describe, expect, it } from 'vitest';
import { FLOOR_LH_PATH, buildRows } from './lib/report.mjs';

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
