/**
 * Look-ahead step clock for the metronome and the sequencer (spec §4, §9).
 *
 * Audio is never fired from a timer callback. A timer wakes every ~25 ms and asks
 * `nextStepTimes(clock, now, lookahead)` for every step whose time falls before
 * now + lookahead (~100 ms); those notes are then scheduled at exact AudioContext
 * times. Step times come from an anchor (time = anchorTime + (n − anchorStep) ×
 * stepSeconds), never from adding intervals up, so late or irregular timer
 * wake-ups cannot make the beat drift. Pure: the clock (`now`, in seconds on the
 * AudioContext timeline) is injected.
 */
export const SCHEDULER_INTERVAL_MS = 25;
export const SCHEDULER_LOOKAHEAD_S = 0.1;

export interface StepClock {
  stepSeconds: number;
  anchorTime: number;
  anchorStep: number;
  /** Absolute number of the next step not yet scheduled. */
  nextStep: number;
  /** Steps per loop (16 for the sequencer, 4 for the metronome's bar). */
  loopLength: number;
}

export interface ScheduledStep {
  /** Absolute step number since start. */
  step: number;
  /** Position in the loop, 0 … loopLength − 1. */
  index: number;
  /** When it sounds, on the injected clock. */
  time: number;
}

/** Seconds per step: a beat for the metronome, a quarter of a beat (60/bpm/4) for the sequencer. */
export function beatSeconds(bpm: number): number {
  return 60 / bpm;
}
export function sixteenthSeconds(bpm: number): number {
  return 60 / bpm / 4;
}

/** A clock whose first step sounds at `startTime` (a little after now, so it can be scheduled). */
export function createStepClock(stepSeconds: number, startTime: number, loopLength: number): StepClock {
  return { stepSeconds, anchorTime: startTime, anchorStep: 0, nextStep: 0, loopLength };
}

export function stepTime(clock: StepClock, step: number): number {
  return clock.anchorTime + (step - clock.anchorStep) * clock.stepSeconds;
}

const mod = (n: number, m: number) => ((n % m) + m) % m;

/**
 * Every step due before `now + lookahead`, and the clock advanced past them.
 * Steps whose time already passed by more than one step (the tab slept) are
 * skipped rather than played in a burst; the grid stays aligned.
 */
export function nextStepTimes(clock: StepClock, now: number, lookahead: number): { steps: ScheduledStep[]; clock: StepClock } {
  let next = clock.nextStep;
  if (stepTime(clock, next) < now - clock.stepSeconds) {
    next = clock.anchorStep + Math.ceil((now - clock.anchorTime) / clock.stepSeconds);
  }
  const steps: ScheduledStep[] = [];
  const horizon = now + lookahead;
  while (stepTime(clock, next) < horizon) {
    steps.push({ step: next, index: mod(next, clock.loopLength), time: stepTime(clock, next) });
    next += 1;
  }
  return { steps, clock: { ...clock, nextStep: next } };
}

/**
 * A new tempo from the next unscheduled step on: steps already scheduled keep their
 * times, the following ones are spaced by the new step length.
 */
export function changeStepSeconds(clock: StepClock, stepSeconds: number): StepClock {
  if (stepSeconds === clock.stepSeconds) return clock;
  return { ...clock, anchorTime: stepTime(clock, clock.nextStep), anchorStep: clock.nextStep, stepSeconds };
}
