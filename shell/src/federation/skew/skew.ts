/**
 * The version-skew guard's logic, pure: which shared singletons a hub's manifest needs that
 * the page cannot give it. Module Federation alone only warns when a singleton does not
 * satisfy a remote's requiredVersion and hands the hub the page's copy anyway, which then
 * breaks at run time in ways nobody can read; the shell refuses to mount such a hub instead.
 */

// The rule itself lives in @naturverse/contracts/skew-rule, shared with the deploy command's
// check (packages/cli/src/deploy/checks.ts): the same fault is refused before a hub goes live.
import type { Mismatch } from './types';

export { compareVersions, findMismatches, pageCopy } from '@naturverse/contracts/skew-rule';

/** The plain-words sentence for a family: "The Zones hub needs a newer version of @naturverse/ui than this page has." */
export function describeSkew(title: string, mismatches: readonly Mismatch[]): string {
  const newer = mismatches.filter((m) => m.needs === 'newer').map((m) => m.name);
  const older = mismatches.filter((m) => m.needs === 'older').map((m) => m.name);
  const parts = [newer.length ? `a newer version of ${newer.join(' and ')}` : '', older.length ? `an older version of ${older.join(' and ')}` : ''].filter(
    Boolean,
  );
  return `The ${title} hub needs ${parts.join(', and ')} than this page has, so it is not shown. The rest of Naturverse works.`;
}
