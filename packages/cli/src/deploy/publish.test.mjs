import { mkdtemp, mkdir, readdir, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { HSTS, contentSecurityPolicy } from '@naturverse/serving/security-headers';
import { cspFaults, skewFaults } from './checks.ts';
import { nginxConfig } from './nginx.ts';
import { publishVersion } from './publish.ts';
import { folderStore } from '../store/folder-store.ts';

let work;
beforeEach(async () => {
  work = await mkdtemp(join(tmpdir(), 'nv-publish-'));
});
afterEach(() => rm(work, { recursive: true, force: true }));

async function build(name, files) {
  const dir = join(work, name);
  for (const [path, text] of Object.entries(files)) {
    await mkdir(join(dir, path, '..'), { recursive: true });
    await writeFile(join(dir, path), text);
  }
  return dir;
}

describe('immutable versions', () => {
  it('copies a version once, without build statistics; the same bytes again is a no-op; other bytes are refused', async () => {
    const v1 = await build('v1', {
      'mf-manifest.json': '{"a":1}',
      'mf-manifest-stats.json': '{"path":"/home/ci"}',
      'static/js/a.0123abcd.js': 'x',
      '.naturverse-build.json': '{}',
    });
    const store = folderStore(join(work, 'root'));
    const folder = 'hubs/zones/1.0.0';
    const target = join(work, 'root', folder);
    expect(await publishVersion({ store, source: v1, folder })).toBe('published');
    expect((await readdir(target)).sort()).toEqual(['mf-manifest.json', 'static']);
    expect(await publishVersion({ store, source: v1, folder })).toBe('unchanged');
    const rebuilt = await build('v1-rebuilt', { 'mf-manifest.json': '{"a":2}', 'static/js/a.0123abcd.js': 'x' });
    await expect(publishVersion({ store, source: rebuilt, folder })).rejects.toThrow(
      /already holds this version with other bytes \(mf-manifest\.json\); a published version is never overwritten/,
    );
    expect(await publishVersion({ store: folderStore(join(work, 'dry')), source: rebuilt, folder, dryRun: true })).toBe('published');
    expect(await readdir(work)).not.toContain('dry');
  });
});

describe('pre-flight checks', () => {
  const shell = { version: '1.0.0', shared: { '@naturverse/ui': { version: '1.0.0' }, react: { version: '19.3.1' } } };
  it('the skew rule: a hub needing a newer @naturverse/ui than the live shell shares is named; a satisfied one passes', () => {
    const needsNewer = {
      shared: [
        { name: '@naturverse/ui', requiredVersion: '^2.0.0', singleton: true },
        { name: 'react', requiredVersion: '^19.3.1', singleton: true },
      ],
    };
    expect(skewFaults(needsNewer, shell)).toEqual([
      "needs @naturverse/ui@^2.0.0, but the live shell (1.0.0) shares 1.0.0: a newer version than production's shell",
    ]);
    expect(skewFaults({ shared: [{ name: '@naturverse/ui', requiredVersion: '^1.0.0', singleton: true }] }, shell)).toEqual([]);
    expect(skewFaults({ shared: [] }, null)).toEqual([
      'no shell is live at this root: deploy the shell first (naturverse deploy shell --from <shell dist> --to <root>)',
    ]);
  });

  it('the CSP the root is served with must allow where the hub lives', () => {
    const policy = { hubOrigins: ['https://cdn.naturverse.example'] };
    expect(cspFaults('/hubs/zones/1.0.0/mf-manifest.json', policy)).toEqual([]);
    expect(cspFaults('https://cdn.naturverse.example/hubs/zones/1.0.0/mf-manifest.json', policy)).toEqual([]);
    expect(cspFaults('https://elsewhere.example/hubs/zones/1.0.0/mf-manifest.json', policy)).toEqual([
      'the Content-Security-Policy this root is served with does not allow https://elsewhere.example; regenerate the server configuration (naturverse nginx) and reload it first',
    ]);
    expect(cspFaults('https://elsewhere.example/x/mf-manifest.json', null)).toEqual([]); // derived per request (npm start)
  });
});

describe('the generated nginx configuration', () => {
  const csp = contentSecurityPolicy({ hubs: ['https://cdn.naturverse.example'] });
  it('sends the derived CSP, hides build statistics and deploy bookkeeping, serves each route its own HTML file (else app.html, else index.html), CORS only for named origins', () => {
    const text = nginxConfig({ root: '/srv/nv', listen: 8080, csp, hubOrigins: ['https://naturverse.example'] });
    expect(text).toContain(`add_header Content-Security-Policy "${csp}" always;`);
    expect(text).toContain('location ~* (^|[/._-])stats\\.json$ { return 404; }');
    expect(text).toContain('location ~ (^|/)\\. { return 404; }');
    expect(text).toContain('try_files $uri $uri/index.html /app.html /index.html;');
    expect(text).toContain('"https://naturverse.example" $http_origin;');
    expect(text).not.toContain('Strict-Transport-Security');
  });

  it('over TLS: HSTS on every answer, and plain HTTP redirected to HTTPS', () => {
    const text = nginxConfig({ root: '/srv/nv', listen: 8080, csp, tls: { listen: 8443, cert: 'c.pem', key: 'k.pem' } });
    expect(text).toContain(`add_header Strict-Transport-Security "${HSTS}" always;`);
    expect(text).toContain('return 301 https://$host:8443$request_uri;');
    expect(text).toContain('listen 127.0.0.1:8443 ssl http2;');
  });
});
