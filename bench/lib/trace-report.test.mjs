import { describe, expect, it } from 'vitest';
import { summarize } from './stats.mjs';
import { traceMarkdown, traceRows } from './trace-report.mjs';

const FLOOR = 'floor /';
const stat = (...v) => summarize(v);
const page = (path, busy, performance, cls = 0) => ({
  path,
  cpuSlowdownMultiplier: 10,
  performance: stat(performance),
  cls: stat(cls, cls),
  mainThread: { total: stat(busy * 4), byCategory: { Other: stat(busy) }, byScript: [{ script: 'Unattributable', total: stat(busy / 2) }] },
  trace: {
    windowMs: 8000,
    lcpMs: stat(4200),
    tasks: stat(100),
    busyMs: stat(busy, busy + 10, busy - 10),
    microtaskCheckpoints: stat(12),
    eventDispatches: stat(40),
    eventsByType: { load: stat(20), readystatechange: stat(12) },
    layouts: stat(9),
    styleRecalcs: stat(7),
    documents: stat(3),
    commits: stat(11),
    commitMs: stat(370),
    medianRun: {
      busyMs: busy,
      other: {
        byOrigin: [{ origin: 'background_url_loader.cc PostTaskToMainThread', tasks: 60, ms: 420 }],
        byEvent: [{ event: 'ThreadControllerImpl::RunTask', ms: 600 }],
      },
      unattributable: { tasks: 400, ms: 1000, byOrigin: [{ origin: 'body.cc ResolveLater', tasks: 3, ms: 190 }] },
    },
  },
});
const lowEnd = [page(FLOOR, 1000, 80), page('/', 2500, 72), page('/zones', 2900, 65, 0.02)];
const row = (rows, start) => rows.find((r) => r[0].startsWith(start));

describe('where every millisecond goes: rows and table', () => {
  const rows = traceRows(lowEnd, FLOOR);

  it('marks main-thread work against 2 × the floor on `/` and 3 × on a hub route', () => {
    expect(row(rows, 'Low-end (CPU ×10) /: main-thread work').slice(1)).toEqual([
      '2.50 ×',
      '2500 ms (2490–2510) / floor 1000 ms; Lighthouse\u2019s total 10000 / 4000 ms'.replace('\u2019', "'"),
      '≤ 2 ×',
      '**miss**',
    ]);
    expect(row(rows, 'Low-end (CPU ×10) /zones: main-thread work').slice(3)).toEqual(['≤ 3 ×', 'pass']);
  });

  it('marks Lighthouse within 10 points of the floor and layout shift ≤ 0.01 on every route', () => {
    expect(row(rows, 'Low-end (CPU ×10) /: Lighthouse points below').slice(1)).toEqual(['8', 'floor 80', '≤ 10', 'pass']);
    expect(row(rows, 'Low-end (CPU ×10) /zones: Lighthouse points below')[4]).toBe('**miss**');
    expect(row(rows, 'Low-end (CPU ×10) /: layout shift')[4]).toBe('pass');
    expect(row(rows, 'Low-end (CPU ×10) /zones: layout shift')[4]).toBe('**miss**');
    expect(rows.some((r) => r[0].startsWith(`Low-end (CPU ×10) ${FLOOR}`))).toBe(false); // the reference has no row of its own
  });

  it('has no rows without a floor or without the trace', () => {
    expect(traceRows([page('/', 2500, 72)], FLOOR)).toEqual([row(rows, 'Low-end (CPU ×10) /: layout shift')]);
    expect(traceRows(undefined, FLOOR)).toEqual([]);
  });

  it('tables each route’s counts beside the floor’s, then what its "other" and unattributable tasks were', () => {
    const md = traceMarkdown(lowEnd, FLOOR).join('\n');
    expect(md).toContain(
      '| floor app | 4200 | 100 | 1000 (1.0×) | 12 | 40 (load 20, readystatechange 12) | 9 / 7 | 3 | 11 (370) | 4000 (1.0×) | Other 1000 | Unattributable 500 |',
    );
    expect(md).toContain('| /zones | 4200 | 100 | 2900 (2.9×) |');
    expect(md).toContain(
      '**/zones** (median run, 2900 ms): "other" by where its tasks came from — background_url_loader.cc PostTaskToMainThread 420 ms (60 tasks); by event — ThreadControllerImpl::RunTask 600. Tasks naming no script or frame (Lighthouse\'s "Unattributable"): 400, 1000 ms — body.cc ResolveLater 190 ms (3).',
    );
  });
});
