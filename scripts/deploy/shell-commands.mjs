// The shell deploys the same way as a hub: its build goes to its own immutable folder
// (shell/<version>/), is checked against the hubs live at the root (every live hub's
// singletons must be satisfied by what this shell shares: the skew rule, the other way
// round), then its files are copied to the root — hashed files first (new names, nothing
// live changes), unhashed ones next, index.html last — and shell/live.json says which it is.
// The first shell deploy at an empty root also writes the registry (the one it was built with).
import { readFileSync } from 'node:fs';
import { copyFile, mkdir, readFile, rename, stat } from 'node:fs/promises';
import { join } from 'node:path';
import { providedShares } from '@naturverse/build-preset/federation';
import { ROOT, distOf } from '@naturverse/serving/site';
import { readHubManifest, skewFaults } from './checks.mjs';
import { DeployError, appendHistory, commitRegistry, readHistory, readLedger, versionStack, withLock, writeAtomically } from './ledger.mjs';
import { LIVE_SHELL, SHELL_FACTS, localFolderOf, readLiveShell, shellDir, versionOf } from './layout.mjs';
import { publishVersion, treeDigest } from './publish.mjs';

const SHELL_SOURCE = join(ROOT, 'shell');
/** Files of a shell version that are not copied to the root: the registry is the ledger's. */
const NOT_COPIED = new Set(['remotes.json', 'remotes.json.br', 'remotes.json.gz', SHELL_FACTS]);

/** Hubs live at the root whose singletons a shell sharing `shared` cannot satisfy. */
async function liveHubFaults(root, registry, candidate) {
  const faults = [];
  for (const entry of registry?.remotes ?? []) {
    for (const url of [entry.manifest, entry.canary?.manifest].filter(Boolean)) {
      const dir = localFolderOf(root, entry.name, url);
      if (!dir) continue; // lives elsewhere: its own deploy checks it against this shell
      const { manifest, faults: unreadable } = await readHubManifest(dir, entry.name);
      if (unreadable.length) continue;
      faults.push(...skewFaults(manifest, candidate, 'this shell').map((f) => `${entry.name} ${versionOf(url)} ${f}`));
    }
  }
  return faults;
}

/** Copy a shell version's files to the root: index.html last, each file replaced in one step. */
async function goLive(root, version) {
  const dir = shellDir(root, version);
  const files = Object.keys(await treeDigest(dir)).filter((f) => !NOT_COPIED.has(f));
  // the page itself last (its compressed forms just before it): it names everything else
  const last = ['index.html.br', 'index.html.gz', 'index.html'].filter((f) => files.includes(f));
  const hashed = files.filter((f) => f.startsWith('static/'));
  const rest = files.filter((f) => !last.includes(f) && !hashed.includes(f));
  for (const file of [...hashed, ...rest, ...last]) {
    const target = join(root, file);
    const same = await readFile(target).then(
      (b) => b.equals(readFileSync(join(dir, file))),
      () => false,
    );
    if (same) continue;
    await mkdir(join(target, '..'), { recursive: true });
    const temporary = `${target}.${process.pid}.tmp`;
    await copyFile(join(dir, file), temporary);
    await rename(temporary, target);
  }
  await writeAtomically(join(root, LIVE_SHELL), `${JSON.stringify({ version })}\n`);
}

/** deploy shell [--version v]: publish, check against the live hubs, go live. */
export async function deployShell({ root, from, version, dryRun = false, who, why }) {
  const source = from ?? distOf('shell');
  const shellVersion = version ?? JSON.parse(readFileSync(join(SHELL_SOURCE, 'package.json'), 'utf8')).version;
  if (!/^\d+\.\d+\.\d+(-[0-9A-Za-z.-]+)?$/.test(shellVersion)) throw new DeployError('usage', `"${shellVersion}" is not a version like 1.2.3`);
  await stat(join(source, 'index.html')).catch(() => {
    throw new DeployError('usage', `${source} holds no built shell (index.html): run "pnpm run build" first`);
  });
  // what this build shares: read from the checkout it was built from (the build inlines it)
  const facts = { version: shellVersion, shared: providedShares(SHELL_SOURCE) };
  const { registry } = await readLedger(root);
  const faults = await liveHubFaults(root, registry, facts);
  if (faults.length) throw new DeployError('check', `deploy of shell ${shellVersion} refused, nothing changed:\n  - ${faults.join('\n  - ')}`);
  const live = await readLiveShell(root);
  const target = shellDir(root, shellVersion);
  const result = await publishVersion({ source, target, dryRun, extra: { [SHELL_FACTS]: `${JSON.stringify(facts, null, 2)}\n` } });
  const lines = [result === 'unchanged' ? `${target}: already there, same bytes` : `${dryRun ? 'would publish' : 'published'} ${target}`];
  if (live?.version === shellVersion) return { lines: [...lines, `shell ${shellVersion} is already live`] };
  lines.push(`shell: ${live?.version ?? '(none)'} → ${shellVersion}`);
  if (dryRun) return { lines: [...lines, 'dry run: nothing written'] };
  await withLock(root, () => goLive(root, shellVersion));
  if (!registry) {
    const built = JSON.parse(await readFile(join(source, 'remotes.json'), 'utf8'));
    await commitRegistry(root, { basedOn: 0, registry: built, changes: [], who });
    lines.push('registry written (the one the shell was built with), revision 1');
  }
  const { revision } = await readLedger(root);
  await appendHistory(root, [{ action: 'deploy', hub: 'shell', from: live?.version ?? null, to: shellVersion, why }], { who, revision });
  return { lines };
}

/** rollback shell [--to v]: the previous shell version's files, back at the root. */
export async function rollbackShell({ root, to, dryRun = false, who, why }) {
  const stack = versionStack(await readHistory(root), 'shell');
  const target = to ?? stack.at(-2);
  if (!target) throw new DeployError('missing', 'no previous shell version in the history to roll back to (name one with --to)');
  const facts = JSON.parse(
    await readFile(join(shellDir(root, target), SHELL_FACTS), 'utf8').catch(() => {
      throw new DeployError('missing', `shell ${target} was never deployed to ${root}`);
    }),
  );
  const { registry, revision } = await readLedger(root);
  const faults = await liveHubFaults(root, registry, facts);
  if (faults.length) throw new DeployError('check', `rollback of shell to ${target} refused, nothing changed:\n  - ${faults.join('\n  - ')}`);
  const live = await readLiveShell(root);
  if (live?.version === target) return { lines: [`shell ${target} is already live`] };
  if (dryRun) return { lines: [`shell: ${live?.version} → ${target}`, 'dry run: nothing written'] };
  await withLock(root, () => goLive(root, target));
  await appendHistory(root, [{ action: 'rollback', hub: 'shell', from: live?.version ?? null, to: target, why }], { who, revision });
  return { lines: [`shell: rolled back ${live?.version} → ${target}`] };
}
