// A hub's name, title and component name, as the starter and the repository's `pnpm run new-hub`
// take them. The name and title rules are @naturverse/contracts/hub-identity's, the ones the
// registry, the deploy command and the reports use: a hub the starter makes is a hub that can
// deploy and report.
import { hubNameFault, hubTitleFault } from '@naturverse/contracts/hub-identity';

/** Why `name` cannot be a hub's name, or null. `taken`: names already in use where the hub goes. */
export function nameProblem(name: string | undefined, taken: ReadonlySet<string> = new Set()): string | null {
  if (!name) return 'Name the hub, e.g. "birds" (lower-case letters, digits, "-" and "_")';
  const fault = hubNameFault(name);
  if (fault) return `"${name}" is not a hub name: ${fault}`;
  if (taken.has(name)) return `"${name}" is already used by a hub or a page of the shell (/${name})`;
  return null;
}

/** Why `title` cannot be a hub's title, or null. */
export function titleProblem(title: string): string | null {
  const fault = hubTitleFault(title);
  return fault ? `"${title}" is not a hub title: ${fault}` : null;
}

/** "bird-watch" → "Bird Watch", "my_owls" → "My Owls" */
export function titleOf(name: string): string {
  return name
    .split(/[-_]/)
    .filter(Boolean)
    .map((word) => word.charAt(0).toUpperCase() + word.slice(1))
    .join(' ');
}

/** "bird-watch" → "BirdWatch" (the hub's component names) */
export function componentOf(name: string): string {
  return titleOf(name).replaceAll(' ', '');
}
