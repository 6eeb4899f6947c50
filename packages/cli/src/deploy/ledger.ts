// The registry at a deploy root as a ledger, on any store (../store): remotes.json (what the
// shell reads) carries a revision, and the history is one immutable object per revision,
// .naturverse/history/r<revision>.json, holding the change and the whole new registry. A change
// prepared against revision R is committed in two conditional writes, in this order:
//   1. claim r<R+1>.json create-only — of two writers, exactly one gets R+1; the other prepares
//      its change again against the new registry (hub-commands.ts), so no edit is lost;
//   2. replace remotes.json only if it is still the one read (compare-and-swap on its tag).
// A writer that dies between the two leaves a claimed revision newer than remotes.json: whoever
// reads the ledger next finishes it (rolls forward: writes the claim's registry with the same
// compare-and-swap) before doing anything else. docs/architecture.md says why this is safe.
// The shell's own deploys change no registry: they are recorded as r<R>-s<n>.json beside it.
// Roots written before this layout keep their remotes.history.jsonl, read first.
import { randomBytes } from 'node:crypto';
import { checkRegistry, type RegistryFile } from '@naturverse/contracts/registry-schema';
import { inParallel, PRIVATE_DIR, TRANSFERS_AT_ONCE, type Store } from '../store/store.js';
import { DeployError } from './deploy-error.js';
import { pauseAt } from './test-pause.js';

export { DeployError, type DeployErrorKind } from './deploy-error.js';
export { PRIVATE_DIR };

export const REGISTRY = 'remotes.json';
/** The history of roots written before the history became one object per revision. */
export const LEGACY_HISTORY = 'remotes.history.jsonl';
export const HISTORY_DIR = `${PRIVATE_DIR}/history/`;

const pad = (n: number, width: number) => String(n).padStart(width, '0');
export const revisionKey = (revision: number): string => `${HISTORY_DIR}r${pad(revision, 9)}.json`;
const shellKey = (revision: number, n: number) => `${HISTORY_DIR}r${pad(revision, 9)}-s${pad(n, 4)}.json`;

/** One change of a hub (or the shell) as the history records it. */
export interface Change {
  action: string;
  hub: string;
  from: string | null;
  to: string | null;
  why?: string | undefined;
}

/** One line of the history. */
export interface HistoryLine {
  at: string;
  revision: number;
  action: string;
  hub: string;
  from: string | null;
  to: string | null;
  who: string;
  why: string;
}

/** A history object: a revision's changes and, for a registry change, the registry it made. */
interface HistoryRecord {
  revision: number;
  at: string;
  who: string;
  changes: Change[];
  registry?: RegistryFile;
  /** makes each claim's bytes its own: a writer unsure whether its write landed compares bytes */
  claim: string;
}

/** One entry per line, as registry/*.json are written: a hub's change is a one-line diff. */
export function formatRegistry(registry: RegistryFile): string {
  const { remotes, ...rest } = registry;
  const lines = remotes.map((r) => `    ${JSON.stringify(r)}`);
  const tail = Object.entries(rest).map(([key, value]) => `,\n  ${JSON.stringify(key)}: ${JSON.stringify(value)}`);
  return `{\n  "remotes": [\n${lines.join(',\n')}\n  ]${tail.join('')}\n}\n`;
}

export interface Ledger {
  registry: RegistryFile | null;
  revision: number;
  /** remotes.json's tag as read (null: none yet), for the compare-and-swap */
  tag: string | null;
}

async function readRegistry(store: Store): Promise<Ledger> {
  const got = await store.read(REGISTRY);
  if (!got) return { registry: null, revision: 0, tag: null };
  let parsed: unknown;
  try {
    parsed = JSON.parse(got.body.toString('utf8'));
  } catch {
    parsed = null;
  }
  const checked = checkRegistry(parsed);
  if (!checked.ok) throw new DeployError('check', `the live registry ${store.describe}/${REGISTRY} is invalid:\n  - ${checked.errors.join('\n  - ')}`);
  return { registry: checked.registry, revision: checked.registry.revision ?? 0, tag: got.tag };
}

const readRecord = async (store: Store, key: string): Promise<HistoryRecord | null> => {
  const got = await store.read(key);
  return got ? (JSON.parse(got.body.toString('utf8')) as HistoryRecord) : null;
};

const TRIES = 10;

/**
 * The live registry, its revision and tag — after finishing any revision a writer claimed and
 * did not write (rolled forward, so nothing claimed is lost and nothing is applied twice).
 */
export async function readLedger(store: Store): Promise<Ledger> {
  for (let tries = 0; tries < TRIES; tries++) {
    const live = await readRegistry(store);
    const claimed = await readRecord(store, revisionKey(live.revision + 1));
    if (!claimed?.registry) return live;
    await store.replace(REGISTRY, Buffer.from(formatRegistry(claimed.registry)), live.tag);
  }
  throw new DeployError('conflict', `the registry at ${store.describe} kept changing while it was read; run the command again`);
}

/**
 * Commit `registry` as the next revision of the one read (`basedOn`, its `tag` if known), with `changes`
 * (when and who added here). Refused, nothing written, if the registry is invalid or another
 * change claimed the next revision first.
 */
export async function commitRegistry(
  store: Store,
  {
    basedOn,
    tag,
    registry,
    changes,
    who,
    now = new Date(),
  }: { basedOn: number; tag?: string | null; registry: RegistryFile; changes: Change[]; who: string; now?: Date },
): Promise<RegistryFile> {
  const next = { ...registry, revision: basedOn + 1 };
  const checked = checkRegistry(next);
  if (!checked.ok) throw new DeployError('check', `the new registry would be invalid:\n  - ${checked.errors.join('\n  - ')}`);
  const record: HistoryRecord = { revision: next.revision, at: now.toISOString(), who, changes, registry: next, claim: randomBytes(8).toString('hex') };
  await pauseAt('before-history-claim');
  if (!(await store.create(revisionKey(next.revision), Buffer.from(`${JSON.stringify(record, null, 1)}\n`)))) {
    throw new DeployError(
      'conflict',
      `the registry changed while this change was prepared (revision ${basedOn} → ${basedOn + 1}); nothing was written — run the command again`,
    );
  }
  await pauseAt('after-history-claim');
  // the revision is ours: remotes.json moves to it, by us or by a reader rolling it forward
  // (the claim serialises writers: any remotes.json still at basedOn is the one to replace)
  let expected = tag === undefined ? (await readRegistry(store)).tag : tag;
  for (let tries = 0; tries < TRIES; tries++) {
    if (await store.replace(REGISTRY, Buffer.from(formatRegistry(next)), expected)) break;
    const live = await readRegistry(store);
    if (live.revision >= next.revision) break;
    expected = live.tag;
  }
  await pauseAt('after-registry-write');
  return next;
}

/** Record changes outside the registry (the shell's own deploys) at the live revision. */
export async function appendHistory(
  store: Store,
  changes: Change[],
  { who, revision, now = new Date() }: { who: string; revision: number; now?: Date },
): Promise<void> {
  const record: HistoryRecord = { revision, at: now.toISOString(), who, changes, claim: randomBytes(8).toString('hex') };
  const taken = (await store.list(`${HISTORY_DIR}r${pad(revision, 9)}-s`)).length;
  for (let n = taken + 1; n < taken + 100; n++) {
    if (await store.create(shellKey(revision, n), Buffer.from(`${JSON.stringify(record, null, 1)}\n`))) return;
  }
  throw new DeployError('conflict', `the history at ${store.describe} kept changing while this change was recorded; run the command again`);
}

const linesOf = (record: HistoryRecord): HistoryLine[] =>
  record.changes.map((c) => ({
    at: record.at,
    revision: record.revision,
    action: c.action,
    hub: c.hub,
    from: c.from,
    to: c.to,
    who: record.who,
    why: c.why ?? '',
  }));

/** A legacy history file's lines (a line that does not parse is skipped, not fatal). */
export function parseHistoryLines(text: string): HistoryLine[] {
  return text
    .split('\n')
    .filter(Boolean)
    .flatMap((line) => {
      try {
        return [JSON.parse(line) as HistoryLine];
      } catch {
        return [];
      }
    });
}

/** Every history line, oldest first: a legacy file's, then each revision's object in order. */
export async function readHistory(store: Store): Promise<HistoryLine[]> {
  const legacy = await store.read(LEGACY_HISTORY);
  const keys = (await store.list(HISTORY_DIR)).filter((key) => /\/r\d{9}(-s\d{4})?\.json$/.test(key));
  const records: Array<HistoryRecord | null> = new Array(keys.length).fill(null);
  await inParallel([...keys.keys()], TRANSFERS_AT_ONCE, async (i) => {
    records[i] = await readRecord(store, keys[i]!);
  });
  return [...(legacy ? parseHistoryLines(legacy.body.toString('utf8')) : []), ...records.flatMap((r) => (r ? linesOf(r) : []))];
}

/**
 * The stable versions of a hub as the history made them, a stack: a deploy or promote pushes
 * its version, a rollback returns to the version it names (dropping what came after it).
 * The previous version is the one below the top.
 */
export function versionStack(history: readonly HistoryLine[], hub: string): string[] {
  const stack: string[] = [];
  for (const line of history) {
    if (line.hub !== hub || !line.to) continue;
    if (line.action === 'deploy' || line.action === 'promote') stack.push(line.to);
    else if (line.action === 'rollback') {
      const at = stack.lastIndexOf(line.to);
      if (at >= 0) stack.length = at + 1;
      else stack.push(line.to);
    }
  }
  return stack;
}

/** Who made a change: --who, else the CI's or the shell's user. */
export function whoFrom(flag: string | undefined, env: NodeJS.ProcessEnv = process.env): string {
  return flag || env.NATURVERSE_DEPLOYER || env.GITHUB_ACTOR || env.USER || 'unknown';
}
