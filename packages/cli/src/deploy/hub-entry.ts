// A hub joins the site by deploy: the first deploy of a hub the root's registry
// does not name adds its entry, with the title and prefixes the hub's build says
// (<dist>/naturverse-hub.json, written by @naturverse/build-preset) or the command line gives
// (flags win). Refused, before anything is published, when the entry would not be a valid
// registry entry, a prefix overlaps another hub's, takes a route of the shell or a folder of the
// deploy root. The registry schema checks the whole registry again at commit.
import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { checkRegistry, prefixesOverlap, type RegistryFile, type RegistryRemote } from '@naturverse/contracts/registry-schema';
import { HUB_IDENTITY_FILE, parseHubIdentityFile, type HubFacts } from '@naturverse/contracts/hub-identity';
import { shellRouteTakenBy } from '@naturverse/contracts/shell-routes';
import { DeployError } from './ledger.js';
import { ROOT_FOLDERS } from './layout.js';

/** What the command line says about a hub new to the root (each overrides the build's file). */
export interface NewHubFlags {
  title?: string | undefined;
  prefixes?: string[] | undefined;
}

/** The build's own facts, or {} when it wrote none (an older preset); a file its reader refuses is refused. */
export async function readHubFacts(dir: string): Promise<HubFacts> {
  const file = join(dir, HUB_IDENTITY_FILE);
  let text: string;
  try {
    text = await readFile(file, 'utf8');
  } catch {
    return {};
  }
  const read = parseHubIdentityFile(text);
  if (read.ok) return read.facts;
  throw new DeployError('usage', `${file} ${read.fault}: rebuild the hub, or give --title and --prefix`);
}

/**
 * The registry entry of `hub`, new to `registry`: from the flags, else the build's facts.
 * Throws one usage line naming the first fault; the registry is not touched.
 */
export function newHubEntry(registry: RegistryFile, hub: string, facts: HubFacts, flags: NewHubFlags = {}): RegistryRemote {
  const refuse = (problem: string) => new DeployError('usage', `${hub} is new to this root and cannot join: ${problem}`);
  if (hub === 'shell') throw refuse('"shell" is the shell\'s name, not a hub\'s');
  if (facts.name !== undefined && facts.name !== hub) throw refuse(`its build says it is "${String(facts.name)}" (${HUB_IDENTITY_FILE})`);
  const title = flags.title ?? facts.title;
  const prefixes = flags.prefixes ?? facts.prefixes;
  if (title === undefined) throw refuse(`no title: give --title "…" (or build it with the preset, which writes ${HUB_IDENTITY_FILE})`);
  if (prefixes === undefined) throw refuse(`no route prefix: give --prefix /${hub} (or build it with the preset, which writes ${HUB_IDENTITY_FILE})`);
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
