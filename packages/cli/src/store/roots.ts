// A deploy root as the command line names it: a folder, or s3://<bucket>/<prefix>. A malformed
// bucket URL is bad input, answered before anything is read or written.
import { resolve } from 'node:path';
import { DeployError } from '../deploy/deploy-error.js';
import { folderStore } from './folder-store.js';
import type { S3Root, Store } from './store.js';

export type { S3Root };

/** S3's bucket names (lower-case letters, digits, dots and hyphens, 3–63, starting and ending with a letter or digit). */
const BUCKET = /^[a-z0-9][a-z0-9.-]{1,61}[a-z0-9]$/;

export const isBucketUrl = (root: string): boolean => /^s3:/i.test(root);

/** Parse s3://bucket[/prefix]; a usage error naming what is wrong otherwise. */
export function parseS3Root(url: string): S3Root {
  const bad = (problem: string) =>
    new DeployError('usage', `--to ${url} is not a bucket root (${problem}): give s3://<bucket>/<prefix>, e.g. s3://naturverse-site/production`);
  const match = /^s3:\/\/([^/]*)(?:\/(.*))?$/.exec(url);
  if (!match) throw bad('it must start with s3://');
  const [, bucket = '', rest = ''] = match;
  if (!BUCKET.test(bucket) || bucket.includes('..')) throw bad(`"${bucket}" is not a bucket name`);
  const parts = rest.split('/').filter((part, i, all) => part !== '' || i === all.length - 1);
  if (parts.some((part) => part === '.' || part === '..')) throw bad('a prefix may not hold . or ..');
  if (rest.includes('//')) throw bad('a prefix may not hold an empty folder name');
  if (/[\s\\?#]/.test(rest)) throw bad('a prefix may not hold spaces, \\, ? or #');
  const prefix = rest.replace(/\/?$/, '/').replace(/^\/$/, '');
  return { url: `s3://${bucket}/${prefix}`, bucket, prefix };
}

/** The store of a root: a bucket's (the SDK loaded only then) or a folder's. */
export async function openStore(
  root: string,
  { endpoint, env = process.env }: { endpoint?: string | undefined; env?: NodeJS.ProcessEnv } = {},
): Promise<Store> {
  if (!isBucketUrl(root)) return folderStore(resolve(root));
  const parsed = parseS3Root(root);
  const { s3Store } = await import('./s3-store.js');
  return s3Store(parsed, { endpoint, env });
}
