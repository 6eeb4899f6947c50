import { createHash } from 'node:crypto';
import { mkdir, mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { storePlacesForTests } from '../store/store-places.test-support.mjs';
import { failureOf } from './cli-errors.ts';
import { REGISTRY, readHistory, readLedger, revisionKey } from './ledger.ts';
import { filesBehind } from './projection.ts';
import { publishVersion } from './publish.ts';
import { history, status } from './report-commands.ts';
import { deployShell, rollbackShell } from './shell-commands.ts';

// each test is tens of writes to a folder or a fake bucket: seconds on a loaded machine, not the default five
vi.setConfig({ testTimeout: 30_000 });
const { places: PLACES, fake: fakeS3 } = storePlacesForTests();
const SHARED = { react: { version: '19.0.0', requiredVersion: '^19.0.0' }, '@naturverse/ui': { version: '1.0.0', requiredVersion: '^1.0.0' } };
const zones = { name: 'zones', title: 'Zones', manifest: '/hubs/zones/1.0.0/mf-manifest.json', prefixes: ['/zones'] };

let work;
beforeEach(async () => {
  work = await mkdtemp(join(tmpdir(), 'nv-shell-'));
});
afterEach(() => rm(work, { recursive: true, force: true }));

/** A built shell as its build writes it: pages, a worker, a hashed chunk, the registry it ships, its facts. */
async function shellBuild(version, touch = version) {
  const dir = join(work, `shell-${version}`);
  const files = {
    'index.html': `<!doctype html><script src="/static/js/app.0123abcd.js"></script><!-- ${touch} -->`,
    'about/index.html': `<!doctype html><title>About ${touch}</title>`,
    'sw.js': `// worker ${touch}`,
    [`static/js/app.${createHash('md5').update(touch).digest('hex').slice(0, 8)}.js`]: `console.log(${JSON.stringify(touch)})`,
    'remotes.json': JSON.stringify({ remotes: [zones] }),
    'naturverse-shell.json': JSON.stringify({ version, shared: SHARED, registrySchema: 2 }),
  };
  for (const [path, text] of Object.entries(files)) {
    await mkdir(join(dir, path, '..'), { recursive: true });
    await writeFile(join(dir, path), text);
  }
  return dir;
}

/** What the root holds, key → bytes (to prove a reader wrote nothing). */
async function everything(store) {
  const out = {};
  for (const key of await store.list('')) out[key] = (await store.read(key)).body.toString('base64');
  return out;
}

const text = async (store, key) => (await store.read(key))?.body.toString();

describe.each(Object.keys(PLACES))('the live shell through the ledger: %s', (place) => {
  let store;
  beforeEach(async () => {
    store = await PLACES[place]();
    await store.put('hubs/zones/1.0.0/mf-manifest.json', Buffer.from(JSON.stringify({ name: 'zones', shared: [] })));
  });
  afterEach(() => store.close());

  it('a first deploy, a later one and a rollback: one history record each, the registry names the shell, the live files are its bytes', async () => {
    const [v1, v2] = [await shellBuild('1.0.0'), await shellBuild('2.0.0')];
    await deployShell({ store, from: v1, who: 'platform' });
    expect((await deployShell({ store, from: v2, who: 'platform', why: 'new pages' })).lines).toContain('shell: 1.0.0 → 2.0.0');
    expect(await text(store, 'about/index.html')).toBe(await readFile(join(v2, 'about/index.html'), 'utf8'));
    const back = await rollbackShell({ store, who: 'oncall' });
    expect(back.lines).toContain('shell: rolled back 2.0.0 → 1.0.0');
    const { registry, revision } = await readLedger(store);
    expect(revision).toBe(3);
    expect(registry).toMatchObject({ schema: 2, shell: { version: '1.0.0', shared: SHARED }, remotes: [zones] });
    expect(JSON.parse(await text(store, REGISTRY))).toEqual(registry);
    expect((await readHistory(store)).map((l) => `r${l.revision} ${l.hub} ${l.action} ${l.from}→${l.to} by ${l.who}`)).toEqual([
      'r1 shell deploy null→1.0.0 by platform',
      'r2 shell deploy 1.0.0→2.0.0 by platform',
      'r3 shell rollback 2.0.0→1.0.0 by oncall',
    ]);
    expect(await filesBehind(store, '1.0.0')).toEqual([]);
    for (const page of ['index.html', 'about/index.html', 'sw.js']) expect(await text(store, page), page).toBe(await readFile(join(v1, page), 'utf8'));
    // the shell again: nothing to change, nothing recorded
    expect((await deployShell({ store, from: v1, who: 'platform' })).lines).toContain('shell 1.0.0 is already live');
    expect(await readHistory(store)).toHaveLength(3);
  });

  it('a shell a live hub cannot run with is refused against the registry it would replace, nothing changed', async () => {
    await deployShell({ store, from: await shellBuild('1.0.0'), who: 'platform' });
    await store.put(
      'hubs/zones/1.0.0/mf-manifest.json',
      Buffer.from(
        JSON.stringify({
          name: 'zones',
          metaData: { buildInfo: { buildVersion: '1.0.0' } },
          shared: [{ name: 'react', requiredVersion: '^19.0.0', singleton: true }],
        }),
      ),
    );
    const older = await shellBuild('0.9.0');
    await writeFile(join(older, 'naturverse-shell.json'), JSON.stringify({ version: '0.9.0', shared: { react: { version: '18.0.0' } }, registrySchema: 2 }));
    const before = await text(store, REGISTRY);
    await expect(deployShell({ store, from: older, who: 'x' })).rejects.toMatchObject({
      kind: 'check',
      message: expect.stringContaining('zones 1.0.0 needs react@^19.0.0, but this shell (0.9.0) shares 18.0.0'),
    });
    expect(await text(store, REGISTRY)).toBe(before);
  });

  it('reading never writes: status, history and dry runs over a revision claimed by a writer that died, with live files behind', async () => {
    await deployShell({ store, from: await shellBuild('1.0.0'), who: 'platform' });
    // a deploy of 2.0.0 that died after claiming revision 2: its folder published, remotes.json and the live files still 1.0.0's
    const v2 = await shellBuild('2.0.0');
    await publishVersion({
      store,
      source: v2,
      folder: 'shell/2.0.0',
      extra: { 'naturverse-shell.json': `${JSON.stringify({ version: '2.0.0', shared: SHARED, registrySchema: 2 }, null, 2)}\n` },
    });
    const { registry } = await readLedger(store);
    const claimed = { ...registry, revision: 2, shell: { version: '2.0.0', shared: SHARED } };
    const record = {
      revision: 2,
      at: '2026-11-28T00:00:00.000Z',
      who: 'died',
      changes: [{ action: 'deploy', hub: 'shell', from: '1.0.0', to: '2.0.0' }],
      registry: claimed,
      nonce: 'x',
    };
    await store.create(revisionKey(2), Buffer.from(JSON.stringify(record)));
    const before = await everything(store);
    const puts = () => fakeS3().state.requests.filter((r) => r.method === 'PUT').length;
    const putsBefore = puts();

    const said = (await status({ store })).lines;
    expect(said).toContain('  (revision 2 is claimed in the history and not yet in remotes.json: the next writing command writes it)');
    expect(said.find((l) => l.startsWith('  (') && l.includes("not yet shell 2.0.0's"))).toMatch(
      /^ {2}\(\d+ live shell files are not yet shell 2\.0\.0's: the next writing command copies them\)$/,
    );
    expect((await history({ store })).lines.at(-1)).toContain('revision 2 is claimed');
    expect((await deployShell({ store, from: v2, who: 'x', dryRun: true })).lines).toContain('shell 2.0.0 is already live');
    expect((await rollbackShell({ store, to: '1.0.0', who: 'x', dryRun: true })).lines).toEqual([
      'shell: rolled back 2.0.0 → 1.0.0',
      'revision 2 is claimed in the history and not yet in remotes.json: the next writing command writes it first',
      'dry run: registry revision 2 unchanged, nothing written',
    ]);
    expect(await everything(store)).toEqual(before);
    if (place === 's3') expect(puts()).toBe(putsBefore);

    // the next writing command finishes it: revision 2 written once, the live files 2.0.0's
    await deployShell({ store, from: v2, who: 'again' });
    expect((await readHistory(store)).map((l) => `r${l.revision} ${l.to} by ${l.who}`)).toEqual(['r1 1.0.0 by platform', 'r2 2.0.0 by died']);
    expect(JSON.parse(await text(store, REGISTRY)).revision).toBe(2);
    expect(await filesBehind(store, '2.0.0')).toEqual([]);
  });

  it('an unreadable history record or registry is one line naming it (exit 6), and nothing is written', async () => {
    await deployShell({ store, from: await shellBuild('1.0.0'), who: 'platform' });
    await store.create(revisionKey(2), Buffer.from('{"revision": 2, "chan'));
    const before = await everything(store);
    for (const command of [() => status({ store }), () => history({ store }), () => rollbackShell({ store, to: '1.0.0', who: 'x' })]) {
      const failure = await command().then(
        () => null,
        (error) => failureOf(error),
      );
      expect(failure?.code).toBe(6);
      expect(failure.text).toMatch(/\.naturverse\/history\/r000000002\.json is not a history record: nothing was changed — restore it/);
      expect(failure.text.split('\n')).toHaveLength(1);
    }
    expect(await everything(store)).toEqual(before);
  });
});

describe('holes, each proven or disproven', () => {
  it.each(Object.keys(PLACES))(
    'two publishers of one version with the same bytes at once both succeed, the folder whole: no false "other bytes" (ten rounds, %s)',
    async (place) => {
      const store = await PLACES[place]();
      const source = await shellBuild('3.0.0');
      for (let round = 0; round < 10; round++) {
        const folder = `hubs/zones/3.0.${round}`;
        const results = await Promise.all([publishVersion({ store, source, folder }), publishVersion({ store, source, folder })]);
        for (const result of results) expect(['published', 'unchanged']).toContain(result);
        expect((await store.list(`${folder}/`)).length).toBe(6);
      }
      store.close();
    },
  );

  it('a publisher that reads the folder while another one is writing the same bytes into it sees the digest, not half a folder', async () => {
    const store = await PLACES.folder();
    const source = await shellBuild('3.1.0');
    const folder = 'hubs/zones/3.1.0';
    let firstFile;
    const written = new Promise((resolve) => (firstFile = resolve));
    // A writes as usual; B's listing of the folder is answered only once A has written a file into it
    const a = { ...store, create: async (key, body) => ((await store.create(key, body)) && key.startsWith(`${folder}/`) && firstFile(), true) };
    const b = { ...store, list: async (prefix) => (await written, store.list(prefix)) };
    const second = publishVersion({ store: b, source, folder });
    await new Promise((r) => setTimeout(r, 50)); // B has asked what the folder holds before A starts
    const first = publishVersion({ store: a, source, folder });
    expect(await Promise.all([first, second])).toEqual(['published', 'unchanged']);
    expect((await store.list(`${folder}/`)).length).toBe(6);
  });
});
