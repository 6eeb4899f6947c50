import { describe, expect, it } from 'vitest';
import {
  BOX_PATTERN,
  DEFAULT_CUSTOM_TEXT,
  FOUR_SEVEN_EIGHT,
  customPattern,
  initialBreath,
  loadPattern,
  parseCustomPattern,
  startBreath,
  stopBreath,
  tickBreath,
} from './breath';

const secs = (p: { phases: { seconds: number }[] }) => p.phases.map((x) => x.seconds);

describe('breath patterns', () => {
  it('Box is 4-4-4-4 and 4-7-8 is inhale 4, hold 7, exhale 8', () => {
    expect(secs(BOX_PATTERN)).toEqual([4, 4, 4, 4]);
    expect(FOUR_SEVEN_EIGHT.phases).toEqual([
      { name: 'Inhale', seconds: 4 },
      { name: 'Hold', seconds: 7 },
      { name: 'Exhale', seconds: 8 },
    ]);
  });

  it('the custom text defaults to 5,5,5,5', () => {
    expect(DEFAULT_CUSTOM_TEXT).toBe('5,5,5,5');
    expect(parseCustomPattern(DEFAULT_CUSTOM_TEXT)).toEqual([5, 5, 5, 5]);
  });
});

describe('custom pattern parsing', () => {
  it('reads comma-separated seconds', () => {
    expect(parseCustomPattern('3, 6 ,9')).toEqual([3, 6, 9]);
  });
  it('makes every value at least 1', () => {
    expect(parseCustomPattern('0,-4,2')).toEqual([1, 1, 2]);
  });
  it('turns non-numbers into 1', () => {
    expect(parseCustomPattern('abc,4,x7')).toEqual([1, 4, 1]);
  });
  it('ignores the load with fewer than 2 values', () => {
    expect(parseCustomPattern('6')).toBeNull();
    expect(parseCustomPattern('')).toBeNull();
    expect(parseCustomPattern('  ')).toBeNull();
  });
  it('counts a blank entry as a non-number, so it becomes 1 (spec §5)', () => {
    expect(parseCustomPattern('4,')).toEqual([4, 1]);
    expect(parseCustomPattern(',')).toEqual([1, 1]);
    expect(parseCustomPattern('3,,5')).toEqual([3, 1, 5]);
  });
  it('rounds fractions to whole seconds', () => {
    expect(parseCustomPattern('2.4,2.6')).toEqual([2, 3]);
  });
  it('names phases for 2, 3 and 4+ values', () => {
    expect(customPattern([3, 4]).phases.map((p) => p.name)).toEqual(['Inhale', 'Exhale']);
    expect(customPattern([3, 4, 5]).phases.map((p) => p.name)).toEqual(['Inhale', 'Hold', 'Exhale']);
    expect(customPattern([1, 2, 3, 4, 5]).phases.map((p) => p.name)).toEqual(['Inhale', 'Hold', 'Exhale', 'Hold', 'Inhale']);
  });
});

describe('breath coach cycle', () => {
  it('is stopped at first, showing the first phase', () => {
    expect(initialBreath()).toMatchObject({ running: false, phaseIndex: 0, secondsLeft: 4 });
    expect(tickBreath(initialBreath(), 99_999)).toEqual(initialBreath());
  });

  it('counts the seconds left and moves through the phases, cycling endlessly', () => {
    let s = startBreath(initialBreath(FOUR_SEVEN_EIGHT), 0);
    expect(s).toMatchObject({ running: true, phaseIndex: 0, secondsLeft: 4 });
    s = tickBreath(s, 1000);
    expect(s.secondsLeft).toBe(3);
    s = tickBreath(s, 3999);
    expect(s).toMatchObject({ phaseIndex: 0, secondsLeft: 1 });
    s = tickBreath(s, 4000);
    expect(s).toMatchObject({ phaseIndex: 1, secondsLeft: 7 });
    s = tickBreath(s, 11_000);
    expect(s).toMatchObject({ phaseIndex: 2, secondsLeft: 8 });
    s = tickBreath(s, 19_000); // one full cycle of 19 s: back to Inhale
    expect(s).toMatchObject({ phaseIndex: 0, secondsLeft: 4 });
    s = tickBreath(s, 19_000 * 50 + 4000); // many cycles later, still going
    expect(s).toMatchObject({ running: true, phaseIndex: 1 });
  });

  it('Stop returns to the first phase; loading a pattern stops and switches', () => {
    const running = tickBreath(startBreath(initialBreath(), 0), 5000);
    expect(stopBreath(running)).toEqual(initialBreath(BOX_PATTERN));
    const custom = customPattern([2, 3]);
    expect(loadPattern(running, custom)).toMatchObject({ pattern: custom, running: false, secondsLeft: 2 });
  });
});
