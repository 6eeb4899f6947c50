// A version's immutable folder at a deploy root (hubs/<hub>/<version>/, shell/<version>/):
// written once, never overwritten. Its digest comes first — .naturverse/versions/<folder>.json,
// created create-only with the sha256 of every file — so of two publishers of one version
// exactly one wins; the other compares digests: the same bytes is a no-op, other bytes are
// refused (a conflict: families may already run that version, and its files are cached for a
// year). Then the files, each create-only, in parallel. A publisher that died half-way leaves
// a digest whose missing files the next publish of the same bytes fills in; nothing serves a
// version before the registry names it, which happens only after this returns.
import { createHash } from 'node:crypto';
import { mkdir, mkdtemp, readdir, readFile, stat, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { isPrivateBuildFile } from '@naturverse/serving/static-server';
import { inParallel, PRIVATE_DIR, TRANSFERS_AT_ONCE, type Store } from '../store/store.js';
import { DeployError } from './deploy-error.js';
import { damaged } from './damaged.js';
import { shownKey } from './layout.js';
import { pauseAt } from './test-pause.js';

/** Files a deploy never copies: build statistics (they name the build machine's folders) and dotfiles (build stamps). */
export function isUnpublished(relPath: string): boolean {
  return isPrivateBuildFile(`/${relPath}`) || relPath.split('/').some((part) => part.startsWith('.'));
}

const sha256 = (bytes: Buffer | string) => createHash('sha256').update(bytes).digest('hex');

/**
 * Every file of a folder (links followed) but those `skip` names, relative path → sha256: by
 * default the files a deploy publishes. The one digest for "are these the same bytes" — a
 * version republished, a shell served untouched (e2e/deploy/site.ts).
 */
export async function treeDigest(dir: string, skip: (relPath: string) => boolean = isUnpublished): Promise<Record<string, string>> {
  const out: Record<string, string> = {};
  async function walk(sub: string) {
    for (const name of (await readdir(join(dir, sub))).sort()) {
      const rel = sub ? `${sub}/${name}` : name;
      if (skip(rel)) continue;
      if ((await stat(join(dir, rel))).isDirectory()) await walk(rel);
      else out[rel] = sha256(await readFile(join(dir, rel)));
    }
  }
  await walk('');
  return out;
}

/** The paths whose bytes differ between two digests (added, removed or changed). */
export function differingFiles(a: Record<string, string>, b: Record<string, string>): string[] {
  return [...new Set([...Object.keys(a), ...Object.keys(b)])].filter((path) => a[path] !== b[path]).sort();
}

export { shownKey };

const digestKeyOf = (folder: string) => `${PRIVATE_DIR}/versions/${folder}.json`;

/** The digest of the objects `keys` under `folder` (a version published before digests were recorded). */
async function storedDigest(store: Store, folder: string, keys: string[]): Promise<Record<string, string>> {
  const out: Record<string, string> = {};
  await inParallel(keys, TRANSFERS_AT_ONCE, async (key) => {
    const got = await store.read(key);
    if (got) out[key.slice(folder.length + 1)] = sha256(got.body);
  });
  return out;
}

/** A version's recorded digest (relative path → sha256), null when none was recorded; one that does not parse is named. */
async function recordedDigest(store: Store, folder: string): Promise<Record<string, string> | null> {
  const got = await store.read(digestKeyOf(folder));
  if (!got) return null;
  try {
    const files = (JSON.parse(got.body.toString('utf8')) as { files?: unknown }).files;
    if (files && typeof files === 'object') return files as Record<string, string>;
  } catch {
    // named below
  }
  throw damaged(store, digestKeyOf(folder), "is not a version's digest");
}

/** What a published version holds (relative path → sha256): its digest, else its objects' bytes; {} when it is not there. Read only. */
export async function versionDigest(store: Store, folder: string): Promise<Record<string, string>> {
  return (await recordedDigest(store, folder)) ?? storedDigest(store, folder, await store.list(`${folder}/`));
}

/**
 * Publish `source` as the version folder `folder` ("hubs/zones/1.2.0") unless it is there.
 * Returns 'published' or 'unchanged'; throws a conflict naming a few differing files if the
 * version holds other bytes. `extra`: files written into the version's folder (relative path →
 * text), part of its bytes.
 */
export async function publishVersion({
  store,
  source,
  folder,
  dryRun = false,
  extra = {},
}: {
  store: Store;
  source: string;
  folder: string;
  dryRun?: boolean;
  extra?: Record<string, string>;
}): Promise<'published' | 'unchanged'> {
  const wanted = await treeDigest(source);
  for (const [path, text] of Object.entries(extra)) wanted[path] = sha256(text);
  const bytesOf = async (path: string) => (path in extra ? Buffer.from(extra[path]!) : readFile(join(source, path)));
  const refuse = (differ: string[]) => {
    const shown = differ.slice(0, 5).join(', ') + (differ.length > 5 ? `, … (${differ.length} files)` : '');
    return new DeployError(
      'conflict',
      `${shownKey(store, folder)} already holds this version with other bytes (${shown}); a published version is never overwritten — build it as a new version`,
    );
  };
  const digestKey = digestKeyOf(folder);
  const digestBody = Buffer.from(`${JSON.stringify({ files: wanted }, null, 1)}\n`);
  for (let tries = 0; tries < 3; tries++) {
    // the folder's objects first, its digest after: a publisher writes its digest before any
    // file, so files listed here mean the digest read next is there (asked at once, a digest
    // read before another publisher's and files listed after it read as other bytes)
    const stored = await store.list(`${folder}/`);
    const recorded = await recordedDigest(store, folder);
    const held = recorded ?? (await storedDigest(store, folder, stored));
    if (recorded || Object.keys(held).length) {
      const differ = differingFiles(wanted, held);
      if (differ.length) throw refuse(differ);
      if (dryRun) return 'unchanged';
      // the same bytes: fill in what a publisher that died half-way did not write
      const present = new Set(stored.map((key) => key.slice(folder.length + 1)));
      const missing = Object.keys(wanted).filter((path) => !present.has(path));
      await inParallel(missing, TRANSFERS_AT_ONCE, async (path) => void (await store.create(`${folder}/${path}`, await bytesOf(path))));
      if (!recorded) await store.create(digestKey, digestBody);
      return 'unchanged';
    }
    if (dryRun) return 'published';
    if (!(await store.create(digestKey, digestBody))) continue; // another publisher recorded it first: compare with theirs
    await pauseAt('after-version-digest');
    await inParallel(Object.keys(wanted), TRANSFERS_AT_ONCE, async (path) => {
      const bytes = await bytesOf(path);
      if (!(await store.create(`${folder}/${path}`, bytes)) && !(await store.read(`${folder}/${path}`))?.body.equals(bytes)) throw refuse([path]);
    });
    return 'published';
  }
  throw new DeployError('conflict', `${shownKey(store, folder)} kept changing while it was published; run the command again`);
}

/**
 * A version folder at the root as a folder on this machine (a canary of a version already
 * published): the folder itself at a folder root, a download into a temporary folder from a
 * bucket. Null when the root does not hold it.
 */
export async function localCopyOf(store: Store, folder: string): Promise<string | null> {
  if (store.folder) {
    const dir = join(store.folder, folder);
    return (await stat(dir).catch(() => null))?.isDirectory() ? dir : null;
  }
  const keys = await store.list(`${folder}/`);
  if (!keys.length) return null;
  const dir = await mkdtemp(join(tmpdir(), 'naturverse-version-'));
  await inParallel(keys, TRANSFERS_AT_ONCE, async (key) => {
    const file = join(dir, key.slice(folder.length + 1));
    await mkdir(dirname(file), { recursive: true });
    await writeFile(file, (await store.read(key))!.body);
  });
  return dir;
}
