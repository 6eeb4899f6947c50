// The shell deploys the same way as a hub: its build goes to its own immutable folder
// (shell/<version>/), is checked against the hubs live at the root (every live hub's
// singletons must be satisfied by what this shell shares: the skew rule, the other way
// round), then its files are copied to the root — hashed files first (new names, nothing
// live changes), unhashed ones next, index.html last — and shell/live.json says which it is.
// The first shell deploy at an empty root also writes the registry (the one it was built with).
// What a shell version shares, and its version, come from the build (its naturverse-shell.json).
import { readFile } from 'node:fs/promises';
import { join, resolve } from 'node:path';
import { hubVersionFault } from '@naturverse/contracts/hub-identity';
import { assertRegistry, type RegistryFile } from '@naturverse/contracts/registry-schema';
import type { Store } from '../store/store.js';
import { readHubManifestAt, skewFaults } from './checks.js';
import type { CommandOptions, CommandResult } from './hub-commands.js';
import { DeployError, appendHistory, commitRegistry, readHistory, readLedger, versionStack } from './ledger.js';
import { SHELL_FACTS, localFolderOf, readJsonAt, shellFolder, shownVersion, type LiveShell } from './layout.js';
import { publishVersion, shownKey } from './publish.js';
import { asShellWriter, goLive } from './shell-live.js';

/** A shell build's facts: its version and shares, as its build wrote them (a usage error when it wrote none). */
async function readShellFacts(source: string): Promise<LiveShell> {
  const file = join(source, SHELL_FACTS);
  const text = await readFile(file, 'utf8').catch(() => {
    throw new DeployError('usage', `${source} holds no built shell (no ${SHELL_FACTS}): build the shell and give its dist/ with --from`);
  });
  try {
    const facts = JSON.parse(text) as Partial<LiveShell>;
    if (typeof facts.version === 'string' && facts.shared && typeof facts.shared === 'object') return { version: facts.version, shared: facts.shared };
  } catch {
    // named below
  }
  throw new DeployError('usage', `${file} does not say the shell's version and what it shares: rebuild the shell`);
}

/** Hubs live at the root whose singletons a shell sharing `shared` cannot satisfy. */
async function liveHubFaults(store: Store, registry: RegistryFile | null, candidate: LiveShell): Promise<string[]> {
  const faults: string[] = [];
  for (const entry of registry?.remotes ?? []) {
    for (const url of [entry.manifest, entry.canary?.manifest].filter((u): u is string => Boolean(u))) {
      const folder = localFolderOf(entry.name, url);
      if (!folder) continue; // lives elsewhere: its own deploy checks it against this shell
      const { manifest, faults: unreadable } = await readHubManifestAt(store, folder, entry.name);
      if (unreadable.length) continue;
      faults.push(...skewFaults(manifest, candidate, 'this shell').map((f) => `${entry.name} ${shownVersion(url)} ${f}`));
    }
  }
  return faults;
}

/** deploy shell [--from dist] [--version v]: publish, check against the live hubs, go live. */
export async function deployShell({
  store,
  from,
  version,
  dryRun = false,
  who,
  why,
}: CommandOptions & { from?: string | undefined; version?: string | undefined }): Promise<CommandResult> {
  const source = from ?? resolve('dist');
  const built = await readShellFacts(source);
  const shellVersion = version ?? built.version;
  if (hubVersionFault(shellVersion)) throw new DeployError('usage', `"${shellVersion}" is not a version like 1.2.3`);
  const facts: LiveShell = { version: shellVersion, shared: built.shared };
  const { registry } = await readLedger(store);
  const faults = await liveHubFaults(store, registry, facts);
  if (faults.length) throw new DeployError('check', `deploy of shell ${shellVersion} refused, nothing changed:\n  - ${faults.join('\n  - ')}`);
  const target = shownKey(store, shellFolder(shellVersion));
  const result = await publishVersion({
    store,
    source,
    folder: shellFolder(shellVersion),
    dryRun,
    extra: { [SHELL_FACTS]: `${JSON.stringify(facts, null, 2)}\n` },
  });
  const lines = [result === 'unchanged' ? `${target}: already there, same bytes` : `${dryRun ? 'would publish' : 'published'} ${target}`];
  const goingLive = async (live: LiveShell | null) => {
    if (live?.version === shellVersion) return [...lines, `shell ${shellVersion} is already live`];
    lines.push(`shell: ${live?.version ?? '(none)'} → ${shellVersion}`);
    if (dryRun) return [...lines, 'dry run: nothing written'];
    // the published folder holds these very bytes (its digest was compared): read them here, not back from the root
    await goLive(store, shellVersion, (file) => readFile(join(source, file)));
    const now = await readLedger(store); // another shell's first deploy may have written it meanwhile
    let { revision } = now;
    if (!now.registry) {
      const file = join(source, 'remotes.json');
      const shipped = assertRegistry(JSON.parse(await readFile(file, 'utf8')), file);
      revision = (await commitRegistry(store, { basedOn: 0, tag: now.tag, registry: shipped, changes: [], who })).revision ?? 1;
      lines.push('registry written (the one the shell was built with), revision 1');
    }
    await appendHistory(store, [{ action: 'deploy', hub: 'shell', from: live?.version ?? null, to: shellVersion, why }], { who, revision });
    return lines;
  };
  return { lines: await asShellWriter(store, `shell ${shellVersion} by ${who}`, dryRun, goingLive) };
}

/** rollback shell [--version v]: the previous shell version's files, back at the root. */
export async function rollbackShell({ store, to, dryRun = false, who, why }: CommandOptions & { to?: string | undefined }): Promise<CommandResult> {
  const { registry } = await readLedger(store);
  const stack = versionStack(await readHistory(store), 'shell');
  const target = to ?? stack.at(-2);
  if (!target) throw new DeployError('missing', 'no previous shell version in the history to roll back to (name one with --version)');
  const facts = (await readJsonAt(store, `${shellFolder(target)}/${SHELL_FACTS}`)) as LiveShell | null;
  if (!facts) throw new DeployError('missing', `shell ${target} was never deployed to ${store.describe}`);
  const faults = await liveHubFaults(store, registry, facts);
  if (faults.length) throw new DeployError('check', `rollback of shell to ${target} refused, nothing changed:\n  - ${faults.join('\n  - ')}`);
  return asShellWriter(store, `shell ${target} by ${who} (a rollback)`, dryRun, async (live) => {
    if (live?.version === target) return { lines: [`shell ${target} is already live`] };
    if (dryRun) return { lines: [`shell: ${live?.version} → ${target}`, 'dry run: nothing written'] };
    await goLive(store, target);
    const { revision } = await readLedger(store);
    await appendHistory(store, [{ action: 'rollback', hub: 'shell', from: live?.version ?? null, to: target, why }], { who, revision });
    return { lines: [`shell: rolled back ${live?.version} → ${target}`] };
  });
}
