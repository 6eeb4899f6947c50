// Who the hub under test is: its name (the Module Federation name its build was made with), the
// title the header shows and the route prefixes it owns. From what the caller says, else the hub's
// own manifest (<dist>/naturverse-hub.json, written by @naturverse/build-preset), else the
// defaults the preset uses: the name with a capital, and `/<name>`.
import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { HUB_IDENTITY_FILE, parseHubIdentityFile, type HubFacts, type HubIdentity } from '@naturverse/contracts/hub-identity';
import { UsageError } from './usage-error.js';

export type { HubFacts, HubIdentity };

/** A field of untrusted JSON, checked by the caller. */
const field = (value: unknown, key: string): unknown => (value && typeof value === 'object' ? (value as Record<string, unknown>)[key] : undefined);

const title = (name: string) => name.charAt(0).toUpperCase() + name.slice(1);

/**
 * The identity from what the caller said, the text of the hub's naturverse-hub.json (`ownFile`,
 * null when the build has none; read by its one reader, which refuses a bad one) and the Module
 * Federation name of the build (`federatedName`). A name that differs from the build's is
 * refused: the shell would look for a container the build does not define.
 */
export function hubIdentity(given: HubFacts, ownFile: string | null, federatedName: string, where: string): HubIdentity {
  const name = given.name ?? federatedName;
  if (name !== federatedName) throw new UsageError(`${where} is the hub "${federatedName}", not "${name}"`);
  const own = ownFile === null ? { ok: true as const, facts: {} } : parseHubIdentityFile(ownFile);
  if (!own.ok) throw new UsageError(`${where}'s ${HUB_IDENTITY_FILE} ${own.fault}: rebuild the hub`);
  return {
    name,
    title: given.title ?? own.facts.title ?? title(name),
    prefixes: given.prefixes ?? own.facts.prefixes ?? [`/${name}`],
  };
}

function readJson(file: string, what: string): unknown {
  try {
    return JSON.parse(readFileSync(file, 'utf8')) as unknown;
  } catch (error) {
    throw new UsageError(`${what} ${file} is not JSON: ${error instanceof Error ? error.message : String(error)}`);
  }
}

/** The identity of a hub's production build folder (its mf-manifest.json names it). */
export function distIdentity(dist: string, given: HubFacts = {}): HubIdentity {
  const manifestFile = join(dist, 'mf-manifest.json');
  if (!existsSync(manifestFile)) throw new UsageError(`${dist} holds no hub build (no mf-manifest.json): build the hub first`);
  const federatedName = field(readJson(manifestFile, 'the manifest'), 'name');
  if (typeof federatedName !== 'string' || !federatedName) throw new UsageError(`${manifestFile} names no hub ("name" is missing)`);
  const ownFile = join(dist, HUB_IDENTITY_FILE);
  return hubIdentity(given, existsSync(ownFile) ? readFileSync(ownFile, 'utf8') : null, federatedName, dist);
}
