// serveShell on folders made here (a two-file "shell", hub builds that are a manifest and a
// script, a deploy root as `naturverse deploy` lays it out, a "site" on loopback): what the shell
// is given as /remotes.json, that every hub it names is really served (CORS for the shell only),
// that the policy allows those origins, and the refusals, each one line. No shell build needed.
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { createStaticServer } from '@naturverse/serving/static-server';
import { serveShell } from './serve-shell.js';
import { UsageError } from './usage-error.js';

const work = mkdtempSync(join(tmpdir(), 'naturverse-shell-emulator-'));
afterAll(() => rmSync(work, { recursive: true, force: true }));

function write(file: string, text: string) {
  mkdirSync(join(file, '..'), { recursive: true });
  writeFileSync(file, text);
}
const remote = (name: string, manifest: string, prefixes = [`/${name}`]) => ({ name, title: name.toUpperCase(), manifest, prefixes });
/** A hub build: its manifest (with its federated name) and one script, optionally its naturverse-hub.json. */
function hubBuild(dir: string, name: string, own?: object) {
  write(join(dir, 'mf-manifest.json'), JSON.stringify({ id: name, name, metaData: { buildInfo: { buildVersion: '1.0.0' } } }));
  write(join(dir, 'static', 'js', `${name}.js`), `/* ${name} */`);
  if (own) write(join(dir, 'naturverse-hub.json'), JSON.stringify(own));
  return dir;
}

const shellDir = join(work, 'shell');
write(join(shellDir, 'index.html'), '<!doctype html><title>Naturverse</title>');
write(join(shellDir, 'remotes.json'), JSON.stringify({ remotes: [remote('zones', 'http://localhost:3001/mf-manifest.json')] }));

const root = join(work, 'root');
hubBuild(join(root, 'hubs', 'zones', '1.2.0'), 'zones');
hubBuild(join(root, 'hubs', 'navatar', '2.0.0'), 'navatar');
write(
  join(root, 'remotes.json'),
  JSON.stringify({
    remotes: [
      remote('zones', '/hubs/zones/1.2.0/mf-manifest.json'),
      { ...remote('navatar', '/hubs/navatar/2.0.0/mf-manifest.json'), canary: { manifest: '/hubs/navatar/2.1.0/mf-manifest.json', share: 10 } },
      remote('passport', 'https://cdn.example/passport/mf-manifest.json'),
    ],
    revision: 4,
  }),
);
const birds = hubBuild(join(work, 'birds-dist'), 'birds', { name: 'birds', title: 'Birds', prefixes: ['/birds', '/nests'] });

const get = (url: string, origin?: string) => fetch(url, { headers: origin ? { Origin: origin } : {} });

describe('serveShell', () => {
  it('a new hub under test among a deploy root’s live hubs: every one served, CORS and CSP for the shell only', async () => {
    const notices: string[] = [];
    const site = await serveShell({ shellDir, hubs: [{ dist: birds }], others: { root }, onNotice: (line) => notices.push(line) });
    try {
      const registry = (await (await get(`${site.url}/remotes.json`)).json()) as {
        remotes: Array<{ name: string; title: string; manifest: string; prefixes: string[] }>;
      };
      expect(registry.remotes.map((r) => [r.name, r.title, r.prefixes])).toEqual([
        ['zones', 'ZONES', ['/zones']],
        ['navatar', 'NAVATAR', ['/navatar']],
        ['birds', 'Birds', ['/birds', '/nests']],
      ]);
      // the stable version of the root, its canary not offered; a hub the root does not hold is named, not hidden
      expect(registry.remotes[1]!.manifest).toMatch(/^http:\/\/localhost:\d+\/navatar\/2\.0\.0\/mf-manifest\.json$/);
      expect(notices).toEqual([`[naturverse-shell] left out passport: https://cdn.example/passport/mf-manifest.json is not a version folder of ${root}`]);
      for (const hub of registry.remotes) {
        const answer = await get(hub.manifest, site.url);
        expect(((await answer.json()) as { name: string }).name).toBe(hub.name);
        expect(answer.headers.get('access-control-allow-origin')).toBe(site.url);
        expect((await get(hub.manifest, 'http://elsewhere.example')).headers.get('access-control-allow-origin')).toBeNull();
      }
      const policy = (await get(`${site.url}/birds`)).headers.get('content-security-policy')!;
      const scripts = policy.split('; ').find((d) => d.startsWith('script-src '))!;
      for (const hub of registry.remotes) expect(scripts).toContain(new URL(hub.manifest).origin);
    } finally {
      await site.close();
    }
  });

  it('the hub under test replaces the root’s hub of the same name; flags beat its naturverse-hub.json', async () => {
    const site = await serveShell({
      shellDir,
      hubs: [{ dist: hubBuild(join(work, 'zones-next'), 'zones'), title: 'Zones next' }],
      others: { root },
      onNotice: () => {},
    });
    try {
      const zones = site.registry.remotes.find((r) => r.name === 'zones')!;
      expect(zones.title).toBe('Zones next');
      expect(site.registry.remotes.map((r) => r.name)).toEqual(['zones', 'navatar']);
      expect(await (await get(zones.manifest.replace('mf-manifest.json', 'static/js/zones.js'))).text()).toBe('/* zones */');
    } finally {
      await site.close();
    }
  });

  it('a deployed site’s hubs through the local proxy (relative manifests resolved against the site)', async () => {
    const siteRoot = join(work, 'site');
    hubBuild(join(siteRoot, 'hubs', 'zones', '3.0.0'), 'zones');
    write(join(siteRoot, 'remotes.json'), JSON.stringify({ remotes: [remote('zones', '/hubs/zones/3.0.0/mf-manifest.json')] }));
    const deployed = createStaticServer({ root: siteRoot, port: 0 });
    await deployed.listen();
    const address = deployed.server.address() as { port: number };
    const site = await serveShell({ shellDir, hubs: [{ dist: birds }], others: { site: `http://127.0.0.1:${address.port}` } });
    try {
      const zones = site.registry.remotes.find((r) => r.name === 'zones')!;
      const script = zones.manifest.replace('mf-manifest.json', 'static/js/zones.js');
      const answer = await get(script, site.url);
      expect(await answer.text()).toBe('/* zones */');
      expect(answer.headers.get('access-control-allow-origin')).toBe(site.url);
      // nothing outside the hub's folder on the site is reachable through the proxy
      expect((await get(zones.manifest.replace('mf-manifest.json', '../../../remotes.json'))).status).toBe(404);
    } finally {
      await site.close();
      await deployed.close();
    }
  });

  it('refuses, in one line, what cannot make a site', async () => {
    const refusal = (options: Parameters<typeof serveShell>[0]) =>
      serveShell({ shellDir, onNotice: () => {}, ...options }).then(
        async (site) => (await site.close(), 'served'),
        (error: Error) => `${error instanceof UsageError ? 'usage' : 'bug'}: ${error.message}`,
      );
    const clash = hubBuild(join(work, 'clash'), 'clash', { title: 'Clash', prefixes: ['/zones/clash'] });
    expect(await refusal({ hubs: [{ dist: clash }], others: { root } })).toBe(
      'usage: these hubs cannot make one site: prefix "/zones/clash" of "clash" overlaps "/zones" of "zones"',
    );
    expect(await refusal({ hubs: [{ dist: work }] })).toBe(`usage: ${work} holds no hub build (no mf-manifest.json): build the hub first`);
    expect(await refusal({ hubs: [{ dist: birds, name: 'robins' }] })).toBe(`usage: ${birds} is the hub "birds", not "robins"`);
    expect(await refusal({ others: { root: work } })).toBe(
      `usage: ${work} is not a deploy root (no remotes.json): deploy the shell there first, or leave out --root`,
    );
    expect(await refusal({})).toBe('usage: nothing to serve: give the hub under test, or other hubs (a deploy root or a site)');
  });
});
