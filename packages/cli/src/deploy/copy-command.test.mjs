import { mkdtemp, mkdir, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { folderStore } from '../store/folder-store.ts';
import { s3Store } from '../store/s3-store.ts';
import { parseS3Root } from '../store/roots.ts';
import { startFakeS3 } from '../store/fake-s3.test-support.mjs';
import { copyRoot } from './copy-command.ts';
import { commitRegistry, readHistory, readLedger } from './ledger.ts';

const ENV = { AWS_ACCESS_KEY_ID: 'FAKEKEY', AWS_SECRET_ACCESS_KEY: 'fake-secret', AWS_REGION: 'us-east-1' };
const hub = (v) => ({ name: 'zones', title: 'Zones', manifest: `/hubs/zones/${v}/mf-manifest.json`, prefixes: ['/zones'] });

let fake;
beforeAll(async () => {
  fake = await startFakeS3({ pageSize: 3 });
});
afterAll(() => fake.close());

let work;
beforeEach(async () => {
  work = await mkdtemp(join(tmpdir(), 'nv-copy-'));
});
afterEach(() => rm(work, { recursive: true, force: true }));

/** A folder root as the commands wrote it before the history became one object per revision. */
async function legacyRoot() {
  const root = join(work, 'old');
  await mkdir(join(root, 'hubs', 'zones', '1.1.0'), { recursive: true });
  await writeFile(join(root, 'hubs', 'zones', '1.1.0', 'mf-manifest.json'), '{}');
  await writeFile(join(root, 'index.html'), '<!doctype html>');
  await writeFile(join(root, 'remotes.json'), JSON.stringify({ remotes: [hub('1.1.0')], revision: 2 }));
  const line = (revision, hubName, from, to, at) => JSON.stringify({ at, revision, action: 'deploy', hub: hubName, from, to, who: 'ci', why: '' });
  await writeFile(
    join(root, 'remotes.history.jsonl'),
    [line(1, 'shell', null, '1.0.0', '2026-01-01T00:00:00.000Z'), line(2, 'zones', '1.0.0', '1.1.0', '2026-01-02T00:00:00.000Z')].join('\n') + '\n',
  );
  return folderStore(root);
}

describe('copy --from <root> --to <root>', () => {
  it.each(['folder', 'bucket'])('moves a legacy folder root into a %s keeping its revision and history, the history as objects', async (kind) => {
    const from = await legacyRoot();
    const to = kind === 'folder' ? folderStore(join(work, 'new')) : s3Store(parseS3Root(`s3://site/copy-${Date.now()}`), { endpoint: fake.endpoint, env: ENV });
    const before = await readHistory(from);
    const { lines } = await copyRoot({ from, to });
    expect(lines[0]).toMatch(/^copied 5 objects from .* \(registry revision 2, 2 history entries\)$/);
    expect((await readLedger(to)).revision).toBe(2);
    expect(await readHistory(to)).toEqual(before);
    expect(await to.list('')).not.toContain('remotes.history.jsonl');
    // the next change lands after the copied history, as revision 3
    await commitRegistry(to, {
      basedOn: 2,
      registry: { remotes: [hub('1.2.0')] },
      changes: [{ action: 'deploy', hub: 'zones', from: '1.1.0', to: '1.2.0' }],
      who: 'ci',
    });
    expect((await readHistory(to)).map((l) => `${l.revision} ${l.hub} ${l.to}`)).toEqual(['1 shell 1.0.0', '2 zones 1.1.0', '3 zones 1.2.0']);
    // a target that has moved on since is never overwritten by the old root
    await expect(copyRoot({ from, to })).rejects.toMatchObject({ kind: 'conflict' });
    to.close();
  });

  it('a legacy shell line and a later shell deploy recorded at the same revision both copy, in the order they happened', async () => {
    const from = await legacyRoot();
    await writeFile(
      join(work, 'old', 'remotes.history.jsonl'),
      JSON.stringify({ at: '2026-01-03T00:00:00.000Z', revision: 2, action: 'deploy', hub: 'shell', from: '1.0.0', to: '1.1.0', who: 'ci', why: '' }) + '\n',
      { flag: 'a' },
    );
    // a shell deploy after the root moved to one record per revision, recorded beside revision 2
    const later = {
      revision: 2,
      at: '2026-01-04T00:00:00.000Z',
      who: 'platform',
      changes: [{ action: 'deploy', hub: 'shell', from: '1.1.0', to: '1.2.0' }],
      claim: 'x',
    };
    await mkdir(join(work, 'old', '.naturverse', 'history'), { recursive: true });
    await writeFile(join(work, 'old', '.naturverse', 'history', 'r000000002-s0001.json'), JSON.stringify(later));
    const before = (await readHistory(from)).map((l) => `r${l.revision} ${l.hub} ${l.to}`);
    expect(before).toEqual(['r1 shell 1.0.0', 'r2 zones 1.1.0', 'r2 shell 1.1.0', 'r2 shell 1.2.0']);
    const to = folderStore(join(work, 'new'));
    await copyRoot({ from, to });
    expect((await readHistory(to)).map((l) => `r${l.revision} ${l.hub} ${l.to}`)).toEqual(before);
  });
});
