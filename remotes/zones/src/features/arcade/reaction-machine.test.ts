import { describe, expect, it } from 'vitest';
import {
  REACTION_ROUNDS,
  WAIT_MAX_MS,
  WAIT_MIN_MS,
  averageMs,
  initialReaction,
  randomWaitMs,
  resetReaction,
  retryReaction,
  tapReaction,
  tickReaction,
  type ReactionState,
} from './reaction-machine';
import { callAt, type TimerHost } from '../../lib/deadline';

const fixed = (value: number) => () => value;

describe('reaction timer: wait range', () => {
  it('waits 800 ms at the lowest random and 2600 ms at the highest', () => {
    expect(WAIT_MIN_MS).toBe(800);
    expect(WAIT_MAX_MS).toBe(2600);
    expect(randomWaitMs(fixed(0))).toBe(800);
    expect(randomWaitMs(fixed(0.9999999999))).toBe(2600);
    expect(randomWaitMs(fixed(0.5))).toBe(1700);
  });

  it('never leaves 800–2600 ms, even for odd random sources', () => {
    for (const r of [-1, 0, 0.1, 0.33, 0.77, 0.999, 1, 5]) {
      const ms = randomWaitMs(fixed(r));
      expect(ms).toBeGreaterThanOrEqual(800);
      expect(ms).toBeLessThanOrEqual(2600);
      expect(Number.isInteger(ms)).toBe(true);
    }
  });
});

describe('reaction timer: transitions', () => {
  it('starts idle with no results', () => {
    expect(initialReaction).toEqual({ phase: 'idle', results: [] });
  });

  it('idle → wait on a tap, with the go moment after the random wait', () => {
    const { state, recordedMs } = tapReaction(initialReaction, 1000, fixed(0));
    expect(state).toEqual({ phase: 'wait', results: [], goAt: 1800 });
    expect(recordedMs).toBeNull();
  });

  it('wait → go exactly when the wait is over, not before', () => {
    const wait: ReactionState = { phase: 'wait', results: [], goAt: 1800 };
    expect(tickReaction(wait, 1799).phase).toBe('wait');
    expect(tickReaction(wait, 1800).phase).toBe('go');
  });

  it('a tap during wait is too soon and records nothing; Try again waits again keeping results', () => {
    const wait: ReactionState = { phase: 'wait', results: [250], goAt: 5000 };
    const { state, recordedMs } = tapReaction(wait, 4000, fixed(0));
    expect(state).toEqual({ phase: 'tooSoon', results: [250] });
    expect(recordedMs).toBeNull();
    expect(tapReaction(state, 4100, fixed(0)).state).toBe(state); // the pad ignores taps until Try again
    expect(retryReaction(state, 6000, fixed(0))).toEqual({ phase: 'wait', results: [250], goAt: 6800 });
  });

  it('a tap during go records the ms and starts the next round', () => {
    const go: ReactionState = { phase: 'go', results: [], goAt: 1800 };
    const { state, recordedMs } = tapReaction(go, 2031, fixed(1 / 1801));
    expect(recordedMs).toBe(231);
    expect(state).toEqual({ phase: 'wait', results: [231], goAt: 2031 + 801 });
  });

  it('a tap after the go moment counts even if no tick has shown go yet', () => {
    const wait: ReactionState = { phase: 'wait', results: [], goAt: 1800 };
    expect(tapReaction(wait, 1900, fixed(0)).recordedMs).toBe(100);
  });

  it('five recorded rounds reach done with the 5 times; Reset returns to idle', () => {
    let state: ReactionState = initialReaction;
    let now = 0;
    state = tapReaction(state, now, fixed(0)).state;
    const times = [200, 300, 250, 410, 340];
    for (const ms of times) {
      expect(state.phase).toBe('wait');
      now = (state as { goAt: number }).goAt;
      state = tickReaction(state, now);
      expect(state.phase).toBe('go');
      now += ms;
      state = tapReaction(state, now, fixed(0)).state;
    }
    expect(REACTION_ROUNDS).toBe(5);
    expect(state).toEqual({ phase: 'done', results: times });
    expect(averageMs(state.results)).toBe(300);
    expect(tapReaction(state, now + 10, fixed(0)).state).toBe(state);
    expect(resetReaction()).toEqual({ phase: 'idle', results: [] });
  });

  it('Try again does nothing outside tooSoon; ticks do nothing outside wait', () => {
    expect(retryReaction(initialReaction, 0, fixed(0))).toBe(initialReaction);
    expect(tickReaction(initialReaction, 99999)).toBe(initialReaction);
  });
});

describe('reaction timer: results', () => {
  it('averages to whole ms, none without results', () => {
    expect(averageMs([])).toBeNull();
    expect(averageMs([100, 101])).toBe(101);
    expect(averageMs([200, 300, 250, 410, 340])).toBe(300);
  });
});

describe('reaction timer: the wait timer with fractional go moments', () => {
  it('turns green on its own in every round, even when timers fire a fraction early', () => {
    // a browser-like host: delays truncated to whole ms, callbacks 0.3 ms early
    let now = 1000.37;
    const queue: Array<{ at: number; cb: () => void }> = [];
    const host: TimerHost = {
      now: () => now,
      setTimeout: (cb, ms) => queue.push({ at: now + Math.trunc(ms) - 0.3, cb }),
      clearTimeout: () => undefined,
    };
    let seed = 7;
    const random = () => (seed = (seed * 16807) % 2147483647) / 2147483647;
    let state: ReactionState = tapReaction(initialReaction, now, random).state;
    for (let round = 1; round <= REACTION_ROUNDS; round += 1) {
      expect(state.phase).toBe('wait');
      callAt((state as { goAt: number }).goAt, () => (state = tickReaction(state, now)), host);
      for (let wakeUps = 0; queue.length > 0 && wakeUps < 10; wakeUps += 1) {
        const timer = queue.shift()!;
        now = Math.max(now, timer.at);
        timer.cb();
      }
      expect(state.phase, `round ${round}`).toBe('go');
      now += 187.25;
      state = tapReaction(state, now, random).state;
    }
    expect(state.phase).toBe('done');
    // green came at most ~1 ms after the go moment, so each time is the 187 ms tap delay
    for (const ms of state.results) expect(ms === 187 || ms === 188).toBe(true);
    expect(state.results).toHaveLength(REACTION_ROUNDS);
  });
});
