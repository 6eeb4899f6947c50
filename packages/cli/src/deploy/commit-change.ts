// One change of the registry — a hub's deploy, canary, promote, abort or rollback, the shell's
// deploy or rollback — prepared against the ledger and committed by its compare-and-swap
// (ledger.ts); prepared again, checks included, when another change claimed the revision first.
// A check that passed against one snapshot and fails against the next was refused by the change
// that landed in between: a conflict (exit 3) naming it, never a silent "both live".
import type { RegistryFile } from '@naturverse/contracts/registry-schema';
import type { Store } from '../store/store.js';
import { DeployError, commitRegistry, readLedger, settleLedger, type Change, type Ledger } from './ledger.js';
import { readRecord, revisionKey } from './history.js';
import { settleRoot } from './projection.js';

/** What a command prints, one line each. */
export interface CommandResult {
  lines: string[];
}

export interface PlannedChange {
  registry: RegistryFile;
  changes: Change[];
  lines: string[];
}

/**
 * Tries of a change whose revision another writer claimed first: each try reads the new registry
 * and checks again. Eight teams deploying at the same moment each get in within eight tries;
 * the pause between tries grows and is random, so racing writers spread out.
 */
const ATTEMPTS = 12;
const backOff = (attempt: number) => new Promise((r) => setTimeout(r, Math.random() * 100 * Math.min(attempt, 5)));

/** How the changes committed after `from` up to `to` read: "shell 9.0.0 by runner-a (revision 5)". */
async function changesSince(store: Store, from: number, to: number): Promise<string> {
  const words: string[] = [];
  for (let revision = from + 1; revision <= to; revision++) {
    const record = await readRecord(store, revisionKey(revision));
    for (const c of record?.changes ?? []) words.push(`${c.hub} ${c.to ?? ''} (${c.action}) by ${record!.who} (revision ${revision})`.replace('  ', ' '));
  }
  return words.join(', ') || `revision ${to}`;
}

/** The note a dry run adds when a revision is claimed and not yet written. */
const pendingNote = (ledger: Ledger) =>
  ledger.pending ? [`revision ${ledger.pending} is claimed in the history and not yet in remotes.json: the next writing command writes it first`] : [];

/**
 * The writing commands' one path: settle the root (a claimed revision written, the live shell
 * files projected again), read the ledger, let `change` make the new registry from it, commit;
 * again if another commit got in first. `change` returns the plan or null (nothing to do).
 * `initial`: the registry to start from when the root has none (the shell's first deploy).
 * A dry run only reads.
 */
export async function commitChange(
  store: Store,
  { who, dryRun, initial }: { who: string; dryRun: boolean; initial?: () => Promise<RegistryFile> },
  change: (registry: RegistryFile, ledger: Ledger) => Promise<PlannedChange | null>,
): Promise<CommandResult & { committed: RegistryFile | null }> {
  let first: number | null = null;
  for (let attempt = 1; ; attempt++) {
    if (!dryRun && attempt === 1) await settleRoot(store);
    const ledger = dryRun ? await readLedger(store) : await settleLedger(store);
    const root = store.describe;
    const base = ledger.registry ?? (initial ? await initial() : null);
    if (!base) throw new DeployError('missing', `no registry at ${root}: deploy the shell first (naturverse deploy shell --from <shell dist> --to ${root})`);
    first ??= ledger.revision;
    let planned: PlannedChange | null;
    try {
      planned = await change(structuredClone(base), ledger);
    } catch (error) {
      if (error instanceof DeployError && error.kind === 'check' && ledger.revision > first)
        throw new DeployError('conflict', `${await changesSince(store, first, ledger.revision)} went live while this change was prepared; ${error.message}`);
      throw error;
    }
    if (!planned) return { lines: ['nothing to change: already live', ...pendingNote(ledger)], committed: null };
    if (ledger.oldShell && planned.registry.shell?.version === ledger.oldShell)
      throw new DeployError(
        'check',
        `the live shell ${ledger.oldShell} was built before the registry named the live shell (it would refuse the registry this change writes): deploy a newer shell first, nothing changed`,
      );
    if (dryRun)
      return { lines: [...planned.lines, ...pendingNote(ledger), `dry run: registry revision ${ledger.revision} unchanged, nothing written`], committed: null };
    try {
      const next = await commitRegistry(store, { basedOn: ledger.revision, tag: ledger.tag, registry: planned.registry, changes: planned.changes, who });
      return { lines: [...planned.lines, `registry revision ${ledger.revision} → ${next.revision}`], committed: next };
    } catch (error) {
      if (!(error instanceof DeployError) || error.kind !== 'conflict' || attempt >= ATTEMPTS) throw error;
      await backOff(attempt);
    }
  }
}
