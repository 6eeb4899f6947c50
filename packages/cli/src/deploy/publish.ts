// A version's immutable folder at a deploy root (hubs/<hub>/<version>/, shell/<version>/):
// written once, never overwritten. Its claim comes first — .naturverse/versions/<folder>.json,
// created create-only with the digest of every file — so of two publishers of one version
// exactly one wins; the other compares digests: the same bytes is a no-op, other bytes are
// refused (a conflict: families may already run that version, and its files are cached for a
// year). Then the files, each create-only, in parallel. A publisher that died half-way leaves
// a claim whose missing files the next publish of the same bytes fills in; nothing serves a
// version before the registry names it, which happens only after this returns.
import { createHash } from 'node:crypto';
import { mkdir, mkdtemp, readdir, readFile, stat, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { isPrivateBuildFile } from '@naturverse/serving/static-server';
import { inParallel, PRIVATE_DIR, TRANSFERS_AT_ONCE, type Store } from '../store/store.js';
import { DeployError } from './deploy-error.js';
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

/** How a key of a store reads in messages: the folder's path, or the bucket URL. */
export const shownKey = (store: Store, key: string): string => (store.folder ? join(store.folder, key) : `${store.describe.replace(/\/$/, '')}/${key}`);

const claimKeyOf = (folder: string) => `${PRIVATE_DIR}/versions/${folder}.json`;

/** The digest of the objects `keys` under `folder` (a version published before claims existed). */
async function storedDigest(store: Store, folder: string, keys: string[]): Promise<Record<string, string>> {
  const out: Record<string, string> = {};
  for (const key of keys) out[key.slice(folder.length + 1)] = sha256((await store.read(key))!.body);
  return out;
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
  const claimKey = claimKeyOf(folder);
  const claimBody = Buffer.from(`${JSON.stringify({ files: wanted }, null, 1)}\n`);
  for (let tries = 0; tries < 3; tries++) {
    // the claim and the folder's objects asked at once: a new version needs both answers
    const [claim, stored] = await Promise.all([store.read(claimKey), store.list(`${folder}/`)]);
    const claimed = claim ? (JSON.parse(claim.body.toString('utf8')) as { files: Record<string, string> }).files : null;
    const held = claimed ?? (await storedDigest(store, folder, stored));
    if (claimed || Object.keys(held).length) {
      const differ = differingFiles(wanted, held);
      if (differ.length) throw refuse(differ);
      if (dryRun) return 'unchanged';
      // the same bytes: fill in what a publisher that died half-way did not write
      const present = new Set(stored.map((key) => key.slice(folder.length + 1)));
      const missing = Object.keys(wanted).filter((path) => !present.has(path));
      await inParallel(missing, TRANSFERS_AT_ONCE, async (path) => void (await store.create(`${folder}/${path}`, await bytesOf(path))));
      if (!claimed) await store.create(claimKey, claimBody);
      return 'unchanged';
    }
    if (dryRun) return 'published';
    if (!(await store.create(claimKey, claimBody))) continue; // another publisher claimed it: compare with theirs
    await pauseAt('after-version-claim');
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
