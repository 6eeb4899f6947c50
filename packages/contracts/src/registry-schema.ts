// The registry's schema: the one definition of what /remotes.json may say, read by the
// shell's bundle before first render (no shared module, no Node API here) and by the Node
// scripts that build and serve it (registry/*.json are checked at build and at start).
import * as v from 'valibot';
import { HUB_NAME_RULE, HUB_TITLE_RULE, ROUTE_PREFIX_RULE, hubNameFault, hubTitleFault, routePrefixFault } from './names-rule.js';

/** One hub in /remotes.json. */
export interface RegistryRemote {
  /** the hub's name, also its Module Federation remote name ("zones"): hub-identity.ts's rule */
  name: string;
  /** what a family reads ("Zones"): hub-identity.ts's rule */
  title: string;
  /** the hub's mf-manifest.json: an absolute http(s) URL, or a path on the site ("/hubs/zones/mf-manifest.json") */
  manifest: string;
  /** the route prefixes the hub serves ("/zones"; hub-identity.ts's rule); never overlapping another hub's */
  prefixes: string[];
  /** a manifest (same forms as `manifest`) to use when `manifest` cannot be loaded */
  fallback?: string;
  /** a version given to `share` percent of browsers first; the rest (and a failed canary) run `manifest` */
  canary?: RegistryCanary;
}

export interface RegistryCanary {
  /** the canary version's manifest (same forms as `manifest`) */
  manifest: string;
  /** whole percent of browsers, 1–99 */
  share: number;
}

export interface RegistryOverrides {
  /**
   * Origins a per-browser hub override may point at: "scheme://host", "scheme://host:port",
   * or "scheme://host:*" (any port of that host). Empty (the production default): no override.
   */
  allowedOrigins: string[];
}

/**
 * The registry's schema: 1 (no `schema` field) names the hubs; 2 also names the live shell
 * (`shell`), so one compare-and-swap of the file changes a hub or the shell, each checked against
 * the other. A reader refuses a schema newer than the one it knows (REGISTRY_SCHEMA).
 */
export const REGISTRY_SCHEMA = 2;

/** The live shell, as a deploy put it live: its version and what it shares (its singletons at their versions). */
export interface RegistryShell {
  version: string;
  shared: Record<string, { version: string; requiredVersion?: string }>;
}

/** The registry file, as parsed (a missing `overrides` reads as no override allowed). */
export interface RegistryFile {
  /** the schema it was written in: absent (1) or 2 (REGISTRY_SCHEMA) */
  schema?: number;
  remotes: RegistryRemote[];
  overrides: RegistryOverrides;
  /** the deploy ledger's revision (absent in a registry no deploy has written) */
  revision?: number;
  /** the live shell (schema 2, written by the deploy command; absent in registry/*.json) */
  shell?: RegistryShell;
}

/** An override origin: scheme://host, optionally :port or :* (any port of that host). */
const ALLOWED_ORIGIN = /^https?:\/\/[a-z0-9.-]+(:(\d{1,5}|\*))?$/;

/** An absolute http(s) URL, or a path on the site itself ("/hubs/zones/mf-manifest.json"). */
function isManifestUrl(text: string): boolean {
  if (text.startsWith('/') && !text.startsWith('//')) return true;
  try {
    const { protocol } = new URL(text);
    return protocol === 'http:' || protocol === 'https:';
  } catch {
    return false;
  }
}

const manifestUrl = (what: string) =>
  v.pipe(v.string(`${what} must be a text (a URL)`), v.check(isManifestUrl, `${what} must be an http(s) URL or a path on the site starting with "/"`));

/** A strict object refuses unknown fields; its message says which fault it is. */
/** A text checked by one of hub-identity.ts's rules (a fault is that rule's one message). */
const identityText = (fault: (value: unknown) => string | null, rule: string, what: string) =>
  v.pipe(
    v.string(`${what} must be a text`),
    v.check((text) => fault(text) === null, rule),
  );

const strictMessage = (what: string) => (issue: v.BaseIssue<unknown>) => {
  if (issue.expected === 'never') return 'unknown field (not allowed)';
  if (issue.expected?.startsWith('"')) return 'required field is missing';
  return `${what} must be an object`;
};

/** Two prefixes overlap when one serves the other's paths: "/cart" and "/cart/x", not "/cartoon". */
export function prefixesOverlap(a: string, b: string): boolean {
  return a === b || a.startsWith(b + '/') || b.startsWith(a + '/');
}

/**
 * A whole number from min to max (the issue's path names the field). One check on what the
 * registry already uses, not valibot's number, integer, minValue and maxValue: the shell
 * validates the registry in its first load.
 */
const wholeNumber = (min: number, max: number) =>
  v.pipe(
    v.unknown(),
    v.check((n) => typeof n === 'number' && Number.isInteger(n) && n >= min && n <= max, `must be a whole number from ${min} to ${max}`),
  );

const RemoteSchema = v.strictObject(
  {
    name: identityText(hubNameFault, HUB_NAME_RULE, 'name'),
    title: identityText(hubTitleFault, HUB_TITLE_RULE, 'title'),
    manifest: manifestUrl('manifest'),
    prefixes: v.pipe(
      v.array(identityText(routePrefixFault, ROUTE_PREFIX_RULE, 'a prefix'), 'prefixes must be a list'),
      v.minLength(1, 'a hub needs at least one prefix'),
    ),
    fallback: v.optional(manifestUrl('fallback')),
    // a version given to a share of browsers first (the deploy command's `canary`); the
    // others, and any browser whose canary fails to load, run `manifest`
    canary: v.optional(
      v.strictObject(
        {
          manifest: manifestUrl('canary.manifest'),
          share: wholeNumber(1, 99),
        },
        strictMessage('canary'),
      ),
    ),
  },
  strictMessage('a hub entry'),
);

const OverridesSchema = v.strictObject(
  {
    allowedOrigins: v.array(
      v.pipe(v.string(), v.regex(ALLOWED_ORIGIN, 'an allowed origin is scheme://host, scheme://host:port or scheme://host:* (no path, no trailing "/")')),
      'allowedOrigins must be a list',
    ),
  },
  strictMessage('overrides'),
);

export const RegistrySchema = v.pipe(
  v.strictObject(
    {
      remotes: v.pipe(v.array(RemoteSchema, 'remotes must be a list'), v.minLength(1, 'remotes must name at least one hub')),
      overrides: v.optional(OverridesSchema, () => ({ allowedOrigins: [] })),
      // the deploy ledger's counter (packages/cli/src/deploy/ledger.ts): a change prepared against an
      // older revision is refused, so two deploys at once never lose an edit
      revision: v.optional(wholeNumber(0, Number.MAX_SAFE_INTEGER)),
      schema: v.optional(wholeNumber(2, REGISTRY_SCHEMA)),
      shell: v.optional(
        v.strictObject(
          {
            version: v.string('shell.version must be a text'),
            shared: v.record(
              v.string(),
              v.strictObject({ version: v.string(), requiredVersion: v.optional(v.string()) }, strictMessage('a shared package')),
              'shell.shared must be an object',
            ),
          },
          strictMessage('shell'),
        ),
      ),
    },
    strictMessage('the registry'),
  ),
  v.rawCheck(({ dataset, addIssue }) => {
    if (!dataset.typed) return;
    if ((dataset.value.shell === undefined) !== (dataset.value.schema === undefined))
      addIssue({ message: `a registry names its live shell exactly when it says schema ${REGISTRY_SCHEMA}` });
    const seen = new Map<string, string>();
    const names = new Set<string>();
    for (const remote of dataset.value.remotes) {
      if (names.has(remote.name)) addIssue({ message: `hub "${remote.name}" is listed twice` });
      names.add(remote.name);
      for (const prefix of remote.prefixes) {
        for (const [other, owner] of seen) {
          if (prefixesOverlap(prefix, other)) addIssue({ message: `prefix "${prefix}" of "${remote.name}" overlaps "${other}" of "${owner}"` });
        }
        seen.set(prefix, remote.name);
      }
    }
  }),
);

function describeIssue(issue: v.BaseIssue<unknown>): string {
  const path = (issue.path ?? [])
    .map((step) => (typeof step.key === 'number' ? `[${step.key}]` : `.${String(step.key)}`))
    .join('')
    .replace(/^\./, '');
  return path ? `${path}: ${issue.message}` : issue.message;
}

/**
 * Check a registry. Never throws: { ok: true, registry } or { ok: false, errors } with one
 * line per fault ("remotes[1].manifest: manifest must be an absolute URL").
 */
export function checkRegistry(raw: unknown): { ok: true; registry: RegistryFile; errors: [] } | { ok: false; registry: undefined; errors: string[] } {
  const result = v.safeParse(RegistrySchema, raw);
  if (result.success) return { ok: true, registry: result.output as RegistryFile, errors: [] };
  return { ok: false, registry: undefined, errors: result.issues.map(describeIssue) };
}

/** For build scripts: the registry, or an Error naming the file and every fault. */
export function assertRegistry(raw: unknown, file: string): RegistryFile {
  const checked = checkRegistry(raw);
  if (checked.ok) return checked.registry;
  throw new Error(`Invalid registry ${file}:\n  - ${checked.errors.join('\n  - ')}`);
}

/**
 * Whether a per-browser override may point a hub at `url`. Rule: the URL's origin equals an
 * allowed origin exactly (scheme, host and port), or the allowed origin ends in ":*" and the
 * URL has the same scheme and host with any port. Nothing else (no host wildcards, no paths);
 * an empty list allows nothing.
 */
export function originAllowed(url: string, allowedOrigins: readonly string[]): boolean {
  let parsed: URL;
  try {
    parsed = new URL(url);
  } catch {
    return false;
  }
  if (parsed.protocol !== 'http:' && parsed.protocol !== 'https:') return false;
  return allowedOrigins.some((allowed) => {
    if (allowed.endsWith(':*')) return `${parsed.protocol}//${parsed.hostname}` === allowed.slice(0, -2);
    return parsed.origin === allowed;
  });
}
