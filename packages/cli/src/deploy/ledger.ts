// The registry at a deploy root as a ledger, on any store (../store): remotes.json (what the
// shell reads) carries a revision and names the live shell (registry schema 2), and the history
// is one immutable record per revision, .naturverse/history/r<revision>.json, holding the change
// and the whole new registry. A change prepared against revision R is committed in two
// conditional writes, in this order:
//   1. claim r<R+1>.json create-only — of two writers, exactly one gets R+1; the other prepares
//      its change again against the new registry (commit-change.ts), so no edit is lost;
//   2. replace remotes.json only if it is still the one read (compare-and-swap on its tag).
// A writer that dies between the two leaves a claimed revision newer than remotes.json: reading
// shows it as pending (readLedger, which never writes), and the next writing command finishes
// it (settleLedger: writes the claim's registry with the same compare-and-swap) before anything
// else. docs/architecture.md says why this is safe.
import { randomBytes } from 'node:crypto';
import { REGISTRY_SCHEMA, checkRegistry, type RegistryFile } from '@naturverse/contracts/registry-schema';
import { PRIVATE_DIR, type Store } from '../store/store.js';
import { DeployError } from './deploy-error.js';
import { readRecord, revisionKey, type Change, type HistoryRecord } from './history.js';
import { readLegacyShell } from './layout.js';
import { damaged } from './damaged.js';
import { pauseAt } from './test-pause.js';

export { DeployError, type DeployErrorKind } from './deploy-error.js';
export { HISTORY_DIR, LEGACY_HISTORY, readHistory, revisionKey, versionStack, parseHistoryLines, type Change, type HistoryLine } from './history.js';
export { PRIVATE_DIR };

export const REGISTRY = 'remotes.json';

/** One entry per line, as registry/*.json are written: a hub's change is a one-line diff. */
export function formatRegistry(registry: RegistryFile): string {
  const { remotes, ...rest } = registry;
  const lines = remotes.map((r) => `    ${JSON.stringify(r)}`);
  const tail = Object.entries(rest).map(([key, value]) => `,\n  ${JSON.stringify(key)}: ${JSON.stringify(value)}`);
  return `{\n  "remotes": [\n${lines.join(',\n')}\n  ]${tail.join('')}\n}\n`;
}

export interface Ledger {
  /** the registry as the ledger has it: remotes.json, or the pending revision's registry (null: none yet) */
  registry: RegistryFile | null;
  revision: number;
  /** remotes.json's tag as read (null: none yet), for the compare-and-swap */
  tag: string | null;
  /** a revision claimed in the history that remotes.json does not carry yet (a writer died between its two writes) */
  pending: number | null;
  /** the live shell, when only an older root's shell/live.json names it and its build cannot read registry schema 2 (a commit keeping it is refused) */
  oldShell: string | null;
}

interface RegistryRead {
  registry: RegistryFile | null;
  revision: number;
  tag: string | null;
}

async function readRegistry(store: Store): Promise<RegistryRead> {
  const got = await store.read(REGISTRY);
  if (!got) return { registry: null, revision: 0, tag: null };
  let parsed: unknown;
  try {
    parsed = JSON.parse(got.body.toString('utf8'));
  } catch {
    throw damaged(store, REGISTRY, 'is not JSON');
  }
  const schema = (parsed as { schema?: unknown } | null)?.schema;
  if (typeof schema === 'number' && schema > REGISTRY_SCHEMA)
    throw damaged(store, REGISTRY, `is written in registry schema ${schema}, newer than this naturverse reads (${REGISTRY_SCHEMA}): upgrade @naturverse/cli`);
  const checked = checkRegistry(parsed);
  if (!checked.ok) throw damaged(store, REGISTRY, `is not a valid registry:\n  - ${checked.errors.join('\n  - ')}`);
  return { registry: checked.registry, revision: checked.registry.revision ?? 0, tag: got.tag };
}

/** A registry of an older root names no shell: the one its shell/live.json names is carried over (and written by the next commit). */
async function withLegacyShell(store: Store, registry: RegistryFile | null): Promise<{ registry: RegistryFile | null; oldShell: string | null }> {
  if (!registry || registry.shell) return { registry, oldShell: null };
  const legacy = await readLegacyShell(store);
  if (!legacy) return { registry, oldShell: null };
  const oldShell = legacy.registrySchema < REGISTRY_SCHEMA ? legacy.shell.version : null;
  return { registry: { ...registry, schema: REGISTRY_SCHEMA, shell: legacy.shell }, oldShell };
}

/**
 * The ledger as it stands, read only: remotes.json, or — when a writer claimed the next revision
 * and died before writing it — that revision's registry, marked pending. Nothing is written.
 */
export async function readLedger(store: Store): Promise<Ledger> {
  const live = await readRegistry(store);
  const claimed = await readRecord(store, revisionKey(live.revision + 1));
  const registry = claimed?.registry ?? live.registry;
  const revision = claimed?.registry ? live.revision + 1 : live.revision;
  return { ...(await withLegacyShell(store, registry)), revision, tag: live.tag, pending: claimed?.registry ? revision : null };
}

const TRIES = 10;

/** The ledger after writing any revision a writer claimed and did not write (rolled forward: nothing claimed is lost, nothing applied twice). */
export async function settleLedger(store: Store): Promise<Ledger> {
  for (let tries = 0; tries < TRIES; tries++) {
    const live = await readRegistry(store);
    const claimed = await readRecord(store, revisionKey(live.revision + 1));
    if (!claimed?.registry) return { ...(await withLegacyShell(store, live.registry)), revision: live.revision, tag: live.tag, pending: null };
    await store.replace(REGISTRY, Buffer.from(formatRegistry(claimed.registry)), live.tag);
  }
  throw new DeployError('conflict', `the registry at ${store.describe} kept changing while it was read; run the command again`);
}

/**
 * Commit `registry` as the next revision of the one read (`basedOn`, its `tag` if known), with `changes`
 * (when and who added here). Refused, nothing written, if the registry is invalid or another
 * change claimed the next revision first.
 */
export async function commitRegistry(
  store: Store,
  {
    basedOn,
    tag,
    registry,
    changes,
    who,
    now = new Date(),
  }: { basedOn: number; tag?: string | null; registry: RegistryFile; changes: Change[]; who: string; now?: Date },
): Promise<RegistryFile> {
  const next: RegistryFile = { ...registry, ...(registry.shell ? { schema: REGISTRY_SCHEMA } : {}), revision: basedOn + 1 };
  const checked = checkRegistry(next);
  if (!checked.ok) throw new DeployError('check', `the new registry would be invalid:\n  - ${checked.errors.join('\n  - ')}`);
  const record: HistoryRecord = { revision: next.revision!, at: now.toISOString(), who, changes, registry: next, nonce: randomBytes(8).toString('hex') };
  await pauseAt('before-history-claim');
  if (!(await store.create(revisionKey(next.revision!), Buffer.from(`${JSON.stringify(record, null, 1)}\n`)))) {
    throw new DeployError(
      'conflict',
      `the registry changed while this change was prepared (revision ${basedOn} → ${basedOn + 1}); nothing was written — run the command again`,
    );
  }
  await pauseAt('after-history-claim');
  // the revision is ours: remotes.json moves to it, by us or by a writer rolling it forward
  // (the claim serialises writers: any remotes.json still at basedOn is the one to replace)
  let expected = tag === undefined ? (await readRegistry(store)).tag : tag;
  for (let tries = 0; tries < TRIES; tries++) {
    if (await store.replace(REGISTRY, Buffer.from(formatRegistry(next)), expected)) break;
    const live = await readRegistry(store);
    if (live.revision >= next.revision!) break;
    expected = live.tag;
  }
  await pauseAt('after-registry-write');
  return next;
}

/** Who made a change: --who, else the CI's or the shell's user. */
export function whoFrom(flag: string | undefined, env: NodeJS.ProcessEnv = process.env): string {
  return flag || env.NATURVERSE_DEPLOYER || env.GITHUB_ACTOR || env.USER || 'unknown';
}
