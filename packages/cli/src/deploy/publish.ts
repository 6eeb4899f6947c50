// A version's immutable folder at a deploy root: copied once, never overwritten. Publishing
// the same bytes again is a no-op; different bytes under a version that exists are refused
// (a 409: families may already run that version, and hashed files are cached for a year).
import { createHash } from 'node:crypto';
import { cp, mkdir, readdir, readFile, rename, rm, stat, writeFile } from 'node:fs/promises';
import { dirname, join } from 'node:path';
import { isPrivateBuildFile } from '@naturverse/serving/static-server';
import { DeployError } from './ledger.js';

/** Files a deploy never copies: build statistics (they name the build machine's folders) and dotfiles (build stamps). */
export function isUnpublished(relPath: string): boolean {
  return isPrivateBuildFile(`/${relPath}`) || relPath.split('/').some((part) => part.startsWith('.'));
}

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
      else
        out[rel] = createHash('sha256')
          .update(await readFile(join(dir, rel)))
          .digest('hex');
    }
  }
  await walk('');
  return out;
}

/** The paths whose bytes differ between two digests (added, removed or changed). */
export function differingFiles(a: Record<string, string>, b: Record<string, string>): string[] {
  return [...new Set([...Object.keys(a), ...Object.keys(b)])].filter((path) => a[path] !== b[path]).sort();
}

/**
 * Copy `source` to `target` unless it is there. Returns 'published' or 'unchanged'; throws a
 * conflict naming a few differing files if `target` holds other bytes. The copy is made
 * beside the target and renamed into place: a half-copied version is never served.
 * `extra`: files written into the version's folder (relative path → text), part of its bytes.
 */
export async function publishVersion({
  source,
  target,
  dryRun = false,
  extra = {},
}: {
  source: string;
  target: string;
  dryRun?: boolean;
  extra?: Record<string, string>;
}): Promise<'published' | 'unchanged'> {
  const wanted = await treeDigest(source);
  for (const [path, text] of Object.entries(extra)) wanted[path] = createHash('sha256').update(text).digest('hex');
  const exists = await stat(target).then(
    () => true,
    () => false,
  );
  if (exists) {
    const differ = differingFiles(wanted, await treeDigest(target));
    if (!differ.length) return 'unchanged';
    const shown = differ.slice(0, 5).join(', ') + (differ.length > 5 ? `, … (${differ.length} files)` : '');
    throw new DeployError(
      'conflict',
      `${target} already holds this version with other bytes (${shown}); a published version is never overwritten — build it as a new version`,
    );
  }
  if (dryRun) return 'published';
  const building = `${target}.${process.pid}.partial`;
  await rm(building, { recursive: true, force: true });
  await mkdir(dirname(target), { recursive: true });
  await cp(source, building, { recursive: true, dereference: true, filter: (src) => !isUnpublished(src.slice(source.length + 1)) });
  for (const [path, text] of Object.entries(extra)) await writeFile(join(building, path), text);
  try {
    await rename(building, target);
  } catch (error) {
    await rm(building, { recursive: true, force: true });
    // another deploy published the same version meanwhile: same bytes is fine, others refused
    const code = (error as NodeJS.ErrnoException).code;
    if (code === 'ENOTEMPTY' || code === 'EEXIST') return publishVersion({ source, target, extra });
    throw error;
  }
  return 'published';
}
