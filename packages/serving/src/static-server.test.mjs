import { createHash } from 'node:crypto';
import { existsSync, mkdtempSync, mkdirSync, readFileSync, utimesSync, writeFileSync } from 'node:fs';
import { get as httpGet } from 'node:http';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { afterEach, describe, expect, it } from 'vitest';
import { precompressDir } from '@naturverse/build-preset/precompress';
import { directiveSources as directive } from './security-headers.ts';
import { createStaticServer, isPrivateBuildFile } from './static-server.ts';

let server;
afterEach(async () => server?.close());

function siteWithBundles() {
  const root = mkdtempSync(join(tmpdir(), 'nv-static-'));
  mkdirSync(join(root, 'static/js'), { recursive: true });
  // big enough (> 512 B) to be compressed, different so none is cached twice
  for (let i = 0; i < 6; i += 1)
    writeFileSync(join(root, `static/js/part${i}.0123456789.js`), `export const x${i} = ${JSON.stringify('n'.repeat(40_000 + i))};`);
  writeFileSync(join(root, 'index.html'), `<!doctype html><title>t</title>${'<p>hello</p>'.repeat(100)}`);
  writeFileSync(join(root, 'mf-stats.json'), JSON.stringify({ path: '/home/builder/naturverse', pad: 'x'.repeat(2000) }));
  writeFileSync(join(root, 'small.js'), 'export {};');
  return root;
}

/** A raw HTTP GET (fetch would decode the body): status, headers and the bytes as sent. */
function get(url, headers = {}) {
  return new Promise((resolve, reject) => {
    httpGet(url, { headers }, (res) => {
      const chunks = [];
      res.on('data', (c) => chunks.push(c));
      res.on('end', () => resolve({ status: res.statusCode, headers: res.headers, body: Buffer.concat(chunks) }));
    }).on('error', reject);
  });
}

describe('static server: precompressed files (written by the build)', () => {
  it('the build step writes brotli and gzip beside each compressible file, not for tiny files or build stats', async () => {
    const root = siteWithBundles();
    const totals = await precompressDir(root);
    expect(totals.files).toBe(7); // six bundles + index.html
    const js = join(root, 'static/js/part3.0123456789.js');
    expect(brotliDecompressSync(readFileSync(`${js}.br`)).equals(readFileSync(js))).toBe(true);
    expect(gunzipSync(readFileSync(`${js}.gz`)).equals(readFileSync(js))).toBe(true);
    expect(existsSync(join(root, 'small.js.br'))).toBe(false);
    expect(existsSync(join(root, 'mf-stats.json.br'))).toBe(false);
  });

  it('sends the precompressed file with its Content-Encoding and Vary, compressing nothing itself', async () => {
    const root = siteWithBundles();
    await precompressDir(root);
    server = createStaticServer({ root, port: 0 }); // any free port: other runs may share the machine
    await server.listen();
    const base = `http://127.0.0.1:${server.server.address().port}`;
    const path = '/static/js/part3.0123456789.js';
    for (const [accept, encoding, suffix] of [
      ['br', 'br', '.br'],
      ['gzip, deflate, br', 'br', '.br'],
      ['gzip', 'gzip', '.gz'],
    ]) {
      const res = await get(`${base}${path}`, { 'Accept-Encoding': accept });
      expect(res.status, accept).toBe(200);
      expect(res.headers['content-encoding'], accept).toBe(encoding);
      expect(res.headers.vary, accept).toBe('Accept-Encoding');
      expect(res.body.equals(readFileSync(join(root, path + suffix))), accept).toBe(true);
      expect(Number(res.headers['content-length']), accept).toBe(res.body.length);
    }
    const identity = await get(`${base}${path}`);
    expect(identity.headers['content-encoding']).toBeUndefined();
    expect(identity.body.equals(readFileSync(join(root, path)))).toBe(true);
    expect(server.stats.compressions).toBe(0);
  });

  it('sends a file that has no compressed form (or only a stale one) as it is', async () => {
    const root = siteWithBundles();
    await precompressDir(root);
    const fresh = join(root, 'static/js/fresh.0123456789.js');
    writeFileSync(fresh, `export const y = ${JSON.stringify('y'.repeat(5000))};`);
    // a rebuilt file beside the compressed form of its previous version: never send the old one
    const stale = join(root, 'static/js/part1.0123456789.js');
    writeFileSync(stale, `export const changed = ${JSON.stringify('c'.repeat(5000))};`);
    utimesSync(`${stale}.br`, new Date(Date.now() - 60_000), new Date(Date.now() - 60_000));
    utimesSync(`${stale}.gz`, new Date(Date.now() - 60_000), new Date(Date.now() - 60_000));
    server = createStaticServer({ root, port: 0 });
    await server.listen();
    const base = `http://127.0.0.1:${server.server.address().port}`;
    for (const file of [fresh, stale]) {
      const res = await get(`${base}${file.slice(root.length)}`, { 'Accept-Encoding': 'gzip, br' });
      expect(res.status).toBe(200);
      expect(res.headers['content-encoding']).toBeUndefined();
      expect(res.headers.vary).toBe('Accept-Encoding');
      expect(res.body.toString()).toBe(readFileSync(file, 'utf8'));
    }
  });

  it('compresses a rewritten registry once, on the thread pool, not the file on disk', async () => {
    const root = siteWithRegistry();
    await precompressDir(root);
    const registry = Buffer.from(JSON.stringify({ remotes: [{ name: 'zones', manifest: 'http://localhost:3301/mf-manifest.json', pad: 'p'.repeat(800) }] }));
    server = createStaticServer({ root, port: 0, transform: (path) => (path === '/remotes.json' ? registry : undefined) });
    await server.listen();
    const base = `http://127.0.0.1:${server.server.address().port}`;
    for (let i = 0; i < 2; i += 1) {
      const res = await get(`${base}/remotes.json`, { 'Accept-Encoding': 'br' });
      expect(res.headers['content-encoding']).toBe('br');
      expect(brotliDecompressSync(res.body).toString()).toContain('localhost:3301');
    }
    expect(server.stats.compressions).toBe(1);
  });
});

/** A site with a registry, a config and a template that has an inline style and JSON-LD. */
function siteWithRegistry() {
  const root = mkdtempSync(join(tmpdir(), 'nv-static-'));
  writeFileSync(
    join(root, 'index.html'),
    '<!doctype html><script type="application/ld+json">{"a":1}</script><style>body{margin:0}</style><div id="root"></div>',
  );
  writeFileSync(join(root, 'remotes.json'), JSON.stringify({ remotes: [{ name: 'zones', manifest: 'http://localhost:3001/mf-manifest.json' }] }));
  writeFileSync(join(root, 'config.json'), '{}');
  writeFileSync(join(root, 'mf-stats.json'), '{"path":"/home/builder/naturverse"}');
  writeFileSync(join(root, 'mf-manifest.json'), '{}');
  return root;
}

const sha256 = (text) => `'sha256-${createHash('sha256').update(text).digest('base64')}'`;

/** The address of the server `start` started (any free port: other runs may share the machine). */
let base = '';
async function start(root, opts = {}) {
  server = createStaticServer({ root, port: 0, ...opts });
  await server.listen();
  base = `http://127.0.0.1:${server.server.address().port}`;
}

describe('static server: security', () => {
  it('derives the policy from the registry and config it serves, re-read on every page load', async () => {
    const root = siteWithRegistry();
    await start(root);
    let csp = (await fetch(`${base}/zones/arcade`)).headers.get('content-security-policy');
    expect(directive(csp, 'script-src')).toEqual(["'self'", 'http://localhost:3001', sha256('{"a":1}')]);
    expect(directive(csp, 'style-src')).toEqual(["'self'", 'http://localhost:3001', sha256('body{margin:0}')]);
    expect(directive(csp, 'connect-src')).toEqual(["'self'", 'http://localhost:3001']);
    expect(directive(csp, 'frame-ancestors')).toEqual(["'none'"]);
    expect(csp).not.toMatch(/unsafe-inline|unsafe-eval/);

    // a hub moved and a backend configured: the next page load's policy follows
    writeFileSync(join(root, 'remotes.json'), JSON.stringify({ remotes: [{ name: 'zones', manifest: 'https://zones.example.org/mf-manifest.json' }] }));
    writeFileSync(join(root, 'config.json'), JSON.stringify({ supabaseUrl: 'https://abc.supabase.co/' }));
    csp = (await fetch(`${base}/`)).headers.get('content-security-policy');
    expect(directive(csp, 'script-src')).toContain('https://zones.example.org');
    expect(directive(csp, 'script-src')).not.toContain('http://localhost:3001');
    expect(directive(csp, 'connect-src')).toEqual(["'self'", 'https://zones.example.org', 'https://abc.supabase.co']);
    expect(directive(csp, 'script-src')).not.toContain('https://abc.supabase.co');
    // a profile picture is a Supabase Storage public URL
    expect(directive(csp, 'img-src')).toEqual(["'self'", 'https://zones.example.org', 'https://abc.supabase.co', 'data:', 'blob:']);

    // a broken registry or config allows no extra origin (and the page is still served)
    writeFileSync(join(root, 'remotes.json'), '<html>oops');
    writeFileSync(join(root, 'config.json'), JSON.stringify({ supabaseUrl: 'javascript:alert(1)' }));
    const res = await fetch(`${base}/`);
    expect(res.status).toBe(200);
    csp = res.headers.get('content-security-policy');
    expect(directive(csp, 'connect-src')).toEqual(["'self'"]);
    expect(directive(csp, 'script-src')).toEqual(["'self'", sha256('{"a":1}')]);
  });

  it('sends the security headers on every answer, errors included', async () => {
    await start(siteWithRegistry());
    for (const path of ['/', '/remotes.json', '/missing.js', '/%E0%A4%A']) {
      const h = (await fetch(`${base}${path}`)).headers;
      expect(h.get('content-security-policy'), path).toContain("frame-ancestors 'none'");
      expect(h.get('referrer-policy'), path).toBe('no-referrer');
      expect(h.get('permissions-policy'), path).toBe('camera=(self), geolocation=(self), microphone=(), payment=(), usb=()');
      expect(h.get('cross-origin-opener-policy'), path).toBe('same-origin');
      expect(h.get('x-content-type-options'), path).toBe('nosniff');
    }
  });

  it('gives the service worker a policy that outlives a registry edit: any http(s) fetch, no other script', async () => {
    const root = siteWithRegistry();
    writeFileSync(join(root, 'sw.js'), 'self.addEventListener("fetch", () => {});');
    await start(root);
    const res = await fetch(`${base}/sw.js`);
    expect(res.status).toBe(200);
    const csp = res.headers.get('content-security-policy');
    expect(directive(csp, 'connect-src')).toEqual(["'self'", 'https:', 'http:']);
    expect(directive(csp, 'script-src')).toEqual(["'self'"]);
    expect(directive(csp, 'default-src')).toEqual(["'none'"]);
    expect(res.headers.get('referrer-policy')).toBe('no-referrer');
    // a page still gets the registry's origins only
    expect(directive((await fetch(`${base}/`)).headers.get('content-security-policy'), 'connect-src')).toEqual(["'self'", 'http://localhost:3001']);
  });

  it('answers malformed percent-encoding with 400 and no stack trace', async () => {
    await start(siteWithRegistry());
    for (const path of ['/%E0%A4%A', '/%', '/zones/%ZZ', '/a%00b']) {
      const res = await fetch(`${base}${path}`);
      expect([400, 404], path).toContain(res.status);
      const text = await res.text();
      expect(text, path).toMatch(/^(Bad request|Not found)$/);
    }
    expect((await fetch(`${base}/%E0%A4%A`)).status).toBe(400);
  });

  it('answers other methods 405 with Allow, and OPTIONS with Allow', async () => {
    await start(siteWithRegistry());
    for (const method of ['POST', 'PUT', 'DELETE', 'PATCH']) {
      const res = await fetch(`${base}/`, { method });
      expect(res.status, method).toBe(405);
      expect(res.headers.get('allow'), method).toBe('GET, HEAD, OPTIONS');
    }
    const options = await fetch(`${base}/`, { method: 'OPTIONS' });
    expect(options.status).toBe(204);
    expect(options.headers.get('allow')).toBe('GET, HEAD, OPTIONS');
  });

  it('does not publish build statistics', async () => {
    await start(siteWithRegistry());
    expect((await fetch(`${base}/mf-stats.json`)).status).toBe(404);
    expect((await fetch(`${base}/mf-manifest.json`)).status).toBe(200);
    for (const name of ['/mf-stats.json', '/mf-manifest-stats.json', '/static/stats.json', '/x/bundle-stats.json'])
      expect(isPrivateBuildFile(name), name).toBe(true);
    for (const name of ['/mf-manifest.json', '/remotes.json', '/config.json', '/statistics.json']) expect(isPrivateBuildFile(name), name).toBe(false);
  });

  it('allows cross-origin reads from the listed origins only, never *', async () => {
    await start(siteWithRegistry(), { allowOrigins: ['http://localhost:3000'] });
    const allowed = await fetch(`${base}/mf-manifest.json`, { headers: { Origin: 'http://localhost:3000' } });
    expect(allowed.headers.get('access-control-allow-origin')).toBe('http://localhost:3000');
    expect(allowed.headers.get('vary')).toContain('Origin');
    const other = await fetch(`${base}/mf-manifest.json`, { headers: { Origin: 'http://localhost:4000' } });
    expect(other.headers.get('access-control-allow-origin')).toBeNull();
    await server.close();
    await start(siteWithRegistry()); // no list: no CORS at all
    const none = await fetch(`${base}/mf-manifest.json`, { headers: { Origin: 'http://localhost:3000' } });
    expect(none.headers.get('access-control-allow-origin')).toBeNull();
  });

  it("serves a part's index.html for its own deep links (SPA fallback), not for missing files", async () => {
    await start(siteWithRegistry());
    const deep = await fetch(`${base}/zones/arcade`);
    expect(deep.status).toBe(200);
    expect(await deep.text()).toContain('<div id="root">');
    expect((await fetch(`${base}/zones/static/js/missing.js`)).status).toBe(404);
  });

  it("serves a route its own prerendered page, else its hub's page, else the start-up page", async () => {
    const root = siteWithRegistry();
    writeFileSync(
      join(root, 'remotes.json'),
      JSON.stringify({ remotes: [{ name: 'zones', manifest: 'http://localhost:3001/mf-manifest.json', prefixes: ['/zones'] }] }),
    );
    const pages = { 'index.html': 'home', 'about/index.html': 'about', 'zones/index.html': 'zones hub', 'app.html': 'start-up' };
    for (const [file, text] of Object.entries(pages)) {
      mkdirSync(join(root, file, '..'), { recursive: true });
      writeFileSync(join(root, file), `<!doctype html><script>theme()</script><p>${text}</p>`);
    }
    await start(root);
    const served = async (path) => {
      const res = await fetch(`${base}${path}`);
      return [res.status, res.headers.get('content-type'), (await res.text()).match(/<p>(.*)<\/p>/)?.[1]];
    };
    const html = 'text/html; charset=utf-8';
    expect(await served('/')).toEqual([200, html, 'home']);
    expect(await served('/about')).toEqual([200, html, 'about']);
    expect(await served('/about/')).toEqual([200, html, 'about']);
    expect(await served('/zones')).toEqual([200, html, 'zones hub']);
    expect(await served('/zones/arcade/music')).toEqual([200, html, 'zones hub']);
    expect(await served('/zonesque')).toEqual([200, html, 'start-up']);
    expect(await served('/profile')).toEqual([200, html, 'start-up']);
    expect(await served('/about/../../etc')).toEqual([200, html, 'start-up']);
    expect((await fetch(`${base}/about/missing.js`)).status).toBe(404);
    // each page's policy holds the hashes of its own inline code
    const policy = (await fetch(`${base}/about`)).headers.get('content-security-policy');
    expect(directive(policy, 'script-src')).toContain(sha256('theme()'));
  });
});

describe('static server: revalidation (ETag, Last-Modified → 304)', () => {
  const NO_CACHE = ['/remotes.json', '/config.json', '/mf-manifest.json', '/', '/zones/arcade'];

  it('caches hashed files for a year and makes the registry, config, manifests and HTML revalidate', async () => {
    const root = siteWithBundles();
    writeFileSync(join(root, 'remotes.json'), '{"remotes":[]}');
    writeFileSync(join(root, 'mf-manifest.json'), '{}');
    writeFileSync(join(root, 'config.json'), '{}');
    await start(root);
    expect((await get(`${base}/static/js/part0.0123456789.js`)).headers['cache-control']).toBe('public, max-age=31536000, immutable');
    for (const path of NO_CACHE) expect((await get(`${base}${path}`)).headers['cache-control'], path).toBe('no-cache');
  });

  it('answers If-None-Match with 304 (no body, same validators and policy) while the file is unchanged', async () => {
    const root = siteWithRegistry();
    await start(root);
    for (const path of NO_CACHE) {
      const first = await get(`${base}${path}`);
      expect(first.status, path).toBe(200);
      expect(first.headers.etag, path).toMatch(/^W\/".+"$/);
      const again = await get(`${base}${path}`, { 'If-None-Match': first.headers.etag });
      expect(again.status, path).toBe(304);
      expect(again.body.length, path).toBe(0);
      expect(again.headers.etag, path).toBe(first.headers.etag);
      expect(again.headers['cache-control'], path).toBe('no-cache');
      expect(again.headers['content-security-policy'], path).toBe(first.headers['content-security-policy']);
      // a tag from another version, or a list without ours: the whole file
      expect((await get(`${base}${path}`, { 'If-None-Match': 'W/"old", "older"' })).status, path).toBe(200);
    }
    // the same tag whatever the encoding (weak: the gzip and identity forms are equivalent)
    const gz = await get(`${base}/`, { 'Accept-Encoding': 'gzip' });
    expect((await get(`${base}/`, { 'If-None-Match': gz.headers.etag })).status).toBe(304);
  });

  it('answers If-Modified-Since with 304 until the file changes, and If-None-Match wins over it', async () => {
    const root = siteWithRegistry();
    const past = new Date(Date.now() - 3_600_000);
    for (const name of ['remotes.json', 'config.json', 'mf-manifest.json', 'index.html']) utimesSync(join(root, name), past, past);
    await start(root);
    for (const path of NO_CACHE) {
      const first = await get(`${base}${path}`);
      expect(Date.parse(first.headers['last-modified']), path).toBe(Math.floor(past.getTime() / 1000) * 1000);
      expect((await get(`${base}${path}`, { 'If-Modified-Since': first.headers['last-modified'] })).status, path).toBe(304);
      const earlier = new Date(past.getTime() - 60_000).toUTCString();
      expect((await get(`${base}${path}`, { 'If-Modified-Since': earlier })).status, path).toBe(200);
      expect((await get(`${base}${path}`, { 'If-Modified-Since': 'not a date' })).status, path).toBe(200);
      // a stale tag with a current date: the tag decides (RFC 9110 §13.2.2)
      expect((await get(`${base}${path}`, { 'If-None-Match': 'W/"old"', 'If-Modified-Since': first.headers['last-modified'] })).status, path).toBe(200);
    }
  });

  it('sends the new file after an edit, and a page a new policy when the registry changes', async () => {
    const root = siteWithRegistry();
    const past = new Date(Date.now() - 3_600_000);
    // HTTP dates have whole seconds: the versions before the edit are an hour old
    for (const name of ['remotes.json', 'config.json', 'index.html']) utimesSync(join(root, name), past, past);
    await start(root);
    const registry = await get(`${base}/remotes.json`);
    const page = await get(`${base}/zones/arcade`);
    writeFileSync(join(root, 'remotes.json'), JSON.stringify({ remotes: [{ name: 'zones', manifest: 'https://zones.example.org/mf-manifest.json' }] }));
    for (const [path, before] of [
      ['/remotes.json', registry],
      ['/zones/arcade', page],
    ]) {
      const byTag = await get(`${base}${path}`, { 'If-None-Match': before.headers.etag });
      expect(byTag.status, path).toBe(200);
      expect(byTag.headers.etag, path).not.toBe(before.headers.etag);
      expect((await get(`${base}${path}`, { 'If-Modified-Since': before.headers['last-modified'] })).status, path).toBe(200);
    }
    const now = await get(`${base}/zones/arcade`, { 'If-None-Match': page.headers.etag });
    expect(now.headers['content-security-policy']).toContain('https://zones.example.org');
    expect(now.body.toString()).toContain('<div id="root">');
  });

  it('revalidates a registry rewritten under a port offset, and a restart rewrites it anew', async () => {
    const root = siteWithRegistry();
    const past = new Date(Date.now() - 3_600_000);
    utimesSync(join(root, 'remotes.json'), past, past);
    const shifted = Buffer.from('{"remotes":[{"name":"zones","manifest":"http://localhost:3301/mf-manifest.json"}]}');
    await start(root, { transform: (path) => (path === '/remotes.json' ? shifted : undefined) });
    const first = await get(`${base}/remotes.json`);
    expect(first.body.toString()).toContain('3301');
    // the file on disk is an hour old, but this rewrite is as new as the server
    expect(Date.parse(first.headers['last-modified'])).toBeGreaterThan(past.getTime() + 60_000);
    expect((await get(`${base}/remotes.json`, { 'If-None-Match': first.headers.etag })).status).toBe(304);
    expect((await get(`${base}/remotes.json`, { 'If-Modified-Since': first.headers['last-modified'] })).status).toBe(304);
    const onDisk = await get(`${base}/config.json`);
    expect(onDisk.headers.etag).not.toBe(first.headers.etag);
  });
});
