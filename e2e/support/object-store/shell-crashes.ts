/**
 * A shell deploy or rollback killed (SIGKILL) at every step of its writes, on any deploy root —
 * the same proofs for a bucket (e2e/object-store/deploy-faults.spec.ts) and a folder
 * (e2e/deploy/shell-crashes.spec.ts). After each kill the next command, of another kind each
 * time, must leave exactly one history record per change, a registry whose shell is the root's
 * live files byte for byte, and a hub deploy that then succeeds. Steps are the CLI's test-only
 * pause points (NATURVERSE_TEST_PAUSE_AT, packages/cli/src/deploy/test-pause.ts).
 */
import { expect } from '@playwright/test';
import { distOf } from '@naturverse/site/serve';
import { hubCopy, mustRun, run, shellCopy, start, type Place } from './deployers';
import { ledgerFaults, ledgerOf, type RootReader } from './root-state';

export const DEPLOY_STEPS = ['after-version-digest', 'before-history-claim', 'after-history-claim', 'after-registry-write', 'projection-halfway'] as const;
export const ROLLBACK_STEPS = DEPLOY_STEPS.slice(1);
const committedAt = (step: string) => DEPLOY_STEPS.indexOf(step as never) >= 2;

/** Run `args` paused at `step`, kill it there: what it printed. */
async function killedAt(place: Place, args: string[], step: string): Promise<void> {
  const writer = start(place, args, { NATURVERSE_TEST_PAUSE_AT: step });
  await writer.printed(`paused at ${step}`);
  writer.signal('SIGKILL');
  expect((await writer.done).signal).toBe('SIGKILL');
}

let hubVersions = 0;
/** A hub deploy of a version new to the root, which must succeed, and the ledger's promises after it. */
export async function hubDeploySucceeds(place: Place, root: RootReader, who: string): Promise<void> {
  const version = `0.7.${hubVersions++}`;
  const dist = await hubCopy({ from: 'zones', name: 'zones', version });
  expect(await mustRun(place, ['deploy', 'zones', '--from', dist, '--to', root.to, '--who', who])).toContain(`→ ${version}`);
  expect(await ledgerFaults(root)).toEqual([]);
}

/** Status only reads: it says what is pending, and the root is as it was. */
async function statusReadsOnly(place: Place, root: RootReader, claimed: boolean): Promise<void> {
  const keys = await root.keys();
  const said = await mustRun(place, ['status', '--to', root.to]);
  if (claimed) expect(said).toMatch(/revision \d+ is claimed in the history and not yet in remotes\.json|live shell files are not yet shell/);
  expect(await root.keys()).toEqual(keys);
}

/**
 * A first shell deploy at an empty root killed at `step`; the next command is the same deploy
 * (the site has nothing live before it): it completes the change, recorded once.
 */
export async function firstDeployKilled(place: Place, root: RootReader, step: string): Promise<string> {
  const deploy = ['deploy', 'shell', '--from', distOf('shell'), '--to', root.to];
  await killedAt(place, [...deploy, '--who', `first-${step}`], step);
  await statusReadsOnly(place, root, committedAt(step));
  const again = await mustRun(place, [...deploy, '--who', `again-${step}`]);
  expect(await ledgerFaults(root)).toEqual([]);
  const { records, registry } = await ledgerOf(root);
  // the deploy is in the history once: by the killed writer when it had claimed its revision, else by the next one
  expect(records.map((r) => `${r.who}: ${r.changes.map((c) => `${c.hub} ${c.to}`).join()}`)).toEqual([
    `${committedAt(step) ? 'first' : 'again'}-${step}: shell ${registry!.shell!.version}`,
  ]);
  await hubDeploySucceeds(place, root, `hub-after-first-${step}`);
  return again.trim().split('\n')[0]!;
}

/** The next command after a kill: a different kind each time (a hub deploy, the same shell command again, a rollback of the shell, status then a hub deploy). */
const NEXT = ['hub deploy', 'the same again', 'shell rollback', 'status, then a hub deploy'] as const;

/**
 * On a root with a shell live, a later shell deploy (or, `rollback`, a rollback of the shell)
 * killed at `step`; the next command of kind `n`. Returns what the next command was.
 */
export async function laterChangeKilled(place: Place, root: RootReader, step: string, n: number, rollback = false): Promise<string> {
  const before = (await ledgerOf(root)).registry!;
  const version = `9.${rollback ? 2 : 1}.${n}`;
  if (rollback) await mustRun(place, ['deploy', 'shell', '--from', await shellCopy({ version, touch: version }), '--to', root.to, '--who', `setup-${version}`]);
  const from = rollback ? null : await shellCopy({ version, touch: version });
  const command = rollback ? ['rollback', 'shell', '--to', root.to] : ['deploy', 'shell', '--from', from!, '--to', root.to];
  const killedWho = `killed-${rollback ? 'rollback' : 'deploy'}-${step}`;
  await killedAt(place, [...command, '--who', killedWho], step);
  await statusReadsOnly(place, root, committedAt(step));
  const next = NEXT[n % NEXT.length]!;
  if (next === 'the same again') await mustRun(place, [...command, '--who', `again-${killedWho}`]);
  else if (next === 'shell rollback') {
    const r = await run(place, ['rollback', 'shell', '--to', root.to, '--who', `next-${killedWho}`]);
    expect(r.code, r.stderr).toBe(0);
  } else {
    if (next.startsWith('status')) await mustRun(place, ['status', '--to', root.to]);
    await hubDeploySucceeds(place, root, `next-${killedWho}`);
  }
  expect(await ledgerFaults(root)).toEqual([]);
  const { records } = await ledgerOf(root);
  expect(records.filter((r) => r.who === killedWho).length, `${killedWho} recorded`).toBe(committedAt(step) ? 1 : 0);
  await hubDeploySucceeds(place, root, `hub-after-${killedWho}`);
  expect((await ledgerOf(root)).registry!.revision).toBeGreaterThan(before.revision);
  return next;
}
