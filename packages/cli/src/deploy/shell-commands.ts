// The shell deploys as a hub does: its build goes to its own immutable folder (shell/<version>/),
// then one registry change names it the live shell — checked against the hubs live in the very
// snapshot the commit replaces (every live hub's singletons must be satisfied by what this shell
// shares: the skew rule, the other way round) and committed by the ledger's compare-and-swap with
// one history record. The root's live files follow the registry (projection.ts). The first shell
// deploy at an empty root starts the registry from the one the shell was built with.
// What a shell version shares, its version and the registry schema it reads come from the build
// (its naturverse-shell.json).
import { readFile } from 'node:fs/promises';
import { join, resolve } from 'node:path';
import { hubVersionFault } from '@naturverse/contracts/hub-identity';
import { REGISTRY_SCHEMA, checkRegistry, type RegistryFile } from '@naturverse/contracts/registry-schema';
import type { Store } from '../store/store.js';
import { readHubManifestAt, skewFaults } from './checks.js';
import { commitChange, type CommandResult } from './commit-change.js';
import type { CommandOptions } from './hub-commands.js';
import { DeployError, readHistory, readLedger, versionStack } from './ledger.js';
import { damaged } from './damaged.js';
import { SHELL_FACTS, localFolderOf, shellFolder, shownVersion, type LiveShell } from './layout.js';
import { projectShell } from './projection.js';
import { publishVersion, shownKey } from './publish.js';

interface ShellFacts extends LiveShell {
  registrySchema: number;
}

/** A shell's facts from their text; null when they do not say the version, what it shares and the registry schema it reads. */
function parseFacts(text: string): ShellFacts | null {
  try {
    const facts = JSON.parse(text) as Partial<ShellFacts>;
    if (typeof facts.version === 'string' && facts.shared && typeof facts.shared === 'object')
      return { version: facts.version, shared: facts.shared, registrySchema: typeof facts.registrySchema === 'number' ? facts.registrySchema : 1 };
  } catch {
    // null below
  }
  return null;
}

/** A shell build's facts, as its build wrote them (bad input, one line, when it wrote none or they do not parse). */
async function readBuildFacts(source: string): Promise<ShellFacts> {
  const file = join(source, SHELL_FACTS);
  const text = await readFile(file, 'utf8').catch(() => {
    throw new DeployError('usage', `${source} holds no built shell (no ${SHELL_FACTS}): build the shell and give its dist/ with --from`);
  });
  const facts = parseFacts(text);
  if (!facts) throw new DeployError('usage', `${file} does not say the shell's version and what it shares: rebuild the shell`);
  return facts;
}

/** A shell version's facts at the root: missing (4) or unreadable (6) named in one line. */
async function readRootFacts(store: Store, version: string): Promise<ShellFacts> {
  const key = `${shellFolder(version)}/${SHELL_FACTS}`;
  const got = await store.read(key);
  if (!got) throw new DeployError('missing', `shell ${version} was never deployed to ${store.describe} (no ${shownKey(store, key)})`);
  const facts = parseFacts(got.body.toString('utf8'));
  if (!facts) throw damaged(store, key, "does not say the shell's version and what it shares");
  return facts;
}

/** A shell that would refuse the registry it is put live with (built before the registry named the shell). */
const schemaFault = (facts: ShellFacts) =>
  facts.registrySchema < REGISTRY_SCHEMA
    ? [
        `shell ${facts.version} reads registry schema ${facts.registrySchema}, the root's registry is schema ${REGISTRY_SCHEMA}: rebuild it with a newer @naturverse/contracts`,
      ]
    : [];

/** Hubs live in `registry` whose singletons a shell sharing `shared` cannot satisfy. */
async function liveHubFaults(store: Store, registry: RegistryFile, candidate: LiveShell): Promise<string[]> {
  const faults: string[] = [];
  for (const entry of registry.remotes) {
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

/** The registry change that makes `facts` the live shell (`action`: deploy or rollback), or null when it is live already. */
function toShell(store: Store, facts: ShellFacts, action: 'deploy' | 'rollback', why: string | undefined) {
  const what = action === 'deploy' ? `deploy of shell ${facts.version}` : `rollback of shell to ${facts.version}`;
  return async (registry: RegistryFile) => {
    const faults = [...schemaFault(facts), ...(await liveHubFaults(store, registry, facts))];
    if (faults.length) throw new DeployError('check', `${what} refused, nothing changed:\n  - ${faults.join('\n  - ')}`);
    const from = registry.shell?.version ?? null;
    if (from === facts.version) return null;
    registry.shell = { version: facts.version, shared: facts.shared };
    const line = action === 'deploy' ? `shell: ${from ?? '(none)'} → ${facts.version}` : `shell: rolled back ${from} → ${facts.version}`;
    return { registry, changes: [{ action, hub: 'shell', from, to: facts.version, why }], lines: [line] };
  };
}

/** The registry the shell was built with: the first one at an empty root. */
async function shippedRegistry(source: string): Promise<RegistryFile> {
  const file = join(source, 'remotes.json');
  const checked = checkRegistry(JSON.parse(await readFile(file, 'utf8').catch(() => 'null')) as unknown);
  if (!checked.ok) throw new DeployError('usage', `${file} is not a registry the shell can start the root with: rebuild the shell`);
  return checked.registry;
}

/** deploy shell [--from dist] [--version v]: publish, commit it as the live shell (checked against the live hubs), project it. */
export async function deployShell({
  store,
  from,
  version,
  dryRun = false,
  who,
  why,
}: CommandOptions & { from?: string | undefined; version?: string | undefined }): Promise<CommandResult> {
  const source = from ?? resolve('dist');
  const built = await readBuildFacts(source);
  const facts: ShellFacts = { ...built, version: version ?? built.version };
  if (hubVersionFault(facts.version)) throw new DeployError('usage', `"${facts.version}" is not a version like 1.2.3`);
  if (!dryRun) await readLedger(store); // an unreadable registry is named before anything is published
  const target = shownKey(store, shellFolder(facts.version));
  const { version: v, registrySchema, ...kept } = facts;
  const result = await publishVersion({
    store,
    source,
    folder: shellFolder(v),
    dryRun,
    extra: { [SHELL_FACTS]: `${JSON.stringify({ version: v, ...kept, registrySchema }, null, 2)}\n` },
  });
  const published = result === 'unchanged' ? `${target}: already there, same bytes` : `${dryRun ? 'would publish' : 'published'} ${target}`;
  const committed = await commitChange(store, { who, dryRun, initial: () => shippedRegistry(source) }, toShell(store, facts, 'deploy', why));
  const lines = [published, ...committed.lines.map((l) => (l === 'nothing to change: already live' ? `shell ${v} is already live` : l))];
  if (dryRun) return { lines };
  const copied = await projectShell(store, { version: v, read: (file) => readFile(join(source, file)) });
  return { lines: copied ? [...lines, `${copied} live shell files copied from ${target}`] : lines };
}

/** rollback shell [--version v]: the previous shell version in the history (or the one named) made the live shell again. */
export async function rollbackShell({ store, to, dryRun = false, who, why }: CommandOptions & { to?: string | undefined }): Promise<CommandResult> {
  await readLedger(store); // an unreadable registry is named before the history is read
  const stack = versionStack(await readHistory(store), 'shell');
  const target = to ?? stack.at(-2);
  if (!target) throw new DeployError('missing', 'no previous shell version in the history to roll back to (name one with --version)');
  const facts = await readRootFacts(store, target);
  const committed = await commitChange(store, { who, dryRun }, toShell(store, { ...facts, version: target }, 'rollback', why));
  const lines = committed.lines.map((l) => (l === 'nothing to change: already live' ? `shell ${target} is already live` : l));
  if (dryRun) return { lines };
  const copied = await projectShell(store);
  return { lines: copied ? [...lines, `${copied} live shell files copied from ${shownKey(store, shellFolder(target))}`] : lines };
}
