// A deploy root as a store of objects: a folder on the deploying machine, or a prefix of a
// bucket in S3-compatible object storage (s3://<bucket>/<prefix>). The deploy commands see only
// this interface: keys are '/'-separated paths relative to the root ("remotes.json",
// "hubs/zones/1.2.0/mf-manifest.json"), and the two writes the ledger is built on are
// conditional — create-only, and replace-if-unchanged (compare-and-swap on a version tag).
// Everything above (ledger.ts, publish.ts, the commands) is one code path for both places.
import { HASHED_FILE } from '@naturverse/contracts/hashed-files';
import { TYPES } from '@naturverse/serving/static-server';

/** An object's bytes and the tag of this version of it (a replace names the tag it read). */
export interface Tagged {
  body: Buffer;
  tag: string;
}

export interface Store {
  /** How the root reads in messages: the folder's path, or s3://bucket/prefix (never a credential). */
  readonly describe: string;
  /** The folder on this machine, for a folder root (nginx serves it); null for a bucket. */
  readonly folder: string | null;
  /** The object at `key`, or null when there is none. */
  read(key: string): Promise<Tagged | null>;
  /** Write `key` only if it does not exist: true if this call created it, false if it was there. */
  create(key: string, body: Buffer): Promise<boolean>;
  /** Replace `key` only if its tag is still `tag` (null: only if it does not exist): false if it changed. */
  replace(key: string, body: Buffer, tag: string | null): Promise<boolean>;
  /** Write `key` whatever is there (the live shell's files: the last deploy's win, as on a folder). */
  put(key: string, body: Buffer): Promise<void>;
  /** Every key under `prefix` ("hubs/zones/1.2.0/"), sorted. */
  list(prefix: string): Promise<string[]>;
  /** Release connections (a bucket's client); the store is not used after. */
  close(): void;
}

/** A bucket root: s3://<bucket>/<prefix> parsed (roots.ts). */
export interface S3Root {
  /** as given, normalised: s3://bucket/prefix/ */
  url: string;
  bucket: string;
  /** the keys' prefix in the bucket: '' or ending in '/' */
  prefix: string;
}

/** Deploy bookkeeping nobody is served (nginx denies dot-folders; a bucket's policy keeps it private). */
export const PRIVATE_DIR = '.naturverse';

/** The root-relative key of a path given in parts, '/'-separated whatever the platform. */
export const keyOf = (...parts: string[]): string => parts.join('/').replace(/\/+/g, '/').replace(/^\//, '');

const IMMUTABLE = 'public, max-age=31536000, immutable';
/**
 * The cache policy of an object: a version's own folder (hubs/<hub>/<version>/, shell/<version>/)
 * and hashed build files never change under their name, so a CDN and a browser keep them a year;
 * the registry, the pages, the service worker and every other unhashed name are revalidated on
 * every use (`no-cache`: a CDN may keep a copy but asks the store whether it changed, so a new
 * registry reaches families on their next visit); deploy bookkeeping is never cached publicly.
 */
export function cacheControlOf(key: string): string {
  if (key.startsWith(`${PRIVATE_DIR}/`)) return 'private, no-store';
  if (/^(hubs\/[^/]+|shell)\/[^/]+\//.test(key) && !key.startsWith('shell/live.json')) return IMMUTABLE;
  return HASHED_FILE.test(key) ? IMMUTABLE : 'no-cache';
}

/** The Content-Type of an object by its name, as the static server and nginx answer it. */
export function contentTypeOf(key: string): string {
  const ext = /\.[^./]+$/.exec(key)?.[0] ?? '';
  return TYPES[ext] ?? 'application/octet-stream';
}

/**
 * How many objects a command reads or writes at once: a bucket answers each in tens of
 * milliseconds however many are in flight, so a version's files go up in a few round trips.
 */
export const TRANSFERS_AT_ONCE = 24;

/** Run `fn` on every item, at most `limit` at once; the first failure rejects (the rest still settle). */
export async function inParallel<T>(items: readonly T[], limit: number, fn: (item: T) => Promise<void>): Promise<void> {
  let next = 0;
  const errors: unknown[] = [];
  const worker = async () => {
    while (next < items.length && !errors.length) {
      const item = items[next++]!;
      await fn(item).catch((error: unknown) => void errors.push(error));
    }
  };
  await Promise.all(Array.from({ length: Math.min(limit, items.length) }, worker));
  if (errors.length) throw errors[0];
}
