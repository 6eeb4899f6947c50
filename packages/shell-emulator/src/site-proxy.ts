// The hubs of a deployed site, fetched through this machine: the emulated shell loads
// /<hub>/<file> from here and this server fetches the same file beside the hub's manifest on
// the site. The site's hubs answer cross-origin reads from the site's own origins only (nginx's
// CORS map), so the browser cannot load them from the emulator's origin directly.
import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';

export interface SiteProxy {
  origin: string;
  /** The manifest URL the emulated registry names for `hub`. */
  manifestUrl(hub: string): string;
  close(): Promise<void>;
}

/** Headers of the site's answer passed on (the body arrives decoded: no Content-Encoding, no length). */
const PASSED = ['content-type', 'cache-control', 'etag', 'last-modified'];

/** Proxy each hub's folder (the folder of its `manifests[hub]`); answer CORS to `allowOrigins` only. */
export async function startSiteProxy(manifests: Record<string, string>, allowOrigins: string[], fetcher: typeof fetch = fetch): Promise<SiteProxy> {
  const folders = new Map(Object.entries(manifests).map(([hub, url]) => [hub, new URL('.', url)]));
  const server = createServer(async (req, res) => {
    const origin = req.headers.origin;
    if (origin && allowOrigins.includes(origin)) res.setHeader('Access-Control-Allow-Origin', origin);
    res.setHeader('Vary', 'Origin');
    if (req.method !== 'GET' && req.method !== 'HEAD') return void res.writeHead(405, { Allow: 'GET, HEAD' }).end();
    const [, hub = '', ...rest] = new URL(req.url ?? '/', 'http://proxy.invalid').pathname.split('/');
    const folder = folders.get(hub);
    const target = folder && new URL(rest.join('/'), folder);
    // a path that climbs out of the hub's folder is not the hub's
    if (!folder || !target || !target.href.startsWith(folder.href)) return void res.writeHead(404, { 'Content-Type': 'text/plain' }).end('Not found');
    try {
      const answer = await fetcher(target);
      const headers: Record<string, string> = {};
      for (const name of PASSED) {
        const value = answer.headers.get(name);
        if (value) headers[name] = value;
      }
      const body = Buffer.from(await answer.arrayBuffer());
      res.writeHead(answer.status, headers).end(req.method === 'HEAD' ? undefined : body);
    } catch (error) {
      res.writeHead(502, { 'Content-Type': 'text/plain' }).end(`${target.href}: ${error instanceof Error ? error.message : String(error)}`);
    }
  });
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => resolve());
  });
  const origin = `http://localhost:${(server.address() as AddressInfo).port}`;
  return {
    origin,
    manifestUrl: (hub) => `${origin}/${hub}/${new URL(manifests[hub]!).pathname.split('/').pop()}`,
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}
