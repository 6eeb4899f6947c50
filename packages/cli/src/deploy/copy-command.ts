// copy --from <root> --to <root>: move a deploy root (a folder into a bucket, a bucket into a
// folder, or between two of either) keeping its revisions and history. Every object is created
// only if absent at the target, the registry last: until it lands, the target serves nothing
// new, and a copy stopped half-way is finished by running it again. The source is only read (a
// revision claimed there and not yet written is copied as it is: the target's next writing
// command writes it). A root written before the history became one record per revision has
// its history file turned into those records.
import type { Store } from '../store/store.js';
import { inParallel, TRANSFERS_AT_ONCE } from '../store/store.js';
import type { CommandResult } from './hub-commands.js';
import { DeployError, HISTORY_DIR, LEGACY_HISTORY, REGISTRY, parseHistoryLines, readHistory, readLedger, revisionKey, type HistoryLine } from './ledger.js';
import { legacyLineKey } from './history.js';
import { shownKey } from './publish.js';

/**
 * Bookkeeping of one machine's writes, or of a writer at the root copied from: never copied (the
 * lease older versions of this command took while copying a shell live, the folder store's lock).
 */
const NOT_COPIED = (key: string) =>
  key === LEGACY_HISTORY || key === '.naturverse/shell-live.lease.json' || key.startsWith('.naturverse/registry.lock') || key.endsWith('.tmp');

/**
 * A legacy history's lines as history records: each revision's registry change as r<R>.json, the
 * lines recorded beside a revision (the shell's deploys) as r<R>-l<n>.json — a name no later
 * deploy writes, so a root whose later shell deploys were recorded as r<R>-s<n>.json copies whole.
 */
function historyObjects(lines: HistoryLine[]): Map<string, Buffer> {
  const out = new Map<string, Buffer>();
  const besideCount = new Map<number, number>();
  const groups = new Map<string, HistoryLine[]>();
  for (const line of lines) {
    let key = revisionKey(line.revision);
    if (line.hub === 'shell') {
      const n = (besideCount.get(line.revision) ?? 0) + 1;
      besideCount.set(line.revision, n);
      key = legacyLineKey(line.revision, n);
    }
    groups.set(key, [...(groups.get(key) ?? []), line]);
  }
  for (const [key, group] of groups) {
    const { at, revision, who } = group[0]!;
    const changes = group.map(({ action, hub, from, to, why }) => ({ action, hub, from, to, why }));
    out.set(key, Buffer.from(`${JSON.stringify({ revision, at, who, changes, nonce: 'copied' }, null, 1)}\n`));
  }
  return out;
}

export async function copyRoot({ from, to, dryRun = false }: { from: Store; to: Store; dryRun?: boolean }): Promise<CommandResult> {
  const source = await readLedger(from);
  if (!source.registry) throw new DeployError('missing', `no registry at ${from.describe}: nothing to copy`);
  const target = await readLedger(to);
  if (target.registry && target.revision !== source.revision)
    throw new DeployError('conflict', `${to.describe} already has a registry (revision ${target.revision}): copy into an empty root`);
  const keys = (await from.list('')).filter((key) => !NOT_COPIED(key));
  const legacy = await from.read(LEGACY_HISTORY);
  const converted = legacy ? historyObjects(parseHistoryLines(legacy.body.toString('utf8'))) : new Map<string, Buffer>();
  const history = (await readHistory(from)).length;
  const summary = `${keys.length + converted.size} objects from ${from.describe} to ${to.describe} (registry revision ${source.revision}, ${history} history entries)`;
  if (dryRun) return { lines: [`would copy ${summary}`, 'dry run: nothing written'] };
  const write = async (key: string, body: Buffer) => {
    if (!(await to.create(key, body)) && !(await to.read(key))?.body.equals(body))
      throw new DeployError('conflict', `${shownKey(to, key)} already holds other bytes: copy into an empty root`);
  };
  const copy = async (key: string) => write(key, (await from.read(key))!.body);
  // versions and bookkeeping first, then the live shell's files (its page last), the registry at the very end
  const live = keys.filter((key) => !key.startsWith('hubs/') && !key.startsWith('shell/') && !key.startsWith('.naturverse/'));
  const rest = keys.filter((key) => !live.includes(key));
  await inParallel(rest, TRANSFERS_AT_ONCE, copy);
  await inParallel([...converted], TRANSFERS_AT_ONCE, ([key, body]) => write(key, body));
  const pages = live.filter((key) => key !== REGISTRY && !/^index\.html(\.br|\.gz)?$/.test(key));
  await inParallel(pages, TRANSFERS_AT_ONCE, copy);
  for (const key of live.filter((k) => k !== REGISTRY && !pages.includes(k))) await copy(key);
  await copy(REGISTRY);
  return { lines: [`copied ${summary}`, `history objects under ${shownKey(to, HISTORY_DIR)}`] };
}
