import { describe, expect, it } from 'vitest';
import { createWarmQueue } from './warm-queue';

/** A task the test finishes by hand, recording when it started. */
function deferredTasks() {
  const started: string[] = [];
  const finishers = new Map<string, () => void>();
  const task = (name: string) => () =>
    new Promise<string>((resolve) => {
      started.push(name);
      finishers.set(name, () => resolve(name));
    });
  const finish = async (name: string) => {
    finishers.get(name)?.();
    await flush();
  };
  return { started, task, finish };
}

const flush = () => new Promise<void>((resolve) => setTimeout(resolve, 0));

/** A hand-driven clock whose timers can be fired early, as browsers sometimes do. */
function manualClock() {
  let time = 0;
  const timers: Array<{ at: number; run: () => void }> = [];
  return {
    now: () => time,
    setTimer: (run: () => void, ms: number) => timers.push({ at: time + ms, run }),
    pending: () => timers.length,
    /** Fires every timer due by `to` − `early` (early > 0: the timer beats the clock). */
    async advanceTo(to: number, early = 0) {
      time = to;
      for (const timer of timers.splice(0)) {
        if (timer.at - early <= to) timer.run();
        else timers.push(timer);
      }
      await flush();
    },
  };
}

describe('createWarmQueue', () => {
  it('runs at most `concurrency` tasks at once, in order, and starts the next as one finishes', async () => {
    const clock = manualClock();
    const queue = createWarmQueue({ concurrency: 2, now: clock.now, setTimer: clock.setTimer });
    const { started, task, finish } = deferredTasks();
    const results = ['a', 'b', 'c', 'd'].map((name) => queue.run(task(name)));
    await flush();
    expect(started).toEqual(['a', 'b']);
    await finish('b');
    expect(started).toEqual(['a', 'b', 'c']);
    await finish('a');
    await finish('c');
    await finish('d');
    await expect(Promise.all(results)).resolves.toEqual(['a', 'b', 'c', 'd']);
  });

  it('passes a failure through to its caller and goes on with the rest', async () => {
    const clock = manualClock();
    const queue = createWarmQueue({ concurrency: 1, now: clock.now, setTimer: clock.setTimer });
    const failing = queue.run(() => Promise.reject(new Error('hub down')));
    const thrown = queue.run(() => {
      throw new Error('bad url');
    });
    const after = queue.run(() => Promise.resolve('cached'));
    await expect(failing).rejects.toThrow('hub down');
    await expect(thrown).rejects.toThrow('bad url');
    await expect(after).resolves.toBe('cached');
  });

  it('starts nothing during a hold, finishes what had started, and resumes when it ends', async () => {
    const clock = manualClock();
    const queue = createWarmQueue({ concurrency: 1, now: clock.now, setTimer: clock.setTimer });
    const { started, task, finish } = deferredTasks();
    void queue.run(task('a'));
    void queue.run(task('b'));
    await flush();
    queue.holdFor(1000);
    await finish('a');
    expect(started).toEqual(['a']);
    await clock.advanceTo(999.5);
    expect(started).toEqual(['a']);
    await clock.advanceTo(1000);
    expect(started).toEqual(['a', 'b']);
  });

  it('a timer that fires a fraction of a millisecond early starts nothing and asks again', async () => {
    const clock = manualClock();
    const queue = createWarmQueue({ concurrency: 1, now: clock.now, setTimer: clock.setTimer });
    const { started, task } = deferredTasks();
    clock.setTimer(() => {}, 0); // unrelated timer, so `pending` below counts only the queue's
    await clock.advanceTo(0.25);
    queue.holdFor(100.5);
    void queue.run(task('a'));
    await flush();
    expect(clock.pending()).toBe(1);
    await clock.advanceTo(100.6, 0.4); // fires at 100.6 although due at 100.75
    expect(started).toEqual([]);
    expect(clock.pending()).toBe(1); // rescheduled for the rest of the hold
    await clock.advanceTo(100.75);
    expect(started).toEqual(['a']);
  });

  it('keeps the longer of two holds', async () => {
    const clock = manualClock();
    const queue = createWarmQueue({ concurrency: 1, now: clock.now, setTimer: clock.setTimer });
    const { started, task } = deferredTasks();
    queue.holdFor(1000);
    await clock.advanceTo(200);
    queue.holdFor(300); // ends at 500, inside the first hold: changes nothing
    void queue.run(task('a'));
    await clock.advanceTo(600);
    expect(started).toEqual([]);
    queue.holdFor(1000); // now until 1600
    await clock.advanceTo(1000);
    expect(started).toEqual([]);
    await clock.advanceTo(1600);
    expect(started).toEqual(['a']);
  });

  it('holds on the real clock and real timers', async () => {
    const queue = createWarmQueue({ concurrency: 2, now: () => performance.now(), setTimer: (run, ms) => setTimeout(run, ms) });
    const begin = performance.now();
    queue.holdFor(30);
    const startedAt = await queue.run(async () => performance.now());
    expect(startedAt - begin).toBeGreaterThanOrEqual(30);
  });

  it('refuses a concurrency it cannot honour', () => {
    const clock = manualClock();
    for (const concurrency of [0, -1, 1.5, Number.NaN]) {
      expect(() => createWarmQueue({ concurrency, now: clock.now, setTimer: clock.setTimer })).toThrow(RangeError);
    }
  });
});
