/**
 * One-shot timers that wait for a moment on the page clock (`performance.now()`).
 *
 * Why not a bare `setTimeout(fn, at - now)`: browsers may fire a timeout a fraction of a
 * millisecond before `performance.now()` reaches the target (timers and the clock are
 * rounded differently). A machine asked "is it time?" then answers "not yet" with the same
 * state, React skips the update, and nothing ever asks again — the Reaction Timer froze on
 * 'Wait for green…' that way. `runAt` asks again until the clock has really arrived.
 */
export interface TimerApi {
  setTimeout: (fn: () => void, ms: number) => number;
  clearTimeout: (id: number) => void;
}

const browserTimers: TimerApi = {
  setTimeout: (fn, ms) => window.setTimeout(fn, ms),
  clearTimeout: (id) => window.clearTimeout(id),
};

/** Calls `onDue` once, when `clock()` ≥ `at`; returns a cancel function. */
export function runAt(at: number, onDue: () => void, clock: () => number, timers: TimerApi = browserTimers): () => void {
  let id: number | null = null;
  const check = () => {
    id = null;
    const left = at - clock();
    if (left > 0) {
      // early (or a clock that moved less than asked): wait the rest, at least 1 ms so a
      // sub-millisecond remainder cannot spin on zero-delay timeouts
      id = timers.setTimeout(check, Math.max(1, Math.ceil(left)));
      return;
    }
    onDue();
  };
  id = timers.setTimeout(check, Math.max(0, Math.ceil(at - clock())));
  return () => {
    if (id !== null) timers.clearTimeout(id);
    id = null;
  };
}
