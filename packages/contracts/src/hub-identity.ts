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

const NAME = /^[a-z][a-z0-9_-]{0,31}$/;
const SEGMENT = '[a-z0-9][a-z0-9_-]{0,31}';
const PREFIX = new RegExp(`^(?:/${SEGMENT}){1,6}$`);
/** A route as a report names it: "/" or one to six segments, each a prefix's or ":seg". */
const ROUTE = new RegExp(`^(?:(?:/${SEGMENT}|/:seg){1,6}|/)$`);
const VERSION = /^\d+\.\d+\.\d+(?:-[0-9A-Za-z.-]+)?$/;
const BUILD_ID = /^[0-9A-Za-z._-]{1,64}$/;
/** A title goes into HTML, JSON and the starter's TypeScript as it is: none of the characters that would end them. */
const TITLE = /^[^'"`\\<>{}\p{Cc}]{1,40}$/u;

export const HUB_NAME_RULE = 'a hub name is 1–32 lower-case letters, digits, "-" or "_", starting with a letter';
export const ROUTE_PREFIX_RULE =
  'a prefix is "/" and one to six segments of 1–32 lower-case letters, digits, "-" or "_" (starting with a letter or digit), with no trailing "/"';
export const HUB_VERSION_RULE = 'a version is like 1.2.3 or 1.2.3-rc.1, at most 32 characters';
export const BUILD_ID_RULE = 'a build id is 1–64 letters, digits, ".", "_" or "-"';
export const HUB_TITLE_RULE = 'a title is 1–40 characters, none of \' " ` \\ < > { } and no control character';

const checked =
  (test: (text: string) => boolean, rule: string) =>
  (value: unknown): string | null =>
    typeof value === 'string' && test(value) ? null : rule;

/** null when `value` is a hub name, else the rule it breaks (one line). */
export const hubNameFault = checked((t) => NAME.test(t), HUB_NAME_RULE);
/** null when `value` is a route prefix ("/zones", "/my_owls", "/naturbank/games"), else the rule. */
export const routePrefixFault = checked((t) => PREFIX.test(t), ROUTE_PREFIX_RULE);
/** null when `value` is a version a deploy accepts, else the rule. */
export const hubVersionFault = checked((t) => t.length <= HUB_NAME_MAX && VERSION.test(t), HUB_VERSION_RULE);
/** null when `value` is a build id, else the rule. */
export const buildIdFault = checked((t) => BUILD_ID.test(t), BUILD_ID_RULE);
/** null when `value` is a hub title, else the rule. */
export const hubTitleFault = checked((t) => TITLE.test(t), HUB_TITLE_RULE);
/** null when `value` is a route as a report names it ("/", "/zones/:seg", "/my_owls"), else why not. */
export const reportRouteFault = checked((t) => ROUTE.test(t), 'a route is "/" or one to six prefix segments or ":seg"');

/** `value` as a version when it is one, else null (a manifest from another tool may say anything). */
export function hubVersionOf(value: unknown): string | null {
  return hubVersionFault(value) === null ? (value as string) : null;
}

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
