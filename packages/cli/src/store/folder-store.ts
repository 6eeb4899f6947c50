// A deploy root that is a folder on this machine. Every write is atomic: the bytes go to a
// temporary file beside the target first. Create-only links it into place (link(2) refuses an
// existing name, so of two writers exactly one creates); replace-if-unchanged compares the tag
// (the content's hash) and renames under the root's lock file (O_EXCL), the way
// import-map-deployer serialises writes of its map.
import { createHash, randomBytes } from 'node:crypto';
import { link, mkdir, open, readFile, readdir, rename, rm, stat, unlink } from 'node:fs/promises';
import { dirname, join } from 'node:path';
import { DeployError } from '../deploy/deploy-error.js';
import { PRIVATE_DIR, type Store, type Tagged } from './store.js';

const errorCode = (error: unknown) => (error as NodeJS.ErrnoException | null)?.code;
const tagOf = (body: Buffer) => createHash('sha256').update(body).digest('hex').slice(0, 32);

/** Write `body` to a temporary file beside `file`, flushed; returns its name. */
async function temporaryBeside(file: string, body: Buffer | string): Promise<string> {
  await mkdir(dirname(file), { recursive: true });
  const temporary = `${file}.${process.pid}.${randomBytes(4).toString('hex')}.tmp`;
  const handle = await open(temporary, 'w');
  try {
    await handle.writeFile(body);
    await handle.sync();
  } finally {
    await handle.close();
  }
  return temporary;
}

/** Write `text` to `file` in one step: a temporary file beside it, flushed, then renamed over it. */
export async function writeAtomically(file: string, text: Buffer | string): Promise<void> {
  await rename(await temporaryBeside(file, text), file);
}

const LOCK_STALE_MS = 60_000;
const pause = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/**
 * Run `fn` holding the root's lock. Another writer holding it is waited for (it is short: a
 * compare and a rename); a lock left by a crashed writer (older than a minute) is broken.
 */
export async function withLock<T>(root: string, fn: () => Promise<T>, { waitMs = 30_000 } = {}): Promise<T> {
  await mkdir(join(root, PRIVATE_DIR), { recursive: true });
  const lock = join(root, PRIVATE_DIR, 'registry.lock');
  const started = Date.now();
  for (;;) {
    try {
      const handle = await open(lock, 'wx');
      await handle.writeFile(`${process.pid}\n`);
      await handle.close();
      break;
    } catch (error) {
      if (errorCode(error) !== 'EEXIST') throw error;
      const age = await stat(lock).then(
        (s) => Date.now() - s.mtimeMs,
        () => 0,
      );
      if (age > LOCK_STALE_MS) await rm(lock, { force: true });
      else if (Date.now() - started > waitMs) throw new DeployError('conflict', `another deploy holds ${lock}; try again`);
      else await pause(25 + Math.random() * 50);
    }
  }
  try {
    return await fn();
  } finally {
    await rm(lock, { force: true });
  }
}

export function folderStore(root: string): Store {
  const path = (key: string) => join(root, ...key.split('/'));
  const read = async (key: string): Promise<Tagged | null> => {
    try {
      const body = await readFile(path(key));
      return { body, tag: tagOf(body) };
    } catch (error) {
      if (errorCode(error) === 'ENOENT' || errorCode(error) === 'EISDIR') return null;
      throw error;
    }
  };
  const create = async (key: string, body: Buffer) => {
    const temporary = await temporaryBeside(path(key), body);
    try {
      await link(temporary, path(key));
      return true;
    } catch (error) {
      if (errorCode(error) === 'EEXIST') return false;
      throw error;
    } finally {
      await unlink(temporary).catch(() => {});
    }
  };
  async function list(prefix: string): Promise<string[]> {
    const out: string[] = [];
    async function walk(rel: string) {
      const entries = await readdir(path(rel), { withFileTypes: true }).catch((error: unknown) => {
        if (errorCode(error) === 'ENOENT' || errorCode(error) === 'ENOTDIR') return [];
        throw error;
      });
      for (const entry of entries) {
        const key = rel ? `${rel}/${entry.name}` : entry.name;
        if (entry.isDirectory()) await walk(key);
        else if (!entry.name.endsWith('.tmp')) out.push(key);
      }
    }
    const dir = prefix.endsWith('/') ? prefix.slice(0, -1) : prefix.slice(0, prefix.lastIndexOf('/') + 1).replace(/\/$/, '');
    await walk(dir);
    return out.filter((key) => key.startsWith(prefix)).sort();
  }
  return {
    describe: root,
    folder: root,
    read,
    create,
    async replace(key, body, tag) {
      if (tag === null) return create(key, body);
      return withLock(root, async () => {
        if ((await read(key))?.tag !== tag) return false;
        await writeAtomically(path(key), body);
        return true;
      });
    },
    put: (key, body) => writeAtomically(path(key), body),
    list,
    close() {},
  };
}
