/**
 * The hub tags of the e2e suite. Every test carries the tags of the parts it
 * exercises as Playwright tags (`{ tag: [...] }` on its test or its file's describe), so a
 * hub team runs its slice with `npm run test:e2e -- --hub zones`, which scripts/e2e.mjs turns
 * into `--grep "@zones|@cross"`. `@cross` marks journeys over several hubs: they are in every
 * hub's slice. scripts/e2e-tags.mjs fails when a test has none of these tags.
 * The hubs are the registry's (a hub made by `pnpm run new-hub` has its tag at once).
 */
import { REMOTES } from './registry.js';

export const HUBS: string[] = ['shell', ...REMOTES.map((r) => r.name)];
export const HUB_TAGS: string[] = [...HUBS.map((hub) => `@${hub}`), '@cross'];

/**
 * The tags of a group of routes named by part (e2e/a11y/routes.ts): the shell's pages and its
 * Worlds are the shell's; 'navatar and passport' is both hubs'.
 */
export function partTags(part: string): string[] {
  const tags = part.split(/\s+and\s+/).map((name) => (name === 'worlds' ? '@shell' : `@${name}`));
  const unknown = tags.filter((tag) => !HUB_TAGS.includes(tag));
  if (unknown.length) throw new Error(`No hub tag for the part "${part}" (${unknown.join(', ')})`);
  return [...new Set(tags)];
}

/** The --grep pattern of one hub's slice: its own tests and the journeys across hubs. */
export function hubGrep(hub: string): string {
  if (!HUBS.includes(hub)) throw new Error(`Unknown hub "${hub}": one of ${HUBS.join(', ')}`);
  return `@${hub}(?![\\w-])|@cross`;
}
