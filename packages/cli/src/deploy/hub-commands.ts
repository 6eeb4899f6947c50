// deploy, canary, promote, abort and rollback of one hub at a deploy root. Every command
// reads the ledger, checks against what is live in it (the registry names the live shell: the
// skew rule is asked of the very snapshot the commit replaces), publishes (immutable), then
// commits the registry with compare-and-swap (commit-change.ts).
import { existsSync } from 'node:fs';
import { join, resolve } from 'node:path';
import type { Store } from '../store/store.js';
import type { RegistryFile, RegistryRemote } from '@naturverse/contracts/registry-schema';
import type { CanaryGate } from '../health/promote-gate.js';
import { budgetFaults, cspFaults, readHubManifest, readHubManifestAt, servedPolicy, skewFaults } from './checks.js';
import { newHubEntry, readHubFacts, type NewHubFlags } from './hub-entry.js';
import { DeployError, readHistory, readLedger, versionStack } from './ledger.js';
import { commitChange, type CommandResult } from './commit-change.js';
import { hubFolder, hubManifestUrl, shownVersion } from './layout.js';
import { localCopyOf, publishVersion, shownKey } from './publish.js';

/** What every command is given: the root's store and who asks why (the history's words). */
export interface CommandOptions {
  store: Store;
  dryRun?: boolean;
  who: string;
  why?: string | undefined;
  baseUrl?: string;
}

export type { CommandResult };

function refuse(what: string, faults: string[]) {
  return new DeployError('check', `${what} refused, nothing changed:\n  - ${faults.join('\n  - ')}`);
}

/** A hub's registry entry; a hub new to this root joins it (hub-entry.ts: its title and prefixes, checked). */
function entryOf(registry: RegistryFile, hub: string, facts: Awaited<ReturnType<typeof readHubFacts>>, flags: NewHubFlags): RegistryRemote {
  let entry = registry.remotes.find((r) => r.name === hub);
  if (!entry) {
    entry = newHubEntry(registry, hub, facts, flags);
    registry.remotes.push(entry);
  } else if (flags.title !== undefined || flags.prefixes !== undefined) {
    // a hub's title and prefixes change by a reviewed edit of the registry, not by a deploy
    throw new DeployError('usage', `--title and --prefix are for a hub new to this root; ${hub} is in its registry already: leave them out`);
  }
  return entry;
}

/** The build to publish: --from, else the version's folder already at the root, else ./dist of the working folder. */
async function sourceOf(store: Store, hub: string, from: string | undefined, version: string | undefined) {
  const published = version && !from ? await localCopyOf(store, hubFolder(hub, version)) : null;
  const dir = from ?? published ?? resolve('dist');
  if (!from && !existsSync(join(dir, 'mf-manifest.json')))
    throw new DeployError('usage', `no ${hub} build in ${dir} (no mf-manifest.json): build the hub, or give its build folder with --from <dist>`);
  const read = await readHubManifest(dir, hub);
  if (read.faults.length) throw refuse(`${hub} (${dir})`, read.faults);
  if (version && read.version !== version) throw new DeployError('usage', `${dir} holds ${hub} ${read.version}, not ${version}`);
  return { dir, ...read };
}

/** deploy <hub> (stable) or canary <hub> <version> --share N; a hub new to the root joins it (`newHub`: the flags). */
export async function deployHub({
  store,
  hub,
  from,
  version,
  share,
  canary = false,
  dryRun = false,
  who,
  why,
  baseUrl = '',
  newHub = {},
}: CommandOptions & {
  hub: string;
  from?: string | undefined;
  version?: string | undefined;
  share?: number;
  canary?: boolean;
  newHub?: NewHubFlags;
}): Promise<CommandResult> {
  const source = await sourceOf(store, hub, from, version);
  const facts = await readHubFacts(source.dir);
  const url = hubManifestUrl(hub, source.version, baseUrl);
  const what = `${canary ? 'canary' : 'deploy'} of ${hub} ${source.version}`;
  // asked of the store while the budgets are measured here; its failure is thrown where it is awaited
  const policyRead = servedPolicy(store);
  policyRead.catch(() => {});
  const budget = await budgetFaults(hub, source.dir);
  const policy = await policyRead;
  let publishLine: string | null = null; // published once, whatever the attempts
  return commitChange(store, { who, dryRun }, async (registry) => {
    // a hub new to the root is checked first: a name, title or prefix it cannot have is bad input (64)
    const entry = entryOf(registry, hub, facts, newHub);
    const faults = [...skewFaults(source.manifest, registry.shell ?? null), ...budget, ...cspFaults(url, policy)];
    if (faults.length) throw refuse(what, faults);
    if (!canary && entry.canary) throw new DeployError('conflict', `${hub} has a canary (${shownVersion(entry.canary.manifest)}): promote or abort it first`);
    if (canary && entry.manifest === url) throw new DeployError('usage', `${hub} ${source.version} is already the stable version`);
    const from = shownVersion(entry.manifest);
    const joins = !entry.manifest;
    if (!publishLine) {
      const folder = hubFolder(hub, source.version);
      const target = shownKey(store, folder);
      const result = await publishVersion({ store, source: source.dir, folder, dryRun });
      publishLine = result === 'unchanged' ? `${target}: already there, same bytes` : `${dryRun ? 'would publish' : 'published'} ${target}`;
    }
    if (canary ? entry.canary?.manifest === url && entry.canary.share === share : entry.manifest === url) return null;
    if (canary && joins) throw new DeployError('usage', `${hub} is new to this root: deploy it first (a canary needs a stable version to fall back to)`);
    if (canary) entry.canary = { manifest: url, share: share! };
    else entry.manifest = url;
    const line = canary
      ? `${hub}: canary ${source.version} for ${share} % of browsers (stable stays ${from})`
      : `${hub}: ${from ?? '(none)'} → ${source.version}${joins ? ` (joins the site: "${entry.title}" at ${entry.prefixes.join(', ')})` : ''}`;
    return {
      registry,
      changes: [{ action: canary ? 'canary' : 'deploy', hub, from, to: source.version, why: canary ? `${share} %${why ? `: ${why}` : ''}` : why }],
      lines: [publishLine, line],
    };
  });
}

/**
 * promote <hub>: the canary becomes the stable version — if `gate` (the canary gate on families'
 * reports, ../health) says it is no worse than stable; a refusal names each rule it failed.
 * abort <hub>: the canary is dropped.
 */
export async function endCanary({
  store,
  hub,
  promote,
  dryRun = false,
  who,
  why,
  gate,
}: CommandOptions & { hub: string; promote: boolean; gate?: CanaryGate | undefined }): Promise<CommandResult> {
  return commitChange(store, { who, dryRun }, async (registry) => {
    const entry = registry.remotes.find((r) => r.name === hub);
    if (!entry?.canary) throw new DeployError('missing', `${hub} has no canary to ${promote ? 'promote' : 'abort'}`);
    const stable = shownVersion(entry.manifest)!;
    const canaryVersion = shownVersion(entry.canary.manifest)!;
    if (promote && gate) {
      const verdict = await gate({ hub, stable, canary: canaryVersion });
      if (!verdict.ok)
        throw new DeployError(
          'check',
          `promote of ${hub} ${canaryVersion} refused by the canary gate:\n  ${verdict.reasons.join('\n  ')}\n(--force promotes anyway)`,
        );
    }
    if (promote) entry.manifest = entry.canary.manifest;
    delete entry.canary;
    return {
      registry,
      changes: [{ action: promote ? 'promote' : 'abort', hub, from: promote ? stable : canaryVersion, to: promote ? canaryVersion : stable, why }],
      lines: [promote ? `${hub}: canary ${canaryVersion} promoted (was ${stable})` : `${hub}: canary ${canaryVersion} aborted, every browser runs ${stable}`],
    };
  });
}

/** rollback <hub> [--version v]: back to the previous version in the history, or the one named. */
export async function rollbackHub({
  store,
  hub,
  to,
  dryRun = false,
  who,
  why,
  baseUrl = '',
}: CommandOptions & { hub: string; to?: string | undefined }): Promise<CommandResult> {
  await readLedger(store); // an unreadable registry is named before the history is read
  const stack = versionStack(await readHistory(store), hub);
  const target = to ?? stack.at(-2);
  if (!target) throw new DeployError('missing', `no previous version of ${hub} in the history to roll back to (name one with --version)`);
  const read = await readHubManifestAt(store, hubFolder(hub, target), hub);
  if (read.faults.length) throw refuse(`rollback of ${hub} to ${target}`, read.faults);
  const url = hubManifestUrl(hub, target, baseUrl);
  const policy = await servedPolicy(store);
  return commitChange(store, { who, dryRun }, async (registry) => {
    const faults = [...skewFaults(read.manifest, registry.shell ?? null), ...cspFaults(url, policy)];
    if (faults.length) throw refuse(`rollback of ${hub} to ${target}`, faults);
    const entry = registry.remotes.find((r) => r.name === hub);
    if (!entry) throw new DeployError('missing', `the registry names no hub "${hub}"`);
    if (entry.manifest === url) return null;
    const from = shownVersion(entry.manifest);
    entry.manifest = url;
    delete entry.canary; // a rollback is for every browser
    return { registry, changes: [{ action: 'rollback', hub, from, to: target, why }], lines: [`${hub}: rolled back ${from} → ${target}`] };
  });
}
