/** Spec §9: 60 pieces of confetti for 1 s when a stamp is earned. Pure, seedable. */
export const CONFETTI_PIECES = 60;
export const CONFETTI_MS = 1000;
const COLOURS = ['#f6c343', '#2f7d4f', '#1a5d8f', '#b4441b', '#8a2f5b', '#8fd18a'];

export interface ConfettiPiece {
  left: number; // % of the viewport width
  delay: number; // ms
  drift: number; // px sideways
  rotate: number; // deg
  colour: string;
}

export function makeConfetti(random: () => number = Math.random): ConfettiPiece[] {
  return Array.from({ length: CONFETTI_PIECES }, (_, i) => ({
    left: random() * 100,
    delay: random() * 250,
    drift: (random() - 0.5) * 160,
    rotate: random() * 720 - 360,
    colour: COLOURS[i % COLOURS.length]!,
  }));
}
