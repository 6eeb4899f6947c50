import { describe, expect, it } from 'vitest';
import { medianRun, summarizeLowEnd } from './low-end.mjs';
import { summarize } from './stats.mjs';

const run = (performance, tbt, loadAverage = 2) => ({
  performance,
  loadAverage,
  metrics: { tbt, fcp: 1000, lcp: 2000 },
  cpuBlockingMs: tbt / 2,
  blockingBy: [{ what: `run with ${tbt}`, ms: tbt }],
  cpuBlockingBy: [],
  longTasks: [],
});

describe('the low-end profile: medians over interleaved runs', () => {
  it('takes medians, odd and even counts, and ignores runs without a figure', () => {
    expect(summarize([3, 1, 2]).median).toBe(2);
    expect(summarize([4, 1, 3, 2]).median).toBe(2.5);
    expect(summarize([5, null, NaN, 1]).median).toBe(3);
    expect(summarize([null])).toBeNull();
  });

  it('keeps the long tasks of the run with the median blocking time, a real run', () => {
    expect(medianRun([run(90, 700), run(95, 120), run(80, 300)], (r) => r.metrics.tbt).metrics.tbt).toBe(300);
    expect(medianRun([run(90, 700), run(95, 120)], (r) => r.metrics.tbt).metrics.tbt).toBe(120); // the lower middle
    expect(medianRun([], (r) => r.metrics.tbt)).toBeNull();
  });

  it('summarizes one route: performance and blocking medians, the load average of every run', () => {
    const row = summarizeLowEnd('/zones', [run(90, 700, 5.1), run(95, 120, 3.2), run(80, 300, 4)]);
    expect(row.performance.median).toBe(90);
    expect(row.tbt.median).toBe(300);
    expect(row.cpuBlockingMs.median).toBe(150);
    expect(row.loadAverages).toEqual([5.1, 3.2, 4]);
    expect(row.medianRun.blockingBy).toEqual([{ what: 'run with 300', ms: 300 }]);
    expect(row.medianRun.loadAverage).toBe(4);
  });
});
