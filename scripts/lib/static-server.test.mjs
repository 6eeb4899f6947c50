import { createHash } from 'node:crypto';
import { mkdtempSync, mkdirSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { createStaticServer, isPrivateBuildFile } from './static-server.mjs';

let server;
afterEach(async () => server?.close());

function siteWithBundles() {
  const root = mkdtempSync(join(tmpdir(), 'nv-static-'));
  mkdirSync(join(root, 'static/js'), { recursive: true });
  // big enough (> 512 B) to be compressed, different so none is cached twice
  for (let i = 0; i < 6; i += 1) writeFileSync(join(root, `static/js/part${i}.0123456789.js`), `export const x${i} = ${JSON.stringify('n'.repeat(40_000 + i))};`);
  writeFileSync(join(root, 'index.html'), `<!doctype html><title>t</title>${'<p>hello</p>'.repeat(100)}`);
  return root;
}

describe('static server warm-up', () => {
  // Warming in the background let the first requests of a run wait 1–5 s behind brotli 11,
  // which made e2e tests that ran first time out. Now nothing is compressed on the request path.
  it('has compressed every file (brotli and gzip) before it accepts a connection', async () => {
    const root = siteWithBundles();
    server = createStaticServer({ root, port: 0 }); // any free port: other runs may share the machine
    await server.listen();
    const { port } = server.server.address();
    expect(server.stats.compressions).toBe(7 * 2);
    for (const [enc, header] of [['br', 'br'], ['gzip', 'gzip']]) {
      const res = await fetch(`http://127.0.0.1:${port}/static/js/part3.0123456789.js`, { headers: { 'Accept-Encoding': enc } });
      expect(res.status).toBe(200);
      expect(res.headers.get('content-encoding')).toBe(header);
      expect(await res.text()).toContain('x3');
    }
    expect(server.stats.compressions).toBe(7 * 2);
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

const directive = (csp, name) => csp.split('; ').find((d) => d.startsWith(`${name} `))?.split(' ').slice(1) ?? [];
const sha256 = (text) => `'sha256-${createHash('sha256').update(text).digest('base64')}'`;

describe('static server: security', () => {
  let base = '';
  async function start(root, opts = {}) {
    server = createStaticServer({ root, port: 0, ...opts });
    await server.listen();
    base = `http://127.0.0.1:${server.server.address().port}`;
  }

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
    for (const name of ['/mf-stats.json', '/mf-manifest-stats.json', '/static/stats.json', '/x/bundle-stats.json']) expect(isPrivateBuildFile(name), name).toBe(true);
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
});
