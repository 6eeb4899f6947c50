// status (what is live at a root) and history [hub] (the ledger's lines), as plain text. Both
// only read: a revision claimed and not yet written, or live shell files behind the registry,
// are said, and left to the next writing command.
import type { Store } from '../store/store.js';
import type { CommandResult } from './commit-change.js';
import { readHistory, readLedger, type Ledger } from './ledger.js';
import { shownVersion } from './layout.js';
import { filesBehind } from './projection.js';

const pendingLine = (ledger: Ledger) =>
  ledger.pending ? [`  (revision ${ledger.pending} is claimed in the history and not yet in remotes.json: the next writing command writes it)`] : [];

export async function status({ store }: { store: Store }): Promise<CommandResult> {
  const ledger = await readLedger(store);
  const { registry, revision } = ledger;
  const shell = registry?.shell?.version;
  const behind = shell ? (await filesBehind(store, shell)).length : 0;
  const lines = [
    `${store.describe}: registry revision ${revision}${registry ? '' : ' (no registry yet)'}`,
    ...pendingLine(ledger),
    `  shell          ${shell ?? ledger.oldShell ?? '(not deployed)'}${ledger.oldShell ? ' (built before the registry named the live shell)' : ''}`,
    ...(behind ? [`  (${behind} live shell files are not yet shell ${shell}'s: the next writing command copies them)`] : []),
  ];
  for (const entry of registry?.remotes ?? []) {
    const canary = entry.canary ? `  canary ${shownVersion(entry.canary.manifest)} for ${entry.canary.share} %` : '';
    lines.push(`  ${entry.name.padEnd(14)} ${shownVersion(entry.manifest)}${canary}`);
  }
  return { lines };
}

export async function history({ store, hub }: { store: Store; hub?: string | undefined }): Promise<CommandResult> {
  const ledger = await readLedger(store);
  const all = await readHistory(store);
  const lines = all
    .filter((line) => !hub || line.hub === hub)
    .map(
      (l) =>
        `${l.at}  r${l.revision}  ${l.hub.padEnd(12)} ${l.action.padEnd(8)} ${l.from ?? '(none)'} → ${l.to ?? '(none)'}  by ${l.who}${l.why ? `: ${l.why}` : ''}`,
    );
  return { lines: lines.length ? [...lines, ...pendingLine(ledger)] : [`no history${hub ? ` for ${hub}` : ''} at ${store.describe}`] };
}
