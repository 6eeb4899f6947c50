// The registry at a deploy root as a ledger: one file (remotes.json, what the shell reads),
// written atomically (a temporary file, then a rename: a reader never sees half a file) and
// carrying a revision. A change is prepared against the revision it read; committing it
// against any other is refused (compare-and-swap), so two teams deploying at once never
// lose an edit. Every committed change appends one line per hub to the history beside it.
// The compare and the rename happen under an exclusive lock file (O_EXCL), the way
// import-map-deployer serialises writes of its map.
import { randomBytes } from 'node:crypto';
import { appendFile, mkdir, open, readFile, rename, rm, stat } from 'node:fs/promises';
import { join } from 'node:path';
import { checkRegistry, type RegistryFile } from '@naturverse/contracts/registry-schema';

export const REGISTRY = 'remotes.json';
export const HISTORY = 'remotes.history.jsonl';
/** Deploy bookkeeping a web server never serves (nginx.ts denies dot-folders). */
export const PRIVATE_DIR = '.naturverse';

/** A refusal the command turns into a message and an exit code. */
export class DeployError extends Error {
  constructor(
    readonly kind: DeployErrorKind,
    message: string,
  ) {
    super(message);
  }
}

export type DeployErrorKind = 'usage' | 'check' | 'conflict' | 'missing';

/** One change of a hub (or the shell) as the history records it. */
export interface Change {
  action: string;
  hub: string;
  from: string | null;
  to: string | null;
  why?: string | undefined;
}

/** One line of the history file. */
export interface HistoryLine {
  at: string;
  revision: number;
  action: string;
  hub: string;
  from: string | null;
  to: string | null;
  who: string;
  why: string;
}

const errorCode = (error: unknown) => (error as NodeJS.ErrnoException | null)?.code;

/** One entry per line, as registry/*.json are written: a hub's change is a one-line diff. */
export function formatRegistry(registry: RegistryFile): string {
  const { remotes, ...rest } = registry;
  const lines = remotes.map((r) => `    ${JSON.stringify(r)}`);
  const tail = Object.entries(rest).map(([key, value]) => `,\n  ${JSON.stringify(key)}: ${JSON.stringify(value)}`);
  return `{\n  "remotes": [\n${lines.join(',\n')}\n  ]${tail.join('')}\n}\n`;
}

/** The registry live at `root` and its revision (0 and null when none was ever written). */
export async function readLedger(root: string): Promise<{ registry: RegistryFile | null; revision: number }> {
  let text: string;
  try {
    text = await readFile(join(root, REGISTRY), 'utf8');
  } catch (error) {
    if (errorCode(error) === 'ENOENT') return { registry: null, revision: 0 };
    throw error;
  }
  const checked = checkRegistry(JSON.parse(text));
  if (!checked.ok) throw new DeployError('check', `the live registry ${join(root, REGISTRY)} is invalid:\n  - ${checked.errors.join('\n  - ')}`);
  return { registry: checked.registry, revision: checked.registry.revision ?? 0 };
}

/** Write `text` to `file` in one step: a temporary file beside it, flushed, then renamed over it. */
export async function writeAtomically(file: string, text: string): Promise<void> {
  const temporary = `${file}.${process.pid}.${randomBytes(4).toString('hex')}.tmp`;
  const handle = await open(temporary, 'w');
  try {
    await handle.writeFile(text);
    await handle.sync();
  } finally {
    await handle.close();
  }
  await rename(temporary, file);
}

const LOCK_STALE_MS = 60_000;
const pause = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/**
 * Run `fn` holding the root's lock. Another deploy holding it is waited for (it is short: a
 * compare and a rename); a lock left by a crashed deploy (older than a minute) is broken.
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

/**
 * Commit `registry` as the next revision of the one read as `basedOn`, and append `changes`
 * (one history line each: hub, from, to, why; when and who added here). Refused, nothing
 * written, if the registry is invalid or another change was committed since `basedOn`.
 */
export async function commitRegistry(
  root: string,
  { basedOn, registry, changes, who, now = new Date() }: { basedOn: number; registry: RegistryFile; changes: Change[]; who: string; now?: Date },
): Promise<RegistryFile> {
  const next = { ...registry, revision: basedOn + 1 };
  const checked = checkRegistry(next);
  if (!checked.ok) throw new DeployError('check', `the new registry would be invalid:\n  - ${checked.errors.join('\n  - ')}`);
  return withLock(root, async () => {
    const live = await readLedger(root);
    if (live.revision !== basedOn) {
      throw new DeployError(
        'conflict',
        `the registry changed while this change was prepared (revision ${basedOn} → ${live.revision}); nothing was written — run the command again`,
      );
    }
    await writeAtomically(join(root, REGISTRY), formatRegistry(next));
    const at = now.toISOString();
    const lines = changes.map((c) =>
      JSON.stringify({ at, revision: next.revision, action: c.action, hub: c.hub, from: c.from, to: c.to, who, why: c.why ?? '' }),
    );
    if (lines.length) await appendFile(join(root, HISTORY), lines.map((l) => `${l}\n`).join(''));
    return next;
  });
}

/** Append history lines for a change outside the registry (the shell's own deploys). */
export async function appendHistory(
  root: string,
  changes: Change[],
  { who, revision, now = new Date() }: { who: string; revision: number; now?: Date },
): Promise<void> {
  const at = now.toISOString();
  await appendFile(
    join(root, HISTORY),
    changes.map((c) => `${JSON.stringify({ at, revision, action: c.action, hub: c.hub, from: c.from, to: c.to, who, why: c.why ?? '' })}\n`).join(''),
  );
}

/** Every history line, oldest first (a line that does not parse is skipped, not fatal). */
export async function readHistory(root: string): Promise<HistoryLine[]> {
  const text = await readFile(join(root, HISTORY), 'utf8').catch((error: unknown) => (errorCode(error) === 'ENOENT' ? '' : Promise.reject(error)));
  return text
    .split('\n')
    .filter(Boolean)
    .flatMap((line) => {
      try {
        return [JSON.parse(line) as HistoryLine];
      } catch {
        return [];
      }
    });
}

/**
 * The stable versions of a hub as the history made them, a stack: a deploy or promote pushes
 * its version, a rollback returns to the version it names (dropping what came after it).
 * The previous version is the one below the top.
 */
export function versionStack(history: readonly HistoryLine[], hub: string): string[] {
  const stack: string[] = [];
  for (const line of history) {
    if (line.hub !== hub || !line.to) continue;
    if (line.action === 'deploy' || line.action === 'promote') stack.push(line.to);
    else if (line.action === 'rollback') {
      const at = stack.lastIndexOf(line.to);
      if (at >= 0) stack.length = at + 1;
      else stack.push(line.to);
    }
  }
  return stack;
}

/** Who made a change: --who, else the CI's or the shell's user. */
export function whoFrom(flag: string | undefined, env: NodeJS.ProcessEnv = process.env): string {
  return flag || env.NATURVERSE_DEPLOYER || env.GITHUB_ACTOR || env.USER || 'unknown';
}
