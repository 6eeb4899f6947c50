// `naturverse nginx --bucket-endpoint <bucket's public endpoint>`: the configuration of a caching proxy in
// front of a root in object storage (nginx-bucket-cache.ts), generated from what the root holds —
// its CSP from the live shell's index.html, registry and config.json, each route's page from
// the objects it holds — and, like the folder configuration, the hub origins its CSP allows
// kept in the root's bookkeeping (the deploy's CSP check reads them). The root is read through
// the store: a bucket (s3://…), or a folder that a sync publishes to one.
import { DeployError } from './deploy-error.js';
import { readJsonAt } from './layout.js';
import { listenOptions, rootPolicy, servedConfig, type NginxValues } from './nginx.js';
import { bucketCacheConfig, bucketCachePages, parseBucketEndpoint } from './nginx-bucket-cache.js';
import type { Store } from '../store/store.js';
import { settleRoot } from './projection.js';

export interface BucketCacheValues extends NginxValues {
  'bucket-endpoint'?: string | undefined;
  'cache-dir'?: string | undefined;
}

export async function writeBucketCacheConfig({ store, values }: { store: Store; values: BucketCacheValues }): Promise<{ lines: string[] }> {
  if (!values['bucket-endpoint'])
    throw new DeployError('usage', '--bucket-endpoint <url> is required: the bucket’s public endpoint, e.g. http://127.0.0.1:7480/<bucket>/<prefix>');
  parseBucketEndpoint(values['bucket-endpoint']); // bad input is answered before the root is read
  const cacheDir = values['cache-dir'] ?? 'cache';
  if (!/^[A-Za-z0-9._/-]+$/.test(cacheDir)) throw new DeployError('usage', `--cache-dir ${cacheDir}: give a folder path of letters, digits and . _ / -`);
  const { listen, tls } = listenOptions(values);
  await settleRoot(store); // the policy hashes the live index.html: the registry's shell's, after a crash too
  const { csp, hubOrigins } = await rootPolicy(store);
  const text = bucketCacheConfig({
    endpoint: values['bucket-endpoint'],
    cacheDir,
    listen,
    address: values.address,
    serverName: values['server-name'],
    hubOrigins: values['hub-origin'] ?? [],
    pages: bucketCachePages(await store.list(''), await readJsonAt(store, 'remotes.json')),
    tls,
    csp,
    accessLog: values['access-log'],
  });
  return servedConfig({ store, hubOrigins, text, out: values.out, what: `: a cache of ${values['bucket-endpoint']}` });
}
