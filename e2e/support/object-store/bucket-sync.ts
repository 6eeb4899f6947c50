/**
 * A folder deploy root published to a bucket as operations teams do today (`aws s3 sync`): every
 * file whose bytes the bucket does not already hold under its key is uploaded with its content
 * type and a cache policy — hashed files (HASHED_FILE, the static server's rule) for a year and
 * immutable, everything else revalidated by browsers and kept by a shared cache for
 * SHARED_TTL_SECONDS at most. Nothing is deleted (a root only grows). The S3 client is the SDK's,
 * with the test cluster's credentials.
 */
import { createHash } from 'node:crypto';
import { readFile, readdir } from 'node:fs/promises';
import { extname, join, sep } from 'node:path';
import { ListObjectsV2Command, PutObjectCommand, S3Client } from '@aws-sdk/client-s3';
import { HASHED_FILE } from '@naturverse/contracts/hashed-files';
import { TYPES } from '@naturverse/serving/static-server';
import type { CephCluster } from './ceph';

/** How long a shared cache may keep an unhashed file (remotes.json, the pages) before asking again. */
export const SHARED_TTL_SECONDS = 2;
export const IMMUTABLE = 'public, max-age=31536000, immutable';
export const REVALIDATED = `public, max-age=0, s-maxage=${SHARED_TTL_SECONDS}, must-revalidate`;

export interface BucketSync {
  /** upload what changed; resolves with the number of files uploaded */
  sync(): Promise<number>;
  client: S3Client;
  close(): void;
}

export function bucketSync({ ceph, folder, bucket, prefix }: { ceph: CephCluster; folder: string; bucket: string; prefix: string }): BucketSync {
  const client = new S3Client({
    region: ceph.region,
    endpoint: ceph.endpoint,
    forcePathStyle: true,
    credentials: ceph.credentials,
    requestChecksumCalculation: 'WHEN_REQUIRED',
  });
  async function held(): Promise<Map<string, string>> {
    const etags = new Map<string, string>();
    let token: string | undefined;
    do {
      const page = await client.send(new ListObjectsV2Command({ Bucket: bucket, Prefix: `${prefix}/`, ContinuationToken: token }));
      for (const o of page.Contents ?? []) etags.set(o.Key!, (o.ETag ?? '').replace(/"/g, ''));
      token = page.NextContinuationToken;
    } while (token);
    return etags;
  }
  return {
    client,
    close: () => client.destroy(),
    async sync() {
      const entries = await readdir(folder, { recursive: true, withFileTypes: true });
      const files = entries
        .filter((e) => e.isFile() && !e.name.endsWith('.tmp'))
        .map((e) =>
          join(e.parentPath, e.name)
            .slice(folder.length + 1)
            .split(sep)
            .join('/'),
        );
      const there = await held();
      let uploaded = 0;
      const queue = [...files];
      const worker = async () => {
        for (let file = queue.shift(); file !== undefined; file = queue.shift()) {
          const body = await readFile(join(folder, file));
          const key = `${prefix}/${file}`;
          if (there.get(key) === createHash('md5').update(body).digest('hex')) continue;
          const type = (TYPES as Record<string, string>)[extname(file)] ?? 'application/octet-stream';
          const cache = HASHED_FILE.test(`/${file}`) ? IMMUTABLE : REVALIDATED;
          await client.send(new PutObjectCommand({ Bucket: bucket, Key: key, Body: body, ContentType: type, CacheControl: cache }));
          uploaded++;
        }
      };
      await Promise.all(Array.from({ length: 8 }, worker));
      return uploaded;
    },
  };
}
