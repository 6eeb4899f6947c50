import { useCallback, useEffect, useRef, useState, type MouseEvent, type PointerEvent } from 'react';
import { callAt, type TimerHost } from './deadline';

/** The one clock every zone game reads (page.clock controls it in e2e tests). */
export function clockNow(): number {
  return performance.now();
}

const browserTimers: TimerHost = {
  now: clockNow,
  setTimeout: (callback, ms) => window.setTimeout(callback, ms),
  clearTimeout: (id) => window.clearTimeout(id),
};

/**
 * Calls the latest `onDue` once when clockNow() reaches `deadline` (null = none),
 * never a fraction of a millisecond early (see callAt).
 */
export function useDeadline(deadline: number | null, onDue: () => void): void {
  const saved = useRef(onDue);
  useEffect(() => {
    saved.current = onDue;
  }, [onDue]);
  useEffect(() => {
    if (deadline === null) return;
    return callAt(deadline, () => saved.current(), browserTimers);
  }, [deadline]);
}

/** setInterval that always calls the latest callback; `null` delay = stopped. */
export function useInterval(callback: () => void, delay: number | null): void {
  const saved = useRef(callback);
  useEffect(() => {
    saved.current = callback;
  }, [callback]);
  useEffect(() => {
    if (delay === null) return;
    const id = window.setInterval(() => saved.current(), delay);
    return () => window.clearInterval(id);
  }, [delay]);
}

/**
 * State for a pure machine, mirrored in a ref so event handlers and timers read the
 * latest value synchronously and can run side effects (stamps, scores) exactly once
 * per transition, outside React's updater functions.
 */
export function useMachine<S>(initial: S | (() => S)) {
  const [state, setState] = useState<S>(initial);
  const ref = useRef<S>(state);
  const set = useCallback((next: S) => {
    ref.current = next;
    setState(next);
  }, []);
  return [state, ref, set] as const;
}

/**
 * Act on pointerdown (fast on touch: no waiting for the click), and on clicks that
 * no pointer made (detail 0: Space/Enter on the focused button, assistive tech).
 */
export function tapHandlers(onTap: () => void) {
  return {
    onPointerDown: (e: PointerEvent<HTMLElement>) => {
      if (e.button === 0) onTap();
    },
    onClick: (e: MouseEvent<HTMLElement>) => {
      if (e.detail === 0) onTap();
    },
  };
}
