// A small production static server: precompressed (brotli + gzip, written beside each file
// by the build: packages/config/precompress.mjs) responses, ETag + Last-Modified with 304s,
// long-lived caching for hashed files, no-cache for the registry, manifests and HTML, CORS
// for the shell's origins only, each route's own HTML (the shell's prerendered pages, else the SPA
// fallback: @naturverse/config/page-files), and the security headers (a
// Content-Security-Policy derived from the registry and config it serves).
// Used by `npm start`, the e2e suite and the bench, so all three measure the same
// thing. Binds to loopback only. Nothing is compressed at start-up: it listens at once.
// (Why not sirv / serve-static: see docs/coverage/bench.md, "Serving".)
import { createServer } from 'node:http';
import { readFile, stat } from 'node:fs/promises';
import { extname, join, normalize, sep } from 'node:path';
import { promisify } from 'node:util';
import { brotliCompress, gzip } from 'node:zlib';
import { isHashedFile } from '@naturverse/config/hashed-files';
import { hubPrefixes, pageFileCandidates } from '@naturverse/config/page-files';
import { COMPRESSIBLE, ENCODINGS, MIN_COMPRESS_BYTES } from '@naturverse/config/precompress';
import { backendOrigin, contentSecurityPolicy, inlineHashes, registryOrigins, securityHeaders, workerPolicy } from './security-headers.mjs';
import { bodyDigest, etagOf, httpDate, notModified } from './validators.mjs';

// Only a body rewritten as served (the registry under a port offset: ~1 KB) is compressed
// here, once per body, on libuv's thread pool.
const onTheFly = { br: promisify(brotliCompress), gzip: promisify(gzip) };

export const TYPES = {
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

/** The encodings a request accepts, best first, of those a file may have. */
function acceptedEncodings(header) {
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
export function isPrivateBuildFile(urlPath) {
  return /(^|[/._-])stats\.json$/i.test(urlPath);
}

/** Hashed build output never changes under the same name (@naturverse/config/hashed-files): cache it for a year. */
export function cacheControlFor(urlPath) {
  return isHashedFile(urlPath) ? 'public, max-age=31536000, immutable' : 'no-cache';
}

/**
 * @param {{ root: string, port: number, host?: string, allowOrigins?: string[],
 *   transform?: (urlPath: string, body: Buffer) => Buffer | undefined}} opts
 *   allowOrigins: the origins allowed to read this part cross-origin (a hub's: the shell's);
 *   none by default. transform may rewrite a file as served (the shell's registry under a
 *   port offset).
 */
export function createStaticServer({ root, port, host = '127.0.0.1', allowOrigins = [], transform }) {
  const cache = new Map(); // path → { mtime, raw, digest, br, gzip }
  const rewritten = new WeakMap(); // a body `transform` returned → { digest, br, gzip }
  /** Compressions done on the request path (only bodies rewritten by `transform`). */
  const stats = { compressions: 0 };
  // A rewritten body is as new as this server: a restart under another offset is a new registry.
  const startedAt = Date.now();

  /** A precompressed form, used only if it is at least as new as the file it was made from. */
  async function variant(file, suffix, mtime) {
    const info = await stat(file + suffix).catch(() => null);
    return info?.isFile() && info.mtimeMs >= mtime ? readFile(file + suffix) : null;
  }

  async function load(file) {
    const info = await stat(file);
    if (!info.isFile()) return null;
    const hit = cache.get(file);
    if (hit && hit.mtime === info.mtimeMs) return hit;
    const raw = await readFile(file);
    const entry = { mtime: info.mtimeMs, raw, digest: bodyDigest(raw), br: null, gzip: null };
    if (COMPRESSIBLE.has(extname(file)) && raw.length >= MIN_COMPRESS_BYTES) {
      for (const { suffix, name } of ENCODINGS) entry[name] = await variant(file, suffix, info.mtimeMs);
    }
    cache.set(file, entry);
    return entry;
  }

  /** A body as this server serves it: the file, or what `transform` made of it. */
  function asServed(urlPath, entry) {
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
  async function encoded(served, ext, acceptEncoding) {
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

  async function readJson(urlPath) {
    try {
      const entry = await load(join(root, urlPath)).catch(() => null);
      if (!entry) return { json: null, mtime: 0 };
      const { body, mtime } = asServed(urlPath, entry);
      return { json: JSON.parse(body.toString('utf8')), mtime };
    } catch {
      return { json: null, mtime: 0 }; // a broken registry or config allows no extra origin
    }
  }

  /**
   * The security headers, the policy derived from the registry and config served right now,
   * and when those last changed (a page's Last-Modified is the newest of the three).
   */
  async function policyHeaders(html) {
    const [registry, config] = await Promise.all([readJson('/remotes.json'), readJson('/config.json')]);
    const csp = contentSecurityPolicy({
      hubs: registryOrigins(registry.json),
      backend: backendOrigin(config.json),
      inline: html ? inlineHashes(html.toString('utf8')) : undefined,
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

      let urlPath;
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
      const headers = {
        ...policy.headers,
        'Content-Type': TYPES[ext] ?? 'application/octet-stream',
        'Cache-Control': cacheControlFor(urlPath),
        Vary: allowOrigins.length ? 'Origin, Accept-Encoding' : 'Accept-Encoding',
        ETag: etag,
        'Last-Modified': httpDate(lastModified),
      };
      if (notModified(req.headers, { etag, lastModified })) return void res.writeHead(304, headers).end();

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
      new Promise((resolve, reject) => {
        server.once('error', reject);
        server.listen(port, host, () => resolve(server));
      }),
    close: () =>
      new Promise((resolve) => {
        server.closeAllConnections?.();
        server.close(() => resolve());
      }),
  };
}
