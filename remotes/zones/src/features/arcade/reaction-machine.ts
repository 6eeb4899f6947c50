/**
 * Reaction Timer (spec §4, §9): idle → wait (random 800–2600 ms) → go; a tap during
 * wait is tooSoon ('Too soon!' + 'Try again'); a tap during go records the ms and
 * starts the next round; after 5 recorded rounds → done (results + average).
 * Pure and clock-injected: every function takes `now` (ms) and, where a new wait
 * starts, a `random` source in [0, 1).
 */
export const REACTION_ROUNDS = 5;
export const WAIT_MIN_MS = 800;
export const WAIT_MAX_MS = 2600;

export type Random = () => number;

export type ReactionState =
  | { phase: 'idle'; results: number[] }
  | { phase: 'wait'; results: number[]; goAt: number }
  | { phase: 'go'; results: number[]; goAt: number }
  | { phase: 'tooSoon'; results: number[] }
  | { phase: 'done'; results: number[] };

export const initialReaction: ReactionState = { phase: 'idle', results: [] };

/** A whole number of ms from 800 to 2600 inclusive. */
export function randomWaitMs(random: Random): number {
  const r = Math.min(Math.max(random(), 0), 0.999999999);
  return WAIT_MIN_MS + Math.floor(r * (WAIT_MAX_MS - WAIT_MIN_MS + 1));
}

function startWait(results: number[], now: number, random: Random): ReactionState {
  return { phase: 'wait', results, goAt: now + randomWaitMs(random) };
}

/** Time passes: a wait whose moment has come turns into go. */
export function tickReaction(state: ReactionState, now: number): ReactionState {
  if (state.phase === 'wait' && now >= state.goAt) return { phase: 'go', results: state.results, goAt: state.goAt };
  return state;
}

export interface TapOutcome {
  state: ReactionState;
  /** The reaction time just recorded (a valid tap), else null. */
  recordedMs: number | null;
}

/** The one big pad was tapped (pointer, Space or Enter). */
export function tapReaction(state: ReactionState, now: number, random: Random): TapOutcome {
  const current = tickReaction(state, now);
  switch (current.phase) {
    case 'idle':
      return { state: startWait([], now, random), recordedMs: null };
    case 'wait':
      return { state: { phase: 'tooSoon', results: current.results }, recordedMs: null };
    case 'go': {
      const ms = Math.max(0, Math.round(now - current.goAt));
      const results = [...current.results, ms];
      const next: ReactionState = results.length >= REACTION_ROUNDS ? { phase: 'done', results } : startWait(results, now, random);
      return { state: next, recordedMs: ms };
    }
    case 'tooSoon':
    case 'done':
      return { state: current, recordedMs: null };
  }
}

/** 'Try again' after Too soon!: the same round waits again; earlier results stay. */
export function retryReaction(state: ReactionState, now: number, random: Random): ReactionState {
  if (state.phase !== 'tooSoon') return state;
  return startWait(state.results, now, random);
}

/** Reset returns to idle with no results. */
export function resetReaction(): ReactionState {
  return initialReaction;
}

/** Average of the recorded times, rounded to whole ms (null with none). */
export function averageMs(results: readonly number[]): number | null {
  if (results.length === 0) return null;
  return Math.round(results.reduce((sum, ms) => sum + ms, 0) / results.length);
}
