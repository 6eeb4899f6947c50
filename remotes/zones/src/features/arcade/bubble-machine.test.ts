import { describe, expect, it } from 'vitest';
import { BUBBLE_GAME_MS, BUBBLE_LIFE_MS, BUBBLE_SPAWN_MS, initialBubbles, popBubble, startBubbles, tickBubbles, type BubbleState } from './bubble-machine';

const half = () => 0.5;
const T0 = 10_000;
const playing = () => startBubbles(initialBubbles, T0);

describe('bubble popper: constants and start', () => {
  it('lasts 20 s, spawns every 450 ms, a bubble lives 1200 ms', () => {
    expect(BUBBLE_GAME_MS).toBe(20_000);
    expect(BUBBLE_SPAWN_MS).toBe(450);
    expect(BUBBLE_LIFE_MS).toBe(1200);
  });

  it('starts with 20 s and 0 hits', () => {
    expect(initialBubbles).toMatchObject({ phase: 'ready', timeLeft: 20, hits: 0, bubbles: [] });
    expect(playing()).toMatchObject({ phase: 'playing', timeLeft: 20, hits: 0, startedAt: T0 });
  });

  it('Start while playing changes nothing (the button is disabled then)', () => {
    const s = tickBubbles(playing(), T0 + 1000, half);
    expect(startBubbles(s, T0 + 2000)).toBe(s);
  });

  it('Start after game over begins a fresh game', () => {
    const over = tickBubbles(playing(), T0 + 20_000, half);
    expect(startBubbles({ ...over, hits: 7 }, 50_000)).toMatchObject({ phase: 'playing', hits: 0, timeLeft: 20, startedAt: 50_000 });
  });
});

describe('bubble popper: countdown', () => {
  it('counts down once per second', () => {
    const s = playing();
    expect(tickBubbles(s, T0 + 999, half).timeLeft).toBe(20);
    expect(tickBubbles(s, T0 + 1000, half).timeLeft).toBe(19);
    expect(tickBubbles(s, T0 + 1999, half).timeLeft).toBe(19);
    expect(tickBubbles(s, T0 + 2000, half).timeLeft).toBe(18);
    expect(tickBubbles(s, T0 + 19_999, half).timeLeft).toBe(1);
  });

  it('stops at 0: game over, no bubbles, no more pops', () => {
    const over = tickBubbles(playing(), T0 + 20_000, half);
    expect(over).toMatchObject({ phase: 'over', timeLeft: 0, bubbles: [] });
    expect(tickBubbles(over, T0 + 25_000, half)).toBe(over);
  });
});

describe('bubble popper: spawning and life', () => {
  it('spawns the first bubble at 450 ms and one more every 450 ms', () => {
    const s = playing();
    expect(tickBubbles(s, T0 + 449, half).bubbles).toHaveLength(0);
    const one = tickBubbles(s, T0 + 450, half);
    expect(one.bubbles).toEqual([{ id: 1, x: 50, y: 50, bornAt: T0 + 450 }]);
    expect(tickBubbles(one, T0 + 899, half).bubbles).toHaveLength(1);
    expect(tickBubbles(one, T0 + 900, half).bubbles.map((b) => b.bornAt)).toEqual([T0 + 450, T0 + 900]);
  });

  it('catches up on every spawn missed between ticks', () => {
    const s = tickBubbles(playing(), T0 + 1350, half);
    expect(s.spawned).toBe(3);
    expect(s.bubbles.map((b) => b.bornAt)).toEqual([T0 + 450, T0 + 900, T0 + 1350]);
  });

  it('a bubble disappears 1200 ms after it appeared', () => {
    let s = tickBubbles(playing(), T0 + 450, half);
    s = tickBubbles(s, T0 + 450 + 1199, half);
    expect(s.bubbles.some((b) => b.id === 1)).toBe(true);
    s = tickBubbles(s, T0 + 450 + 1200, half);
    expect(s.bubbles.some((b) => b.id === 1)).toBe(false);
  });

  it('keeps bubbles inside the field', () => {
    const s = tickBubbles(playing(), T0 + 900, () => 0);
    const t = tickBubbles(playing(), T0 + 900, () => 0.9999);
    for (const b of [...s.bubbles, ...t.bubbles]) {
      expect(b.x).toBeGreaterThanOrEqual(8);
      expect(b.x).toBeLessThanOrEqual(92);
    }
  });

  it('spawns 44 bubbles over a whole game', () => {
    let s: BubbleState = playing();
    for (let t = 0; t < 20_000; t += 16) s = tickBubbles(s, T0 + t, half);
    expect(s.spawned).toBe(Math.floor(19_999 / 450));
  });
});

describe('bubble popper: hits', () => {
  it('a pop on a live bubble is +1 hit and removes it', () => {
    const s = tickBubbles(playing(), T0 + 450, half);
    const popped = popBubble(s, 1, T0 + 500);
    expect(popped.hits).toBe(1);
    expect(popped.bubbles).toHaveLength(0);
    expect(popBubble(popped, 1, T0 + 510)).toBe(popped); // already gone
  });

  it('a pop on an expired or unknown bubble, or when not playing, is no hit', () => {
    const s = tickBubbles(playing(), T0 + 450, half);
    expect(popBubble(s, 1, T0 + 450 + 1200).hits).toBe(0);
    expect(popBubble(s, 99, T0 + 500).hits).toBe(0);
    expect(popBubble(initialBubbles, 1, 0)).toBe(initialBubbles);
  });
});
