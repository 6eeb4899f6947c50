import { describe, expect, it } from 'vitest';
import { INTERVAL_DEFAULTS, clampSettings, initialInterval, resetInterval, startInterval, tickInterval, type IntervalState } from './interval';

describe('interval settings', () => {
  it('defaults to work 30, rest 15, rounds 6', () => {
    expect(INTERVAL_DEFAULTS).toEqual({ work: 30, rest: 15, rounds: 6 });
    expect(initialInterval).toMatchObject({ phase: 'idle', settings: INTERVAL_DEFAULTS });
  });

  it('clamps work and rest to at least 5 and rounds to at least 1', () => {
    expect(clampSettings({ work: 1, rest: 2, rounds: 0 })).toEqual({ work: 5, rest: 5, rounds: 1 });
    expect(clampSettings({ work: -3, rest: Number.NaN, rounds: -2 })).toEqual({ work: 5, rest: 5, rounds: 1 });
    expect(clampSettings({ work: 5, rest: 5, rounds: 1 })).toEqual({ work: 5, rest: 5, rounds: 1 });
    expect(clampSettings({ work: 40, rest: 20.4, rounds: 3 })).toEqual({ work: 40, rest: 20, rounds: 3 });
  });
});

describe('interval sequence', () => {
  it('goes work → rest for each round, then done', () => {
    let s: IntervalState = startInterval({ work: 10, rest: 5, rounds: 2 }, 0);
    const seen: string[] = [`${s.phase}${s.round}`];
    for (let t = 0; t <= 40_000; t += 100) {
      const next = tickInterval(s, t);
      if (next.phase !== s.phase || next.round !== s.round) seen.push(`${next.phase}${next.round}@${t}`);
      s = next;
    }
    expect(seen).toEqual(['work1', 'rest1@10000', 'work2@15000', 'rest2@25000', 'done2@30000']);
    expect(s.secondsLeft).toBe(0);
  });

  it('shows the seconds left in the phase', () => {
    const s = startInterval(INTERVAL_DEFAULTS, 0);
    expect(s.secondsLeft).toBe(30);
    expect(tickInterval(s, 1).secondsLeft).toBe(30);
    expect(tickInterval(s, 1000).secondsLeft).toBe(29);
    expect(tickInterval(s, 31_000)).toMatchObject({ phase: 'rest', secondsLeft: 14 });
  });

  it('runs the clamped minimums: 5 s work, 5 s rest, 1 round', () => {
    const s = startInterval({ work: 1, rest: 1, rounds: 0 }, 0);
    expect(s).toMatchObject({ phase: 'work', round: 1, secondsLeft: 5 });
    expect(tickInterval(s, 5000).phase).toBe('rest');
    expect(tickInterval(s, 9999).phase).toBe('rest');
    expect(tickInterval(s, 10_000).phase).toBe('done');
  });

  it('the default workout is 6 × (30 + 15) s', () => {
    const s = startInterval(INTERVAL_DEFAULTS, 0);
    expect(tickInterval(s, 270_000 - 1)).toMatchObject({ phase: 'rest', round: 6 });
    expect(tickInterval(s, 270_000).phase).toBe('done');
  });

  it('idle and done ignore ticks; Reset returns to idle keeping the settings', () => {
    expect(tickInterval(initialInterval, 5000)).toBe(initialInterval);
    const done = tickInterval(startInterval({ work: 5, rest: 5, rounds: 1 }, 0), 10_000);
    expect(tickInterval(done, 20_000)).toBe(done);
    expect(resetInterval(done)).toMatchObject({ phase: 'idle', settings: { work: 5, rest: 5, rounds: 1 } });
  });
});
