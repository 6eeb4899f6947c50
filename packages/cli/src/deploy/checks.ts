// What is checked before a registry changes, against what is live at the deploy root. Each
// check returns the faults it found (plain sentences); none means it passed. A failed check
// changes nothing (hub-commands.ts runs them all before publishing or committing).
import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { satisfy } from '@module-federation/runtime';
import { findMismatches } from '@naturverse/contracts/skew-rule';
import { BUDGETS_FILE, checkBudgets, measureBudgets, type BudgetsConfig } from '@naturverse/budgets';
import { originOf } from '@naturverse/serving/security-headers';
import { PRIVATE_DIR, type Store } from '../store/store.js';
import { readJsonAt, type LiveShell, type Shared } from './layout.js';
import { shownKey } from './publish.js';

/** What deploy reads of a hub's mf-manifest.json. */
export interface HubManifest {
  name?: string;
  metaData?: { buildInfo?: { buildVersion?: string } };
  shared?: Array<{ name: string; requiredVersion?: string | false; version?: string; singleton?: boolean }>;
}

export interface ReadManifest {
  manifest: HubManifest;
  version: string;
  faults: string[];
}

/** A build's manifest, or a fault: it must parse and name the hub. */
export async function readHubManifest(dir: string, hub: string): Promise<ReadManifest> {
  const file = join(dir, 'mf-manifest.json');
  return checkHubManifest(await readFile(file, 'utf8').catch((error: NodeJS.ErrnoException) => error), file, hub);
}

/** A published version's manifest at the root (`folder`: hubs/<hub>/<version>), checked the same way. */
export async function readHubManifestAt(store: Store, folder: string, hub: string): Promise<ReadManifest> {
  const key = `${folder}/mf-manifest.json`;
  const got = await store.read(key);
  return checkHubManifest(got ? got.body.toString('utf8') : Object.assign(new Error('missing'), { code: 'ENOENT' }), shownKey(store, key), hub);
}

function checkHubManifest(text: string | NodeJS.ErrnoException, where: string, hub: string): ReadManifest {
  let manifest: HubManifest;
  try {
    if (typeof text !== 'string') throw text;
    manifest = JSON.parse(text) as HubManifest;
  } catch (error) {
    const reason = (error as NodeJS.ErrnoException).code ?? (error as Error).message;
    return { manifest: {}, version: '', faults: [`${where} cannot be read as JSON (${reason})`] };
  }
  const faults: string[] = [];
  if (manifest?.name !== hub) faults.push(`the manifest names "${manifest?.name}", not "${hub}"`);
  const version = manifest?.metaData?.buildInfo?.buildVersion;
  if (typeof version !== 'string' || !/^\d+\.\d+\.\d+(-[0-9A-Za-z.-]+)?$/.test(version))
    faults.push('the manifest says no version (metaData.buildInfo.buildVersion)');
  if (!Array.isArray(manifest?.shared)) faults.push('the manifest lists no shared packages');
  return { manifest, version: typeof version === 'string' ? version : '', faults };
}

/** The live shell's shared versions as the skew rule reads a page's: every copy in use, from the shell. */
export function shellProvides(shared: Shared) {
  return Object.fromEntries(Object.entries(shared).map(([name, { version }]) => [name, [{ version, from: 'shell', inUse: true }]]));
}

/** Singletons the hub requires that the live shell cannot give it: the browser's skew rule, applied before going live. */
export function skewFaults(manifest: HubManifest, liveShell: LiveShell | null, what = 'the live shell'): string[] {
  if (!liveShell) return ['no shell is live at this root: deploy the shell first (naturverse deploy shell --from <shell dist> --to <root>)'];
  return findMismatches((manifest.shared ?? []) as Parameters<typeof findMismatches>[0], shellProvides(liveShell.shared), satisfy).map(
    (m) => `needs ${m.name}@${m.required}, but ${what} (${liveShell.version}) shares ${m.provided}: a ${m.needs} version than production's shell`,
  );
}

/**
 * The limits for `hub`'s groups: budgets.json's own, else — a hub the file does not name, one
 * that joins by deploy — the most any named hub is allowed for that part (its remote entry,
 * ./routes, ./routes CSS): a new hub may not be heavier than the heaviest one the site has.
 */
export function budgetsFor(hub: string, config: BudgetsConfig, groupIds: readonly string[]): BudgetsConfig {
  const budgets = { ...config.budgets };
  for (const id of groupIds) {
    if (budgets[id] || !id.startsWith(`${hub} `)) continue;
    const part = id.slice(hub.length);
    const others = Object.entries(config.budgets)
      .filter(([other]) => other.endsWith(part) && other !== id)
      .map(([, limit]) => limit);
    if (others.length) budgets[id] = { gzip: Math.max(...others.map((l) => l.gzip)), brotli: Math.max(...others.map((l) => l.brotli)) };
  }
  return { ...config, budgets };
}

/** The hub's byte budgets (@naturverse/budgets' budgets.json), measured on the build about to go live. */
export async function budgetFaults(hub: string, dir: string): Promise<string[]> {
  const config = JSON.parse(await readFile(BUDGETS_FILE, 'utf8')) as BudgetsConfig;
  let groups;
  try {
    groups = measureBudgets([{ name: hub, dist: dir }]);
  } catch (error) {
    return [`its files cannot be measured (${(error as Error).message})`];
  }
  return checkBudgets(
    groups,
    budgetsFor(
      hub,
      config,
      groups.map((g) => g.id),
    ),
  )
    .lines.filter((line) => line.startsWith('FAIL'))
    .map((line) => `over budget: ${line.slice(5)}`);
}

/**
 * The policy the root is served with, when a generated server configuration fixed it
 * (nginx.ts records its hub origins here); null when it is derived per request (npm start).
 */
export async function servedPolicy(store: Store): Promise<ServedPolicy | null> {
  return (await readJsonAt(store, SERVED_POLICY)) as ServedPolicy | null;
}

export const SERVED_POLICY = `${PRIVATE_DIR}/served-policy.json`;

export interface ServedPolicy {
  hubOrigins: string[];
}

/** Whether the served CSP lets the page load a hub from `manifestUrl` (a path on the site is 'self'). */
export function cspFaults(manifestUrl: string, policy: ServedPolicy | null): string[] {
  if (!policy || manifestUrl.startsWith('/')) return [];
  const origin = originOf(manifestUrl);
  if (origin && policy.hubOrigins.includes(origin)) return [];
  return [
    `the Content-Security-Policy this root is served with does not allow ${origin ?? manifestUrl}; regenerate the server configuration (naturverse nginx) and reload it first`,
  ];
}
