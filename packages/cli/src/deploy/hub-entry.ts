// A hub joins the site by deploy: the first deploy of a hub the root's registry
// does not name adds its entry, with the title and prefixes the hub's build says
// (<dist>/naturverse-hub.json, written by @naturverse/build-preset) or the command line gives
// (flags win). Refused, before anything is published, when the entry would not be a valid
// registry entry, a prefix overlaps another hub's, takes a route of the shell or a folder of the
// deploy root. The registry schema checks the whole registry again at commit.
import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { checkRegistry, prefixesOverlap, type RegistryFile, type RegistryRemote } from '@naturverse/contracts/registry-schema';
import { HUB_IDENTITY_FILE } from '@naturverse/contracts/manifest-url';
import { shellRouteTakenBy } from '@naturverse/contracts/shell-routes';
import { DeployError } from './ledger.js';
import { ROOT_FOLDERS } from './layout.js';

/** The file the hub build preset writes beside mf-manifest.json. */
export const HUB_FACTS = HUB_IDENTITY_FILE;

/** What the command line says about a hub new to the root (each overrides the build's file). */
export interface NewHubFlags {
  title?: string | undefined;
  prefixes?: string[] | undefined;
}

/** A hub's name as the registry takes it (@naturverse/contracts/registry-schema's rule). */
export const HUB_NAME = /^[a-z][a-z0-9_-]*$/;

/** The build's own facts, or {} when it wrote none (an older preset); a file that is not JSON is refused. */
export async function readHubFacts(dir: string): Promise<{ name?: unknown; title?: unknown; prefixes?: unknown }> {
  let text: string;
  try {
    text = await readFile(join(dir, HUB_FACTS), 'utf8');
  } catch {
    return {};
  }
  try {
    const facts = JSON.parse(text) as unknown;
    if (facts && typeof facts === 'object' && !Array.isArray(facts)) return facts;
  } catch {
    // named below
  }
  throw new DeployError('usage', `${join(dir, HUB_FACTS)} is not a JSON object: rebuild the hub, or give --title and --prefix`);
}

/**
 * The registry entry of `hub`, new to `registry`: from the flags, else the build's facts.
 * Throws one usage line naming the first fault; the registry is not touched.
 */
export function newHubEntry(
  registry: RegistryFile,
  hub: string,
  facts: { name?: unknown; title?: unknown; prefixes?: unknown },
  flags: NewHubFlags = {},
): RegistryRemote {
  const refuse = (problem: string) => new DeployError('usage', `${hub} is new to this root and cannot join: ${problem}`);
  if (hub === 'shell') throw refuse('"shell" is the shell\'s name, not a hub\'s');
  if (facts.name !== undefined && facts.name !== hub) throw refuse(`its build says it is "${String(facts.name)}" (${HUB_FACTS})`);
  const title = flags.title ?? facts.title;
  const prefixes = flags.prefixes ?? facts.prefixes;
  if (title === undefined) throw refuse(`no title: give --title "…" (or build it with the preset, which writes ${HUB_FACTS})`);
  if (prefixes === undefined) throw refuse(`no route prefix: give --prefix /${hub} (or build it with the preset, which writes ${HUB_FACTS})`);
  const entry = { name: hub, title, manifest: '/', prefixes } as RegistryRemote;
  // the schema's own words for a bad name, title or prefix (the manifest URL is set later)
  const alone = checkRegistry({ remotes: [entry] });
  if (!alone.ok) throw refuse(alone.errors[0]!.replace(/^remotes\[0\]\./, ''));
  for (const prefix of entry.prefixes) {
    const route = shellRouteTakenBy(prefix);
    if (route) throw refuse(`prefix "${prefix}" takes the shell's own route ${route}`);
    const folder = ROOT_FOLDERS.find((f) => prefixesOverlap(prefix, f));
    if (folder) throw refuse(`prefix "${prefix}" takes the deploy root's folder ${folder}/`);
    for (const other of registry.remotes) {
      const taken = other.prefixes.find((p) => prefixesOverlap(prefix, p));
      if (taken) throw refuse(`prefix "${prefix}" overlaps "${taken}" of ${other.name}`);
    }
  }
  // no manifest yet: the deploy sets it to the version it publishes
  return { ...entry, manifest: '' };
}
