// The security headers every part sends, and the Content-Security-Policy derived from
// what the site really serves: the registry (/remotes.json) names the hubs' origins,
// /config.json the backend's. Nothing here knows a port: edit the registry or the config
// on the server and the next page load gets a policy that matches.
import { createHash } from 'node:crypto';

/** Two years, the preload list's minimum: a browser that saw the site once never tries plain HTTP (the deploy's nginx over TLS). */
export const HSTS = 'max-age=63072000; includeSubDomains';

/** A field of what a registry or config read from a server holds: checked here field by field, never trusted. */
const field = (value: unknown, key: string): unknown => (value && typeof value === 'object' ? (value as Record<string, unknown>)[key] : undefined);

/** The origin of an http(s) URL, or null for anything else (a broken registry entry allows nothing). */
export function originOf(url: unknown, base?: string): string | null {
  try {
    const parsed = new URL(String(url), base);
    return parsed.protocol === 'http:' || parsed.protocol === 'https:' ? parsed.origin : null;
  } catch {
    return null;
  }
}

/** A CSP host-source for an allowed override origin ("http://localhost:*" is one already), or null. */
function overrideSource(origin: unknown): string | null {
  return typeof origin === 'string' && /^https?:\/\/[a-z0-9.-]+(:(\d{1,5}|\*))?$/.test(origin) ? origin : null;
}

/**
 * The hubs' origins named by a registry ({ remotes: [{ manifest, fallback, canary }] }), and the origins it lets
 * a per-browser override point a hub at (overrides.allowedOrigins: empty in production), since
 * an overridden hub loads from there; unusable entries are skipped.
 */
export function registryOrigins(registry: unknown): string[] {
  const listed = field(registry, 'remotes');
  const remotes: unknown[] = Array.isArray(listed) ? listed : [];
  const origins = field(field(registry, 'overrides'), 'allowedOrigins');
  const allowed: unknown[] = Array.isArray(origins) ? origins : [];
  // a hub's fallback manifest (used when its primary cannot be loaded) must be allowed too, and
  // its canary's (the share of browsers that runs it loads from there)
  const hubs = remotes.flatMap((r) => [originOf(field(r, 'manifest')), originOf(field(r, 'fallback')), originOf(field(field(r, 'canary'), 'manifest'))]);
  return [...new Set([...hubs, ...allowed.map(overrideSource)].filter((o): o is string => Boolean(o)))];
}

/** The configured backend's origin (config.json's supabaseUrl), if any. */
export function backendOrigin(config: unknown): string | null {
  const url = field(config, 'supabaseUrl');
  return typeof url === 'string' ? originOf(url) : null;
}

/**
 * 'sha256-…' sources for every inline <script> and <style> body of an HTML page (the shell's
 * boot style and its JSON-LD), so the template can keep them inline without 'unsafe-inline'.
 * Computed from the page as served: an edited template cannot fall out of step with its policy.
 */
export function inlineHashes(html: string): { scripts: string[]; styles: string[] } {
  const hash = (body: string) => `'sha256-${createHash('sha256').update(body, 'utf8').digest('base64')}'`;
  const collect = (tag: string) => [...html.matchAll(new RegExp(`<${tag}\\b[^>]*>([\\s\\S]*?)</${tag}>`, 'gi'))].map((m) => m[1] ?? '');
  return {
    scripts: collect('script')
      .filter((body) => body.trim())
      .map(hash),
    styles: collect('style').map(hash),
  };
}

/**
 * hubs: origins whose scripts, styles and files the page loads (the registry's);
 * backend: the one other origin the page may call (Supabase);
 * connect: further sources the page may connect to — only the shell emulator's
 * `naturverse dev` names one: the hub's dev server's update socket (ws://localhost:<port>),
 * which an http: source does not cover.
 */
export function contentSecurityPolicy({
  hubs = [],
  backend = null,
  inline = { scripts: [], styles: [] },
  connect = [],
}: { hubs?: string[]; backend?: string | null; inline?: { scripts: string[]; styles: string[] }; connect?: string[] } = {}): string {
  const join = (...sources: Array<string | null | string[]>) => [...new Set(sources.flat().filter(Boolean))].join(' ');
  const directives = {
    'default-src': "'self'",
    'script-src': join("'self'", hubs, inline.scripts),
    'style-src': join("'self'", hubs, inline.styles),
    // data: for an observation's photo read from a file, blob: for a download or preview;
    // the backend for a profile picture (Supabase Storage public URL)
    'img-src': join("'self'", hubs, backend, 'data:', 'blob:'),
    'font-src': join("'self'", hubs),
    'connect-src': join("'self'", hubs, backend, connect),
    'media-src': join("'self'", 'blob:'),
    'worker-src': "'self'",
    'manifest-src': "'self'",
    'object-src': "'none'",
    'base-uri': "'self'",
    'form-action': "'self'",
    'frame-src': "'none'",
    'frame-ancestors': "'none'",
  };
  return Object.entries(directives)
    .map(([name, value]) => `${name} ${value}`)
    .join('; ');
}

/** The sources a policy gives one directive (`'self'`, origins, hashes), none when it has no such directive. */
export function directiveSources(csp: string, name: string): string[] {
  return (
    csp
      .split('; ')
      .find((d) => d.startsWith(`${name} `))
      ?.split(' ')
      .slice(1) ?? []
  );
}

/**
 * The policy of the service worker (/sw.js). A worker keeps the policy of the response its
 * script came from until its script's bytes change; a registry edit that moves a hub to a new
 * origin changes neither, so a worker held to the registry's origins would refuse the moved
 * hub until the next site release. It may therefore fetch from any http(s) origin: it only
 * fetches what a page asked for (already checked against the page's own policy, derived from
 * the current registry) and the files the registry's manifests list. It runs no other script.
 */
export function workerPolicy(): string {
  return "default-src 'none'; script-src 'self'; connect-src 'self' https: http:";
}

/** Headers sent with every response of every part (the CSP matters on documents and workers). */
export function securityHeaders(csp: string): Record<string, string> {
  return {
    'Content-Security-Policy': csp,
    'X-Content-Type-Options': 'nosniff',
    'X-Frame-Options': 'DENY',
    // children's pages: tell no other site where a child came from
    'Referrer-Policy': 'no-referrer',
    // the camera (an observation's photo) and the location (where it was taken) for the site
    // itself only; nothing else the site does not use
    'Permissions-Policy': 'camera=(self), geolocation=(self), microphone=(), payment=(), usb=()',
    'Cross-Origin-Opener-Policy': 'same-origin',
  };
}
