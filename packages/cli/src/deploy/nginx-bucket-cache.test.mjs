import { describe, expect, it } from 'vitest';
import { pageFileCandidates } from '@naturverse/contracts/page-files';
import { bucketCacheConfig, bucketCachePages, pageMap, parseBucketEndpoint } from './nginx-bucket-cache.ts';

const registry = {
  remotes: [
    { name: 'zones', prefixes: ['/zones'] },
    { name: 'marketplace', prefixes: ['/marketplace', '/cart'] },
  ],
};
const files = [
  'index.html',
  'app.html',
  'about/index.html',
  'zones/index.html',
  'cart/index.html',
  'remotes.json',
  'static/js/index.2f2cdc2fb0.js',
  'hubs/zones/1.0.0/index.html',
  'shell/1.0.0/index.html',
  '.naturverse/served-policy.json',
];

/** The object nginx fetches first for `path`, read off the generated map as nginx would (exact keys first, then the patterns in order). */
function pageOf(map, path) {
  const entries = [...map.matchAll(/^ {6}"([^"]+)" (\S+);$/gm)].map((m) => [m[1], m[2]]);
  const exact = entries.find(([key]) => key === path);
  if (exact) return exact[1];
  const pattern = entries.find(([key]) => key.startsWith('~') && new RegExp(key.slice(1)).test(path));
  return pattern ? pattern[1] : /default (\S+);/.exec(map)[1];
}

describe('nginx bucket-cache mode: the page of a route is the page-files rule, resolved against what the root holds', () => {
  const pages = bucketCachePages(files, registry);

  it('finds the prerendered pages, the hubs with a page and the start-up page; a hub version’s or a shell archive’s index.html is no route', () => {
    expect(pages).toEqual({ routes: ['/', '/about', '/cart', '/zones'], hubPages: ['/zones', '/cart'], startPage: true });
    expect(bucketCachePages(['index.html'], registry)).toEqual({ routes: ['/'], hubPages: [], startPage: false });
  });

  it('picks, for every kind of route, the first candidate of pageFileCandidates that the root holds', () => {
    const map = pageMap(pages);
    const held = new Set(files.map((f) => `/${f}`));
    for (const path of [
      '/',
      '/about',
      '/about/',
      '/zones',
      '/zones/',
      '/zones/arcade',
      '/zones/arcade/quiz',
      '/cart/x',
      '/marketplace/item',
      '/passport',
      '/zonesx',
      '/nothing/here',
    ]) {
      const expected = pageFileCandidates(path, ['/zones', '/marketplace', '/cart']).find((f) => held.has(f));
      expect(pageOf(map, path), path).toBe(expected);
    }
    // without a start-up page the default is index.html, the last candidate
    expect(pageOf(pageMap({ routes: ['/'], hubPages: [], startPage: false }), '/passport')).toBe('/index.html');
  });
});

describe('nginx bucket-cache mode: the configuration', () => {
  const config = bucketCacheConfig({
    endpoint: 'http://127.0.0.1:7480/site/prod',
    cacheDir: 'cache',
    listen: 8080,
    csp: "default-src 'self'",
    hubOrigins: ['http://hubs.example'],
    pages: { routes: ['/'], hubPages: [], startPage: true },
    accessLog: 'access.log',
  });

  it('proxies every object from the root’s path in the bucket, without the query, the cache keyed by the object', () => {
    expect(config).toContain('server 127.0.0.1:7480;');
    expect(config).toContain('rewrite ^ /site/prod$uri? break;');
    expect(config).toContain('rewrite ^ /site/prod$naturverse_page? break;');
    expect(config).toContain('proxy_cache_key $uri;');
    expect(config).toContain('proxy_set_header Host "127.0.0.1:7480";');
  });

  it('leaves how long a copy is kept to the bucket’s Cache-Control, and says what the cache did', () => {
    expect(config).not.toContain('proxy_cache_valid');
    expect(config).not.toMatch(/add_header Cache-Control/);
    expect(config).toContain('add_header X-Cache-Status $upstream_cache_status always;');
    expect(config).toMatch(/log_format naturverse_cache .*cache=\$upstream_cache_status endpoint="\$upstream_addr"/);
  });

  it('answers a missing object (the gateway’s 403 or a 404) with a 404, and never serves the bookkeeping', () => {
    expect(config).toContain('error_page 403 404 =404 /.404;');
    expect(config).toContain('location ~ (^|/)\\. { return 404; }');
    expect(config).toContain('location = /remotes.history.jsonl { return 404; }');
  });

  it('falls back from a page that is gone to the start-up page, then index.html, then a 404', () => {
    expect(config).toMatch(/location \/ \{\n(?:.*\n)*?\s*error_page 403 404 = @start_page;/);
    expect(config).toMatch(/location @start_page \{\n(?:.*\n)*?\s*rewrite \^ \/site\/prod\/app\.html\? break;\n(?:.*\n)*?\s*error_page 403 404 = @index_page;/);
    expect(config).toMatch(
      /location @index_page \{\n(?:.*\n)*?\s*rewrite \^ \/site\/prod\/index\.html\? break;\n(?:.*\n)*?\s*error_page 403 404 =404 \/\.404;/,
    );
  });

  it('refuses a bucket endpoint it cannot proxy, in one line', () => {
    expect(parseBucketEndpoint('https://s3.eu-west-1.amazonaws.com/my-site')).toEqual({
      scheme: 'https',
      host: 's3.eu-west-1.amazonaws.com:443',
      base: '/my-site',
    });
    for (const bad of ['not a url', 'ftp://h/b', 'http://h:1', 'http://h:1/b?x=1', 'http://u:p@h/b', 'http://h/b%20c'])
      expect(() => parseBucketEndpoint(bad), bad).toThrow(/^--bucket-endpoint .*: /);
  });
});
