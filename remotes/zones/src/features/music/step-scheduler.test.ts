import { describe, expect, it } from 'vitest';
import {
  SCHEDULER_INTERVAL_MS,
  SCHEDULER_LOOKAHEAD_S,
  beatSeconds,
  changeStepSeconds,
  createStepClock,
  nextStepTimes,
  sixteenthSeconds,
  type ScheduledStep,
  type StepClock,
} from './step-scheduler';

/** Drive the scheduler like the hook does, with timer wake-ups at the given times (s). */
function drive(clock: StepClock, wakeTimes: number[]) {
  const scheduled: Array<ScheduledStep & { at: number }> = [];
  let c = clock;
  for (const now of wakeTimes) {
    const out = nextStepTimes(c, now, SCHEDULER_LOOKAHEAD_S);
    c = out.clock;
    scheduled.push(...out.steps.map((s) => ({ ...s, at: now })));
  }
  return { scheduled, clock: c };
}

/** A seeded, repeatable random for jittery wake-ups. */
function lcg(seed: number) {
  let s = seed;
  return () => (s = (s * 1664525 + 1013904223) % 2 ** 32) / 2 ** 32;
}

describe('step lengths', () => {
  it('the sequencer step is a quarter of a beat: 60/bpm/4 s', () => {
    expect(sixteenthSeconds(100)).toBeCloseTo(0.15, 12);
    expect(sixteenthSeconds(60)).toBeCloseTo(0.25, 12);
    expect(beatSeconds(96)).toBeCloseTo(0.625, 12);
  });

  it('wakes every 25 ms and looks 100 ms ahead', () => {
    expect(SCHEDULER_INTERVAL_MS).toBe(25);
    expect(SCHEDULER_LOOKAHEAD_S).toBe(0.1);
  });
});

describe('nextStepTimes', () => {
  it('schedules exactly the steps falling before now + lookahead', () => {
    const clock = createStepClock(0.15, 1.0, 16);
    const first = nextStepTimes(clock, 0.95, 0.1);
    expect(first.steps).toEqual([{ step: 0, index: 0, time: 1.0 }]);
    const second = nextStepTimes(first.clock, 1.04, 0.1); // horizon 1.14: step 1 at 1.15 is not yet due
    expect(second.steps).toEqual([]);
    const third = nextStepTimes(second.clock, 1.06, 0.1);
    expect(third.steps.map((s) => s.step)).toEqual([1]);
    expect(third.steps[0]?.time).toBeCloseTo(1.15, 12);
  });

  it('keeps steady step times under jittery timer wake-ups: no drift, no gaps, no doubles, always ahead', () => {
    const random = lcg(42);
    const wakes: number[] = [];
    for (let t = 0; t < 60; t += (10 + random() * 60) / 1000) wakes.push(t); // 10–70 ms apart, never 25 exactly
    const step = sixteenthSeconds(100);
    const { scheduled } = drive(createStepClock(step, 0.05, 16), wakes);
    expect(scheduled.length).toBeGreaterThan(390);
    scheduled.forEach((s, i) => {
      expect(s.step).toBe(i);
      expect(s.index).toBe(i % 16);
      expect(Math.abs(s.time - (0.05 + i * step))).toBeLessThan(1e-9);
      expect(s.time).toBeGreaterThanOrEqual(s.at); // scheduled before it sounds
    });
  });

  it('wraps the playhead index through the 16 steps (4 for the metronome)', () => {
    const wakes = Array.from({ length: 21 }, (_, i) => i * 0.05); // 0 … 1.0 s
    const { scheduled } = drive(createStepClock(0.1, 0, 4), wakes);
    expect(scheduled.map((s) => s.index)).toEqual([0, 1, 2, 3, 0, 1, 2, 3, 0, 1, 2]);
  });

  it('skips steps missed while the tab slept instead of playing a burst, staying on the grid', () => {
    const a = nextStepTimes(createStepClock(0.25, 0, 16), 0, 0.1);
    const late = nextStepTimes(a.clock, 10.2, 0.1);
    expect(late.steps).toHaveLength(1);
    expect(late.steps[0]).toEqual({ step: 41, index: 41 % 16, time: 10.25 });
  });
});

describe('changeStepSeconds', () => {
  it('keeps scheduled steps and spaces the next ones by the new length', () => {
    const a = nextStepTimes(createStepClock(sixteenthSeconds(100), 0, 16), 0, 0.1); // step 0 at 0
    const b = nextStepTimes(a.clock, 0.06, 0.1); // step 1 at 0.15
    const faster = changeStepSeconds(b.clock, sixteenthSeconds(160));
    const { scheduled } = drive(faster, [0.1, 0.2, 0.3, 0.4]);
    const times = scheduled.map((s) => s.time);
    expect(times[0]).toBeCloseTo(0.3, 12); // step 2 still where it was going to be
    for (let i = 1; i < times.length; i += 1) expect((times[i] ?? 0) - (times[i - 1] ?? 0)).toBeCloseTo(sixteenthSeconds(160), 12);
  });

  it('returns the same clock when the length is unchanged', () => {
    const c = createStepClock(0.2, 0, 16);
    expect(changeStepSeconds(c, 0.2)).toBe(c);
  });
});
