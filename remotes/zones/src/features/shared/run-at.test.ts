import { describe, expect, it } from 'vitest';
import { runAt, type TimerApi } from './run-at';

/**
 * A fake page: one clock and timers that fire `early` ms before their delay is over — as
 * browsers may — so the clock reads a fraction short of the target when the callback runs.
 */
function fakePage(start: number, early: number) {
  let now = start;
  let nextId = 1;
  const pending = new Map<number, { due: number; fn: () => void }>();
  const timers: TimerApi = {
    setTimeout: (fn, ms) => {
      const id = nextId++;
      pending.set(id, { due: now + ms, fn });
      return id;
    },
    clearTimeout: (id) => void pending.delete(id),
  };
  /** Fire every timer in due order, moving the clock to (due − early) for each. */
  const flush = (limit = 50) => {
    for (let i = 0; i < limit && pending.size > 0; i += 1) {
      const [id, t] = [...pending.entries()].sort((a, b) => a[1].due - b[1].due)[0]!;
      pending.delete(id);
      now = Math.max(now, t.due - early);
      t.fn();
    }
  };
  return { clock: () => now, timers, flush, pending, setNow: (v: number) => (now = v) };
}

describe('runAt', () => {
  it('calls back once the clock reaches a fractional target even when the timer fires early', () => {
    const page = fakePage(1000.25, 0.4);
    const calls: number[] = [];
    runAt(1000.25 + 1234.7, () => calls.push(page.clock()), page.clock, page.timers);
    page.flush();
    expect(calls).toHaveLength(1);
    expect(calls[0]).toBeGreaterThanOrEqual(1000.25 + 1234.7);
  });

  it('with a timer that fires early on every try it still gets there, without zero-delay spinning', () => {
    const page = fakePage(0, 0.9);
    let fired = 0;
    runAt(800.3, () => (fired += 1), page.clock, page.timers);
    page.flush(10);
    expect(fired).toBe(1);
    expect(page.pending.size).toBe(0);
  });

  it('a target already passed fires on the next turn, not synchronously', () => {
    const page = fakePage(500, 0);
    let fired = 0;
    runAt(400, () => (fired += 1), page.clock, page.timers);
    expect(fired).toBe(0);
    page.flush();
    expect(fired).toBe(1);
  });

  it('cancel stops it, also after an early wake-up rescheduled it', () => {
    const page = fakePage(0, 0.5);
    let fired = 0;
    const cancel = runAt(100.7, () => (fired += 1), page.clock, page.timers);
    page.flush(1); // the early wake-up: rescheduled
    expect(fired).toBe(0);
    cancel();
    page.flush();
    expect(fired).toBe(0);
  });

  it('on the real clock with real timers', async () => {
    const start = performance.now();
    const at = start + 30.37;
    const seen = await new Promise<number>((resolve) => runAt(at, () => resolve(performance.now()), () => performance.now(), {
      setTimeout: (fn, ms) => setTimeout(fn, ms) as unknown as number,
      clearTimeout: (id) => clearTimeout(id),
    }));
    expect(seen).toBeGreaterThanOrEqual(at);
  });
});
