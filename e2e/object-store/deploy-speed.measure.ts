/**
 * Deploy speed, a root in object storage against a folder root in the same run: one hub of ~50
 * files (zones' production build) deployed by the command to a fresh root of each kind, the two
 * interleaved run by run; then `status` and `history` of the bucket root. The gateway is a real
 * Ceph RADOS Gateway on this machine (e2e/support/object-store/ceph.ts). Writes
 * bench/results-deploy.json and prints the rows; the targets (bucket ≤ 2 × folder and ≤ 5 s,
 * status and history ≤ 1 s) are reported, not asserted: a busy machine is a figure, not a bug.
 */
import { execFile } from 'node:child_process';
import { mkdtemp, readFile, readdir, rm, writeFile } from 'node:fs/promises';
import { loadavg, tmpdir } from 'node:os';
import { join } from 'node:path';
import { test } from '@playwright/test';
import { ROOT, distOf } from '@naturverse/site/serve';
import { startCeph } from '../support/object-store/ceph';

const RUNS = Number(process.env.BENCH_DEPLOY_RUNS ?? 3);
const BIN = join(ROOT, 'node_modules', '.bin', 'naturverse');
const median = (xs: number[]) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)]!;

/**
 * CPU time (ms) the cluster's own daemons (gateway, OSD, monitor: every process whose command
 * line names this cluster's folder) have used so far: on this machine the store runs on the
 * same two cores as the command, which a real store's servers would not.
 */
async function storeCpuMs(dir: string): Promise<number> {
  let ticks = 0;
  for (const pid of (await readdir('/proc')).filter((name) => /^\d+$/.test(name))) {
    const cmdline = await readFile(`/proc/${pid}/cmdline`, 'utf8').catch(() => '');
    if (!cmdline.includes(dir) || !/ceph-|radosgw/.test(cmdline)) continue;
    const stat = await readFile(`/proc/${pid}/stat`, 'utf8').catch(() => '');
    const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
    ticks += Number(fields[11] ?? 0) + Number(fields[12] ?? 0); // utime, stime (fields 14, 15 of stat)
  }
  return ticks * 10; // USER_HZ is 100 on Linux
}

function timed(args: string[], env: Record<string, string>): Promise<number> {
  const started = performance.now();
  return new Promise((resolve, reject) =>
    execFile(BIN, args, { cwd: ROOT, env: { ...process.env, ...env } }, (error, stdout, stderr) =>
      error ? reject(new Error(`naturverse ${args.join(' ')}: ${stdout}${stderr}`)) : resolve(performance.now() - started),
    ),
  );
}

test('deploy speed: a bucket root against a folder root', async () => {
  const load = loadavg().map((v) => +v.toFixed(1));
  const ceph = await startCeph({ slot: 2 });
  const folders: string[] = [];
  try {
    await ceph.createBucket('bench');
    const files = (await readdir(distOf('zones'), { recursive: true, withFileTypes: true })).filter((e) => e.isFile() && !/\.(br|gz)$/.test(e.name)).length;
    const folder: number[] = [];
    const bucket: number[] = [];
    const storeCpu: number[] = [];
    for (let run = 0; run < RUNS; run++) {
      const dir = await mkdtemp(join(tmpdir(), 'nv-bench-root-'));
      folders.push(dir);
      const s3 = `s3://bench/run-${run}`;
      for (const to of [dir, s3]) await timed(['deploy', 'shell', '--from', distOf('shell'), '--to', to, '--who', 'bench'], ceph.env);
      folder.push(await timed(['deploy', 'zones', '--from', distOf('zones'), '--to', dir, '--who', 'bench'], ceph.env));
      const cpuBefore = await storeCpuMs(ceph.dir);
      bucket.push(await timed(['deploy', 'zones', '--from', distOf('zones'), '--to', s3, '--who', 'bench'], ceph.env));
      storeCpu.push((await storeCpuMs(ceph.dir)) - cpuBefore);
    }
    const status: number[] = [];
    const history: number[] = [];
    for (let run = 0; run < RUNS; run++) {
      status.push(await timed(['status', '--to', 's3://bench/run-0'], ceph.env));
      history.push(await timed(['history', '--to', 's3://bench/run-0'], ceph.env));
    }
    const results = {
      date: new Date().toISOString(),
      loadAverageAtStart: load,
      runs: RUNS,
      hubFiles: files,
      deployFolderMs: { median: Math.round(median(folder)), all: folder.map(Math.round) },
      deployBucketMs: { median: Math.round(median(bucket)), all: bucket.map(Math.round) },
      ratio: +(median(bucket) / median(folder)).toFixed(2),
      storeCpuDuringBucketDeployMs: { median: median(storeCpu), all: storeCpu },
      statusMs: { median: Math.round(median(status)), all: status.map(Math.round) },
      historyMs: { median: Math.round(median(history)), all: history.map(Math.round) },
    };
    await writeFile(join(ROOT, 'bench', 'results-deploy.json'), `${JSON.stringify(results, null, 2)}\n`);
    console.log(
      [
        `[bench deploy] load average at start ${load.join(' ')}; ${RUNS} runs, medians`,
        `  deploy one hub (${files} files) to a folder root: ${results.deployFolderMs.median} ms`,
        `  deploy one hub (${files} files) to the gateway:   ${results.deployBucketMs.median} ms  (${results.ratio} × folder; target ≤ 2 ×, ≤ 5000 ms)`,
        `  CPU the gateway and its OSD used during that deploy, on the same cores: ${results.storeCpuDuringBucketDeployMs.median} ms`,
        `  status of the bucket root:  ${results.statusMs.median} ms (target ≤ 1000 ms)`,
        `  history of the bucket root: ${results.historyMs.median} ms (target ≤ 1000 ms)`,
      ].join('\n'),
    );
  } finally {
    await ceph.stop();
    await Promise.all(folders.map((d) => rm(d, { recursive: true, force: true })));
  }
});
