// Who the hub under test is: its name (the Module Federation name its build was made with), the
// title the header shows and the route prefixes it owns. From what the caller says, else the hub's
// own manifest (<dist>/naturverse-hub.json, written by @naturverse/build-preset), else the
// defaults the preset uses: the name with a capital, and `/<name>`.
import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { HUB_IDENTITY_FILE } from '@naturverse/contracts/manifest-url';
import { UsageError } from './usage-error.js';

export interface HubIdentity {
  name: string;
  title: string;
  prefixes: string[];
}

/** What a caller may say about a hub; anything left out comes from its build. */
export type HubFacts = Partial<HubIdentity>;

/** The hub's manifest file a build carries: {"name","title","prefixes"}. */
export const HUB_MANIFEST = HUB_IDENTITY_FILE;

const title = (name: string) => name.charAt(0).toUpperCase() + name.slice(1);

/** A field of untrusted JSON, checked by the caller. */
const field = (value: unknown, key: string): unknown => (value && typeof value === 'object' ? (value as Record<string, unknown>)[key] : undefined);

/**
 * The identity from what the caller said, the hub's naturverse-hub.json (`own`, may be null)
 * and the Module Federation name of the build (`federatedName`). A name that differs from the
 * build's is refused: the shell would look for a container the build does not define.
 */
export function hubIdentity(given: HubFacts, own: unknown, federatedName: string, where: string): HubIdentity {
  const name = given.name ?? federatedName;
  if (name !== federatedName) throw new UsageError(`${where} is the hub "${federatedName}", not "${name}"`);
  const ownTitle = field(own, 'title');
  const ownPrefixes = field(own, 'prefixes');
  return {
    name,
    title: given.title ?? (typeof ownTitle === 'string' && ownTitle ? ownTitle : title(name)),
    prefixes: given.prefixes ?? (Array.isArray(ownPrefixes) && ownPrefixes.every((p) => typeof p === 'string') ? (ownPrefixes as string[]) : [`/${name}`]),
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
  const ownFile = join(dist, HUB_MANIFEST);
  const own = existsSync(ownFile) ? readJson(ownFile, 'the hub manifest') : null;
  return hubIdentity(given, own, federatedName, dist);
}
