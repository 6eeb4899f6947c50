// ESLint rule "naturverse/rooms": which room of shell/src/federation may import which.
// shell/src/federation/README.md says it in words, room by room ("May import: …"); this is the
// same list as data, so a new import across rooms is either in the README and here, or fails
// `npm run lint` naming the room it reached and what that room may import.
//
// Only imports from one room into another are checked (what a room takes from packages or
// from the rest of the shell is the other rules' business). Any room's `types.ts` may be
// imported from anywhere: it holds shapes only, so it cannot pull logic in or close a cycle.
import path from 'node:path';

const FEDERATION = 'shell/src/federation/';

/**
 * Room → what it may import of the other rooms: a room name (any of its files) or
 * `room/file` (that module only, without its extension).
 */
export const ROOM_IMPORTS: Record<string, string[]> = {
  registry: [],
  timeouts: [],
  loading: ['registry', 'timeouts'],
  sharing: [],
  skew: ['sharing/share-scope'],
  overrides: ['registry'],
  canary: ['registry', 'overrides/override-state', 'loading/remotes'],
  'hub-route': ['registry', 'loading/remotes', 'skew/skew-error', 'skew/HubSkewFallback'],
};

/** Single modules with more than their room: the runtime chunk starts the plugins of other rooms. */
export const MODULE_IMPORTS: Record<string, string[]> = {
  'loading/runtime': ['sharing', 'skew/skew-plugin'],
};

/** The room and module (`loading/plugins/timeout-plugin`) of a file under shell/src/federation, or null. */
export function roomOf(file: string, root: string): { room: string; module: string } | null {
  const rel = path.relative(root, file).split(path.sep).join('/');
  if (!rel.startsWith(FEDERATION)) return null;
  const inside = rel.slice(FEDERATION.length);
  const [room, ...rest] = inside.split('/');
  if (!room || !rest.length) return null; // the README beside the rooms
  return { room, module: inside.replace(/\.(c|m)?(t|j)sx?$/, '') };
}

const allows = (entries: readonly string[], to: { room: string; module: string }): boolean => entries.some((entry) => entry === to.room || entry === to.module);

/** Why `file` must not import `target` (absolute paths) by the room rule, or null. */
export function roomViolation(file: string, target: string, root: string): string | null {
  const from = roomOf(file, root);
  const to = roomOf(target, root);
  if (!from || !to || from.room === to.room) return null;
  if (to.module === `${to.room}/types`) return null;
  const allowed = ROOM_IMPORTS[from.room];
  if (!allowed)
    return `shell/src/federation/${from.room} is not a room the README names: add it there and to ROOM_IMPORTS (packages/eslint-plugin/src/rooms.ts)`;
  if (!ROOM_IMPORTS[to.room]) return `shell/src/federation/${to.room} is not a room the README names`;
  if (allows(allowed, to) || allows(MODULE_IMPORTS[from.module] ?? [], to)) return null;
  const may = allowed.length ? allowed.join(', ') : 'no other room';
  return `federation room "${from.room}" must not import ${to.module}: it may import ${may} (and any room's types.ts); see shell/src/federation/README.md`;
}
