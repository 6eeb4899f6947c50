import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { commitRegistry, readHistory, readLedger, revisionKey, settleLedger } from '../deploy/ledger.ts';
import { s3Store } from './s3-store.ts';
import { parseS3Root } from './roots.ts';
import { ENV, storePlacesForTests } from './store-places.test-support.mjs';

const bytes = (text) => Buffer.from(text);
const { places: PLACES, fake: fakeS3 } = storePlacesForTests();
let fake;
beforeEach(() => {
  fake = fakeS3();
});

describe.each(Object.keys(PLACES))('the store contract: %s', (place) => {
  let store;
  beforeEach(async () => {
    store = await PLACES[place]();
  });
  afterEach(() => store.close());

  it('reads nothing where nothing was written', async () => {
    expect(await store.read('remotes.json')).toBeNull();
    expect(await store.list('hubs/')).toEqual([]);
  });

  it('creates only once: of two writers at once exactly one creates, and its bytes stay', async () => {
    const results = await Promise.all([store.create('a/b.json', bytes('one')), store.create('a/b.json', bytes('two'))]);
    expect([...results].sort()).toEqual([false, true]);
    const held = (await store.read('a/b.json')).body.toString();
    expect(['one', 'two'][results.indexOf(true)]).toBe(held);
  });

  it('replaces only if the tag read is still the one there; null means "only if absent"', async () => {
    expect(await store.replace('remotes.json', bytes('r1'), null)).toBe(true);
    expect(await store.replace('remotes.json', bytes('again'), null)).toBe(false);
    const first = await store.read('remotes.json');
    expect(await store.replace('remotes.json', bytes('r2'), first.tag)).toBe(true);
    expect(await store.replace('remotes.json', bytes('stale'), first.tag)).toBe(false);
    expect((await store.read('remotes.json')).body.toString()).toBe('r2');
  });

  it('of two compare-and-swaps on one tag, exactly one lands', async () => {
    await store.create('remotes.json', bytes('r1'));
    const { tag } = await store.read('remotes.json');
    const results = await Promise.all([store.replace('remotes.json', bytes('A'), tag), store.replace('remotes.json', bytes('B'), tag)]);
    expect(results.filter(Boolean)).toHaveLength(1);
    expect((await store.read('remotes.json')).body.toString()).toBe(results[0] ? 'A' : 'B');
  });

  it('a compare-and-swap that finds identical bytes of another writer there reads as applied, in both places alike', async () => {
    await store.create('remotes.json', bytes('r1'));
    const { tag } = await store.read('remotes.json');
    expect(await store.replace('remotes.json', bytes('same'), tag)).toBe(true);
    // a second writer of the same bytes on the old tag: its bytes are there
    expect(await store.replace('remotes.json', bytes('same'), tag)).toBe(true);
    expect(await store.replace('remotes.json', bytes('other'), tag)).toBe(false);
    expect((await store.read('remotes.json')).body.toString()).toBe('same');
  });

  it('lists the keys under a prefix, sorted, across pages; put overwrites', async () => {
    for (const key of ['hubs/z/1/b.js', 'hubs/z/1/a.js', 'hubs/z/1/static/c.js', 'hubs/z/10/a.js', 'shell/x']) await store.put(key, bytes(key));
    await store.put('hubs/z/1/a.js', bytes('new'));
    expect(await store.list('hubs/z/1/')).toEqual(['hubs/z/1/a.js', 'hubs/z/1/b.js', 'hubs/z/1/static/c.js']);
    expect((await store.read('hubs/z/1/a.js')).body.toString()).toBe('new');
  });

  it('the ledger: a revision claimed by a writer that died before the registry is rolled forward once', async () => {
    const reg = (v) => ({ remotes: [{ name: 'zones', title: 'Zones', manifest: `/hubs/zones/${v}/mf-manifest.json`, prefixes: ['/zones'] }] });
    await commitRegistry(store, { basedOn: 0, registry: reg('1.0.0'), changes: [], who: 'ci' });
    // the claim of revision 2 as a writer makes it, then nothing more
    const claim = { revision: 2, at: '2026-11-27T00:00:00.000Z', who: 'died', changes: [{ action: 'deploy', hub: 'zones', from: '1.0.0', to: '2.0.0' }] };
    await store.create(revisionKey(2), bytes(JSON.stringify({ ...claim, registry: { ...reg('2.0.0'), revision: 2 }, nonce: 'x' })));
    expect((await readLedger(store)).pending).toBe(2);
    expect((await settleLedger(store)).revision).toBe(2);
    expect((await readLedger(store)).pending).toBe(null);
    expect((await readLedger(store)).registry.remotes[0].manifest).toBe('/hubs/zones/2.0.0/mf-manifest.json');
    expect((await readHistory(store)).map((l) => `${l.revision} ${l.hub} ${l.to} ${l.who}`)).toEqual(['2 zones 2.0.0 died']);
  });
});

describe('the S3 store against a store that answers as RGW does', () => {
  const open = (env = ENV, root = 's3://site/quirks') => s3Store(parseS3Root(root), { endpoint: fake.endpoint, env });

  it('sends If-Match unquoted (RGW refuses the quoted ETag) and each object with its type and cache policy', async () => {
    const store = open();
    await store.put('remotes.json', bytes('{}'));
    const { tag } = await store.read('remotes.json');
    expect(tag).not.toMatch(/"/);
    expect(await store.replace('remotes.json', bytes('{"a":1}'), tag)).toBe(true);
    await store.put('hubs/zones/1.0.0/remoteEntry.js', bytes('x'));
    await store.put('static/js/index.0123abcd.js', bytes('x'));
    await store.put('.naturverse/served-policy.json', bytes('{}'));
    const held = fake.objects.get('site');
    expect(held.get('quirks/remotes.json')).toMatchObject({ type: 'application/json; charset=utf-8', cacheControl: 'no-cache' });
    expect(held.get('quirks/hubs/zones/1.0.0/remoteEntry.js').cacheControl).toBe('public, max-age=31536000, immutable');
    expect(held.get('quirks/static/js/index.0123abcd.js').cacheControl).toBe('public, max-age=31536000, immutable');
    expect(held.get('quirks/.naturverse/served-policy.json').cacheControl).toBe('private, no-store');
    store.close();
  });

  it('a loser answered 500 (not applied) is told apart from a win by reading again', async () => {
    const store = open();
    await store.create('race.json', bytes('winner'));
    fake.state.loseWith500 = 3; // the SDK's own retries meet it too
    expect(await store.create('race.json', bytes('loser'))).toBe(false);
    expect(await store.replace('race.json', bytes('loser'), 'not-the-tag')).toBe(false);
    fake.state.loseWith500 = 0;
    expect((await store.read('race.json')).body.toString()).toBe('winner');
    store.close();
  });

  it('a store that answers 500 and stays down is told apart from a lost race: the key is as it was, so it is a failure (exit 5), not a conflict', async () => {
    const store = open();
    await store.create('down.json', bytes('before'));
    const { tag } = await store.read('down.json');
    fake.state.writesDown = true;
    try {
      await expect(store.create('new.json', bytes('x'))).rejects.toMatchObject({
        kind: 'unavailable',
        message: expect.stringContaining('did not answer (500 on new.json)'),
      });
      await expect(store.replace('down.json', bytes('after'), tag)).rejects.toMatchObject({ kind: 'unavailable' });
    } finally {
      fake.state.writesDown = false;
    }
    expect((await store.read('down.json')).body.toString()).toBe('before');
    store.close();
  });

  it('names a refused secret, an unknown bucket and a store that does not answer, in one line each', async () => {
    const refused = open({ ...ENV, AWS_ACCESS_KEY_ID: 'WRONG' });
    await expect(refused.read('remotes.json')).rejects.toMatchObject({ kind: 'usage', message: expect.stringContaining('refused the credentials') });
    refused.close();
    const nobucket = open(ENV, 's3://no-such-bucket/x');
    await expect(nobucket.read('remotes.json')).rejects.toMatchObject({
      kind: 'usage',
      message: expect.stringContaining('there is no bucket "no-such-bucket"'),
    });
    nobucket.close();
    const down = s3Store(parseS3Root('s3://site/x'), { endpoint: 'http://127.0.0.1:9', env: ENV });
    const started = Date.now();
    await expect(down.read('remotes.json')).rejects.toMatchObject({ kind: 'unavailable', message: expect.stringContaining('did not answer') });
    expect(Date.now() - started).toBeLessThan(15_000);
    down.close();
  });

  it('the fake refuses what it does not understand: another query, a streamed upload, a quoted If-Match', async () => {
    const auth = { authorization: 'AWS4-HMAC-SHA256 Credential=FAKEKEY/x' };
    expect((await fetch(`${fake.endpoint}/site/k?acl`, { headers: auth })).status).toBe(501);
    const streamed = await fetch(`${fake.endpoint}/site/k`, {
      method: 'PUT',
      headers: { ...auth, 'x-amz-content-sha256': 'STREAMING-UNSIGNED-PAYLOAD-TRAILER', 'content-length': '1' },
      body: 'x',
    });
    expect(streamed.status).toBe(411);
    await fetch(`${fake.endpoint}/site/k`, { method: 'PUT', headers: { ...auth, 'content-length': '1' }, body: 'x' });
    const etag = fake.objects.get('site').get('k').etag;
    const quoted = await fetch(`${fake.endpoint}/site/k`, { method: 'PUT', headers: { ...auth, 'if-match': `"${etag}"`, 'content-length': '1' }, body: 'y' });
    expect(quoted.status).toBe(412);
    const missing = await fetch(`${fake.endpoint}/site/none`, { method: 'PUT', headers: { ...auth, 'if-match': etag, 'content-length': '1' }, body: 'y' });
    expect(missing.status).toBe(412);
  });
});

describe('bucket roots as the command line names them', () => {
  it('parses s3://bucket/prefix and refuses malformed ones in one line', () => {
    expect(parseS3Root('s3://site/prod')).toEqual({ url: 's3://site/prod/', bucket: 'site', prefix: 'prod/' });
    expect(parseS3Root('s3://site')).toEqual({ url: 's3://site/', bucket: 'site', prefix: '' });
    for (const bad of ['s3:/site/x', 's3://Site/x', 's3://a/x', 's3://site/a//b', 's3://site/../x', 's3://site/a b'])
      expect(() => parseS3Root(bad), bad).toThrow(/is not a bucket root .*: give s3:\/\/<bucket>\/<prefix>/);
  });
});
