// Who a hub is, said once: its name, title, route prefixes, version and build id, each one rule
// with one parse. The registry schema, the deploy command, the starter, the build preset, the
// report shape and the shell all ask here, and the reports table's SQL checks say the same
// (supabase/migrations/20261127000000_hub_identity.sql; hub-identity.cases.json is run against
// both). So a name a deploy accepts is a name a report can carry, and the reverse.
//
// Why these rules: a hub's name is also its first path segment, its folder in a deploy root and
// an S3 key, an nginx location, its Module Federation container name (a JavaScript identifier
// once "-" is mapped) and a Playwright tag; lower-case ASCII letters, digits, "-" and "_",
// starting with a letter and at most 32 characters, is safe as every one of them. A route
// prefix is one to six such segments (a segment may start with a digit: "/2048"). A version is
// what the deploy command lays folders out by (1.2.3, 1.2.3-rc.1): no "+" build metadata, which
// semver ignores when it orders versions, so two folders would be one version.

/** The file a hub build holds beside its mf-manifest.json: `{ name, title, prefixes }`. */
export const HUB_IDENTITY_FILE = 'naturverse-hub.json';

/** What a hub's build says about it (the preset writes it, the deploy command and the emulator read it). */
export interface HubIdentity {
  /** the hub's name ("birds", "my_owls"): see HUB_NAME_RULE */
  name: string;
  /** what the shell's header calls it ("Birds"): see HUB_TITLE_RULE */
  title: string;
  /** the routes it owns (["/birds"]): see ROUTE_PREFIX_RULE */
  prefixes: string[];
}

/** What a caller or an identity file may say about a hub; what is left out comes from elsewhere. */
export type HubFacts = Partial<HubIdentity>;

/** The longest name, prefix segment and version. */
export const HUB_NAME_MAX = 32;

import { hubNameFault, hubTitleFault, routePrefixFault, ROUTE_PREFIX_RULE } from './names-rule.js';

// the rules live in modules of their own, so a bundle holds only those it asks; this is their one public door
export * from './names-rule.js';
export * from './version-rule.js';
export * from './build-rule.js';

/**
 * The identity file's text, read by its one reader: a JSON object whose `name`, `title` and
 * `prefixes` (each optional: an older preset wrote fewer) follow their rules. Other keys are left
 * alone, so a file a newer preset wrote still reads. One line naming the first fault otherwise.
 */
export function parseHubIdentityFile(text: string): { ok: true; facts: HubFacts } | { ok: false; fault: string } {
  let raw: unknown;
  try {
    raw = JSON.parse(text);
  } catch {
    return { ok: false, fault: 'is not JSON' };
  }
  if (!raw || typeof raw !== 'object' || Array.isArray(raw)) return { ok: false, fault: 'is not a JSON object' };
  const { name, title, prefixes } = raw as Record<string, unknown>;
  const facts: HubFacts = {};
  if (name !== undefined) {
    const fault = hubNameFault(name);
    if (fault) return { ok: false, fault: `name: ${fault}` };
    facts.name = name as string;
  }
  if (title !== undefined) {
    const fault = hubTitleFault(title);
    if (fault) return { ok: false, fault: `title: ${fault}` };
    facts.title = title as string;
  }
  if (prefixes !== undefined) {
    const fault = prefixesFault(prefixes);
    if (fault) return { ok: false, fault: `prefixes: ${fault}` };
    facts.prefixes = [...(prefixes as string[])];
  }
  return { ok: true, facts };
}

/** null when `value` is a non-empty list of route prefixes, else the first fault. */
export function prefixesFault(value: unknown): string | null {
  if (!Array.isArray(value) || value.length === 0) return 'a hub needs a list of at least one prefix';
  for (const prefix of value) if (routePrefixFault(prefix)) return `"${String(prefix)}": ${ROUTE_PREFIX_RULE}`;
  return null;
}

/** A whole identity (name, title, prefixes), or one line naming the first fault. */
export function hubIdentityFault({ name, title, prefixes }: { name?: unknown; title?: unknown; prefixes?: unknown }): string | null {
  const named = hubNameFault(name);
  if (named) return `name "${String(name)}": ${named}`;
  const titled = hubTitleFault(title);
  if (titled) return `title "${String(title)}": ${titled}`;
  return prefixesFault(prefixes);
}
