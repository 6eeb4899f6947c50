/**
 * The grown-up check in front of every off-site link (Apple's Kids category
 * asks for one): a multiplication most young children cannot answer yet, new each time.
 * Plain logic, no React, so it is unit-tested beside this file.
 */
export interface GrownUpQuestion {
  a: number;
  b: number;
  /** What the field's label says, spoken the same way by a screen reader. */
  text: string;
}

/** Where a GrownUpLink's check is: closed, asking (after a wrong answer, a new question), or passed. */
export type GrownUpStep = { kind: 'closed' } | { kind: 'asking'; question: GrownUpQuestion; wrong: boolean } | { kind: 'passed' };

/** Factors 3–9: never a ×1/×2 a child can do at a glance. */
const MIN_FACTOR = 3;
const MAX_FACTOR = 9;

function factor(random: () => number): number {
  const span = MAX_FACTOR - MIN_FACTOR + 1;
  // random() is in [0, 1); clamp anyway so a fake returning 1 cannot produce 10.
  return Math.min(MAX_FACTOR, MIN_FACTOR + Math.floor(random() * span));
}

export function makeGrownUpQuestion(random: () => number = Math.random): GrownUpQuestion {
  const a = factor(random);
  const b = factor(random);
  return { a, b, text: `What is ${a} times ${b}?` };
}

/** Accepts the product typed with surrounding spaces; anything else (words, "42.0", "4 2") is wrong. */
export function isGrownUpAnswer(question: GrownUpQuestion, typed: string): boolean {
  const trimmed = typed.trim();
  return /^\d{1,3}$/.test(trimmed) && Number(trimmed) === question.a * question.b;
}

/** The host shown to the grown-up ("www.youtube.com"); null for anything that is not http(s). */
export function externalHost(href: string): string | null {
  try {
    const url = new URL(href);
    return url.protocol === 'https:' || url.protocol === 'http:' ? url.host : null;
  } catch {
    return null;
  }
}
