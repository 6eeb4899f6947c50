/**
 * A second user of the Ceph gateway whose bucket policy allows reads only (s3:GetObject and
 * s3:ListBucket on one bucket) — the credentials a dashboard or an auditor would be given — and
 * the gateway's own count of what it did: the usage log (rgw_enable_usage_log, flushed each
 * second: ceph-config.ts), per user and operation. A write by this user would be refused (403)
 * and counted; the proof is that none is counted while the reads are. The log files an
 * operation under the bucket's owner, so what is counted is every operation on the cluster while
 * only the reader runs (the spec's tests run one at a time, and this cluster is the spec's own).
 */
import { randomBytes } from 'node:crypto';
import { PutBucketPolicyCommand, S3Client } from '@aws-sdk/client-s3';
import type { CephCluster } from './ceph';

interface UsageShow {
  entries?: Array<{ user: string; buckets: Array<{ categories: Array<{ category: string; ops: number }> }> }>;
}

/** The gateway's names of operations that read (get_obj, list_bucket, stat_bucket, get_bucket_location …); any other is a write. */
const READS = /^(get_|list_|stat_)/;

export async function readOnlyUser(ceph: CephCluster, bucket: string) {
  const uid = `reader-${randomBytes(3).toString('hex')}`;
  const keys = { AWS_ACCESS_KEY_ID: `RO${randomBytes(9).toString('hex').toUpperCase()}`, AWS_SECRET_ACCESS_KEY: randomBytes(30).toString('base64url') };
  await ceph.admin([
    'user',
    'create',
    `--uid=${uid}`,
    `--display-name=${uid}`,
    `--access-key=${keys.AWS_ACCESS_KEY_ID}`,
    `--secret-key=${keys.AWS_SECRET_ACCESS_KEY}`,
  ]);
  const s3 = new S3Client({ region: ceph.region, endpoint: ceph.endpoint, forcePathStyle: true, credentials: ceph.credentials });
  const policy = {
    Version: '2012-10-17',
    Statement: [
      { Effect: 'Allow', Principal: { AWS: [`arn:aws:iam:::user/${uid}`] }, Action: ['s3:GetObject'], Resource: [`arn:aws:s3:::${bucket}/*`] },
      { Effect: 'Allow', Principal: { AWS: [`arn:aws:iam:::user/${uid}`] }, Action: ['s3:ListBucket'], Resource: [`arn:aws:s3:::${bucket}`] },
    ],
  };
  try {
    await s3.send(new PutBucketPolicyCommand({ Bucket: bucket, Policy: JSON.stringify(policy) }));
  } finally {
    s3.destroy();
  }

  /** The operations the gateway counted so far, by category. */
  const usage = async (): Promise<Record<string, number>> => {
    const shown = JSON.parse(await ceph.admin(['usage', 'show', '--show-log-entries=true'])) as UsageShow;
    const out: Record<string, number> = {};
    for (const entry of shown.entries ?? []) for (const b of entry.buckets) for (const c of b.categories) out[c.category] = (out[c.category] ?? 0) + c.ops;
    return out;
  };
  const settle = () => new Promise((r) => setTimeout(r, 2_500)); // past the log's one-second flush

  return {
    env: { ...keys },
    /** Run `fn` (the reader's commands alone); the reads and writes (by category) the gateway counted meanwhile. */
    async counting(fn: () => Promise<void>): Promise<{ reads: number; writes: Record<string, number> }> {
      await settle();
      const before = await usage();
      await fn();
      await settle();
      const after = await usage();
      const grown = Object.entries(after)
        .map(([category, ops]) => [category, ops - (before[category] ?? 0)] as const)
        .filter(([, ops]) => ops > 0);
      return {
        reads: grown.filter(([c]) => READS.test(c)).reduce((n, [, ops]) => n + ops, 0),
        writes: Object.fromEntries(grown.filter(([c]) => !READS.test(c))),
      };
    },
  };
}
