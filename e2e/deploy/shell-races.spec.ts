/**
 * The shell's race proofs (e2e/support/object-store/shell-races.ts) on a deploy root that is a
 * folder: twenty rounds of a shell deploy and a hub deploy that cannot both be live, released
 * together (never both live, the loser exits 3 naming the other), and a shell writer paused
 * half-way through its files while another shell deploy runs to the end (the live files are the
 * committed version's). The same on a real Ceph gateway: e2e/object-store/deploy-races.spec.ts.
 */
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { test } from '@playwright/test';
import { distOf } from '@naturverse/site/serve';
import { FOLDER_ROOTS, mustRun } from '../support/object-store/deployers';
import { folderRoot } from '../support/object-store/root-state';
import { incompatibleRaces, pausedWriterOvertaken } from '../support/object-store/shell-races';
import { TARGET, localOnlyReason } from '../support/target';

test.describe('a folder root: the shell and the hubs racing', { tag: ['@cross'] }, () => {
  test.describe.configure({ mode: 'serial' });
  test.skip(TARGET.kind !== 'local', localOnlyReason('deploy/shell-races.spec.ts', TARGET));
  let work: string;
  test.beforeAll(async () => {
    work = await mkdtemp(join(tmpdir(), 'nv-shell-races-'));
  });
  test.afterAll(async () => {
    await rm(work, { recursive: true, force: true });
  });

  test('twenty rounds of a shell deploy and an incompatible hub deploy released together: never both live, the loser exits 3 naming the other', async () => {
    test.setTimeout(600_000);
    const started = Date.now();
    const wins = await incompatibleRaces(FOLDER_ROOTS, folderRoot(join(work, 'incompatible')), 20);
    console.log(
      `[folder root] shell vs incompatible hub: 20 rounds in ${((Date.now() - started) / 1000).toFixed(0)} s, shell won ${wins.shell}, hub won ${wins.hub}, never both live`,
    );
  });

  test('a shell writer paused half-way through its files while another shell deploy runs to the end: the live files are the committed version’s', async () => {
    test.setTimeout(120_000);
    const root = folderRoot(join(work, 'paused'));
    await mustRun(FOLDER_ROOTS, ['deploy', 'shell', '--from', distOf('shell'), '--to', root.to, '--who', 'platform']);
    await pausedWriterOvertaken(FOLDER_ROOTS, root);
  });
});
