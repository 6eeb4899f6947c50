/**
 * A deploy to a root in a real S3-compatible store (Ceph's RADOS Gateway) that fails part-way:
 * a deployer killed (SIGKILL) between any two of its writes leaves a root the next command
 * repairs by rolling forward, nothing lost or applied twice; the gateway stopped mid-deploy is
 * one line and exit 5 with the live registry untouched, and the same command completes once it
 * is back; bad input is one line before anything is written. The writer is stopped at a named
 * step by the CLI's test-only hook NATURVERSE_TEST_PAUSE_AT (packages/cli/src/deploy/test-pause.ts).
 */
import { test, expect } from '@playwright/test';
import { distOf } from '@naturverse/site/serve';
import { startCeph, type CephCluster } from '../support/object-store/ceph';
import { bucket, hubCopy, mustRun, run, start } from '../support/object-store/deployers';
import { bucketRoot } from '../support/object-store/root-state';
import { DEPLOY_STEPS, ROLLBACK_STEPS, firstDeployKilled, laterChangeKilled } from '../support/object-store/shell-crashes';
import { readOnlyUser } from '../support/object-store/read-only';
import { TARGET, localOnlyReason } from '../support/target';

const STEPS = ['before-history-claim', 'after-version-digest', 'after-history-claim', 'after-registry-write'] as const;

test.describe('a deploy root in object storage: deployers that fail part-way, on a real Ceph gateway', { tag: ['@cross', '@object-store'] }, () => {
  test.describe.configure({ mode: 'serial' });
  // node only, no page: the suite's fixtures (which open a browser context per test) are not used
  test.skip(TARGET.kind !== 'local', localOnlyReason('object-store/deploy-faults.spec.ts', TARGET));
  let ceph: CephCluster;
  let store: ReturnType<typeof bucket>;
  const ROOT = 's3://faults/site';
  const registry = async () => JSON.parse((await store.text('site/remotes.json'))!) as { revision: number; remotes: Array<{ name: string; manifest: string }> };
  const zonesVersion = async () => /\/hubs\/zones\/([^/]+)\//.exec((await registry()).remotes.find((r) => r.name === 'zones')!.manifest)?.[1] ?? null;
  async function historyLines(): Promise<string[]> {
    const keys = await store.keys('site/.naturverse/history/');
    const records = await Promise.all(
      keys.map(async (k) => JSON.parse((await store.text(k))!) as { revision: number; changes: Array<{ hub: string; to: string }> }),
    );
    return records.flatMap((r) => r.changes.map((c) => `r${r.revision} ${c.hub} ${c.to}`));
  }

  test.beforeAll(async () => {
    test.setTimeout(180_000);
    ceph = await startCeph({ slot: 4 });
    await ceph.createBucket('faults');
    store = bucket(ceph, 'faults');
    await mustRun(ceph, ['deploy', 'shell', '--from', distOf('shell'), '--to', ROOT, '--who', 'platform']);
  });
  test.afterAll(async () => {
    store?.close();
    await ceph?.stop();
  });

  for (const [i, step] of STEPS.entries()) {
    test(`a deployer killed ${step.replaceAll('-', ' ')}: the next command rolls forward, nothing lost or duplicated`, async () => {
      test.setTimeout(120_000);
      const version = `0.5.${i}`;
      const dist = await hubCopy({ from: 'zones', name: 'zones', version });
      const before = await registry();
      const beforeLines = await historyLines();
      const deployer = start(ceph, ['deploy', 'zones', '--from', dist, '--to', ROOT, '--who', `killed-${step}`], { NATURVERSE_TEST_PAUSE_AT: step });
      await deployer.printed(`paused at ${step}`);
      deployer.signal('SIGKILL');
      expect((await deployer.done).signal).toBe('SIGKILL');

      // status only reads: a claimed revision is reported as pending, remotes.json left as it is
      const status = await mustRun(ceph, ['status', '--to', ROOT]);
      const claimed = step === 'after-history-claim' || step === 'after-registry-write';
      expect(status).toContain(`registry revision ${before.revision + (claimed ? 1 : 0)}`);
      if (step === 'after-history-claim') expect(status).toContain(`revision ${before.revision + 1} is claimed in the history and not yet in remotes.json`);
      expect(await zonesVersion()).toBe(
        step === 'after-registry-write' ? version : (/\/hubs\/zones\/([^/]+)\//.exec(before.remotes.find((r) => r.name === 'zones')!.manifest)?.[1] ?? null),
      );
      // the same deploy again (the next writing command): writes a claimed revision first, then has nothing left to do — never a second change
      const again = await mustRun(ceph, ['deploy', 'zones', '--from', dist, '--to', ROOT, '--who', `again-${step}`]);
      expect(again).toContain(claimed ? 'nothing to change: already live' : `registry revision ${before.revision} → ${before.revision + 1}`);
      expect((await registry()).revision).toBe(before.revision + 1);
      expect(await zonesVersion()).toBe(version);
      const added = (await historyLines()).filter((l) => !beforeLines.includes(l));
      expect(added).toEqual([`r${before.revision + 1} zones ${version}`]);
      // every file of the version is there (a publisher killed after its digest had written none)
      const files = (await store.keys(`site/hubs/zones/${version}/`)).length;
      const published = (await store.keys(`site/hubs/zones/0.5.0/`)).length || files;
      expect(files).toBe(published);
      console.log(`[object-store] killed ${step}: next command → revision ${before.revision + 1}, zones ${version}, one history entry`);
    });
  }

  test('a first shell deploy killed at each step of its writes: the same deploy completes it, recorded once, the live files its bytes; a hub deploy then succeeds', async () => {
    test.setTimeout(600_000);
    for (const step of DEPLOY_STEPS) {
      const root = bucketRoot(ceph, 'faults', `first-${step}`);
      await firstDeployKilled(ceph, root, step);
      root.close();
      console.log(`[object-store] first shell deploy killed at ${step}: the same deploy completed it, one record, live files match, a hub deploy succeeded`);
    }
  });

  test('a later shell deploy and a shell rollback killed at each step: the next command of any kind leaves one record per change, the live files the registry’s shell, a hub deploy that succeeds', async () => {
    test.setTimeout(900_000); // nine kills, each with its next command and a hub deploy: about a minute and a half idle
    const root = bucketRoot(ceph, 'faults', 'later');
    await mustRun(ceph, ['deploy', 'shell', '--from', distOf('shell'), '--to', root.to, '--who', 'platform']);
    let n = 0;
    for (const step of DEPLOY_STEPS)
      console.log(`[object-store] shell deploy killed at ${step}: next was ${await laterChangeKilled(ceph, root, step, n++)} — ledger whole`);
    for (const step of ROLLBACK_STEPS)
      console.log(`[object-store] shell rollback killed at ${step}: next was ${await laterChangeKilled(ceph, root, step, n++, true)} — ledger whole`);
    root.close();
  });

  test('under read-only credentials after a crash, status, history, every --dry-run and a copy’s source read only: exit 0, zero writes counted at the gateway', async () => {
    test.setTimeout(180_000);
    const root = bucketRoot(ceph, 'faults', 'later');
    const dist = await hubCopy({ from: 'zones', name: 'zones', version: '0.9.9' });
    const killed = start(ceph, ['deploy', 'zones', '--from', dist, '--to', root.to, '--who', 'crashed'], { NATURVERSE_TEST_PAUSE_AT: 'after-history-claim' });
    await killed.printed('paused at after-history-claim');
    killed.signal('SIGKILL');
    await killed.done;
    const reader = await readOnlyUser(ceph, 'faults');
    const commands = [
      ['status'],
      ['history'],
      ['history', 'shell'],
      ['deploy', 'zones', '--from', dist, '--dry-run'],
      ['deploy', 'shell', '--from', distOf('shell'), '--dry-run'],
      ['rollback', 'shell', '--dry-run'],
      ['rollback', 'zones', '--dry-run'],
      ['copy', '--from', root.to, '--dry-run'],
    ];
    const counted = await reader.counting(async () => {
      for (const args of commands) {
        const to = args[0] === 'copy' ? ['--to', `/tmp/naturverse-copy-target-${Date.now()}`] : ['--to', root.to];
        const r = await run({ env: { ...ceph.env, ...reader.env } }, [...args, ...to]);
        expect(r.code, `${args.join(' ')}: ${r.stderr}`).toBe(0);
        if (args[0] === 'status') expect(r.stdout).toContain('is claimed in the history and not yet in remotes.json');
      }
    });
    expect(counted.reads, `the gateway counted the reader’s reads (${JSON.stringify(counted)})`).toBeGreaterThan(0);
    expect(counted.writes).toEqual({});
    console.log(`[object-store] read-only user after a crash: ${commands.length} commands exit 0, ${counted.reads} reads, 0 writes counted at the gateway`);
    // the next writing command (the deployer's own credentials) finishes the claimed revision
    expect(await mustRun(ceph, ['status', '--to', root.to])).toContain('is claimed');
    await mustRun(ceph, ['deploy', 'zones', '--from', dist, '--to', root.to, '--who', 'after']);
    root.close();
  });

  test('the gateway stopped in the middle of a deploy: one line, exit 5, the live registry untouched; after restart the same command completes', async () => {
    test.setTimeout(180_000);
    const dist = await hubCopy({ from: 'zones', name: 'zones', version: '0.6.0' });
    const before = await store.text('site/remotes.json');
    const deployer = start(ceph, ['deploy', 'zones', '--from', dist, '--to', ROOT], { NATURVERSE_TEST_PAUSE_AT: 'after-version-digest' });
    await deployer.printed('paused at after-version-digest');
    await ceph.stopGateway();
    deployer.signal('SIGUSR2');
    const failed = await deployer.done;
    const lines = failed.stderr.replace(/^naturverse: paused at .*\n/, '');
    expect(failed.code).toBe(5);
    expect(lines).toMatch(
      /^naturverse deploy zones: s3:\/\/faults\/site\/ at http:\/\/127\.0\.0\.1:\d+ did not answer \(\w+ on hubs\/zones\/0\.6\.0\/.+\): the live registry was not changed — check the store is up and the endpoint \(--endpoint, AWS_ENDPOINT_URL_S3\), then run the command again\n$/,
    );
    await ceph.startGateway();
    expect(await store.text('site/remotes.json')).toBe(before);
    const done = await mustRun(ceph, ['deploy', 'zones', '--from', dist, '--to', ROOT]);
    expect(done).toContain('zones: 0.5.3 → 0.6.0');
    expect(await zonesVersion()).toBe('0.6.0');
    console.log(`[object-store] gateway stopped mid-deploy: exit ${failed.code} after ${failed.ms} ms; after restart the deploy completed`);
  });

  test('bad input is one line before anything is written: a malformed URL, an unknown bucket, refused credentials, a store that does not answer', async () => {
    test.setTimeout(120_000);
    const keys = await store.keys();
    const deploy = ['deploy', 'zones', '--from', distOf('zones')];
    const cases: Array<{ to: string; env: Record<string, string>; code: number; line: RegExp }> = [
      {
        to: 's3:/faults/site',
        env: {},
        code: 64,
        line: /--to s3:\/faults\/site is not a bucket root \(it must start with s3:\/\/\): give s3:\/\/<bucket>\/<prefix>/,
      },
      { to: 's3://Faults/site', env: {}, code: 64, line: /is not a bucket root \("Faults" is not a bucket name\)/ },
      { to: 's3://no-such-bucket/site', env: {}, code: 64, line: /there is no bucket "no-such-bucket": create it, or name the right one/ },
      {
        to: ROOT,
        env: { AWS_SECRET_ACCESS_KEY: 'not-the-secret' },
        code: 64,
        line: /the object store refused the credentials \(403\) .*: check AWS_ACCESS_KEY_ID and AWS_SECRET_ACCESS_KEY/,
      },
      {
        to: ROOT,
        env: { AWS_ENDPOINT_URL_S3: 'http://127.0.0.1:9' },
        code: 5,
        line: /did not answer \(ECONNREFUSED on .+\): the live registry was not changed/,
      },
    ];
    for (const c of cases) {
      const r = await run(ceph, [...deploy, '--to', c.to], c.env);
      expect(r.code, c.to).toBe(c.code);
      expect(r.stderr, c.to).toMatch(c.line);
      expect(r.stderr.trim().split('\n'), c.to).toHaveLength(1);
      expect(r.stderr).not.toContain(ceph.credentials.secretAccessKey);
      expect(r.ms, `${c.to}: a bounded wait`).toBeLessThan(30_000);
    }
    expect(await store.keys()).toEqual(keys);
  });
});
