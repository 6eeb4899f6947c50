// A deploy root that is a folder on this machine. Every write is atomic: the bytes go to a
// temporary file beside the target first. Create-only links it into place (link(2) refuses an
// existing name, so of two writers exactly one creates); replace-if-unchanged compares the tag
// (the content's hash) and renames under the root's lock file (O_EXCL), the way
// import-map-deployer serialises writes of its map.
import { createHash, randomBytes } from 'node:crypto';
import { hostname } from 'node:os';
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

interface LockHolder {
  pid: number;
  host: string;
  /** this holding's own name: a lock is broken by the one waiter that records breaking this very holding */
  token: string;
}

/** Whether a process of this machine is alive (a signal 0 reaches it, or it is someone else's). */
const alive = (pid: number) => {
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    return errorCode(error) === 'EPERM';
  }
};

/** The holder written in the lock file, or null when it cannot be read (gone meanwhile). */
async function holderOf(lock: string): Promise<LockHolder | null> {
  try {
    const holder = JSON.parse(await readFile(lock, 'utf8')) as LockHolder;
    return typeof holder.token === 'string' ? holder : null;
  } catch {
    return null;
  }
}

/**
 * Run `fn` holding the root's lock. Another writer holding it is waited for (it is short: a
 * compare and a rename). A lock whose holder is dead — a process of this machine that is gone,
 * or (another machine's) older than a minute — is broken by exactly one waiter: the one that
 * creates the break record named after that holding (create-only), which removes the lock only
 * while it is still that holding. The lock file is linked into place whole, so it is never read half-written.
 */
export async function withLock<T>(root: string, fn: () => Promise<T>, { waitMs = 30_000 } = {}): Promise<T> {
  await mkdir(join(root, PRIVATE_DIR), { recursive: true });
  const lock = join(root, PRIVATE_DIR, 'registry.lock');
  const me: LockHolder = { pid: process.pid, host: hostname(), token: randomBytes(8).toString('hex') };
  const started = Date.now();
  for (;;) {
    const temporary = await temporaryBeside(lock, JSON.stringify(me));
    const taken = await link(temporary, lock).then(
      () => true,
      (error: unknown) => (errorCode(error) === 'EEXIST' ? false : Promise.reject(error)),
    );
    await unlink(temporary).catch(() => {});
    if (taken) break;
    const holder = await holderOf(lock);
    const age = await stat(lock).then(
      (s) => Date.now() - s.mtimeMs,
      () => 0,
    );
    const dead = holder && (holder.host === hostname() ? !alive(holder.pid) : age > LOCK_STALE_MS);
    if (
      dead &&
      (await link(lock, `${lock}.broken-${holder.token}`).then(
        () => true,
        () => false,
      ))
    ) {
      if ((await holderOf(lock))?.token === holder.token) await rm(lock, { force: true });
      await rm(`${lock}.broken-${holder.token}`, { force: true });
    } else if (Date.now() - started > waitMs) throw new DeployError('conflict', `another deploy holds ${lock}; try again`);
    else await pause(25 + Math.random() * 50);
  }
  try {
    return await fn();
  } finally {
    if ((await holderOf(lock))?.token === me.token) await rm(lock, { force: true });
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
        const now = await read(key);
        // as a bucket answers (s3-store.ts): another writer's identical bytes there count as applied
        if (now?.tag !== tag) return now !== null && now.body.equals(body);
        await writeAtomically(path(key), body);
        return true;
      });
    },
    put: (key, body) => writeAtomically(path(key), body),
    list,
    close() {},
  };
}
