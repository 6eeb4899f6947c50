/**
 * Seedable shuffling for quizzes: the random source is injected, so tests (and a replay)
 * can pin the order (seededRandom of @naturverse/testing) while the app uses Math.random.
 */
export type RandomSource = () => number;

/** Fisher–Yates on a copy; `random` must return numbers in [0, 1). */
export function shuffle<T>(items: readonly T[], random: RandomSource): T[] {
  const out = [...items];
  for (let i = out.length - 1; i > 0; i -= 1) {
    const j = Math.min(i, Math.floor(random() * (i + 1)));
    [out[i], out[j]] = [out[j] as T, out[i] as T];
  }
  return out;
}
