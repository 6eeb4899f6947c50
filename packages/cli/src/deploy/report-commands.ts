// status (what is live at a root) and history [hub] (the ledger's lines), as plain text.
import type { Store } from '../store/store.js';
import type { CommandResult } from './hub-commands.js';
import { readHistory, readLedger } from './ledger.js';
import { readLiveShell, shownVersion } from './layout.js';

export async function status({ store }: { store: Store }): Promise<CommandResult> {
  const [{ registry, revision }, shell] = await Promise.all([readLedger(store), readLiveShell(store)]);
  const lines = [
    `${store.describe}: registry revision ${revision}${registry ? '' : ' (no registry yet)'}`,
    `  shell          ${shell?.version ?? '(not deployed)'}`,
  ];
  for (const entry of registry?.remotes ?? []) {
    const canary = entry.canary ? `  canary ${shownVersion(entry.canary.manifest)} for ${entry.canary.share} %` : '';
    lines.push(`  ${entry.name.padEnd(14)} ${shownVersion(entry.manifest)}${canary}`);
  }
  return { lines };
}

export async function history({ store, hub }: { store: Store; hub?: string | undefined }): Promise<CommandResult> {
  await readLedger(store); // a revision claimed and not written is finished first
  const all = await readHistory(store);
  const lines = all
    .filter((line) => !hub || line.hub === hub)
    .map(
      (l) =>
        `${l.at}  r${l.revision}  ${l.hub.padEnd(12)} ${l.action.padEnd(8)} ${l.from ?? '(none)'} → ${l.to ?? '(none)'}  by ${l.who}${l.why ? `: ${l.why}` : ''}`,
    );
  return { lines: lines.length ? lines : [`no history${hub ? ` for ${hub}` : ''} at ${store.describe}`] };
}
