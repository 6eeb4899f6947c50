/** Pure passport rules: counts, wording and ordering. */
import { shortDateFormat } from '@naturverse/platform';
import { countOf } from '@naturverse/ui/plural';
import type { PassportBadge, PassportStamp } from './types';

/** '1 stamp', '0 stamps', '2 stamps'. */
export function stampCountLabel(count: number): string {
  return countOf(count, 'stamp');
}

/**
 * A world's count is the auto-stamps earned by playing (zones games, karaoke) plus
 * the passport stamp entries recorded for that world.
 */
export function worldStampCounts(
  worlds: readonly string[],
  autoCounts: Readonly<Record<string, number>>,
  stamps: readonly Pick<PassportStamp, 'world'>[],
): Record<string, number> {
  const counts: Record<string, number> = {};
  for (const world of worlds) counts[world] = autoCounts[world] ?? 0;
  for (const stamp of stamps) {
    if (stamp.world in counts) counts[stamp.world] = (counts[stamp.world] ?? 0) + 1;
  }
  return counts;
}

/** Newest first by created_at; a stable copy (ties keep their order). */
export function newestFirst<T extends { created_at: string }>(items: readonly T[]): T[] {
  return [...items].sort((a, b) => Date.parse(b.created_at) - Date.parse(a.created_at));
}

/** '21 Nov 2026' style; its formatter is made when the browser is idle or at the first date shown (see shortDateFormat). */
export const formatDate = shortDateFormat();

/** The status line under the title once the passport has loaded (spec §2, verbatim). */
export function modeStatusText(mode: 'local' | 'synced'): string {
  return mode === 'synced' ? 'Synced to your account.' : 'Local demo mode.';
}

/** A badge is earned once per code: the first one earned of each code, newest first. */
export function oncePerCode<T extends Pick<PassportBadge, 'code' | 'created_at'>>(badges: readonly T[]): T[] {
  const first = new Map<string, T>();
  for (const badge of [...newestFirst(badges)].reverse()) if (!first.has(badge.code)) first.set(badge.code, badge);
  return newestFirst([...first.values()]);
}

export function hasBadge(badges: readonly Pick<PassportBadge, 'code'>[], code: string): boolean {
  return badges.some((b) => b.code === code);
}
