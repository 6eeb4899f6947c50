import { mkdtemp, readFile, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { storePlacesForTests } from '../store/store-places.test-support.mjs';
import { writeNginxConfig } from './nginx.ts';
import { filesBehind, settleRoot } from './projection.ts';
import { status } from './report-commands.ts';
import { shellBuild } from './shell-build.test-support.mjs';
import { deployShell, rollbackShell } from './shell-commands.ts';

// each test is tens of writes to a folder or a fake bucket: seconds on a loaded machine, not the default five
vi.setConfig({ testTimeout: 30_000 });
const { places: PLACES } = storePlacesForTests();

/** What a shell build ships as its config.json: no backend (the local demo). */
const shipped = (version) => `{"autoStamps":"true","shippedBy":"${version}"}\n`;
/** What the site wrote at its root: its own backend and where its reports go. */
const SITE = `${JSON.stringify({ supabaseUrl: 'https://site.supabase.example', reportUrl: 'https://site.supabase.example/rest/v1/rpc/report' })}\n`;

let work;
beforeEach(async () => {
  work = await mkdtemp(join(tmpdir(), 'nv-site-'));
});
afterEach(() => rm(work, { recursive: true, force: true }));

/** A shell build with a config.json, and compressed forms of it a server would prefer. */
const withConfig = (version) =>
  shellBuild(work, version, { extra: { 'config.json': shipped(version), 'config.json.br': `br of ${version}`, 'config.json.gz': `gz of ${version}` } });
const text = async (store, key) => (await store.read(key))?.body.toString() ?? null;

describe.each(Object.keys(PLACES))("config.json is the site's, not a shell version's: %s", (place) => {
  let store;
  beforeEach(async () => {
    store = await PLACES[place]();
  });
  afterEach(() => store.close());

  it('the first shell deploy seeds it from the build (without compressed forms); an edit of it then survives every writing command', async () => {
    const [v1, v2] = [await withConfig('1.0.0'), await withConfig('2.0.0')];
    await deployShell({ store, from: v1, who: 'platform' });
    expect(await text(store, 'config.json')).toBe(shipped('1.0.0'));
    expect([await text(store, 'config.json.br'), await text(store, 'config.json.gz')]).toEqual([null, null]);

    await store.put('config.json', Buffer.from(SITE));
    await settleRoot(store);
    expect(await text(store, 'config.json')).toBe(SITE);
    expect(await filesBehind(store, '1.0.0')).toEqual([]);
    expect((await status({ store })).lines.join('\n')).not.toContain('live shell files are not yet');

    await deployShell({ store, from: v2, who: 'platform' });
    expect(await text(store, 'config.json')).toBe(SITE);
    expect(await text(store, 'index.html')).toBe(await readFile(join(v2, 'index.html'), 'utf8'));

    expect((await rollbackShell({ store, who: 'oncall' })).lines).toContain('shell: rolled back 2.0.0 → 1.0.0');
    expect(await text(store, 'config.json')).toBe(SITE);
    expect(await text(store, 'about/index.html')).toBe(await readFile(join(v1, 'about/index.html'), 'utf8'));
    expect(await filesBehind(store, '1.0.0')).toEqual([]);
  });

  it('a root that has none gets the live shell build’s at the next deploy', async () => {
    await deployShell({ store, from: await shellBuild(work, '1.0.0'), who: 'platform' });
    expect(await text(store, 'config.json')).toBe(null);
    await deployShell({ store, from: await withConfig('2.0.0'), who: 'platform' });
    expect(await text(store, 'config.json')).toBe(shipped('2.0.0'));
  });
});

describe('config.json at a folder root: what nginx is configured from', () => {
  it("`naturverse nginx` keeps the site's edit and allows its backend; a file removed is the live shell's again", async () => {
    const store = await PLACES.folder();
    await deployShell({ store, from: await withConfig('1.0.0'), who: 'platform' });
    await store.put('config.json', Buffer.from(SITE));
    const out = join(work, 'nginx.conf');
    await writeNginxConfig({ store, values: { listen: '8080', out } });
    expect(await text(store, 'config.json')).toBe(SITE);
    expect(await readFile(out, 'utf8')).toMatch(/connect-src 'self' https:\/\/site\.supabase\.example[;"]/);

    await rm(join(store.folder, 'config.json'));
    await settleRoot(store);
    expect(await text(store, 'config.json')).toBe(shipped('1.0.0'));
    store.close();
  });
});
