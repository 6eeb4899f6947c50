// Putting a shell version live: copying its files from its immutable folder (shell/<version>/)
// to the root, where families' browsers ask for them by their plain names. Many writes, so one
// shell deploy (or rollback) at a time holds the root's shell lease (../store/lease.ts) from
// reading which shell is live to recording the change: two runners putting two shells live at
// once would otherwise leave pages of one version beside a service worker of the other, and a
// history whose "from" is wrong for one of them.
import { isHashedFile } from '@naturverse/contracts/hashed-files';
import { withLease } from '../store/lease.js';
import { inParallel, PRIVATE_DIR, TRANSFERS_AT_ONCE, type Store } from '../store/store.js';
import { LIVE_SHELL, SHELL_FACTS, readLiveShell, shellFolder, type LiveShell } from './layout.js';
import { pauseAt } from './test-pause.js';

/** The lease of the live shell's files at a root. */
export const SHELL_LEASE = `${PRIVATE_DIR}/shell-live.lease.json`;

/** Files of a shell version that are not copied to the root: the registry is the ledger's, the facts the deploy's. */
const NOT_COPIED = new Set(['remotes.json', SHELL_FACTS].flatMap((file) => [file, `${file}.br`, `${file}.gz`]));

/**
 * Run `fn` as the one writer of the live shell at `store` (`holder`: how a waiting writer is
 * told who it waits for), given the shell live when the lease was taken. A dry run writes
 * nothing, so it takes no lease: `fn` is given the shell live now.
 */
export async function asShellWriter<T>(store: Store, holder: string, dryRun: boolean, fn: (live: LiveShell | null) => Promise<T>): Promise<T> {
  if (dryRun) return fn(await readLiveShell(store));
  return withLease(
    store,
    SHELL_LEASE,
    async () => {
      await pauseAt('shell-lease-taken');
      return fn(await readLiveShell(store));
    },
    { holder, onWait: (other) => process.stderr.write(`naturverse: waiting for ${other} to finish putting its shell live at ${store.describe}\n`) },
  );
}

/**
 * Copy a shell version's files to the root: hashed files first (new names: nothing live changes),
 * then the rest, the page itself last (its compressed forms just before it: it names everything
 * else), and shell/live.json. A file already there with the same bytes is left as it is, so its
 * caches stay valid; a hashed name already there holds the same bytes by its name. `local`: the
 * version's bytes on this machine (the build just published), read instead of the store's copy.
 */
export async function goLive(store: Store, version: string, local?: (file: string) => Promise<Buffer>): Promise<void> {
  const folder = shellFolder(version);
  const files = (await store.list(`${folder}/`)).map((key) => key.slice(folder.length + 1)).filter((f) => !NOT_COPIED.has(f));
  const hashedThere = new Set(await store.list('static/'));
  const last = ['index.html.br', 'index.html.gz', 'index.html'].filter((f) => files.includes(f));
  const hashed = files.filter((f) => isHashedFile(f));
  const rest = files.filter((f) => !last.includes(f) && !isHashedFile(f));
  const bytesOf = async (file: string) => (local ? local(file) : (await store.read(`${folder}/${file}`))?.body);
  const copy = async (file: string) => {
    if (hashedThere.has(file)) return;
    const [bytes, live] = await Promise.all([bytesOf(file), isHashedFile(file) ? null : store.read(file)]);
    if (bytes && !live?.body.equals(bytes)) await store.put(file, bytes);
  };
  await inParallel(hashed, TRANSFERS_AT_ONCE, copy);
  await inParallel(rest, TRANSFERS_AT_ONCE, copy);
  for (const file of last) await copy(file);
  await store.put(LIVE_SHELL, Buffer.from(`${JSON.stringify({ version })}\n`));
}
