/**
 * One-shot timers that never fire before their deadline.
 *
 * Browsers truncate a setTimeout delay to whole milliseconds and may run the callback
 * a fraction of a millisecond before performance.now() reaches the target. A machine
 * asked "is it time?" at that moment answers "not yet" with the same state, React
 * skips the update, and nothing would ever wake it again. `callAt` checks the clock
 * when the timer fires and re-arms until the deadline has really passed. Pure: the
 * clock and the timer functions are injected.
 */
export interface TimerHost {
  now(): number;
  setTimeout(callback: () => void, ms: number): number;
  clearTimeout(id: number): void;
}

/** Calls `onDue` once, from a timer, when host.now() ≥ deadline. Returns cancel. */
export function callAt(deadline: number, onDue: () => void, host: TimerHost): () => void {
  let id = 0;
  const arm = () => {
    // round up: a truncated fractional delay would wake us early every time
    id = host.setTimeout(check, Math.max(0, Math.ceil(deadline - host.now())));
  };
  const check = () => {
    if (host.now() < deadline) arm();
    else onDue();
  };
  arm();
  return () => host.clearTimeout(id);
}
