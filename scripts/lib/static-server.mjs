// A small production static server: precompressed (brotli + gzip) responses,
// long-lived caching for hashed files, no-cache for the registry, manifests and
// HTML, CORS for remotes, SPA fallback. Used by `npm start`, the e2e suite and
// the bench, so all three measure the same thing. Binds to loopback only.
import { createServer } from 'node:http';
import { readdir, readFile, stat } from 'node:fs/promises';
import { extname, join, normalize, sep } from 'node:path';
import { brotliCompressSync, gzipSync, constants as zlib } from 'node:zlib';

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

/** Hashed build output never changes under the same name: cache it for a year. */
export function cacheControlFor(urlPath) {
  return /\/static\//.test(urlPath) && /\.[0-9a-f]{8,}\./.test(urlPath)
    ? 'public, max-age=31536000, immutable'
    : 'no-cache';
}

/**
 * @param {{ root: string, port: number, host?: string, cors?: boolean,
 *   transform?: (urlPath: string, body: Buffer) => Buffer | undefined }} opts
 *   transform may rewrite a file as served (the shell's registry under a port offset).
 */
export function createStaticServer({ root, port, host = '127.0.0.1', cors = true, transform }) {
  const cache = new Map(); // path → { mtime, raw, br, gz }

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

  /**
   * Compress every compressible file ahead of the first request (in the background,
   * a file at a time) so a family's first visit does not wait for brotli 11.
   */
  async function warm(dir) {
    for (const item of await readdir(dir, { withFileTypes: true })) {
      const file = join(dir, item.name);
      if (item.isDirectory()) await warm(file);
      else if (COMPRESSIBLE.has(extname(file))) {
        const entry = await load(file);
        if (entry && entry.raw.length > 512) {
          entry.br ??= brotliCompressSync(entry.raw, { params: { [zlib.BROTLI_PARAM_QUALITY]: 11 } });
          entry.gz ??= gzipSync(entry.raw, { level: 9 });
          await new Promise((r) => setImmediate(r)); // let requests in between files
        }
      }
    }
  }

  const server = createServer(async (req, res) => {
    try {
      const url = new URL(req.url ?? '/', 'http://x');
      let urlPath = decodeURIComponent(url.pathname);
      if (cors) {
        res.setHeader('Access-Control-Allow-Origin', '*');
        res.setHeader('Access-Control-Allow-Methods', 'GET, HEAD, OPTIONS');
      }
      if (req.method === 'OPTIONS') return void res.writeHead(204).end();
      if (req.method !== 'GET' && req.method !== 'HEAD') return void res.writeHead(405).end();

      let file = normalize(join(root, urlPath));
      if (!file.startsWith(root + sep) && file !== root) return void res.writeHead(403).end();
      let entry = await load(file).catch(() => null);
      if (!entry && !extname(urlPath)) {
        // SPA fallback: client-side routes all get index.html
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
        'Content-Type': TYPES[ext] ?? 'application/octet-stream',
        'Cache-Control': cacheControlFor(urlPath),
        'X-Content-Type-Options': 'nosniff',
        Vary: 'Accept-Encoding',
      };
      const accepts = String(req.headers['accept-encoding'] ?? '');
      if (COMPRESSIBLE.has(ext) && body.length > 512) {
        if (/\bbr\b/.test(accepts)) {
          if (transformed) body = brotliCompressSync(body);
          else body = entry.br ??= brotliCompressSync(entry.raw, { params: { [zlib.BROTLI_PARAM_QUALITY]: 11 } });
          headers['Content-Encoding'] = 'br';
        } else if (/\bgzip\b/.test(accepts)) {
          if (transformed) body = gzipSync(body);
          else body = entry.gz ??= gzipSync(entry.raw, { level: 9 });
          headers['Content-Encoding'] = 'gzip';
        }
      }
      headers['Content-Length'] = body.length;
      res.writeHead(200, headers);
      res.end(req.method === 'HEAD' ? undefined : body);
    } catch (error) {
      res.writeHead(500, { 'Content-Type': 'text/plain' }).end('Server error');
      console.error(error);
    }
  });

  return {
    server,
    listen: () =>
      new Promise((resolve, reject) => {
        server.once('error', reject);
        server.listen(port, host, () => {
          warm(root).catch(() => {}); // a file that vanished mid-walk is compressed on request instead
          resolve(server);
        });
      }),
    close: () =>
      new Promise((resolve) => {
        server.closeAllConnections?.();
        server.close(() => resolve());
      }),
  };
}
