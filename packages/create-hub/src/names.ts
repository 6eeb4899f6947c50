// A hub's name, title and component name: the rules the starter and the repository's
// `pnpm run new-hub` share (the registry schema is stricter than nothing, looser than these:
// a name is also the hub's first path segment, its folder, its package and its Module
// Federation container name).

/** 2–31 lower-case letters, digits or "-", starting with a letter. */
const HUB_NAME = /^[a-z][a-z0-9-]{1,30}$/;
/** A title goes into TypeScript strings and JSX text as it is: none of the characters that would end them. */
const TITLE = /^[^'"`\\<>{}\n]{1,40}$/;

/** Why `name` cannot be a hub's name, or null. `taken`: names already in use where the hub goes. */
export function nameProblem(name: string | undefined, taken: ReadonlySet<string> = new Set()): string | null {
  if (!name) return 'Name the hub, e.g. "birds" (lower-case letters, digits and "-")';
  if (!HUB_NAME.test(name)) return `"${name}" is not a hub name: use 2–31 lower-case letters, digits or "-", starting with a letter`;
  if (name.endsWith('-') || name.includes('--')) return `"${name}" is not a hub name: a "-" goes between words`;
  if (taken.has(name)) return `"${name}" is already used by a hub or a page of the shell (/${name})`;
  return null;
}

/** Why `title` cannot be a hub's title, or null. */
export function titleProblem(title: string): string | null {
  return TITLE.test(title) ? null : `"${title}" is not a hub title: 1–40 characters, none of ' " \` \\ < > { }`;
}

/** "bird-watch" → "Bird Watch" */
export function titleOf(name: string): string {
  return name
    .split('-')
    .map((word) => word.charAt(0).toUpperCase() + word.slice(1))
    .join(' ');
}

/** "bird-watch" → "BirdWatch" (the hub's component names) */
export function componentOf(name: string): string {
  return titleOf(name).replaceAll(' ', '');
}
