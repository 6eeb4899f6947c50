import { describe, expect, it } from 'vitest';
import { POSES, initialStretch, pauseStretch, playStretch, resetStretch, secondsShown, tickStretch } from './stretch';

describe('stretch flow', () => {
  it('has 7 poses of 20, 30, 30, 25, 25, 25, 40 s', () => {
    expect(POSES.map((p) => p.seconds)).toEqual([20, 30, 30, 25, 25, 25, 40]);
    expect(new Set(POSES.map((p) => p.name)).size).toBe(7);
  });

  it('starts paused on the first pose with 20 s', () => {
    expect(initialStretch).toMatchObject({ index: 0, running: false });
    expect(secondsShown(initialStretch)).toBe(20);
    expect(tickStretch(initialStretch, 5000)).toBe(initialStretch);
  });

  it('counts down and auto-advances to the next pose', () => {
    let s = playStretch(initialStretch, 0);
    s = tickStretch(s, 1000);
    expect(secondsShown(s)).toBe(19);
    s = tickStretch(s, 19_999);
    expect(s.index).toBe(0);
    s = tickStretch(s, 20_000);
    expect(s.index).toBe(1);
    expect(secondsShown(s)).toBe(30);
  });

  it('visits every pose for its own duration and wraps to the first', () => {
    let s = playStretch(initialStretch, 0);
    let t = 0;
    for (const [i, pose] of POSES.entries()) {
      s = tickStretch(s, t + pose.seconds * 1000 - 1);
      expect(s.index).toBe(i);
      t += pose.seconds * 1000;
    }
    s = tickStretch(s, t);
    expect(t).toBe(195_000);
    expect(s.index).toBe(0);
    expect(secondsShown(s)).toBe(20);
  });

  it('Pause freezes the countdown and resumes where it was', () => {
    let s = tickStretch(playStretch(initialStretch, 0), 5000);
    s = pauseStretch(s, 6000);
    expect(s.running).toBe(false);
    expect(secondsShown(tickStretch(s, 60_000))).toBe(14);
    s = tickStretch(playStretch(s, 60_000), 61_000);
    expect(secondsShown(s)).toBe(13);
    expect(s.index).toBe(0);
  });

  it('Reset goes back to the first pose, paused', () => {
    expect(resetStretch()).toEqual(initialStretch);
  });
});
