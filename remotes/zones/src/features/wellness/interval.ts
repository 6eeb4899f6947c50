/**
 * Interval Timer (spec §4, §5, §9): idle → work → rest, repeated for the number of
 * rounds → done. Defaults work 30 / rest 15 / rounds 6; work and rest at least 5 s,
 * rounds at least 1. Pure, clock-injected (`now` in ms).
 */
export interface IntervalSettings {
  work: number;
  rest: number;
  rounds: number;
}

export const INTERVAL_DEFAULTS: IntervalSettings = { work: 30, rest: 15, rounds: 6 };
export const INTERVAL_MINIMUMS: IntervalSettings = { work: 5, rest: 5, rounds: 1 };

function atLeast(value: number, min: number): number {
  return Number.isFinite(value) ? Math.max(min, Math.round(value)) : min;
}

export function clampSettings(s: IntervalSettings): IntervalSettings {
  return {
    work: atLeast(s.work, INTERVAL_MINIMUMS.work),
    rest: atLeast(s.rest, INTERVAL_MINIMUMS.rest),
    rounds: atLeast(s.rounds, INTERVAL_MINIMUMS.rounds),
  };
}

export type IntervalPhase = 'idle' | 'work' | 'rest' | 'done';

export interface IntervalState {
  phase: IntervalPhase;
  settings: IntervalSettings;
  /** 1-based round while running. */
  round: number;
  phaseEndsAt: number;
  secondsLeft: number;
}

export const initialInterval: IntervalState = {
  phase: 'idle',
  settings: INTERVAL_DEFAULTS,
  round: 0,
  phaseEndsAt: 0,
  secondsLeft: 0,
};

export function startInterval(settings: IntervalSettings, now: number): IntervalState {
  const s = clampSettings(settings);
  return { phase: 'work', settings: s, round: 1, phaseEndsAt: now + s.work * 1000, secondsLeft: s.work };
}

export function resetInterval(state: IntervalState): IntervalState {
  return { ...initialInterval, settings: state.settings };
}

export function tickInterval(state: IntervalState, now: number): IntervalState {
  if (state.phase !== 'work' && state.phase !== 'rest') return state;
  let phase: IntervalPhase = state.phase;
  let { round, phaseEndsAt } = state;
  const { work, rest, rounds } = state.settings;
  while ((phase === 'work' || phase === 'rest') && now >= phaseEndsAt) {
    if (phase === 'work') {
      phase = 'rest';
      phaseEndsAt += rest * 1000;
    } else if (round < rounds) {
      phase = 'work';
      round += 1;
      phaseEndsAt += work * 1000;
    } else {
      phase = 'done';
    }
  }
  const secondsLeft = phase === 'done' ? 0 : Math.ceil((phaseEndsAt - now) / 1000);
  return { ...state, phase, round, phaseEndsAt, secondsLeft };
}
