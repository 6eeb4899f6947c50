import { describe, expect, it } from 'vitest';
import { interactionOf } from './first-tap.mjs';
import { summarizeTaps } from './low-end.mjs';
import { lowEndRows } from './report.mjs';

const entry = (name, interactionId, startTime, processingStart, processingEnd, duration) => ({
  name,
  interactionId,
  startTime,
  processingStart,
  processingEnd,
  duration,
});

describe('the first tap, as INP counts an interaction', () => {
  it("takes the tap's longest event and splits it into input delay, processing and presentation", () => {
    const tap = interactionOf({
      fcp: 900,
      firstInput: entry('pointerdown', 7, 1900, 1950, 1951, 56),
      events: [
        entry('pointerdown', 7, 1900, 1950, 1951, 56),
        entry('click', 7, 1910, 1960, 2010, 120),
        entry('pointerdown', 9, 3000, 3001, 3002, 200), // a later interaction: not the first tap
        entry('mousemove', 0, 1905, 1905, 1906, 16), // no interaction id: not counted
      ],
    });
    expect(tap).toEqual({ event: 'click', latency: 120, inputDelay: 50, processing: 50, presentation: 20, afterFcp: 1010, under16: false });
  });

  it('an interaction under 16 ms has no event entries: the first-input entry gives it; no input at all is null', () => {
    const tap = interactionOf({ fcp: 800, firstInput: entry('pointerdown', 3, 1800, 1802, 1803, 8), events: [] });
    expect(tap).toMatchObject({ latency: 8, inputDelay: 2, processing: 1, presentation: 5, afterFcp: 1000, under16: true });
    expect(interactionOf({ fcp: 800, firstInput: null, events: [] })).toBeNull();
  });
});

describe('the first-tap row', () => {
  const taps = (...latencies) =>
    latencies.map((latency) => ({ control: 'Menu', latency, inputDelay: latency - 20, processing: 10, presentation: 10, afterFcp: 1000, answered: true }));
  const page = (path, tapRuns) => ({
    path,
    cpuSlowdownMultiplier: 10,
    performance: { median: 80, min: 80, max: 80, runs: 3 },
    tbt: { median: 100, min: 100, max: 100, runs: 3 },
    cpuBlockingMs: null,
    loadAverages: [1, 1, 1],
    firstTap: summarizeTaps(tapRuns),
  });

  it('passes at ≤ 100 ms and ≤ 1.5 × the floor with every tap answered, misses otherwise', () => {
    const rows = lowEndRows([page('floor /', taps(40, 50, 60)), page('/', taps(70, 75, 90)), page('/zones', taps(80, 200, 300))]);
    const tapRow = (path) => rows.find((r) => r[0] === `Low-end (CPU ×10) ${path}: first tap → next paint`);
    expect(tapRow('the floor app').slice(1, 2)).toEqual(['50 ms']);
    expect(tapRow('/')[1]).toBe('75 ms');
    expect(tapRow('/')[4]).toBe('pass');
    expect(tapRow('/zones')[4]).toBe('**miss**');
  });

  it('a tap the control did not answer (HTML not yet hydrated) misses however fast it was', () => {
    const unanswered = taps(30, 30, 30).map((t, i) => ({ ...t, answered: i > 0 }));
    const rows = lowEndRows([page('floor /', taps(40, 50, 60)), page('/', unanswered)]);
    const tapRow = rows.find((r) => r[0] === 'Low-end (CPU ×10) /: first tap → next paint');
    expect(tapRow[2]).toContain('answered 2 of 3');
    expect(tapRow[4]).toBe('**miss**');
  });
});
