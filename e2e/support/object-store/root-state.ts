/**
 * A deploy root as the proofs read it, from outside the command: a bucket's prefix through a
 * client of its own, or a folder through the file system. What is read is the ledger's state
 * (the registry, every history record) and whether the live shell files are, byte for byte,
 * the files of the shell version the registry names.
 */
import { readFile, readdir } from 'node:fs/promises';
import { join } from 'node:path';
import { GetObjectCommand, ListObjectsV2Command, S3Client } from '@aws-sdk/client-s3';
import type { CephCluster } from './ceph';

export interface RootReader {
  /** how the command names the root (--to) */
  to: string;
  read(key: string): Promise<Buffer | null>;
  /** every key under `prefix`, relative to the root, sorted */
  keys(prefix?: string): Promise<string[]>;
  close(): void;
}

/** A prefix of a bucket of `ceph`, read with the cluster's own user. */
export function bucketRoot(ceph: CephCluster, bucket: string, prefix: string): RootReader {
  const s3 = new S3Client({ region: ceph.region, endpoint: ceph.endpoint, forcePathStyle: true, credentials: ceph.credentials });
  return {
    to: `s3://${bucket}/${prefix}`,
    async read(key) {
      try {
        const got = await s3.send(new GetObjectCommand({ Bucket: bucket, Key: `${prefix}/${key}` }));
        return Buffer.from((await got.Body?.transformToByteArray()) ?? []);
      } catch {
        return null;
      }
    },
    async keys(sub = '') {
      const keys: string[] = [];
      let ContinuationToken: string | undefined;
      do {
        const page = await s3.send(new ListObjectsV2Command({ Bucket: bucket, Prefix: `${prefix}/${sub}`, ContinuationToken }));
        keys.push(...(page.Contents ?? []).map((o) => o.Key!.slice(prefix.length + 1)));
        ContinuationToken = page.IsTruncated ? page.NextContinuationToken : undefined;
      } while (ContinuationToken);
      return keys.sort();
    },
    close: () => s3.destroy(),
  };
}

/** A folder root. */
export function folderRoot(dir: string): RootReader {
  return {
    to: dir,
    read: (key) => readFile(join(dir, key)).catch(() => null),
    async keys(sub = '') {
      const entries = await readdir(dir, { recursive: true, withFileTypes: true }).catch(() => []);
      return entries
        .filter((e) => e.isFile())
        .map((e) => join(e.parentPath, e.name).slice(dir.length + 1))
        .filter((key) => key.startsWith(sub))
        .sort();
    },
    close() {},
  };
}

export interface Record {
  key: string;
  revision: number;
  who: string;
  changes: Array<{ action: string; hub: string; from: string | null; to: string | null }>;
  registry?: Registry;
}
export interface Registry {
  revision: number;
  shell?: { version: string };
  remotes: Array<{ name: string; manifest: string }>;
}

/** The registry and every history record, oldest first. */
export async function ledgerOf(root: RootReader): Promise<{ registry: Registry | null; records: Record[] }> {
  const text = await root.read('remotes.json');
  const keys = (await root.keys('.naturverse/history/')).filter((k) => k.endsWith('.json'));
  const records = await Promise.all(keys.map(async (key) => ({ key, ...(JSON.parse((await root.read(key))!.toString()) as Omit<Record, 'key'>) })));
  return { registry: text ? (JSON.parse(text.toString()) as Registry) : null, records };
}

/** Files of shell `version`'s folder whose live copy at the root is missing or holds other bytes. */
export async function liveFilesNotOf(root: RootReader, version: string): Promise<string[]> {
  const folder = `shell/${version}/`;
  const files = (await root.keys(folder)).map((k) => k.slice(folder.length)).filter((f) => !/^(remotes|naturverse-shell)\.json(\.br|\.gz)?$/.test(f));
  if (!files.length) return [`(shell ${version} has no folder)`];
  const differ: string[] = [];
  for (const file of files) {
    const [want, live] = await Promise.all([root.read(`${folder}${file}`), root.read(file)]);
    if (!live || !want || !live.equals(want)) differ.push(file);
  }
  return differ;
}

/**
 * The ledger's promises after a writing command: remotes.json at the last record's revision,
 * records r1…rR one each with nothing claimed beyond, each command (its --who) in at most one
 * record, the live files the registry's shell's. Returns what is wrong, [] when nothing is.
 */
export async function ledgerFaults(root: RootReader): Promise<string[]> {
  const { registry, records } = await ledgerOf(root);
  const faults: string[] = [];
  const revisions = records.filter((r) => r.registry).map((r) => r.revision);
  const expected = Array.from({ length: registry?.revision ?? 0 }, (_, i) => i + 1);
  if (JSON.stringify(revisions) !== JSON.stringify(expected))
    faults.push(`history revisions ${revisions.join(',')} for registry revision ${registry?.revision}`);
  const whos = records.map((r) => r.who);
  const twice = whos.filter((w, i) => whos.indexOf(w) !== i);
  if (twice.length) faults.push(`recorded twice: ${twice.join(', ')}`);
  if (registry?.shell) {
    const differ = await liveFilesNotOf(root, registry.shell.version);
    if (differ.length)
      faults.push(`live files not shell ${registry.shell.version}'s: ${differ.slice(0, 5).join(', ')}${differ.length > 5 ? ` … (${differ.length})` : ''}`);
  }
  return faults;
}
