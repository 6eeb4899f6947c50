// This repository's registries (registry/{local,preview,production}.json): which parts exist
// here, their titles, prefixes and ports. The shell build, the serve script, the e2e suite, the
// bench and the lint boundaries read them from here. A hub in its own repository never does:
// the preset's defineRemoteConfig takes name, title, prefixes and port as options, and the
// shares come from @naturverse/build-preset/shares. This package is private for that reason.
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { assertRegistry, type RegistryFile } from '@naturverse/contracts/registry-schema';
import { SHELL_PORT } from '@naturverse/build-preset/rsbuild';
import type { HubName } from './part-names.generated.js';

/** The parts by name: the shell and the hubs registry/local.json names (typed from it at build time). */
export type PartName = 'shell' | HubName;
export type Environment = 'local' | 'preview' | 'production';

export interface RemoteDefinition {
  name: Exclude<PartName, 'shell'>;
  title: string;
  prefixes: string[];
}

/** The registries, one per environment: registry/ of the checkout (src/ and dist/ are both one folder down in packages/site). */
export const REGISTRY_DIR = fileURLToPath(new URL('../../../registry/', import.meta.url));
export const ENVIRONMENTS: Environment[] = ['local', 'preview', 'production'];

/** The source file of an environment's registry. */
export function registryFileOf(environment: Environment = 'local'): string {
  if (!ENVIRONMENTS.includes(environment)) throw new Error(`Unknown registry environment "${environment}" (one of ${ENVIRONMENTS.join(', ')})`);
  return join(REGISTRY_DIR, `${environment}.json`);
}

/** An environment's registry, checked against the schema. */
export function readRegistryFile(environment: Environment = 'local'): RegistryFile {
  return readRegistryAt(registryFileOf(environment));
}

/** A registry file (source or built), checked against the schema: throws naming the file and every fault. */
export function readRegistryAt(file: string): RegistryFile {
  let raw: unknown;
  try {
    raw = JSON.parse(readFileSync(file, 'utf8'));
  } catch (error) {
    throw new Error(`Invalid registry ${file}: ${error instanceof Error ? error.message : String(error)}`);
  }
  return assertRegistry(raw, file);
}

// The local registry is the one source of which hubs exist, their titles, prefixes and ports.
const LOCAL = readRegistryFile('local');

/** Default port of each part (the e2e suite and bench may shift them all by one offset). */
export const PORTS = {
  shell: SHELL_PORT,
  ...Object.fromEntries(LOCAL.remotes.map((r) => [r.name, Number(new URL(r.manifest).port)])),
} as Record<PartName, number>;

/** Every remote, in header order, with the route prefixes it owns. */
// the names are the registry's; PartName is typed from the same file when the package builds
export const REMOTES = LOCAL.remotes.map(({ name, title, prefixes }) => ({ name, title, prefixes })) as RemoteDefinition[];

/** An in-repo hub's options for defineRemoteConfig, from the local registry: its title, prefixes and port. */
export function registryHub(name: Exclude<PartName, 'shell'>): RemoteDefinition & { port: number } {
  const hub = REMOTES.find((r) => r.name === name);
  if (!hub) throw new Error(`registry/local.json names no hub "${name}" (one of ${REMOTES.map((r) => r.name).join(', ')})`);
  return { ...hub, port: PORTS[name] };
}

const LOCAL_HOSTS = new Set(['localhost', '127.0.0.1']);
const DEFAULT_PORTS = new Set(Object.values(PORTS));

/**
 * A registry with every local part's port shifted by `offset` (the e2e suite and the
 * bench run the site on shifted ports). Only localhost URLs on a part's default port move.
 */
export function shiftRegistryPorts(registry: RegistryFile, offset: number): RegistryFile {
  const shift = (url: string): string => {
    if (url.startsWith('/')) return url; // a path on the site: it moves with the shell
    const u = new URL(url);
    if (!LOCAL_HOSTS.has(u.hostname) || !DEFAULT_PORTS.has(Number(u.port))) return url;
    u.port = String(Number(u.port) + offset);
    return u.href;
  };
  return {
    ...registry,
    remotes: registry.remotes.map((r) => ({ ...r, manifest: shift(r.manifest), ...(r.fallback ? { fallback: shift(r.fallback) } : {}) })),
  };
}
