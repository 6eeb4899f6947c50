/**
 * Breath Coach (spec §4, §5, §9): Box 4-4-4-4, 4-7-8 (inhale 4, hold 7, exhale 8) or a
 * custom comma-separated pattern; phases cycle endlessly while running.
 * Pure, clock-injected (`now` in ms).
 */
export interface BreathPhase {
  name: string;
  seconds: number;
}
export interface BreathPattern {
  id: string;
  label: string;
  phases: BreathPhase[];
}

export const BOX_PATTERN: BreathPattern = {
  id: 'box',
  label: 'Box 4-4-4-4',
  phases: [
    { name: 'Inhale', seconds: 4 },
    { name: 'Hold', seconds: 4 },
    { name: 'Exhale', seconds: 4 },
    { name: 'Hold', seconds: 4 },
  ],
};

export const FOUR_SEVEN_EIGHT: BreathPattern = {
  id: '4-7-8',
  label: '4-7-8',
  phases: [
    { name: 'Inhale', seconds: 4 },
    { name: 'Hold', seconds: 7 },
    { name: 'Exhale', seconds: 8 },
  ],
};

export const DEFAULT_CUSTOM_TEXT = '5,5,5,5';

/**
 * Custom pattern text → seconds (spec §5). Every comma-separated entry is a value: at
 * least 1, and a non-number — a blank entry too, so `4,` is two phases, 4 and 1 —
 * becomes 1. Fewer than 2 values → null (the load is ignored). Fractions round to
 * whole seconds. A blank entry is a non-number by the spec's rule; dropping it would
 * run fewer phases than the family typed.
 */
export function parseCustomPattern(text: string): number[] | null {
  const values = text.split(',').map((part) => {
    const trimmed = part.trim();
    const n = trimmed === '' ? NaN : Number(trimmed);
    return Number.isFinite(n) ? Math.max(1, Math.round(n)) : 1;
  });
  return values.length >= 2 ? values : null;
}

/** Names for custom phases: in/out for 2, in/hold/out for 3, the box order beyond. */
export function customPattern(seconds: number[]): BreathPattern {
  const names = seconds.length === 2 ? ['Inhale', 'Exhale'] : seconds.length === 3 ? ['Inhale', 'Hold', 'Exhale'] : ['Inhale', 'Hold', 'Exhale', 'Hold'];
  return {
    id: 'custom',
    label: `Custom ${seconds.join('-')}`,
    phases: seconds.map((s, i) => ({ name: names[i % names.length] ?? 'Hold', seconds: s })),
  };
}

export interface BreathState {
  pattern: BreathPattern;
  running: boolean;
  phaseIndex: number;
  /** When the current phase ends (running), in ms. */
  phaseEndsAt: number;
  /** Whole seconds left in the phase, as shown. */
  secondsLeft: number;
}

export function initialBreath(pattern: BreathPattern = BOX_PATTERN): BreathState {
  return { pattern, running: false, phaseIndex: 0, phaseEndsAt: 0, secondsLeft: pattern.phases[0]?.seconds ?? 0 };
}

const phaseMs = (pattern: BreathPattern, i: number) => (pattern.phases[i]?.seconds ?? 1) * 1000;

export function startBreath(state: BreathState, now: number): BreathState {
  return { ...state, running: true, phaseIndex: 0, phaseEndsAt: now + phaseMs(state.pattern, 0), secondsLeft: state.pattern.phases[0]?.seconds ?? 0 };
}

export function stopBreath(state: BreathState): BreathState {
  return initialBreath(state.pattern);
}

/** Choosing or loading a pattern stops the coach and shows the new first phase. */
export function loadPattern(_state: BreathState, pattern: BreathPattern): BreathState {
  return initialBreath(pattern);
}

export function tickBreath(state: BreathState, now: number): BreathState {
  if (!state.running) return state;
  let { phaseIndex, phaseEndsAt } = state;
  const count = state.pattern.phases.length;
  while (now >= phaseEndsAt) {
    phaseIndex = (phaseIndex + 1) % count;
    phaseEndsAt += phaseMs(state.pattern, phaseIndex);
  }
  const secondsLeft = Math.ceil((phaseEndsAt - now) / 1000);
  if (phaseIndex === state.phaseIndex && secondsLeft === state.secondsLeft && phaseEndsAt === state.phaseEndsAt) return state;
  return { ...state, phaseIndex, phaseEndsAt, secondsLeft };
}
