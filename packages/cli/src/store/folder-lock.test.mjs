import { spawnSync } from 'node:child_process';
import { mkdir, mkdtemp, readdir, rm, utimes, writeFile } from 'node:fs/promises';
import { hostname, tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { withLock } from './folder-store.ts';

let root;
beforeEach(async () => {
  root = await mkdtemp(join(tmpdir(), 'nv-lock-'));
});
afterEach(() => rm(root, { recursive: true, force: true }));

/** A process id of this machine that has exited. */
const deadPid = () => spawnSync(process.execPath, ['-e', '0']).pid;

describe("the folder root's lock", () => {
  it('a lock left by a dead writer is broken by one waiter only: waiters arriving together never hold it two at once (20 rounds)', async () => {
    const lock = join(root, '.naturverse', 'registry.lock');
    await mkdir(join(root, '.naturverse'), { recursive: true });
    const dead = deadPid();
    let inside = 0;
    let most = 0;
    const holder = async () => {
      inside++;
      most = Math.max(most, inside);
      await new Promise((r) => setTimeout(r, 5));
      inside--;
    };
    for (let round = 0; round < 20; round++) {
      await writeFile(lock, JSON.stringify({ pid: dead, host: hostname(), token: `dead-${round}` }));
      const old = new Date(Date.now() - 10 * 60_000);
      await utimes(lock, old, old); // past any age, too
      // waiters a millisecond or two apart: one's break can meet another's fresh lock
      await Promise.all(Array.from({ length: 6 }, (_, i) => new Promise((r) => setTimeout(r, i % 3)).then(() => withLock(root, holder))));
    }
    expect(most).toBe(1);
    expect(await readdir(join(root, '.naturverse'))).toEqual([]);
  }, 30_000);

  it('a living writer of this machine is waited for however old its lock, never broken', async () => {
    const lock = join(root, '.naturverse', 'registry.lock');
    await mkdir(join(root, '.naturverse'), { recursive: true });
    await writeFile(lock, JSON.stringify({ pid: process.pid, host: hostname(), token: 'alive' }));
    const old = new Date(Date.now() - 10 * 60_000);
    await utimes(lock, old, old);
    await expect(withLock(root, async () => 'taken', { waitMs: 300 })).rejects.toMatchObject({ kind: 'conflict' });
  });
});
