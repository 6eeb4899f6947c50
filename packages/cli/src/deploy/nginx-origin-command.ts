// `naturverse nginx --origin <bucket's public endpoint>`: the configuration of a caching proxy in
// front of a root in object storage (nginx-origin.ts), generated from what the root holds —
// its CSP from the live shell's index.html, registry and config.json, each route's page from
// the files it holds — and, like the folder configuration, the hub origins its CSP allows
// written to the root's bookkeeping (the deploy's CSP check reads them).
import { mkdir, readFile, readdir, writeFile } from 'node:fs/promises';
import { join, sep } from 'node:path';
import { DeployError, PRIVATE_DIR, writeAtomically } from './ledger.js';
import { listenOptions, rootPolicy, type NginxValues } from './nginx.js';
import { originConfig, originPages, parseOrigin } from './nginx-origin.js';

export interface OriginValues extends NginxValues {
  origin?: string | undefined;
  'cache-dir'?: string | undefined;
}

/** The root's files, as paths relative to it with `/` between folders. */
async function filesOf(root: string): Promise<string[]> {
  const entries = await readdir(root, { recursive: true, withFileTypes: true });
  return entries
    .filter((e) => e.isFile())
    .map((e) =>
      join(e.parentPath, e.name)
        .slice(root.length + 1)
        .split(sep)
        .join('/'),
    );
}

export async function writeOriginConfig({ root, values }: { root: string; values: OriginValues }): Promise<{ lines: string[] }> {
  if (!values.origin) throw new DeployError('usage', '--origin <url> is required: the bucket’s public endpoint, e.g. http://127.0.0.1:7480/<bucket>/<prefix>');
  parseOrigin(values.origin); // bad input is answered before the root is read
  const cacheDir = values['cache-dir'] ?? 'cache';
  if (!/^[A-Za-z0-9._/-]+$/.test(cacheDir)) throw new DeployError('usage', `--cache-dir ${cacheDir}: give a folder path of letters, digits and . _ / -`);
  const { listen, tls } = listenOptions(values);
  const { csp, hubOrigins } = await rootPolicy(root);
  const registry = JSON.parse(await readFile(join(root, 'remotes.json'), 'utf8').catch(() => 'null')) as unknown;
  const text = originConfig({
    origin: values.origin,
    cacheDir,
    listen,
    address: values.address,
    serverName: values['server-name'],
    hubOrigins: values['hub-origin'] ?? [],
    pages: originPages(await filesOf(root), registry),
    tls,
    csp,
    accessLog: values['access-log'],
  });
  await mkdir(join(root, PRIVATE_DIR), { recursive: true });
  await writeAtomically(join(root, PRIVATE_DIR, 'served-policy.json'), `${JSON.stringify({ hubOrigins }, null, 2)}\n`);
  if (!values.out) return { lines: [text] };
  await writeFile(values.out, text);
  return { lines: [`wrote ${values.out}: a cache of ${values.origin} (CSP allows hubs from: ${hubOrigins.join(', ') || "'self' only"})`] };
}
