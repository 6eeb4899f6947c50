// The nginx configuration that serves a deploy root, generated from what the root holds:
// the security headers and the Content-Security-Policy derived from its registry, config and
// index.html by the same code as `npm start` (@naturverse/serving/security-headers), the same
// cache rules (hashed files for a year, everything else revalidated), CORS on the hubs for
// the origins named, each route's own HTML (@naturverse/contracts/page-files: the shell's
// prerendered page, its hub's page, the start-up page), and no build statistics, dot-folders, history
// or shell archive served. With TLS it also sends HSTS and redirects plain HTTP to HTTPS.
// A complete nginx.conf, its paths relative to nginx's prefix: `nginx -p <dir> -c <file>`.
import { writeFile } from 'node:fs/promises';
import { HASHED_FILE } from '@naturverse/contracts/hashed-files';
import { backendOrigin, contentSecurityPolicy, inlineHashes, registryOrigins } from '@naturverse/serving/security-headers';
import { START_PAGE, hubPrefixes } from '@naturverse/contracts/page-files';
import type { Store } from '../store/store.js';
import { SERVED_POLICY } from './checks.js';
import { settleRoot } from './projection.js';
import { DeployError } from './deploy-error.js';
import { readJsonAt } from './layout.js';
import {
  CORS_LINES,
  HIDDEN_LOCATIONS,
  TEMP_PATHS,
  configHead,
  corsMap,
  headerLines,
  headerSets,
  httpsRedirect,
  listenLines,
  mimeTypes,
  notFoundLocation,
  quote,
  type Tls,
} from './nginx-parts.js';

/**
 * A JS regular expression as an nginx location pattern (PCRE, in double quotes): `\/` is just
 * `/` there. A pattern nginx's quoting would change (a quote, or `\\`, `\t`, `\r`, `\n`, which
 * its config parser rewrites) is refused rather than silently meaning something else.
 */
export function nginxPattern(re: RegExp): string {
  const pattern = re.source.replaceAll('\\/', '/');
  if (/["']|\\[\\trn"']/.test(pattern)) throw new Error(`${re} cannot be written as an nginx location pattern as is`);
  return pattern;
}
// hashed build files, cached for a year: the same rule as the static server and the service worker
const HASHED = nginxPattern(HASHED_FILE);

/** The prefixes of the registry's hubs whose page the live shell's build prerendered (`<prefix>/index.html` at the root). */
async function hubPagesAt(store: Store, registry: unknown): Promise<string[]> {
  const exists = async (prefix: string) => (await store.read(`${prefix.slice(1)}/index.html`)) !== null;
  const prefixes = hubPrefixes(registry).filter((p) => /^\/[A-Za-z0-9._~-]+(\/[A-Za-z0-9._~-]+)*$/.test(p));
  const found = await Promise.all(prefixes.map(exists));
  return prefixes.filter((_, i) => found[i]);
}

/** The policies of the root as it is now: the page's and the hub origins it allows, and the hubs with a page of their own. */
export async function rootPolicy(store: Store): Promise<{ csp: string; hubOrigins: string[]; hubPages: string[] }> {
  const registry = await readJsonAt(store, 'remotes.json');
  const page = await store.read('index.html');
  if (!page) throw new DeployError('missing', `${store.describe} has no index.html: deploy the shell first`);
  const html = page.body.toString('utf8');
  const hubOrigins = registryOrigins(registry);
  const csp = contentSecurityPolicy({ hubs: hubOrigins, backend: backendOrigin(await readJsonAt(store, 'config.json')), inline: inlineHashes(html) });
  return { csp, hubOrigins, hubPages: await hubPagesAt(store, registry) };
}

export interface NginxOptions {
  root: string;
  listen: number;
  address?: string | undefined;
  serverName?: string | undefined;
  hubOrigins?: string[];
  /** the hub prefixes whose every path gets `<prefix>/index.html` (rootPolicy finds them) */
  hubPages?: string[];
  tls?: Tls | undefined;
  csp: string;
  accessLog?: string | undefined;
}

export function nginxConfig({
  root,
  listen,
  address = '127.0.0.1',
  serverName = 'localhost',
  hubOrigins = [],
  hubPages = [],
  tls,
  csp,
  accessLog,
}: NginxOptions): string {
  const { page, worker, error: errorHeaders } = headerSets(csp, Boolean(tls));
  const h = (headers: Record<string, string>, cache: string, indent = '      ') =>
    [headerLines(headers, indent), `${indent}add_header Cache-Control ${quote(cache)} always;`].join('\n');
  // a route's own page, else (under a hub's prefix) the hub's page, else the start-up page:
  // @naturverse/contracts/page-files, the static server's and the service worker's rule
  const pages = (hub?: string) => `try_files $uri $uri/index.html ${hub ? `${hub}/index.html ` : ''}${START_PAGE} /index.html;`;
  const hubLocations = hubPages
    .map(
      (prefix) => `      location ^~ ${prefix}/ {
        location ~ \\.[A-Za-z0-9]+$ {
${h(page, 'no-cache', '          ')}
          try_files $uri =404;
        }
${h(page, 'no-cache')}
        ${pages(prefix)}
      }
`,
    )
    .join('');
  const site = `
    server {
      ${listenLines(address, listen, tls)}
      server_name ${serverName};
      root ${root};
      if ($request_method !~ ^(GET|HEAD|OPTIONS)$) { return 405; }
      error_page 404 /.404;
${notFoundLocation(errorHeaders)}

      # never served: deploy bookkeeping, dotfiles, build statistics, the history, the shell archive
${HIDDEN_LOCATIONS}

      location = /sw.js {
${h(worker, 'no-cache')}
      }
      # hashed build output never changes under its name (HASHED_FILE: the static server's rule)
      location ^~ /static/ {
        location ~ "${HASHED}" {
${h(page, 'public, max-age=31536000, immutable', '          ')}
          try_files $uri =404;
        }
${h(page, 'no-cache')}
        try_files $uri =404;
      }
      # every hub version's immutable folder; readable by the shell's other origins (CORS)
      location ^~ /hubs/ {
        location ~ "${HASHED}" {
${h(page, 'public, max-age=31536000, immutable', '          ')}
${CORS_LINES.replace(/^ {6}/gm, '          ')}
          try_files $uri =404;
        }
${h(page, 'no-cache')}
${CORS_LINES}
        try_files $uri =404;
      }
      # a file that is not there is a 404; any other path is a page of the app (its own HTML file)
      location ~ \\.[A-Za-z0-9]+$ {
${h(page, 'no-cache')}
        try_files $uri =404;
      }
${hubLocations}      location / {
${h(page, 'no-cache')}
        ${pages()}
      }
    }`;
  const redirect = httpsRedirect(address, listen, serverName, tls);
  return `${configHead(root)}
http {
    types {
${mimeTypes()}
    }
    default_type application/octet-stream;
    charset utf-8;
    charset_types text/css text/javascript application/json text/plain application/manifest+json image/svg+xml;
    access_log ${accessLog ?? 'off'};
    server_tokens off;
    sendfile on;
    etag on;
${TEMP_PATHS}
    # the build writes .gz beside files worth compressing; others are compressed as sent
    gzip_static on;
    gzip on;
    gzip_vary on;
    gzip_types text/css text/javascript application/json image/svg+xml application/manifest+json text/plain;
${corsMap(hubOrigins)}${site}${redirect}
}
`;
}

/** The command line's options of `naturverse nginx`. */
export interface NginxValues {
  listen?: string | undefined;
  address?: string | undefined;
  'server-name'?: string | undefined;
  https?: boolean | undefined;
  cert?: string | undefined;
  key?: string | undefined;
  'https-listen'?: string | undefined;
  'hub-origin'?: string[] | undefined;
  'access-log'?: string | undefined;
  out?: string | undefined;
}

/** Where the site listens: --listen, and --https with its certificate (bad input is a usage error). */
export function listenOptions(values: NginxValues): { listen: number; tls: Tls | undefined } {
  const listen = Number(values.listen ?? 8080);
  if (!Number.isInteger(listen)) throw new DeployError('usage', '--listen must be a port');
  let tls: Tls | undefined;
  if (values.https) {
    if (!values.cert || !values.key) throw new DeployError('usage', '--https needs --cert <file> and --key <file>');
    tls = { listen: Number(values['https-listen'] ?? 443), cert: values.cert, key: values.key };
  }
  return { listen, tls };
}

/** `naturverse nginx`: write the configuration, and the hub origins its CSP allows (the deploy's CSP check reads them). */
export async function writeNginxConfig({ store, values }: { store: Store; values: NginxValues }): Promise<{ lines: string[] }> {
  const root = store.folder;
  if (!root)
    throw new DeployError(
      'usage',
      `nginx serves a deploy root that is a folder on its machine; ${store.describe} is a bucket: give --bucket-endpoint <its public endpoint> for a cache of it`,
    );
  const { listen, tls } = listenOptions(values);
  await settleRoot(store); // the policy hashes the live index.html: the registry's shell's, after a crash too
  const { csp, hubOrigins, hubPages } = await rootPolicy(store);
  const text = nginxConfig({
    root,
    listen,
    hubPages,
    address: values.address,
    serverName: values['server-name'],
    hubOrigins: values['hub-origin'] ?? [],
    tls,
    csp,
    accessLog: values['access-log'],
  });
  return servedConfig({ store, hubOrigins, text, out: values.out });
}

/** Keep the hub origins the served CSP allows (the deploy's CSP check reads them), then write the configuration to `out` (or print it). */
export async function servedConfig({
  store,
  hubOrigins,
  text,
  out,
  what = '',
}: {
  store: Store;
  hubOrigins: string[];
  text: string;
  out: string | undefined;
  what?: string;
}): Promise<{ lines: string[] }> {
  await store.put(SERVED_POLICY, Buffer.from(`${JSON.stringify({ hubOrigins }, null, 2)}\n`));
  if (!out) return { lines: [text] };
  await writeFile(out, text);
  return { lines: [`wrote ${out}${what} (CSP allows hubs from: ${hubOrigins.join(', ') || "'self' only"})`] };
}
