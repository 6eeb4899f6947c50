/**
 * The shell's crash proofs (e2e/support/object-store/shell-crashes.ts) on a deploy root that is a
 * folder: a first shell deploy, a later one and a rollback of the shell, each killed (SIGKILL) at
 * every step of its writes; the next command of any kind leaves one history record per change,
 * the registry's shell as the root's live files byte for byte, and a hub deploy that succeeds.
 * The same proofs on a real Ceph gateway: e2e/object-store/deploy-faults.spec.ts. Node only.
 */
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { test } from '@playwright/test';
import { distOf } from '@naturverse/site/serve';
import { FOLDER_ROOTS, mustRun } from '../support/object-store/deployers';
import { folderRoot } from '../support/object-store/root-state';
import { DEPLOY_STEPS, ROLLBACK_STEPS, firstDeployKilled, laterChangeKilled } from '../support/object-store/shell-crashes';
import { TARGET, localOnlyReason } from '../support/target';

test.describe('a folder root: shell deploys and rollbacks killed at every write step', { tag: ['@cross'] }, () => {
  test.describe.configure({ mode: 'serial' });
  test.skip(TARGET.kind !== 'local', localOnlyReason('deploy/shell-crashes.spec.ts', TARGET));
  let work: string;
  test.beforeAll(async () => {
    work = await mkdtemp(join(tmpdir(), 'nv-shell-crashes-'));
  });
  test.afterAll(async () => {
    await rm(work, { recursive: true, force: true });
  });

  test('a first shell deploy killed at each step: the same deploy completes it, recorded once; a hub deploy then succeeds', async () => {
    test.setTimeout(480_000);
    for (const step of DEPLOY_STEPS) {
      await firstDeployKilled(FOLDER_ROOTS, folderRoot(join(work, `first-${step}`)), step);
      console.log(`[folder root] first shell deploy killed at ${step}: completed by the same deploy, one record, live files match`);
    }
  });

  test('a later shell deploy and a shell rollback killed at each step: the next command of any kind leaves the ledger whole', async () => {
    test.setTimeout(600_000);
    const root = folderRoot(join(work, 'later'));
    await mustRun(FOLDER_ROOTS, ['deploy', 'shell', '--from', distOf('shell'), '--to', root.to, '--who', 'platform']);
    let n = 0;
    for (const step of DEPLOY_STEPS)
      console.log(`[folder root] shell deploy killed at ${step}: next was ${await laterChangeKilled(FOLDER_ROOTS, root, step, n++)}`);
    for (const step of ROLLBACK_STEPS)
      console.log(`[folder root] shell rollback killed at ${step}: next was ${await laterChangeKilled(FOLDER_ROOTS, root, step, n++, true)}`);
  });
});
