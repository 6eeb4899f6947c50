// The live shell's files at the root (index.html, the pages, sw.js, static/…) are a projection of
// the registry: the files of the shell version remotes.json names, copied from its immutable
// folder shell/<version>/ to the plain names families' browsers ask for. A shell's deploy or
// rollback commits the registry first (ledger.ts) and projects after; a writer that died between
// leaves files behind the registry, which the next writing command projects again. Nothing here
// trusts a lease or a clock: every projection reads which version the registry names, copies
// what differs, and reads again until the root holds exactly that version's bytes — so a writer
// that was paused and wakes up copying an older version is followed by its own re-read, and
// whatever it left behind by the next writer's (docs/architecture.md, "why this is safe").
import { createHash } from 'node:crypto';
import { isHashedFile } from '@naturverse/contracts/hashed-files';
import { inParallel, TRANSFERS_AT_ONCE, type Store } from '../store/store.js';
import { DeployError } from './deploy-error.js';
import { damaged } from './damaged.js';
import { readLedger, settleLedger } from './ledger.js';
import { SHELL_FACTS, shellFolder, shownKey } from './layout.js';
import { versionDigest } from './publish.js';
import { pauseAt } from './test-pause.js';

/** Files of a shell version that are not copied to the root: the registry is the ledger's, the facts the deploy's. */
const NOT_COPIED = new Set(['remotes.json', SHELL_FACTS].flatMap((file) => [file, `${file}.br`, `${file}.gz`]));
const sha256 = (bytes: Buffer) => createHash('sha256').update(bytes).digest('hex');

/** A live file that is not the version's: its name and its tag as read (null: absent). */
export interface BehindFile {
  file: string;
  tag: string | null;
}

/** The root's live files that differ from shell `version`'s (read only): the hashed ones missing, the others by their bytes. */
export async function filesBehind(store: Store, version: string): Promise<BehindFile[]> {
  const digest = await versionDigest(store, shellFolder(version));
  const files = Object.keys(digest).filter((file) => !NOT_COPIED.has(file));
  if (!files.length) throw damaged(store, `${shellFolder(version)}/`, 'holds no shell files');
  const hashedThere = new Set(await store.list('static/'));
  const behind: BehindFile[] = [];
  await inParallel(files, TRANSFERS_AT_ONCE, async (file) => {
    // a hashed name holds the same bytes wherever it is (its name is its content's hash)
    if (isHashedFile(file)) return void (hashedThere.has(file) || behind.push({ file, tag: null }));
    const live = await store.read(file);
    if (!live || sha256(live.body) !== digest[file]) behind.push({ file, tag: live?.tag ?? null });
  });
  return behind.sort((a, b) => a.file.localeCompare(b.file));
}

const TRIES = 6;

/**
 * Make the root's live files the registry's shell: copy what differs — hashed files first (new
 * names, nothing live changes), then the rest, the pages last (index.html and its compressed
 * forms at the very end: they name everything else) — each write conditional on the file as it
 * was read, then read everything again. `local`: a version's bytes on this machine (the build
 * just published), read instead of the store's copy. Returns the number of files copied.
 */
export async function projectShell(store: Store, local?: { version: string; read: (file: string) => Promise<Buffer> }): Promise<number> {
  let copied = 0;
  for (let tries = 0; tries < TRIES; tries++) {
    const version = (await readLedger(store)).registry?.shell?.version;
    if (!version) return copied;
    const behind = await filesBehind(store, version);
    if (!behind.length) return copied;
    const folder = shellFolder(version);
    const bytesOf = async (file: string) => {
      if (local?.version === version) return local.read(file);
      const got = await store.read(`${folder}/${file}`);
      if (!got) throw damaged(store, `${folder}/${file}`, `is missing from shell ${version}'s folder`);
      return got.body;
    };
    let overtaken = false; // another writer changed a file since it was read: read which version is live again
    const copy = async ({ file, tag }: BehindFile) => {
      const bytes = await bytesOf(file);
      // a hashed name already there holds these bytes; any other file only if it is still as read
      if (isHashedFile(file)) await store.create(file, bytes);
      else if (!(await store.replace(file, bytes, tag))) return void (overtaken = true);
      copied++;
    };
    const last = behind.filter(({ file }) => /^index\.html(\.br|\.gz)?$/.test(file)).sort((a, b) => b.file.length - a.file.length);
    const hashed = behind.filter(({ file }) => isHashedFile(file));
    const rest = behind.filter((f) => !last.includes(f) && !hashed.includes(f));
    await inParallel(hashed, TRANSFERS_AT_ONCE, copy);
    await pauseAt('projection-halfway');
    await inParallel(rest, TRANSFERS_AT_ONCE, copy);
    if (!overtaken) for (const file of last) await copy(file);
  }
  throw new DeployError('conflict', `the live shell files at ${shownKey(store, '')} kept changing while they were copied; run the command again`);
}

/** What a writing command does first: a claimed revision written, the live shell files the registry's shell's again. */
export async function settleRoot(store: Store): Promise<void> {
  await settleLedger(store);
  await projectShell(store);
}
