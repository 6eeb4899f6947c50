/**
 * Which site the e2e suite tests. By default the production builds this checkout serves on
 * localhost (playwright.config.ts starts them, ports shifted by E2E_PORT_OFFSET). With
 * E2E_BASE_URL the suite tests a site that is already running — a preview, a staging
 * deployment, or the local site on another offset — and starts nothing: QA runs the same
 * journeys against any environment. The registry is read from E2E_REGISTRY_URL, or from
 * the site itself (<base>/remotes.json), exactly as the shell reads it.
 *
 * No Playwright import: playwright.config.ts and a Vitest test read this too.
 */

import { portOffset } from '@naturverse/testing/port-offset';

export interface LocalTarget {
  kind: 'local';
  /** The shell started by playwright.config.ts. */
  baseURL: string;
  registryUrl: string;
  offset: number;
}

export interface DeployedTarget {
  kind: 'deployed';
  baseURL: string;
  registryUrl: string;
}

export type Target = LocalTarget | DeployedTarget;

function httpUrl(name: string, value: string): URL {
  let url: URL;
  try {
    url = new URL(value);
  } catch {
    throw new Error(`${name} must be an absolute http(s) URL, got "${value}"`);
  }
  if (url.protocol !== 'http:' && url.protocol !== 'https:') throw new Error(`${name} must be an http(s) URL, got "${value}"`);
  return url;
}

/** The site under test, from the environment. A malformed URL stops the run with its name. */
export function resolveTarget(env: Record<string, string | undefined>): Target {
  const base = env.E2E_BASE_URL?.trim();
  const registry = env.E2E_REGISTRY_URL?.trim();
  if (!base) {
    if (registry) throw new Error('E2E_REGISTRY_URL needs E2E_BASE_URL (the shell of the same deployment)');
    const offset = portOffset(env);
    const baseURL = `http://localhost:${3000 + offset}`;
    return { kind: 'local', baseURL, registryUrl: `${baseURL}/remotes.json`, offset };
  }
  const baseURL = httpUrl('E2E_BASE_URL', base).origin;
  const registryUrl = registry ? httpUrl('E2E_REGISTRY_URL', registry).href : `${baseURL}/remotes.json`;
  return { kind: 'deployed', baseURL, registryUrl };
}

export const TARGET: Target = resolveTarget(process.env);

/**
 * Spec files that need control only a local run has, and why. Against a deployed site they
 * skip themselves with this reason (e2e/support/fixtures.ts). A Vitest test
 * (target.test.ts) keeps the list complete: a spec that reaches for local control through
 * any import must match an entry here.
 */
export const LOCAL_ONLY: ReadonlyArray<{ files: RegExp; reason: string }> = [
  { files: /^synced\//, reason: 'signs in against the test backend (local PostgreSQL, or E2E_SUPABASE_* with a local site)' },
  { files: /^a11y\/axe\.spec\.ts$/, reason: 'signs in against the local test backend to check the signed-in pages' },
  { files: /^deploy\//, reason: 'builds hub versions and serves them on spare local ports' },
  { files: /^hub-teams\//, reason: 'publishes the checkout’s packages to a local npm registry and deploys its builds to a local root on nginx' },
  { files: /^offline\//, reason: 'redeploys the local sw.js and serves a hub build on a spare local port' },
  {
    files: /^platform\/(failure-isolation|serving|prefetch|registry-fallback|version-skew)\.spec\.ts$/,
    reason: 'builds or serves hub versions on spare local ports, or checks the local servers’ ports',
  },
  { files: /^security\/headers\.spec\.ts$/, reason: 'checks the headers of the local servers on their ports' },
  { files: /^marketplace\/products\.spec\.ts$/, reason: 'reads a hub manifest on its local port' },
  {
    files: /^shell\/(first-load|home|login|profile)\.spec\.ts$/,
    reason: 'answers sign-in with a fake Supabase and a policy derived for the local shell origin',
  },
  {
    files: /^shell\/menu\.spec\.ts$/,
    reason: 'holds the local shell’s scripts and the local Zones hub’s files at their ports to tap the menu before any script',
  },
  { files: /^faults\//, reason: 'injects hub faults at the local hubs’ ports' },
  { files: /^reports\//, reason: 'injects hub faults at the local hubs’ ports and reads what the local site would report' },
  { files: /^status\//, reason: 'builds a second hub version and serves it on a spare local port' },
  { files: /^object-store\//, reason: 'starts a Ceph cluster and its object gateway on spare local ports and deploys local builds to it' },
];

/** Why a spec (path relative to e2e/) cannot run against `target`, or undefined if it can. */
export function localOnlyReason(specFile: string, target: Target): string | undefined {
  if (target.kind === 'local') return undefined;
  const rule = LOCAL_ONLY.find((r) => r.files.test(specFile.replaceAll('\\', '/')));
  return rule && `Needs the local site (E2E_BASE_URL is set): ${rule.reason}.`;
}

/** Hosts a test may reach besides loopback: the deployed shell's and its hubs' (from the registry). */
export function siteHosts(target: Target, registry: unknown): string[] {
  const hosts = new Set([new URL(target.baseURL).hostname]);
  const remotes = (registry as { remotes?: Array<{ manifest?: unknown }> } | null)?.remotes;
  for (const remote of Array.isArray(remotes) ? remotes : []) {
    if (typeof remote.manifest === 'string') hosts.add(new URL(remote.manifest, target.registryUrl).hostname);
  }
  return [...hosts];
}
