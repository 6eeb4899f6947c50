/**
 * Stretch Flow (spec §4, §9): 7 poses of 20, 30, 30, 25, 25, 25, 40 s with a countdown;
 * auto-advances and wraps to the first; Pause and Reset. Pure, clock-injected.
 */
export interface Pose {
  name: string;
  seconds: number;
  tip: string;
}

export const POSES: readonly Pose[] = [
  { name: 'Reach for the Sun', seconds: 20, tip: 'Stretch both arms up high and wiggle your fingers.' },
  { name: 'Tree Pose', seconds: 30, tip: 'Stand on one foot, the other on your ankle or calf. Switch halfway.' },
  { name: 'Cat and Cow', seconds: 30, tip: 'On hands and knees, round your back, then let your tummy drop.' },
  { name: 'Butterfly', seconds: 25, tip: 'Sit with the soles of your feet together and flap your knees gently.' },
  { name: 'Cobra', seconds: 25, tip: 'Lie on your tummy and lift your chest a little. Hiss like a snake!' },
  { name: 'Starfish', seconds: 25, tip: 'Stand tall with arms and legs wide, like a star on the beach.' },
  { name: 'Child’s Pose', seconds: 40, tip: 'Kneel, fold forward and rest your arms. Breathe slowly.' },
];

export interface StretchState {
  index: number;
  remainingMs: number;
  running: boolean;
  lastNow: number;
}

const poseMs = (i: number) => (POSES[i]?.seconds ?? 0) * 1000;

export const initialStretch: StretchState = { index: 0, remainingMs: poseMs(0), running: false, lastNow: 0 };

/** Start, or resume after Pause. */
export function playStretch(state: StretchState, now: number): StretchState {
  return state.running ? state : { ...state, running: true, lastNow: now };
}

export function pauseStretch(state: StretchState, now: number): StretchState {
  if (!state.running) return state;
  return { ...tickStretch(state, now), running: false };
}

export function resetStretch(): StretchState {
  return initialStretch;
}

export function tickStretch(state: StretchState, now: number): StretchState {
  if (!state.running) return state;
  let { index, remainingMs } = state;
  remainingMs -= now - state.lastNow;
  while (remainingMs <= 0) {
    index = (index + 1) % POSES.length;
    remainingMs += poseMs(index);
  }
  return { ...state, index, remainingMs, lastNow: now };
}

/** Whole seconds shown on the countdown. */
export function secondsShown(state: StretchState): number {
  return Math.ceil(state.remainingMs / 1000);
}
