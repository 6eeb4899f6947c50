// The history of a deploy root: one immutable record per revision, .naturverse/history/r<R>.json
// (ledger.ts claims them), holding the change and the registry it made. Older roots also hold
// r<R>-s<n>.json (a shell deploy recorded beside revision R, before the registry named the shell),
// r<R>-l<n>.json (a line of a legacy remotes.history.jsonl, converted by `copy`) and the legacy
// file itself: all are read, in the order they happened.
import { inParallel, PRIVATE_DIR, TRANSFERS_AT_ONCE, type Store } from '../store/store.js';
import type { RegistryFile } from '@naturverse/contracts/registry-schema';
import { damaged } from './damaged.js';

/** The history of roots written before the history became one record per revision. */
export const LEGACY_HISTORY = 'remotes.history.jsonl';
export const HISTORY_DIR = `${PRIVATE_DIR}/history/`;

const pad = (n: number, width: number) => String(n).padStart(width, '0');
export const revisionKey = (revision: number): string => `${HISTORY_DIR}r${pad(revision, 9)}.json`;
/** A legacy history line of `revision` (the n-th recorded there outside the registry), as `copy` converts it. */
export const legacyLineKey = (revision: number, n: number): string => `${HISTORY_DIR}r${pad(revision, 9)}-l${pad(n, 4)}.json`;
const RECORD_KEY = /\/r(\d{9})(?:-([ls])(\d{4}))?\.json$/;

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

/** A history record: a revision's changes and, for a registry change, the registry it made. */
export interface HistoryRecord {
  revision: number;
  at: string;
  who: string;
  changes: Change[];
  registry?: RegistryFile;
  /** random bytes that make each record's bytes its own: a writer unsure whether its create landed compares bytes */
  nonce: string;
}

/** A history record, or null when there is none; a record that does not parse is one line naming it. */
export async function readRecord(store: Store, key: string): Promise<HistoryRecord | null> {
  const got = await store.read(key);
  if (!got) return null;
  try {
    const record = JSON.parse(got.body.toString('utf8')) as HistoryRecord;
    if (typeof record.revision === 'number' && Array.isArray(record.changes)) return record;
  } catch {
    // named below
  }
  throw damaged(store, key, 'is not a history record');
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

/** Where a record's key puts it: its revision's registry change first, then the lines recorded beside it (legacy, then shell). */
const orderOf = (key: string): [number, number, number] => {
  const [, revision, kind, n] = RECORD_KEY.exec(key)!;
  return [Number(revision), kind === undefined ? 0 : kind === 'l' ? 1 : 2, Number(n ?? 0)];
};
const byOrder = (a: string, b: string) => {
  const [x, y] = [orderOf(a), orderOf(b)];
  return x[0] - y[0] || x[1] - y[1] || x[2] - y[2];
};

/** Every history line, oldest first: a legacy file's, then each record's in revision order. Read only. */
export async function readHistory(store: Store): Promise<HistoryLine[]> {
  const legacy = await store.read(LEGACY_HISTORY);
  const keys = (await store.list(HISTORY_DIR)).filter((key) => RECORD_KEY.test(key)).sort(byOrder);
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
