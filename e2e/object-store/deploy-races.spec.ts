/**
 * Deployers racing on one deploy root in a real S3-compatible store (Ceph's RADOS Gateway, started
 * by e2e/support/object-store/ceph.ts), each a separate `naturverse` process as separate CI
 * runners would be: the ledger's conditional writes (a history object per revision claimed
 * create-only, remotes.json replaced only if unchanged) must let every change land exactly once,
 * with contiguous revisions and a complete history; a version published twice with different
 * bytes must have exactly one winner; a shell and a hub that cannot both be live never are; a
 * shell writer paused half-way leaves no mix. Node only (no page): what is checked is the bucket.
 */
import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { test, expect } from '@playwright/test';
import { REMOTES } from '@naturverse/site/federation';
import { distOf } from '@naturverse/site/serve';
import { startCeph, type CephCluster } from '../support/object-store/ceph';
import { bucket, hubCopy, mustRun, run, shellCopy } from '../support/object-store/deployers';
import { bucketRoot, ledgerFaults } from '../support/object-store/root-state';
import { incompatibleRaces, pausedWriterOvertaken } from '../support/object-store/shell-races';
import { TARGET, localOnlyReason } from '../support/target';

interface HistoryRecord {
  revision: number;
  who: string;
  registry?: { revision: number; shell?: { version: string }; remotes: Array<{ name: string; manifest: string; canary?: { manifest: string } }> };
  changes: Array<{ action: string; hub: string; from: string | null; to: string | null }>;
}

const versionIn = (manifestUrl: string | undefined) => /\/hubs\/[^/]+\/([^/]+)\/mf-manifest\.json$/.exec(manifestUrl ?? '')?.[1] ?? null;
const builtShellVersion = async () => (JSON.parse(await readFile(join(distOf('shell'), 'naturverse-shell.json'), 'utf8')) as { version: string }).version;
const builtVersion = async (hub: string) =>
  (JSON.parse(await readFile(join(distOf(hub), 'mf-manifest.json'), 'utf8')) as { metaData: { buildInfo: { buildVersion: string } } }).metaData.buildInfo
    .buildVersion;

test.describe('a deploy root in object storage: deployers racing on a real Ceph gateway', { tag: ['@cross', '@object-store'] }, () => {
  test.describe.configure({ mode: 'serial' });
  // node only, no page: the suite's fixtures (which open a browser context per test) are not used
  test.skip(TARGET.kind !== 'local', localOnlyReason('object-store/deploy-races.spec.ts', TARGET));
  let ceph: CephCluster;
  let store: ReturnType<typeof bucket>;
  const root = (prefix: string) => `s3://races/${prefix}`;
  const registryOf = async (prefix: string) => JSON.parse((await store.text(`${prefix}/remotes.json`)) ?? 'null') as NonNullable<HistoryRecord['registry']>;
  async function recordsOf(prefix: string): Promise<HistoryRecord[]> {
    const keys = await store.keys(`${prefix}/.naturverse/history/`);
    return Promise.all(keys.map(async (key) => JSON.parse((await store.text(key))!) as HistoryRecord));
  }

  test.beforeAll(async () => {
    test.setTimeout(180_000);
    ceph = await startCeph({ slot: 0 });
    await ceph.createBucket('races');
    store = bucket(ceph, 'races');
  });
  test.afterAll(async () => {
    store?.close();
    await ceph?.stop();
  });

  test('eight deploy processes for eight hubs at once (six, and two joining): every one lands, revisions contiguous, history complete', async () => {
    test.setTimeout(240_000);
    await mustRun(ceph, ['deploy', 'shell', '--from', distOf('shell'), '--to', root('eight'), '--who', 'platform']);
    const joining = {
      birds: await hubCopy({ from: 'zones', name: 'birds', version: '1.0.0' }),
      bees: await hubCopy({ from: 'navatar', name: 'bees', version: '1.0.0' }),
    };
    const jobs = [...REMOTES.map((r) => [r.name, distOf(r.name)] as const), ...Object.entries(joining)];
    const started = Date.now();
    const results = await Promise.all(jobs.map(([hub, dist]) => run(ceph, ['deploy', hub, '--from', dist, '--to', root('eight'), '--who', `${hub}-team`])));
    const wall = Date.now() - started;
    results.forEach((r, i) => expect(r.code, `${jobs[i]![0]}: ${r.stderr}`).toBe(0));

    const live = await registryOf('eight');
    expect(live.revision).toBe(1 + jobs.length);
    for (const [hub] of jobs) {
      const expected = hub in joining ? '1.0.0' : await builtVersion(hub);
      expect(live.remotes.find((r) => r.name === hub)?.manifest, hub).toBe(`/hubs/${hub}/${expected}/mf-manifest.json`);
    }
    const records = await recordsOf('eight');
    expect(records.filter((r) => r.registry).map((r) => r.revision)).toEqual(Array.from({ length: 1 + jobs.length }, (_, i) => i + 1));
    const hubChanges = records.flatMap((r) => r.changes.filter((c) => c.hub !== 'shell').map((c) => `${c.hub} ${c.action} by ${r.who}`));
    expect(hubChanges.sort()).toEqual(jobs.map(([hub]) => `${hub} deploy by ${hub}-team`).sort());
    // every history object's registry is the one remotes.json had at that revision: the last is live
    expect(records.filter((r) => r.registry).at(-1)!.registry).toEqual(live);
    const tries = results.map((r) => r.ms);
    test.info().annotations.push({
      type: 'eight-way race',
      description: `${jobs.length} processes, ${jobs.length} winners, revisions 2–${live.revision}, wall ${wall} ms (slowest process ${Math.max(...tries)} ms)`,
    });
    console.log(`[object-store] eight-way race: ${jobs.length} processes, all exit 0, revisions 2–${live.revision}, wall ${wall} ms`);
  });

  test('two processes publishing one hub version with different bytes at once: exactly one wins, the other exits 3, the stored bytes are the winner’s', async () => {
    test.setTimeout(120_000);
    await mustRun(ceph, ['deploy', 'shell', '--from', distOf('shell'), '--to', root('bytes'), '--who', 'platform']);
    const builds = {
      A: await hubCopy({ from: 'navatar', name: 'navatar', version: '0.9.0', touch: 'A' }),
      B: await hubCopy({ from: 'navatar', name: 'navatar', version: '0.9.0', touch: 'B' }),
    };
    const started = Date.now();
    const [a, b] = await Promise.all(
      Object.entries(builds).map(([who, dist]) => run(ceph, ['deploy', 'navatar', '--from', dist, '--to', root('bytes'), '--who', who])),
    );
    const wall = Date.now() - started;
    expect([a!.code, b!.code].sort()).toEqual([0, 3]);
    const [winner, loser] = a!.code === 0 ? (['A', b!] as const) : (['B', a!] as const);
    expect(loser.stderr).toMatch(
      /^naturverse deploy navatar: s3:\/\/races\/bytes\/hubs\/navatar\/0\.9\.0 already holds this version with other bytes \(.+\); a published version is never overwritten — build it as a new version\n$/,
    );
    const manifest = JSON.parse((await store.text('bytes/hubs/navatar/0.9.0/mf-manifest.json'))!) as { metaData: { remoteEntry: { name: string } } };
    expect(await store.text(`bytes/hubs/navatar/0.9.0/${manifest.metaData.remoteEntry.name}`)).toMatch(new RegExp(`\\n// ${winner}\\n$`));
    expect((await registryOf('bytes')).remotes.find((r) => r.name === 'navatar')?.manifest).toBe('/hubs/navatar/0.9.0/mf-manifest.json');
    const navatarLines = (await recordsOf('bytes')).flatMap((r) => r.changes.filter((c) => c.hub === 'navatar').map(() => r.who));
    expect(navatarLines).toEqual([winner]);
    console.log(`[object-store] same version, other bytes: 2 processes, 1 winner (${winner}), loser exit 3, wall ${wall} ms`);
  });

  test('a canary, a promote and a deploy racing on one hub: no lost update, the history in revision order replays to what is live', async () => {
    test.setTimeout(180_000);
    const r = root('trio');
    await mustRun(ceph, ['deploy', 'shell', '--from', distOf('shell'), '--to', r, '--who', 'platform']);
    const v = await Promise.all(['0.2.0', '0.3.0', '0.4.0'].map((version) => hubCopy({ from: 'zones', name: 'zones', version })));
    await mustRun(ceph, ['deploy', 'zones', '--from', distOf('zones'), '--to', r]);
    await mustRun(ceph, ['canary', 'zones', '0.2.0', '--share', '10', '--from', v[0]!, '--to', r]);
    const before = (await registryOf('trio')).revision;
    const commands = [
      ['canary', 'zones', '0.3.0', '--share', '20', '--from', v[1]!],
      ['promote', 'zones', '--force'],
      ['deploy', 'zones', '--from', v[2]!],
    ];
    const results = await Promise.all(commands.map((args) => run(ceph, [...args, '--to', r, '--who', args[0]!])));
    results.forEach((res, i) => expect([0, 3], `${commands[i]!.join(' ')}: ${res.stderr}`).toContain(res.code));
    expect(results.filter((res) => res.code === 0).length).toBeGreaterThan(0);

    const records = (await recordsOf('trio')).filter((rec) => rec.revision > before);
    const landed = records.flatMap((rec) => rec.changes.map((c) => ({ ...c, revision: rec.revision, who: rec.who })));
    // each command that said it changed something is in the history exactly once, the others not at all
    for (const [i, res] of results.entries())
      expect(landed.filter((c) => c.who === commands[i]![0]).length, commands[i]!.join(' ')).toBe(res.code === 0 ? 1 : 0);
    expect(landed.map((c) => c.revision)).toEqual(landed.map((_, i) => before + 1 + i));
    // replaying the history from the state before the race gives exactly the live entry
    let stable = await builtVersion('zones');
    let canary: string | null = '0.2.0';
    for (const c of landed) {
      if (c.action === 'canary') canary = c.to;
      else if (c.action === 'promote') [stable, canary] = [c.to!, null];
      else if (c.action === 'deploy') stable = c.to!;
    }
    const entry = (await registryOf('trio')).remotes.find((e) => e.name === 'zones')!;
    expect({ stable: versionIn(entry.manifest), canary: versionIn(entry.canary?.manifest) }).toEqual({ stable, canary });
    const history = await mustRun(ceph, ['history', 'zones', '--to', r]);
    const revisions = [...history.matchAll(/ r(\d+) /g)].map((m) => Number(m[1]));
    expect(revisions).toEqual([...revisions].sort((x, y) => x - y));
    console.log(
      `[object-store] canary/promote/deploy race: exits ${results.map((res) => res.code).join('/')}, ${landed.length} changes landed in revisions ${before + 1}–${before + landed.length}`,
    );
  });

  test('two shell deploys at once: both land, one revision after the other; the history chains them and the root holds the last one’s bytes', async () => {
    test.setTimeout(180_000);
    const r = root('shells');
    await mustRun(ceph, ['deploy', 'shell', '--from', distOf('shell'), '--to', r, '--who', 'platform']);
    const builds = { 'runner-a': await shellCopy({ version: '9.0.0', touch: 'A' }), 'runner-b': await shellCopy({ version: '9.0.1', touch: 'B' }) };
    const [ra, rb] = await Promise.all(Object.entries(builds).map(([who, dist]) => run(ceph, ['deploy', 'shell', '--from', dist, '--to', r, '--who', who])));
    expect([ra!.code, rb!.code], `${ra!.stderr}${rb!.stderr}`).toEqual([0, 0]);
    const shellChanges = (await recordsOf('shells')).flatMap((rec) =>
      rec.changes.filter((c) => c.hub === 'shell').map((c) => `${rec.who}: ${c.from} → ${c.to}`),
    );
    const built = await builtShellVersion();
    const last = shellChanges.at(-1)!.startsWith('runner-b') ? 'runner-b' : 'runner-a';
    const [firstVersion, lastVersion] = last === 'runner-b' ? ['9.0.0', '9.0.1'] : ['9.0.1', '9.0.0'];
    expect(shellChanges).toEqual([
      `platform: null → ${built}`,
      `${last === 'runner-b' ? 'runner-a' : 'runner-b'}: ${built} → ${firstVersion}`,
      `${last}: ${firstVersion} → ${lastVersion}`,
    ]);
    expect((await registryOf('shells')).shell).toMatchObject({ version: lastVersion });
    for (const page of ['about/index.html', 'index.html', 'sw.js'])
      expect(await store.text(`shells/${page}`), page).toBe(await readFile(join(builds[last], page), 'utf8'));
    const shells = bucketRoot(ceph, 'races', 'shells');
    expect(await ledgerFaults(shells)).toEqual([]);
    shells.close();
  });

  test('twenty rounds of a shell deploy and a hub deploy that cannot both be live, released together: never both live, the loser exits 3 naming the other', async () => {
    test.setTimeout(900_000); // a few seconds a round on an idle machine; a loaded one takes many times that
    const rounds = bucketRoot(ceph, 'races', 'incompatible');
    const started = Date.now();
    const wins = await incompatibleRaces(ceph, rounds, 20);
    rounds.close();
    console.log(
      `[object-store] shell vs incompatible hub: 20 rounds in ${((Date.now() - started) / 1000).toFixed(0)} s, shell won ${wins.shell}, hub won ${wins.hub}, never both live, every loser exit 3 naming the winner`,
    );
  });

  test('a shell writer paused half-way through its files while another shell deploy runs to the end: the live files are the committed version’s, never a mix', async () => {
    test.setTimeout(180_000);
    const paused = bucketRoot(ceph, 'races', 'paused');
    await mustRun(ceph, ['deploy', 'shell', '--from', distOf('shell'), '--to', paused.to, '--who', 'platform']);
    await pausedWriterOvertaken(ceph, paused);
    paused.close();
  });
});
