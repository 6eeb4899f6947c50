import { describe, expect, it } from 'vitest';
import { callAt, type TimerHost } from './deadline';

/**
 * A host whose timers fire `early` ms before the delay they were given is over, and
 * truncate the delay to whole ms the way browsers do: both make a timer wake up a
 * fraction of a millisecond before a fractional deadline.
 */
function earlyHost(start: number, early: number) {
  let now = start;
  const timers = new Map<number, { at: number; cb: () => void }>();
  let nextId = 1;
  const host: TimerHost = {
    now: () => now,
    setTimeout: (cb, ms) => {
      const id = nextId++;
      timers.set(id, { at: now + Math.max(0, Math.trunc(ms) - early), cb });
      return id;
    },
    clearTimeout: (id) => void timers.delete(id),
  };
  /** Fire timers in order until none is left (or a safety limit is hit). */
  const runAll = (limit = 100) => {
    let fired = 0;
    while (timers.size > 0 && fired < limit) {
      const [id, t] = [...timers.entries()].sort((a, b) => a[1].at - b[1].at)[0]!;
      timers.delete(id);
      now = Math.max(now, t.at);
      t.cb();
      fired += 1;
    }
    return fired;
  };
  return { host, runAll, pending: () => timers.size, time: () => now };
}

describe('callAt: a one-shot timer that never fires before its deadline', () => {
  it('a timer firing early re-arms until the clock reaches a fractional deadline', () => {
    for (const [start, deadline] of [
      [1000.25, 1800.7],
      [0.9, 800.1],
      [12345.678, 14945.679],
    ] as const) {
      const { host, runAll, time } = earlyHost(start, 0.4);
      const seen: number[] = [];
      callAt(deadline, () => seen.push(host.now()), host);
      runAll();
      expect(seen).toHaveLength(1);
      expect(seen[0]).toBeGreaterThanOrEqual(deadline);
      expect(time() - deadline).toBeLessThan(2); // and not much later
    }
  });

  it('a deadline already past is called on the next timer turn, not synchronously', () => {
    const { host, runAll } = earlyHost(500, 0);
    let calls = 0;
    callAt(400, () => (calls += 1), host);
    expect(calls).toBe(0);
    runAll();
    expect(calls).toBe(1);
  });

  it('cancel stops it, also after an early wake-up re-armed it', () => {
    const { host, runAll, pending } = earlyHost(0, 0.9);
    let calls = 0;
    const cancel = callAt(100.3, () => (calls += 1), host);
    runAll(1); // the first wake-up is early: it re-arms
    expect(calls).toBe(0);
    expect(pending()).toBe(1);
    cancel();
    expect(pending()).toBe(0);
    runAll();
    expect(calls).toBe(0);
  });
});
