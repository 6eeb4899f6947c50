/**
 * Demo karaoke (spec §4, §5, §9): lines at 0, 2, 4, 6, 9, 11 s at the base tempo 90;
 * a tempo of 70–140 (default 90) scales every time by 90/tempo. Reaching the last
 * line grants a stamp once per run. Pure, clock-injected (`now` in ms).
 *
 * Song position is kept in "base seconds" and advanced by (elapsed × tempo/90), so a
 * tempo change mid-song speeds up or slows down from where the singer is.
 */
export const KARAOKE_BASE_TEMPO = 90;
export const KARAOKE_TEMPO = { min: 70, max: 140, initial: 90 } as const;
export const KARAOKE_LINE_TIMES = [0, 2, 4, 6, 9, 11] as const;
/** How long the last line stays up before the run is over (base seconds). */
export const KARAOKE_TAIL_S = 3;

export const KARAOKE_LINES: readonly string[] = [
  'Good morning, sunshine, over the hill,',
  'the river is singing, the meadow is still.',
  'Little seeds stretching up out of the ground,',
  'bumblebees humming their buzzy-bee sound.',
  'Wave to the trees and say hi to the sky,',
  'we all grow together, the earth, you and I!',
];

export function clampTempo(tempo: number, range: { min: number; max: number; initial: number } = KARAOKE_TEMPO): number {
  if (!Number.isFinite(tempo)) return range.initial;
  return Math.min(range.max, Math.max(range.min, Math.round(tempo)));
}

/** When a line starts, in real seconds, at a tempo: time × 90 / tempo. */
export function scaledLineTime(baseSeconds: number, tempo: number): number {
  return (baseSeconds * KARAOKE_BASE_TEMPO) / clampTempo(tempo);
}

export interface KaraokeState {
  phase: 'idle' | 'singing' | 'done';
  tempo: number;
  /** Song position in base seconds (tempo 90). */
  position: number;
  lastNow: number;
  /** Index of the highlighted line, -1 before the start. */
  active: number;
  stampGranted: boolean;
}

export const initialKaraoke: KaraokeState = {
  phase: 'idle',
  tempo: KARAOKE_TEMPO.initial,
  position: 0,
  lastNow: 0,
  active: -1,
  stampGranted: false,
};

/** Which line is active at a song position (base seconds). */
export function activeLineAt(position: number): number {
  let active = -1;
  KARAOKE_LINE_TIMES.forEach((t, i) => {
    if (position + 1e-9 >= t) active = i;
  });
  return active;
}

export function startKaraoke(state: KaraokeState, now: number): KaraokeState {
  return { ...state, phase: 'singing', position: 0, lastNow: now, active: 0, stampGranted: false };
}

export function stopKaraoke(state: KaraokeState): KaraokeState {
  return { ...state, phase: 'idle', position: 0, active: -1 };
}

/** The tempo slider; while singing, time up to `now` is counted at the old tempo first. */
export function setKaraokeTempo(state: KaraokeState, tempo: number, now: number): KaraokeState {
  const advanced = state.phase === 'singing' ? tickKaraoke(state, now).state : state;
  return { ...advanced, tempo: clampTempo(tempo) };
}

export interface KaraokeTick {
  state: KaraokeState;
  /** True on the one tick of a run where the last line is reached. */
  grantStamp: boolean;
}

export function tickKaraoke(state: KaraokeState, now: number): KaraokeTick {
  if (state.phase !== 'singing') return { state, grantStamp: false };
  const position = state.position + ((now - state.lastNow) / 1000) * (state.tempo / KARAOKE_BASE_TEMPO);
  const active = activeLineAt(position);
  const last = KARAOKE_LINE_TIMES.length - 1;
  const grantStamp = active === last && !state.stampGranted;
  const lastTime = KARAOKE_LINE_TIMES[last] ?? 0;
  const phase = position >= lastTime + KARAOKE_TAIL_S ? 'done' : 'singing';
  return {
    state: { ...state, phase, position, lastNow: now, active, stampGranted: state.stampGranted || grantStamp },
    grantStamp,
  };
}

/** How the active line is brought into view: nearest edge; instantly under reduced motion. */
export function lineScrollOptions(reducedMotion: boolean): ScrollIntoViewOptions {
  return { block: 'nearest', behavior: reducedMotion ? 'auto' : 'smooth' };
}
