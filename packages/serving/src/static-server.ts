// A small production static server: precompressed (brotli + gzip, written beside each file
// by the build: packages/build-preset/src/precompress.ts) responses, ETag + Last-Modified with 304s,
// long-lived caching for hashed files, no-cache for the registry, manifests and HTML, CORS
// for the shell's origins only, each route's own HTML (the shell's prerendered pages, else the SPA
// fallback: @naturverse/contracts/page-files), and the security headers (a
// Content-Security-Policy derived from the registry and config it serves).
// Used by `npm start`, the e2e suite and the bench, so all three measure the same
// thing. Binds to loopback only. Nothing is compressed at start-up: it listens at once.
// (Why not sirv / serve-static: see docs/coverage/bench.md, "Serving".)
import { createServer, type IncomingHttpHeaders, type Server } from 'node:http';
import { readFile, stat } from 'node:fs/promises';
import { extname, join, normalize, sep } from 'node:path';
import { promisify } from 'node:util';
import { brotliCompress, gzip } from 'node:zlib';
import { isHashedFile } from '@naturverse/contracts/hashed-files';
import { hubPrefixes, pageFileCandidates } from '@naturverse/contracts/page-files';
import { COMPRESSIBLE, ENCODINGS, MIN_COMPRESS_BYTES } from '@naturverse/build-preset/precompress';
import { backendOrigin, contentSecurityPolicy, inlineHashes, registryOrigins, securityHeaders, workerPolicy } from './security-headers.js';
import { bodyDigest, etagOf, httpDate, notModified } from './validators.js';

type Encoding = 'br' | 'gzip';
/** A body's compressed forms: a file's precompressed ones (null: none), or a rewritten body's, made once on demand. */
type Forms = { digest: string } & Record<Encoding, Buffer | Promise<Buffer> | null>;
interface Entry extends Forms {
  mtime: number;
  raw: Buffer;
}
interface Served {
  body: Buffer;
  forms: Forms;
  mtime: number;
  rewritten?: boolean;
}

export interface StaticServerOptions {
  root: string;
  port: number;
  host?: string;
  /** the origins allowed to read this part cross-origin (a hub's: the shell's); none by default */
  allowOrigins?: string[];
  /** may rewrite a file as served (the shell's registry under a port offset) */
  transform?: (urlPath: string, body: Buffer) => Buffer | undefined;
  /** sources the pages may connect to beyond the registry's hubs (contentSecurityPolicy's `connect`) */
  connectSources?: string[];
}

export interface StaticServer {
  server: Server;
  /** Compressions done on the request path (only bodies rewritten by `transform`; files come precompressed). */
  stats: { compressions: number };
  listen: () => Promise<Server>;
  close: () => Promise<void>;
}

// Only a body rewritten as served (the registry under a port offset: ~1 KB) is compressed
// here, once per body, on libuv's thread pool.
const onTheFly: Record<Encoding, (body: Buffer) => Promise<Buffer>> = { br: promisify(brotliCompress), gzip: promisify(gzip) };

export const TYPES: Record<string, string> = {
  '.html': 'text/html; charset=utf-8',
  '.js': 'text/javascript; charset=utf-8',
  '.mjs': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.json': 'application/json; charset=utf-8',
  '.svg': 'image/svg+xml',
  '.png': 'image/png',
  '.jpg': 'image/jpeg',
  '.jpeg': 'image/jpeg',
  '.webp': 'image/webp',
  '.ico': 'image/x-icon',
  '.txt': 'text/plain; charset=utf-8',
  '.webmanifest': 'application/manifest+json',
  '.woff2': 'font/woff2',
};

/** The request's conditional headers (Node lists a repeated header's values as one string for these). */
const conditionalHeaders = (headers: IncomingHttpHeaders) => ({
  'if-none-match': headers['if-none-match'],
  'if-modified-since': headers['if-modified-since'],
});

/** The encodings a request accepts, best first, of those a file may have. */
function acceptedEncodings(header: string | undefined) {
  const accepts = String(header ?? '');
  return ENCODINGS.filter(({ name }) => new RegExp(`\\b${name}\\b`).test(accepts));
}

const ALLOW = 'GET, HEAD, OPTIONS';
/** What an error answer (400, 404, 405, 500) may do: nothing. Its headers are overwritten on a 200. */
const ERROR_HEADERS = securityHeaders("default-src 'none'; frame-ancestors 'none'");

/**
 * Build statistics (mf-stats.json, mf-manifest-stats.json, …) name the build machine's
 * folders: never published. The manifest the shell needs (mf-manifest.json) is not one.
 */
export function isPrivateBuildFile(urlPath: string): boolean {
  return /(^|[/._-])stats\.json$/i.test(urlPath);
}

/** Hashed build output never changes under the same name (@naturverse/contracts/hashed-files): cache it for a year. */
export function cacheControlFor(urlPath: string): string {
  return isHashedFile(urlPath) ? 'public, max-age=31536000, immutable' : 'no-cache';
}

/** One part's static server (StaticServerOptions says what each option does). */
export function createStaticServer({ root, port, host = '127.0.0.1', allowOrigins = [], transform, connectSources = [] }: StaticServerOptions): StaticServer {
  const cache = new Map<string, Entry>(); // path → { mtime, raw, digest, br, gzip }
  const rewritten = new WeakMap<Buffer, Forms>(); // a body `transform` returned → { digest, br, gzip }
  /** Compressions done on the request path (only bodies rewritten by `transform`). */
  const stats = { compressions: 0 };
  // A rewritten body is as new as this server: a restart under another offset is a new registry.
  const startedAt = Date.now();

  /** A precompressed form, used only if it is at least as new as the file it was made from. */
  async function variant(file: string, suffix: string, mtime: number): Promise<Buffer | null> {
    const info = await stat(file + suffix).catch(() => null);
    return info?.isFile() && info.mtimeMs >= mtime ? readFile(file + suffix) : null;
  }

  async function load(file: string): Promise<Entry | null> {
    const info = await stat(file);
    if (!info.isFile()) return null;
    const hit = cache.get(file);
    if (hit && hit.mtime === info.mtimeMs) return hit;
    const raw = await readFile(file);
    const entry: Entry = { mtime: info.mtimeMs, raw, digest: bodyDigest(raw), br: null, gzip: null };
    if (COMPRESSIBLE.has(extname(file)) && raw.length >= MIN_COMPRESS_BYTES) {
      for (const { suffix, name } of ENCODINGS) entry[name] = await variant(file, suffix, info.mtimeMs);
    }
    cache.set(file, entry);
    return entry;
  }

  /** A body as this server serves it: the file, or what `transform` made of it. */
  function asServed(urlPath: string, entry: Entry): Served {
    const body = transform?.(urlPath, entry.raw);
    if (!body) return { body: entry.raw, forms: entry, mtime: entry.mtime };
    let forms = rewritten.get(body);
    if (!forms) {
      forms = { digest: bodyDigest(body), br: null, gzip: null };
      rewritten.set(body, forms);
    }
    return { body, forms, mtime: Math.max(entry.mtime, startedAt), rewritten: true };
  }

  /** The body in the best encoding the client accepts that this file has (or identity). */
  async function encoded(served: Served, ext: string, acceptEncoding: string | undefined): Promise<{ body: Buffer; encoding?: Encoding }> {
    if (!COMPRESSIBLE.has(ext) || served.body.length < MIN_COMPRESS_BYTES) return { body: served.body };
    for (const { name } of acceptedEncodings(acceptEncoding)) {
      if (served.rewritten && !served.forms[name]) {
        stats.compressions += 1;
        served.forms[name] = onTheFly[name](served.body); // shared by concurrent requests
      }
      const body = await served.forms[name];
      if (body) return { body, encoding: name };
    }
    return { body: served.body };
  }

  async function readJson(urlPath: string): Promise<{ json: unknown; mtime: number }> {
    try {
      const entry = await load(join(root, urlPath)).catch(() => null);
      if (!entry) return { json: null, mtime: 0 };
      const { body, mtime } = asServed(urlPath, entry);
      return { json: JSON.parse(body.toString('utf8')) as unknown, mtime };
    } catch {
      return { json: null, mtime: 0 }; // a broken registry or config allows no extra origin
    }
  }

  /**
   * The security headers, the policy derived from the registry and config served right now,
   * and when those last changed (a page's Last-Modified is the newest of the three).
   */
  async function policyHeaders(html: Buffer | null): Promise<{ headers: Record<string, string>; csp: string; mtime: number }> {
    const [registry, config] = await Promise.all([readJson('/remotes.json'), readJson('/config.json')]);
    const csp = contentSecurityPolicy({
      hubs: registryOrigins(registry.json),
      backend: backendOrigin(config.json),
      inline: html ? inlineHashes(html.toString('utf8')) : undefined,
      connect: connectSources,
    });
    return { headers: securityHeaders(csp), csp, mtime: Math.max(registry.mtime, config.mtime) };
  }

  const server = createServer(async (req, res) => {
    try {
      for (const [name, value] of Object.entries(ERROR_HEADERS)) res.setHeader(name, value);
      const origin = req.headers.origin;
      if (origin && allowOrigins.includes(origin)) {
        res.setHeader('Access-Control-Allow-Origin', origin);
        res.setHeader('Access-Control-Allow-Methods', ALLOW);
      }
      if (allowOrigins.length) res.setHeader('Vary', 'Origin, Accept-Encoding');
      if (req.method === 'OPTIONS') return void res.writeHead(204, { Allow: ALLOW }).end();
      if (req.method !== 'GET' && req.method !== 'HEAD') {
        return void res.writeHead(405, { Allow: ALLOW, 'Content-Type': 'text/plain' }).end('Method not allowed');
      }

      let urlPath: string;
      try {
        urlPath = decodeURIComponent(new URL(req.url ?? '/', 'http://x').pathname);
      } catch {
        return void res.writeHead(400, { 'Content-Type': 'text/plain' }).end('Bad request');
      }
      if (urlPath.includes('\0') || isPrivateBuildFile(urlPath)) {
        return void res.writeHead(404, { 'Content-Type': 'text/plain' }).end('Not found');
      }

      let file = normalize(join(root, urlPath));
      if (!file.startsWith(root + sep) && file !== root) return void res.writeHead(403).end();
      let entry = await load(file).catch(() => null);
      if (!entry && !extname(urlPath)) {
        // a client-side route of this part (the shell's, or a hub's standalone page on its own
        // port): its own prerendered page, or the fallback that fits (pageFileCandidates)
        const { json: registry } = await readJson('/remotes.json');
        for (const candidate of pageFileCandidates(normalize(urlPath).split(sep).join('/'), hubPrefixes(registry))) {
          const candidateFile = normalize(join(root, candidate));
          if (!candidateFile.startsWith(root + sep)) continue;
          entry = await load(candidateFile).catch(() => null);
          if (!entry) continue;
          urlPath = candidate;
          file = candidateFile;
          break;
        }
      } else if (!entry && urlPath.endsWith('/')) {
        file = join(file, 'index.html');
        entry = await load(file).catch(() => null);
      }
      if (!entry) return void res.writeHead(404, { 'Content-Type': 'text/plain' }).end('Not found');

      const ext = extname(file);
      const served = asServed(urlPath, entry);
      const worker = urlPath === '/sw.js';
      const policy = worker
        ? { headers: securityHeaders(workerPolicy()), csp: workerPolicy(), mtime: 0 }
        : await policyHeaders(ext === '.html' ? served.body : null);
      const etag = etagOf(served.forms.digest, policy.csp);
      const lastModified = Math.max(served.mtime, policy.mtime);
      const headers: Record<string, string | number> = {
        ...policy.headers,
        'Content-Type': TYPES[ext] ?? 'application/octet-stream',
        'Cache-Control': cacheControlFor(urlPath),
        Vary: allowOrigins.length ? 'Origin, Accept-Encoding' : 'Accept-Encoding',
        ETag: etag,
        'Last-Modified': httpDate(lastModified),
      };
      if (notModified(conditionalHeaders(req.headers), { etag, lastModified })) return void res.writeHead(304, headers).end();

      const { body, encoding } = await encoded(served, ext, req.headers['accept-encoding']);
      if (encoding) headers['Content-Encoding'] = encoding;
      headers['Content-Length'] = body.length;
      res.writeHead(200, headers);
      res.end(req.method === 'HEAD' ? undefined : body);
    } catch (error) {
      // the details go to the server's log, never to the visitor
      if (!res.headersSent) res.writeHead(500, { 'Content-Type': 'text/plain' });
      res.end('Server error');
      console.error(error);
    }
  });

  return {
    server,
    stats,
    listen: () =>
      new Promise<Server>((resolve, reject) => {
        server.once('error', reject);
        server.listen(port, host, () => resolve(server));
      }),
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections?.();
        server.close(() => resolve());
      }),
  };
}
