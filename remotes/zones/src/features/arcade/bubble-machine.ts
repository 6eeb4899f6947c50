/**
 * Bubble Popper (spec §4, §9): 20 s and 0 hits at the start; the time left counts
 * down each second; a bubble spawns every 450 ms and disappears 1200 ms after it
 * appeared; a pop is +1 hit; the game stops at 0. Pure, clock-injected (`now` in ms).
 */
export const BUBBLE_GAME_MS = 20_000;
export const BUBBLE_SPAWN_MS = 450;
export const BUBBLE_LIFE_MS = 1200;

export type Random = () => number;

export interface Bubble {
  id: number;
  /** Position inside the play field, in percent (kept off the edges). */
  x: number;
  y: number;
  bornAt: number;
}

export interface BubbleState {
  phase: 'ready' | 'playing' | 'over';
  startedAt: number;
  /** Whole seconds left, as shown. */
  timeLeft: number;
  hits: number;
  bubbles: Bubble[];
  /** How many bubbles have spawned this game (also the next id). */
  spawned: number;
}

export const initialBubbles: BubbleState = {
  phase: 'ready',
  startedAt: 0,
  timeLeft: BUBBLE_GAME_MS / 1000,
  hits: 0,
  bubbles: [],
  spawned: 0,
};

export function startBubbles(state: BubbleState, now: number): BubbleState {
  if (state.phase === 'playing') return state;
  return { ...initialBubbles, phase: 'playing', startedAt: now };
}

function place(random: Random): number {
  return 8 + Math.round(random() * 84);
}

/** Advance the game to `now`: spawn due bubbles, drop expired ones, count down, stop at 0. */
export function tickBubbles(state: BubbleState, now: number, random: Random): BubbleState {
  if (state.phase !== 'playing') return state;
  const elapsed = Math.min(now - state.startedAt, BUBBLE_GAME_MS);
  if (elapsed >= BUBBLE_GAME_MS) return { ...state, phase: 'over', timeLeft: 0, bubbles: [] };
  // spawns at 450, 900, … ms after Start
  const due = Math.floor(elapsed / BUBBLE_SPAWN_MS);
  const bubbles = [...state.bubbles];
  let spawned = state.spawned;
  while (spawned < due) {
    spawned += 1;
    bubbles.push({ id: spawned, x: place(random), y: place(random), bornAt: state.startedAt + spawned * BUBBLE_SPAWN_MS });
  }
  const alive = bubbles.filter((b) => now < b.bornAt + BUBBLE_LIFE_MS);
  const timeLeft = Math.max(0, Math.ceil((BUBBLE_GAME_MS - elapsed) / 1000));
  return { ...state, timeLeft, bubbles: alive, spawned };
}

/** A pop on a live bubble: +1 hit and the bubble goes. Anything else changes nothing. */
export function popBubble(state: BubbleState, id: number, now: number): BubbleState {
  if (state.phase !== 'playing') return state;
  const bubble = state.bubbles.find((b) => b.id === id);
  if (!bubble || now >= bubble.bornAt + BUBBLE_LIFE_MS || now - state.startedAt >= BUBBLE_GAME_MS) return state;
  return { ...state, hits: state.hits + 1, bubbles: state.bubbles.filter((b) => b.id !== id) };
}
