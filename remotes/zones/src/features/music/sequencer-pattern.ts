/** The 16-step sequencer's grid (spec §4, §9): 3 rows (Kick, Snare, Hat) × 16 steps. */
export const SEQUENCER_ROWS = ['Kick', 'Snare', 'Hat'] as const;
export type SequencerRow = (typeof SEQUENCER_ROWS)[number];
export const SEQUENCER_STEPS = 16;

/** Spec §5 ranges and defaults. */
export const SEQUENCER_TEMPO = { min: 70, max: 160, initial: 100 } as const;
export const METRONOME_BPM = { min: 60, max: 180, initial: 96 } as const;

export type Pattern = Record<SequencerRow, readonly boolean[]>;

export function emptyPattern(): Pattern {
  const row = () => Array.from({ length: SEQUENCER_STEPS }, () => false);
  return { Kick: row(), Snare: row(), Hat: row() };
}

/** A friendly starting groove, so Play makes music straight away. */
export function starterPattern(): Pattern {
  const on = (steps: number[]) => Array.from({ length: SEQUENCER_STEPS }, (_, i) => steps.includes(i));
  return { Kick: on([0, 8]), Snare: on([4, 12]), Hat: on([0, 2, 4, 6, 8, 10, 12, 14]) };
}

export function toggleStep(pattern: Pattern, row: SequencerRow, step: number): Pattern {
  if (step < 0 || step >= SEQUENCER_STEPS) return pattern;
  return { ...pattern, [row]: pattern[row].map((on, i) => (i === step ? !on : on)) };
}

/** Clear empties all rows. */
export function clearPattern(): Pattern {
  return emptyPattern();
}

/** The rows that sound on a step. */
export function rowsOnStep(pattern: Pattern, step: number): SequencerRow[] {
  return SEQUENCER_ROWS.filter((row) => pattern[row][step]);
}
