// A small production static server: precompressed (brotli + gzip) responses,
// long-lived caching for hashed files, no-cache for the registry, manifests and
// HTML, CORS for the shell's origins only, SPA fallback, and the security headers
// (a Content-Security-Policy derived from the registry and config it serves).
// Used by `npm start`, the e2e suite and the bench, so all three measure the same
// thing. Binds to loopback only.
import { createServer } from 'node:http';
import { readdir, readFile, stat } from 'node:fs/promises';
import { extname, join, normalize, sep } from 'node:path';
import { promisify } from 'node:util';
import { brotliCompress, gzip, constants as zlib } from 'node:zlib';
import { backendOrigin, contentSecurityPolicy, inlineHashes, registryOrigins, securityHeaders, workerPolicy } from './security-headers.mjs';

// Compression runs on libuv's thread pool, never on the event loop: a brotli-11 pass over a
// 100 KB bundle takes a sizeable fraction of a second, and all seven parts share one process.
const brotli = promisify(brotliCompress);
const gzipAsync = promisify(gzip);
const BR_MAX = { params: { [zlib.BROTLI_PARAM_QUALITY]: 11 } };

const TYPES = {
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
const COMPRESSIBLE = new Set(['.html', '.js', '.mjs', '.css', '.json', '.svg', '.txt', '.webmanifest']);

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

/** Hashed build output never changes under the same name: cache it for a year. */
export function cacheControlFor(urlPath) {
  return /\/static\//.test(urlPath) && /\.[0-9a-f]{8,}\./.test(urlPath)
    ? 'public, max-age=31536000, immutable'
    : 'no-cache';
}

/**
 * @param {{ root: string, port: number, host?: string, allowOrigins?: string[],
 *   transform?: (urlPath: string, body: Buffer) => Buffer | undefined }} opts
 *   allowOrigins: the origins allowed to read this part cross-origin (a hub's: the shell's);
 *   none by default. transform may rewrite a file as served (the shell's registry under a
 *   port offset).
 */
export function createStaticServer({ root, port, host = '127.0.0.1', allowOrigins = [], transform }) {
  const cache = new Map(); // path → { mtime, raw, br, gz }
  /** How many files were compressed (a test proves none are left for the request path). */
  const stats = { compressions: 0 };

  async function load(file) {
    const info = await stat(file);
    if (!info.isFile()) return null;
    const hit = cache.get(file);
    if (hit && hit.mtime === info.mtimeMs) return hit;
    const raw = await readFile(file);
    const entry = { mtime: info.mtimeMs, raw, br: null, gz: null };
    cache.set(file, entry);
    return entry;
  }

  /** The compressed forms of a file, computed once per version of it (shared by concurrent requests). */
  function compressed(entry, kind) {
    if (entry[kind]) return entry[kind];
    stats.compressions += 1;
    entry[kind] = kind === 'br' ? brotli(entry.raw, BR_MAX) : gzipAsync(entry.raw, { level: 9 });
    return entry[kind];
  }

  /**
   * Compress every compressible file BEFORE the server listens, so no visitor — and no
   * test — ever meets a server that is still warming up: with warming in the background,
   * the first seconds of a run answered in 1–5 s instead of milliseconds.
   */
  async function warm(dir) {
    const jobs = [];
    for (const item of await readdir(dir, { withFileTypes: true })) {
      const file = join(dir, item.name);
      if (item.isDirectory()) jobs.push(warm(file));
      else if (COMPRESSIBLE.has(extname(file))) {
        jobs.push(
          load(file).then((entry) =>
            entry && entry.raw.length > 512 ? Promise.all([compressed(entry, 'br'), compressed(entry, 'gz')]) : null,
          ),
        );
      }
    }
    await Promise.all(jobs);
  }

  /** A file as this server serves it (after `transform`), or null. */
  async function served(urlPath) {
    const entry = await load(join(root, urlPath)).catch(() => null);
    if (!entry) return null;
    return transform?.(urlPath, entry.raw) ?? entry.raw;
  }

  async function readJson(urlPath) {
    try {
      const body = await served(urlPath);
      return body ? JSON.parse(body.toString('utf8')) : null;
    } catch {
      return null; // a broken registry or config allows no extra origin
    }
  }

  /** The security headers, the policy derived from the registry and config served right now. */
  async function policyHeaders(html) {
    const [registry, config] = await Promise.all([readJson('/remotes.json'), readJson('/config.json')]);
    const csp = contentSecurityPolicy({
      hubs: registryOrigins(registry),
      backend: backendOrigin(config),
      inline: html ? inlineHashes(html.toString('utf8')) : undefined,
    });
    return securityHeaders(csp);
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
        // SPA fallback: every client-side route of this part (the shell's, or a hub's
        // standalone page on its own port) gets this part's index.html
        urlPath = '/index.html';
        file = join(root, 'index.html');
        entry = await load(file).catch(() => null);
      } else if (!entry && urlPath.endsWith('/')) {
        file = join(file, 'index.html');
        entry = await load(file).catch(() => null);
      }
      if (!entry) return void res.writeHead(404, { 'Content-Type': 'text/plain' }).end('Not found');

      const ext = extname(file);
      let body = entry.raw;
      const transformed = transform?.(urlPath, body);
      if (transformed) body = transformed;
      const headers = {
        ...(urlPath === '/sw.js' ? securityHeaders(workerPolicy()) : await policyHeaders(ext === '.html' ? body : null)),
        'Content-Type': TYPES[ext] ?? 'application/octet-stream',
        'Cache-Control': cacheControlFor(urlPath),
        Vary: allowOrigins.length ? 'Origin, Accept-Encoding' : 'Accept-Encoding',
      };
      const accepts = String(req.headers['accept-encoding'] ?? '');
      if (COMPRESSIBLE.has(ext) && body.length > 512) {
        if (/\bbr\b/.test(accepts)) {
          // a transformed file (the registry) is small and rewritten per request: default quality
          body = transformed ? await brotli(body) : await compressed(entry, 'br');
          headers['Content-Encoding'] = 'br';
        } else if (/\bgzip\b/.test(accepts)) {
          body = transformed ? await gzipAsync(body) : await compressed(entry, 'gz');
          headers['Content-Encoding'] = 'gzip';
        }
      }
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
    listen: async () => {
      await warm(root).catch(() => {}); // a file that vanished mid-walk is compressed on request instead
      return new Promise((resolve, reject) => {
        server.once('error', reject);
        server.listen(port, host, () => resolve(server));
      });
    },
    close: () =>
      new Promise((resolve) => {
        server.closeAllConnections?.();
        server.close(() => resolve());
      }),
  };
}
