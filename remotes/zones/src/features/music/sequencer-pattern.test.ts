import { describe, expect, it } from 'vitest';
import {
  METRONOME_BPM,
  SEQUENCER_ROWS,
  SEQUENCER_STEPS,
  SEQUENCER_TEMPO,
  clearPattern,
  emptyPattern,
  rowsOnStep,
  starterPattern,
  toggleStep,
} from './sequencer-pattern';

describe('sequencer grid', () => {
  it('has 3 rows (Kick, Snare, Hat) by 16 steps', () => {
    expect(SEQUENCER_ROWS).toEqual(['Kick', 'Snare', 'Hat']);
    expect(SEQUENCER_STEPS).toBe(16);
    const p = emptyPattern();
    for (const row of SEQUENCER_ROWS) expect(p[row]).toEqual(Array(16).fill(false));
  });

  it('ranges: sequencer 70–160 default 100, metronome 60–180 default 96', () => {
    expect(SEQUENCER_TEMPO).toEqual({ min: 70, max: 160, initial: 100 });
    expect(METRONOME_BPM).toEqual({ min: 60, max: 180, initial: 96 });
  });

  it('toggles one step of one row, and back', () => {
    const p = toggleStep(emptyPattern(), 'Snare', 3);
    expect(p.Snare[3]).toBe(true);
    expect(p.Snare.filter(Boolean)).toHaveLength(1);
    expect(p.Kick.some(Boolean) || p.Hat.some(Boolean)).toBe(false);
    expect(toggleStep(p, 'Snare', 3).Snare[3]).toBe(false);
    expect(toggleStep(p, 'Kick', 16)).toBe(p);
  });

  it('Clear empties all rows', () => {
    const cleared = clearPattern();
    expect(starterPattern().Kick.some(Boolean)).toBe(true);
    for (const row of SEQUENCER_ROWS) expect(cleared[row].some(Boolean)).toBe(false);
  });

  it('lists the rows sounding on a step', () => {
    const p = starterPattern();
    expect(rowsOnStep(p, 0)).toEqual(['Kick', 'Hat']);
    expect(rowsOnStep(p, 4)).toEqual(['Snare', 'Hat']);
    expect(rowsOnStep(p, 1)).toEqual([]);
  });
});
