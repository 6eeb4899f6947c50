// What is checked before a registry changes, against what is live at the deploy root. Each
// check returns the faults it found (plain sentences); none means it passed. A failed check
// changes nothing (commands.mjs runs them all before publishing or committing).
import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { satisfy } from '@module-federation/runtime';
import { findMismatches } from '@naturverse/contracts/skew-rule';
import { BUDGETS_FILE, checkBudgets, measureBudgets } from '@naturverse/budgets';
import { originOf } from '@naturverse/serving/security-headers';
import { PRIVATE_DIR } from './ledger.mjs';

/** A build's manifest, or a fault: it must parse and name the hub. */
export async function readHubManifest(dir, hub) {
  let manifest;
  try {
    manifest = JSON.parse(await readFile(join(dir, 'mf-manifest.json'), 'utf8'));
  } catch (error) {
    return { faults: [`${join(dir, 'mf-manifest.json')} cannot be read as JSON (${error.code ?? error.message})`] };
  }
  const faults = [];
  if (manifest?.name !== hub) faults.push(`the manifest names "${manifest?.name}", not "${hub}"`);
  const version = manifest?.metaData?.buildInfo?.buildVersion;
  if (typeof version !== 'string' || !/^\d+\.\d+\.\d+(-[0-9A-Za-z.-]+)?$/.test(version))
    faults.push('the manifest says no version (metaData.buildInfo.buildVersion)');
  if (!Array.isArray(manifest?.shared)) faults.push('the manifest lists no shared packages');
  return { manifest, version, faults };
}

/** The live shell's shared versions as the skew rule reads a page's: every copy in use, from the shell. */
export function shellProvides(shared) {
  return Object.fromEntries(Object.entries(shared).map(([name, { version }]) => [name, [{ version, from: 'shell', inUse: true }]]));
}

/** Singletons the hub requires that the live shell cannot give it: the browser's skew rule, applied before going live. */
export function skewFaults(manifest, liveShell, what = 'the live shell') {
  if (!liveShell) return ['no shell is live at this root: deploy the shell first (pnpm naturverse deploy shell --to <root>)'];
  return findMismatches(manifest.shared ?? [], shellProvides(liveShell.shared), satisfy).map(
    (m) => `needs ${m.name}@${m.required}, but ${what} (${liveShell.version}) shares ${m.provided}: a ${m.needs} version than production's shell`,
  );
}

/** The hub's byte budgets (@naturverse/budgets' budgets.json), measured on the build about to go live. */
export async function budgetFaults(hub, dir) {
  const config = JSON.parse(await readFile(BUDGETS_FILE, 'utf8'));
  let groups;
  try {
    groups = measureBudgets([{ name: hub, dist: dir }]);
  } catch (error) {
    return [`its files cannot be measured (${error.message})`];
  }
  return checkBudgets(groups, config)
    .lines.filter((line) => line.startsWith('FAIL'))
    .map((line) => `over budget: ${line.slice(5)}`);
}

/**
 * The policy the root is served with, when a generated server configuration fixed it
 * (nginx.mjs records its hub origins here); null when it is derived per request (npm start).
 */
export async function servedPolicy(root) {
  try {
    return JSON.parse(await readFile(join(root, PRIVATE_DIR, 'served-policy.json'), 'utf8'));
  } catch {
    return null;
  }
}

/** Whether the served CSP lets the page load a hub from `manifestUrl` (a path on the site is 'self'). */
export function cspFaults(manifestUrl, policy) {
  if (!policy || manifestUrl.startsWith('/')) return [];
  const origin = originOf(manifestUrl);
  if (origin && policy.hubOrigins.includes(origin)) return [];
  return [
    `the Content-Security-Policy this root is served with does not allow ${origin ?? manifestUrl}; regenerate the server configuration (pnpm naturverse nginx) and reload it first`,
  ];
}
