/**
 * A real S3-compatible object store for the tests: a throwaway single-node Ceph cluster (one
 * monitor, one in-memory OSD) and its RADOS Gateway on loopback, under a fresh temp folder, on
 * ports moved by E2E_PORT_OFFSET (ceph-config.ts). Start it in a spec's beforeAll and stop it in
 * afterAll; a start that fails half-way stops what it started, and a test process that dies
 * takes the daemons with it. `npm test` installs Debian's ceph-mon, ceph-osd and radosgw
 * (scripts/lib/run.mjs ensureCeph). The S3 user's keys are made for each run, never stored.
 *
 *   const ceph = await startCeph();          // ~15 s
 *   await ceph.createBucket('site');
 *   spawn('naturverse', ['deploy', …, '--to', 's3://site/prod'], { env: { ...process.env, ...ceph.env } });
 *   await ceph.stopGateway(); …; await ceph.startGateway();   // the gateway alone, mid-test
 *   await ceph.stop();
 */
import { randomBytes, randomUUID } from 'node:crypto';
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { PORT_OFFSET } from '@naturverse/testing/port-offset';
import { cephConf, cephPorts, type CephPorts } from './ceph-config';
import { daemon, tool, waitFor, type Daemon } from './processes';

export interface CephCluster {
  /** the gateway's S3 endpoint, e.g. http://127.0.0.1:5000 */
  endpoint: string;
  ports: CephPorts;
  /** the standard AWS variables that point an SDK client (the CLI) at this gateway with this run's user */
  env: Record<string, string>;
  credentials: { accessKeyId: string; secretAccessKey: string };
  region: string;
  /** the cluster's folder (ceph.conf, logs under log/) */
  dir: string;
  createBucket(name: string): Promise<void>;
  /** run radosgw-admin against this cluster, returning its stdout */
  admin(args: string[]): Promise<string>;
  /** stop the gateway alone (the cluster and its objects stay) */
  stopGateway(): Promise<void>;
  /** start it again; resolves once it answers HTTP */
  startGateway(): Promise<void>;
  /** stop every daemon and remove the folder */
  stop(): Promise<void>;
}

const REGION = 'us-east-1';

/** A cluster in `slot` (0–4) of this run's port block: one slot per spec file (e2e/README.md). */
export async function startCeph({ slot = 0, offset = PORT_OFFSET }: { slot?: number; offset?: number } = {}): Promise<CephCluster> {
  const ports = cephPorts(offset, slot);
  const dir = mkdtempSync(join(tmpdir(), 'naturverse-ceph-'));
  for (const sub of ['run', 'log', 'mon', 'osd']) mkdirSync(join(dir, sub));
  const conf = join(dir, 'ceph.conf');
  const fsid = randomUUID();
  writeFileSync(conf, cephConf({ fsid, dir, ports }));
  const c = ['-c', conf];
  const daemons: Daemon[] = [];
  let gateway: Daemon | null = null;
  const endpoint = `http://127.0.0.1:${ports.gateway}`;
  const credentials = { accessKeyId: `NV${randomBytes(9).toString('hex').toUpperCase()}`, secretAccessKey: randomBytes(30).toString('base64url') };

  const startGateway = async () => {
    gateway = daemon('radosgw', [...c, '-f', '-n', 'client.rgw'], dir);
    await waitFor(`the Ceph object gateway on ${endpoint}`, 60_000, async () => {
      gateway?.assertRunning();
      await fetch(endpoint, { signal: AbortSignal.timeout(2_000) });
    });
  };
  const stopAll = async () => {
    await Promise.all([gateway, ...daemons].map((d) => d?.stop()));
    rmSync(dir, { recursive: true, force: true });
  };
  try {
    await tool('monmaptool', ['--create', '--fsid', fsid, '--addv', 'a', `[v2:127.0.0.1:${ports.monitor}]`, join(dir, 'monmap')]);
    await tool('ceph-mon', [...c, '--mkfs', '-i', 'a', '--monmap', join(dir, 'monmap')]);
    daemons.push(daemon('ceph-mon', [...c, '-f', '-i', 'a'], dir));
    const id = (await tool('ceph', [...c, '--connect-timeout', '30', 'osd', 'create'])).trim();
    await tool('ceph-osd', [...c, '-i', id, '--mkfs']);
    daemons.push(daemon('ceph-osd', [...c, '-f', '-i', id], dir));
    await startGateway();
    await tool('radosgw-admin', [
      ...c,
      'user',
      'create',
      '--uid=naturverse-tests',
      '--display-name=naturverse tests',
      `--access-key=${credentials.accessKeyId}`,
      `--secret-key=${credentials.secretAccessKey}`,
    ]);
  } catch (error) {
    await stopAll();
    throw error;
  }
  const env = {
    AWS_ACCESS_KEY_ID: credentials.accessKeyId,
    AWS_SECRET_ACCESS_KEY: credentials.secretAccessKey,
    AWS_REGION: REGION,
    AWS_ENDPOINT_URL_S3: endpoint,
  };
  return {
    endpoint,
    ports,
    env,
    credentials,
    region: REGION,
    dir,
    admin: (args) => tool('radosgw-admin', [...c, ...args]),
    async createBucket(name) {
      const { S3Client, CreateBucketCommand } = await import('@aws-sdk/client-s3');
      const client = new S3Client({ region: REGION, endpoint, forcePathStyle: true, credentials });
      try {
        await client.send(new CreateBucketCommand({ Bucket: name }));
      } finally {
        client.destroy();
      }
    },
    async stopGateway() {
      await gateway?.stop();
      gateway = null;
    },
    startGateway,
    stop: stopAll,
  };
}
