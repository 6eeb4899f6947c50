/**
 * What the zone games report to the platform (spec §7 grant stamp / save score, §9).
 * Kept apart from the components so the exact worlds, game names and values are
 * unit-tested; the platform itself decides whether a stamp is due (flag, once a day).
 */
import { grantStamp, saveScore } from '@naturverse/platform';

export interface RewardsPlatform {
  grantStamp: (world: string) => unknown;
  saveScore: (game: string, value: number) => Promise<void>;
}

const platform: RewardsPlatform = { grantStamp, saveScore };

/** Higher is better on the scoreboard, so reaction times are stored negative (spec §5). */
export function reactionScore(ms: number): number {
  return -ms;
}

/** Each valid reaction tap: a Thailandia stamp attempt and the score as negative ms. */
export function reportReactionTap(ms: number, p: RewardsPlatform = platform): void {
  p.grantStamp('thailandia');
  void p.saveScore('reaction', reactionScore(ms));
}

/** End of a bubble game: the score is the number of hits. */
export function reportBubbleGame(hits: number, p: RewardsPlatform = platform): void {
  void p.saveScore('bubbles', hits);
}

/** The karaoke reached its last line (once per run). */
export function reportKaraokeFinished(p: RewardsPlatform = platform): void {
  p.grantStamp('musiclandia');
}
