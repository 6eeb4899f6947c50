import { describe, expect, it } from 'vitest';
import {
  KARAOKE_LINES,
  KARAOKE_LINE_TIMES,
  KARAOKE_TEMPO,
  activeLineAt,
  clampTempo,
  initialKaraoke,
  lineScrollOptions,
  scaledLineTime,
  setKaraokeTempo,
  startKaraoke,
  stopKaraoke,
  tickKaraoke,
  type KaraokeState,
} from './karaoke';

/** Run a song from `start` with ticks every `step` ms until `until`, collecting stamp grants. */
function run(state: KaraokeState, start: number, until: number, step = 16) {
  let s = state;
  let grants = 0;
  for (let t = start; t <= until; t += step) {
    const out = tickKaraoke(s, t);
    s = out.state;
    if (out.grantStamp) grants += 1;
  }
  return { state: s, grants };
}

describe('karaoke constants', () => {
  it('has 6 lines at 0, 2, 4, 6, 9 and 11 s', () => {
    expect(KARAOKE_LINE_TIMES).toEqual([0, 2, 4, 6, 9, 11]);
    expect(KARAOKE_LINES).toHaveLength(6);
  });

  it('tempo ranges 70–140, default 90', () => {
    expect(KARAOKE_TEMPO).toEqual({ min: 70, max: 140, initial: 90 });
    expect(initialKaraoke.tempo).toBe(90);
    expect(clampTempo(50)).toBe(70);
    expect(clampTempo(200)).toBe(140);
    expect(clampTempo(Number.NaN)).toBe(90);
    expect(clampTempo(100.4)).toBe(100);
  });

  it('scales each time by 90/tempo', () => {
    expect(scaledLineTime(11, 90)).toBe(11);
    expect(scaledLineTime(9, 140)).toBeCloseTo((9 * 90) / 140, 10);
    expect(scaledLineTime(4, 70)).toBeCloseTo((4 * 90) / 70, 10);
  });
});

describe('karaoke timing', () => {
  it('knows the active line for a song position', () => {
    expect(activeLineAt(-0.1)).toBe(-1);
    expect(KARAOKE_LINE_TIMES.map((t) => activeLineAt(t))).toEqual([0, 1, 2, 3, 4, 5]);
    expect(KARAOKE_LINE_TIMES.map((t) => activeLineAt(t - 0.01))).toEqual([-1, 0, 1, 2, 3, 4]);
  });

  it('at tempo 90 each line becomes active exactly at its time', () => {
    const s = startKaraoke(initialKaraoke, 1000);
    expect(s.active).toBe(0);
    for (const [i, t] of KARAOKE_LINE_TIMES.entries()) {
      if (i > 0) expect(tickKaraoke(s, 1000 + t * 1000 - 1).state.active).toBe(i - 1);
      expect(tickKaraoke(s, 1000 + t * 1000).state.active).toBe(i);
    }
  });

  it('at tempo 140 and 70 lines come at time × 90/tempo', () => {
    for (const tempo of [70, 140]) {
      const s = startKaraoke({ ...initialKaraoke, tempo }, 0);
      for (const [i, t] of KARAOKE_LINE_TIMES.entries()) {
        const at = scaledLineTime(t, tempo) * 1000;
        expect(tickKaraoke(s, at + 0.001).state.active).toBe(i);
        if (i > 0) expect(tickKaraoke(s, at - 1).state.active).toBe(i - 1);
      }
    }
  });

  it('a tempo change mid-song keeps the position and changes the speed from there', () => {
    let s = startKaraoke(initialKaraoke, 0);
    s = setKaraokeTempo(s, 180 /* clamped to 140 */, 3000); // 3 base s sung at 90
    expect(s.tempo).toBe(140);
    expect(s.position).toBeCloseTo(3, 10);
    // line 3 (6 s) needs 3 more base seconds = 3 × 90/140 real seconds
    expect(tickKaraoke(s, 3000 + (3 * 90 * 1000) / 140 - 1).state.active).toBe(2);
    expect(tickKaraoke(s, 3000 + (3 * 90 * 1000) / 140 + 1).state.active).toBe(3);
  });
});

describe('karaoke stamp and end', () => {
  it('reaching the last line grants a stamp once per run, then the run ends', () => {
    const { state, grants } = run(startKaraoke(initialKaraoke, 0), 0, 20_000);
    expect(grants).toBe(1);
    expect(state.phase).toBe('done');
    expect(state.stampGranted).toBe(true);
    // the stamp tick is the one reaching 11 s
    const before = tickKaraoke(startKaraoke(initialKaraoke, 0), 10_999);
    expect(before.grantStamp).toBe(false);
    expect(tickKaraoke(before.state, 11_000).grantStamp).toBe(true);
  });

  it('a new run may grant again; a stopped run does not', () => {
    const first = run(startKaraoke(initialKaraoke, 0), 0, 20_000).state;
    expect(run(startKaraoke(first, 30_000), 30_000, 50_000).grants).toBe(1);
    const stopped = stopKaraoke(tickKaraoke(startKaraoke(initialKaraoke, 0), 5000).state);
    expect(stopped).toMatchObject({ phase: 'idle', active: -1 });
    expect(run(stopped, 5000, 30_000).grants).toBe(0);
  });
});

describe('karaoke scrolling', () => {
  it('scrolls the active line to the nearest edge, smoothly unless reduced motion is asked for', () => {
    expect(lineScrollOptions(false)).toEqual({ block: 'nearest', behavior: 'smooth' });
    expect(lineScrollOptions(true)).toEqual({ block: 'nearest', behavior: 'auto' });
  });
});
