/**
 * The order in which the service worker warms hub files in the background: a few at a
 * time rather than all at once, and none started while the page says a family is about
 * to act. Every file the worker caches is also compiled for its code cache; dozens of
 * them finishing together used the CPU a child's click needed (docs/coverage/bench.md,
 * the click margin). Pure: timers and the clock are passed in, so it is unit-tested in node.
 */
/** The page's message to the worker that a family is about to act (register.ts sends it, sw.ts reads it). */
export const HOLD_WARMING_MESSAGE = 'HOLD_WARMING';

export interface WarmQueueOptions {
  /** Files fetched and cached at the same time. */
  concurrency: number;
  now: () => number;
  setTimer: (run: () => void, ms: number) => unknown;
}

export interface WarmQueue {
  /** Runs `task` when a slot is free and no hold is on; settles as the task does. */
  run<T>(task: () => Promise<T>): Promise<T>;
  /** Starts nothing new for `ms` from now (a longer hold already on is kept). */
  holdFor(ms: number): void;
}

export function createWarmQueue({ concurrency, now, setTimer }: WarmQueueOptions): WarmQueue {
  if (!(Number.isInteger(concurrency) && concurrency >= 1)) throw new RangeError(`concurrency must be a whole number ≥ 1, not ${concurrency}`);
  const waiting: Array<() => void> = [];
  let running = 0;
  let holdUntil = -Infinity;
  let timerPending = false;

  const pump = (): void => {
    const wait = holdUntil - now();
    if (wait > 0) {
      // a timer can fire a fraction of a millisecond early: ask again, never start early
      if (!timerPending && waiting.length) {
        timerPending = true;
        setTimer(() => {
          timerPending = false;
          pump();
        }, wait);
      }
      return;
    }
    while (running < concurrency && waiting.length) {
      running += 1;
      waiting.shift()?.();
    }
  };

  return {
    run<T>(task: () => Promise<T>): Promise<T> {
      return new Promise<T>((resolve, reject) => {
        waiting.push(() => {
          Promise.resolve()
            .then(task)
            .then(resolve, reject)
            .finally(() => {
              running -= 1;
              pump();
            });
        });
        pump();
      });
    },
    holdFor(ms: number): void {
      holdUntil = Math.max(holdUntil, now() + ms);
    },
  };
}
