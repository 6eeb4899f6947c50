/**
 * A CDN in front of a root in object storage: Debian's nginx, configured by `naturverse nginx
 * --bucket-endpoint`, caching a real Ceph RADOS Gateway (e2e/support/object-store/ceph.ts). The root is
 * the bucket itself: the shell and the six hubs deployed by the real command (`naturverse deploy
 * --to s3://…`, production builds), which uploads hashed files and version folders immutable for
 * a year and everything else `no-cache`; the bucket's policy is the one `naturverse bucket-policy
 * --apply` writes. What the cache did is read from nginx's own log of
 * each request (`cache=` its status, `endpoint=` one address per request it sent the gateway).
 * Freshness is tested against the TTL the bucket states, never a guess: after the TTL the
 * cache must ask the bucket again, so a family's next visit gets the new registry.
 */
import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { GetObjectCommand, ListObjectsV2Command, S3Client } from '@aws-sdk/client-s3';
import type { Page } from '@playwright/test';
import { REMOTES } from '@naturverse/site/federation';
import { HASHED_FILE } from '@naturverse/contracts/hashed-files';
import { PORT_OFFSET as OFFSET } from '@naturverse/testing/port-offset';
import { test, expect, expectHeading, disableIdlePrefetch } from '../support/fixtures';
import { browserPort } from '../support/browser';
import { buildHubVersion, currentHubBuild, type HubBuild } from '../support/hub-build';
import { startCeph, type CephCluster } from '../support/object-store/ceph';
import { expectHubVersion } from '../support/hub-version';
import { fromDist, mustRun, naturverse, startNginx, type NginxServer } from '../deploy/nginx-root';

/** Spare port of this offset (e2e/README.md): the CDN's nginx. */
const PORT = browserPort(3087 + OFFSET);
const CDN = `http://localhost:${PORT}`;
const BUCKET = 'site';
const PREFIX = 'prod';
const ROOT_URL = `s3://${BUCKET}/${PREFIX}`;

interface LogLine {
  path: string;
  status: number;
  cache: string;
  /** requests this one cost the bucket */
  endpoint: number;
}
const parse = (line: string): LogLine => {
  const m = /"(?:GET|HEAD) (\S+) [^"]*" (\d+) cache=(\S+) endpoint="([^"]*)"/.exec(line);
  if (!m) throw new Error(`not a line of the cache's log: ${line}`);
  return { path: m[1]!, status: Number(m[2]), cache: m[3]!, endpoint: m[4] === '-' ? 0 : m[4]!.split(/ : |, /).length };
};
const hashed = (l: LogLine) => HASHED_FILE.test(new URL(l.path, CDN).pathname);
const sum = (lines: LogLine[]) => lines.reduce((n, l) => n + l.endpoint, 0);
/** The shared TTL the origin states in a Cache-Control: 0 for no-cache (nginx keeps no copy), else s-maxage, else max-age. */
const sharedTtl = (cacheControl: string | null) =>
  /no-cache|no-store|private/.test(cacheControl ?? '')
    ? 0
    : Number(/s-maxage=(\d+)/.exec(cacheControl ?? '')?.[1] ?? /max-age=(\d+)/.exec(cacheControl ?? '')?.[1] ?? NaN);

test.describe('a CDN in front of the bucket', { tag: ['@cross', '@object-store'] }, () => {
  test.describe.configure({ mode: 'serial' });

  let ceph: CephCluster;
  let s3: S3Client;
  let nginx: NginxServer;
  let navatarV2: HubBuild;
  let v1: Record<string, string>;
  const figures: string[] = [];
  /** The command against the bucket, with the cluster's AWS configuration. */
  const inBucket = (args: string[]) => mustRun([...args, '--to', ROOT_URL], ceph.env);

  test.beforeAll(async () => {
    test.setTimeout(600_000); // a hub build on a first run, the cluster (~15–60 s), seven deploys to the bucket
    navatarV2 = await buildHubVersion({ hub: 'navatar', version: '0.2.0' });
    v1 = Object.fromEntries(await Promise.all(REMOTES.map(async (r) => [r.name, (await currentHubBuild(r.name)).version] as const)));
    ceph = await startCeph({ slot: 1 });
    await ceph.createBucket(BUCKET);
    s3 = new S3Client({ region: ceph.region, endpoint: ceph.endpoint, forcePathStyle: true, credentials: ceph.credentials });
    const policy = await naturverse(['bucket-policy', '--to', ROOT_URL, '--apply'], ceph.env);
    expect([policy.code, policy.stderr]).toEqual([0, '']);
    expect(policy.stdout).toContain(`anyone may read its objects but ${PREFIX}/.naturverse/`);
    await inBucket(['deploy', 'shell', ...fromDist('shell'), '--who', 'e2e']);
    for (const { name } of REMOTES) await inBucket(['deploy', name, ...fromDist(name), '--who', 'e2e']);
    nginx = await startNginx(
      ROOT_URL,
      ['--listen', String(PORT), '--bucket-endpoint', `${ceph.endpoint}/${BUCKET}/${PREFIX}`],
      { host: '127.0.0.1', port: PORT },
      ceph.env,
    );
  });

  test.afterAll(async () => {
    if (figures.length) console.log(`[cdn figures]\n  ${figures.join('\n  ')}`);
    await nginx?.stop();
    s3?.destroy();
    await ceph?.stop();
  });

  async function expectHub(page: Page, title: string, version: string) {
    await expectHeading(page, new RegExp(title));
    await expectHubVersion(page, title, version);
  }
  async function visitAll(page: Page) {
    await disableIdlePrefetch(page);
    await page.goto(`${CDN}/`);
    await expectHeading(page, 'Welcome to Naturverse');
    for (const { name, title, prefixes } of REMOTES) {
      await page.goto(`${CDN}${prefixes[0]}`);
      await expectHub(page, title, v1[name]!);
    }
  }

  test('a family sees the shell and all six hubs through the cache; a second family’s visit takes every hashed file from the cache', async ({
    page,
    browser,
  }) => {
    test.setTimeout(180_000);
    await nginx.forgetRequests();
    await visitAll(page);
    const first = (await nginx.logLines()).map(parse);
    await nginx.forgetRequests();
    const second = await browser.newContext(); // an empty browser cache: every file is asked for again
    try {
      await visitAll(await second.newPage());
    } finally {
      await second.close();
    }
    const again = (await nginx.logLines()).map(parse);
    const files = again.filter(hashed);
    expect(files.length).toBeGreaterThan(20);
    expect(files.filter((l) => l.cache !== 'HIT' || l.endpoint !== 0)).toEqual([]);
    // what did reach the origin the second time: the revalidated files only (pages, registry, manifests)
    expect(again.filter((l) => l.endpoint > 0 && hashed(l))).toEqual([]);
    figures.push(
      `first visit (cold cache): ${first.length} requests, ${first.filter(hashed).length} hashed files, ${first.filter((l) => l.cache === 'MISS').length} MISS, ${sum(first)} origin requests`,
      `second visit (new browser): ${again.length} requests, ${files.length} hashed files all HIT, ${again.filter((l) => l.cache === 'HIT').length} HIT in all, ${sum(again)} requests to the bucket (the revalidated files: ${[...new Set(again.filter((l) => l.endpoint > 0).map((l) => l.path.replace(/\/[^/]*$/, '/…')))].join(' ')})`,
    );
  });

  /** Run the command that changes the registry, then ask the CDN for remotes.json until it names `version` of navatar; the TTL it states bounds the wait. */
  async function changeAndWait(args: string[], version: string): Promise<{ ms: number; ttl: number; cacheControl: string; lines: LogLine[]; said: string }> {
    const before = await fetch(`${CDN}/remotes.json`);
    const cacheControl = before.headers.get('cache-control') ?? '';
    const ttl = sharedTtl(cacheControl);
    expect(ttl, `remotes.json states a short shared TTL: ${cacheControl}`).toBeLessThanOrEqual(5);
    const said = await inBucket(args);
    const published = Date.now();
    await nginx.forgetRequests();
    // the cache keeps its copy at most `ttl` seconds (nginx counts whole seconds: one more at most)
    const deadline = published + (ttl + 1) * 1000;
    const names = async () =>
      ((await (await fetch(`${CDN}/remotes.json`)).json()) as { remotes: { name: string; manifest: string }[] }).remotes.find((r) => r.name === 'navatar')!
        .manifest;
    let manifest = await names();
    while (!manifest.includes(`/${version}/`) && Date.now() < deadline) {
      await new Promise((r) => setTimeout(r, 100));
      manifest = await names();
    }
    const ms = Date.now() - published;
    if (!manifest.includes(`/${version}/`)) manifest = await names(); // once more, past the deadline
    expect(manifest).toContain(`/hubs/navatar/${version}/`);
    return { ms, ttl, cacheControl, lines: (await nginx.logLines()).map(parse), said };
  }

  test('a deploy reaches families within the TTL the origin states, and so does a rollback', async ({ page }) => {
    test.setTimeout(240_000);
    const up = await changeAndWait(['deploy', 'navatar', '--from', navatarV2.outDir, '--who', 'navatar-team'], '0.2.0');
    expect(up.said).toContain(`navatar: ${v1.navatar} → 0.2.0`);
    // while a copy is fresh the cache answers alone; once stale it asks the origin once per ask at most
    expect(up.lines.filter((l) => l.path === '/remotes.json' && l.endpoint > 1)).toEqual([]);
    await disableIdlePrefetch(page);
    await page.goto(`${CDN}/navatar`);
    await expectHub(page, 'Navatar', '0.2.0');

    const back = await changeAndWait(['rollback', 'navatar', '--who', 'navatar-team'], v1.navatar!);
    expect(back.said).toContain(`navatar: rolled back 0.2.0 → ${v1.navatar}`);
    await page.goto(`${CDN}/navatar`);
    await expectHub(page, 'Navatar', v1.navatar!);
    const polls = (l: LogLine[]) => l.filter((x) => x.path === '/remotes.json');
    figures.push(
      `remotes.json at the origin: Cache-Control "${up.cacheControl}" (a shared TTL of ${up.ttl} s)`,
      `deploy → new remotes.json at the CDN: ${up.ms} ms (${polls(up.lines).length} asks, ${sum(polls(up.lines))} reached the origin)`,
      `rollback → old remotes.json at the CDN: ${back.ms} ms (${polls(back.lines).length} asks, ${sum(polls(back.lines))} reached the origin)`,
    );
  });

  test('the bucket: anyone reads the site, nobody anonymous reads .naturverse/; through the CDN a miss is a 404, with the headers of today', async () => {
    const hidden = await s3.send(new ListObjectsV2Command({ Bucket: BUCKET, Prefix: `${PREFIX}/.naturverse/` }));
    const keys = (hidden.Contents ?? []).map((o) => o.Key!);
    expect(keys).toContain(`${PREFIX}/.naturverse/served-policy.json`);
    for (const key of keys) expect((await fetch(`${ceph.endpoint}/${BUCKET}/${key}`)).status, key).toBe(403);
    // the deployers' own credentials still read it (the deploy's CSP check does)
    const signed = await s3.send(new GetObjectCommand({ Bucket: BUCKET, Key: `${PREFIX}/.naturverse/served-policy.json` }));
    expect(JSON.parse(await signed.Body!.transformToString())).toHaveProperty('hubOrigins');
    expect((await fetch(`${ceph.endpoint}/${BUCKET}/${PREFIX}/remotes.json`)).status).toBe(200);

    for (const path of ['/.naturverse/served-policy.json', '/remotes.history.jsonl', '/shell/live.json', `/hubs/zones/${v1.zones}/nothing.js`, '/nothing.js']) {
      const answer = await fetch(`${CDN}${path}`);
      expect(answer.status, path).toBe(404);
      expect(answer.headers.get('content-security-policy'), path).toContain("default-src 'none'");
    }
    const home = await fetch(`${CDN}/zones/arcade`);
    expect(home.headers.get('content-security-policy')).toContain("frame-ancestors 'none'");
    expect(home.headers.get('x-content-type-options')).toBe('nosniff');
    expect(home.headers.get('x-cache-status')).toMatch(/^(MISS|HIT|EXPIRED|REVALIDATED)$/);
    expect(await home.text()).toContain('Loading <!-- -->Zones<!-- -->…');
    expect(await (await fetch(`${CDN}/about`)).text()).toContain('data-prerendered="/about"');
    const manifest = JSON.parse(await readFile(join((await currentHubBuild('zones')).outDir, 'mf-manifest.json'), 'utf8'));
    const entry = await fetch(`${CDN}/hubs/zones/${v1.zones}/${manifest.metaData.remoteEntry.name}`);
    expect(entry.headers.get('cache-control')).toBe('public, max-age=31536000, immutable');
  });
});
