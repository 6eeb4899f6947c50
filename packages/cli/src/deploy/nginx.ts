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
import { TYPES } from '@naturverse/serving/static-server';
import { HSTS, backendOrigin, contentSecurityPolicy, inlineHashes, registryOrigins, securityHeaders, workerPolicy } from '@naturverse/serving/security-headers';
import { START_PAGE, hubPrefixes } from '@naturverse/contracts/page-files';
import type { Store } from '../store/store.js';
import { SERVED_POLICY } from './checks.js';
import { DeployError } from './deploy-error.js';
import { readJsonAt } from './layout.js';

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

const quote = (value: unknown) => `"${String(value).replace(/["\\]/g, '\\$&')}"`;
const headerLines = (headers: Record<string, string>, indent: string) =>
  Object.entries(headers)
    .map(([name, value]) => `${indent}add_header ${name} ${quote(value)} always;`)
    .join('\n');

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
  tls?: { listen: number; cert: string; key: string } | undefined;
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
  const https = Boolean(tls);
  const page = { ...securityHeaders(csp), ...(https ? { 'Strict-Transport-Security': HSTS } : {}) };
  const worker = { ...securityHeaders(workerPolicy()), ...(https ? { 'Strict-Transport-Security': HSTS } : {}) };
  // what an error answer may do: nothing (as the static server's)
  const errorHeaders = { ...securityHeaders("default-src 'none'; frame-ancestors 'none'"), ...(https ? { 'Strict-Transport-Security': HSTS } : {}) };
  const h = (headers: Record<string, string>, cache: string, indent = '      ') =>
    [headerLines(headers, indent), `${indent}add_header Cache-Control ${quote(cache)} always;`].join('\n');
  const cors = hubOrigins.length
    ? `    map $http_origin $hub_cors {\n      default "";\n${hubOrigins.map((o) => `      ${quote(o)} $http_origin;`).join('\n')}\n    }\n`
    : '    map $http_origin $hub_cors { default ""; }\n';
  const corsLines =
    '      add_header Access-Control-Allow-Origin $hub_cors always;\n      add_header Access-Control-Allow-Methods "GET, HEAD, OPTIONS" always;\n      add_header Vary "Origin, Accept-Encoding" always;';
  // one line per type (nginx warns on a type listed twice): "text/javascript js mjs;"
  const byType = new Map<string, string[]>();
  for (const [ext, type] of Object.entries(TYPES)) {
    const mime = type.split(';')[0]!;
    byType.set(mime, [...(byType.get(mime) ?? []), ext.slice(1)]);
  }
  const types = [...byType].map(([type, exts]) => `      ${type} ${exts.join(' ')};`).join('\n');
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
      ${tls ? `listen ${address}:${tls.listen} ssl http2;\n      ssl_certificate ${tls.cert};\n      ssl_certificate_key ${tls.key};\n      ssl_protocols TLSv1.2 TLSv1.3;` : `listen ${address}:${listen};`}
      server_name ${serverName};
      root ${root};
      if ($request_method !~ ^(GET|HEAD|OPTIONS)$) { return 405; }
      error_page 404 /.404;
      location = /.404 {
        internal;
${headerLines(errorHeaders, '        ')}
        default_type text/plain;
        return 404 "Not found\\n";
      }

      # never served: deploy bookkeeping, dotfiles, build statistics, the history, the shell archive
      location ~ (^|/)\\. { return 404; }
      location ~* (^|[/._-])stats\\.json$ { return 404; }
      location ^~ /shell/ { return 404; }
      location = /remotes.history.jsonl { return 404; }

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
${corsLines.replace(/^ {6}/gm, '          ')}
          try_files $uri =404;
        }
${h(page, 'no-cache')}
${corsLines}
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
  const redirect = tls
    ? `
    server {
      listen ${address}:${listen};
      server_name ${serverName};
      location / { return 301 https://$host${tls.listen === 443 ? '' : `:${tls.listen}`}$request_uri; }
    }`
    : '';
  return `# Generated by \`naturverse nginx\` from ${root}: do not edit; regenerate after a change of
# the registry's origins, config.json or the shell's index.html, then \`nginx -s reload\`.
# Run: nginx -p <prefix dir> -c <this file>  (pid, logs and temp files under the prefix)
worker_processes 1;
pid nginx.pid;
error_log error.log warn;
events { worker_connections 256; }
http {
    types {
${types}
    }
    default_type application/octet-stream;
    charset utf-8;
    charset_types text/css text/javascript application/json text/plain application/manifest+json image/svg+xml;
    access_log ${accessLog ?? 'off'};
    server_tokens off;
    sendfile on;
    etag on;
    client_body_temp_path tmp/body;
    proxy_temp_path tmp/proxy;
    fastcgi_temp_path tmp/fastcgi;
    uwsgi_temp_path tmp/uwsgi;
    scgi_temp_path tmp/scgi;
    # the build writes .gz beside files worth compressing; others are compressed as sent
    gzip_static on;
    gzip on;
    gzip_vary on;
    gzip_types text/css text/javascript application/json image/svg+xml application/manifest+json text/plain;
${cors}${site}${redirect}
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

/** `naturverse nginx`: write the configuration, and the hub origins its CSP allows (the deploy's CSP check reads them). */
export async function writeNginxConfig({ store, values }: { store: Store; values: NginxValues }): Promise<{ lines: string[] }> {
  const root = store.folder;
  if (!root) throw new DeployError('usage', `nginx serves a deploy root that is a folder on its machine; ${store.describe} is a bucket`);
  const listen = Number(values.listen ?? 8080);
  if (!Number.isInteger(listen)) throw new DeployError('usage', '--listen must be a port');
  let tls: NginxOptions['tls'];
  if (values.https) {
    if (!values.cert || !values.key) throw new DeployError('usage', '--https needs --cert <file> and --key <file>');
    tls = { listen: Number(values['https-listen'] ?? 443), cert: values.cert, key: values.key };
  }
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
  await store.put(SERVED_POLICY, Buffer.from(`${JSON.stringify({ hubOrigins }, null, 2)}\n`));
  if (!values.out) return { lines: [text] };
  await writeFile(values.out, text);
  return { lines: [`wrote ${values.out} (CSP allows hubs from: ${hubOrigins.join(', ') || "'self' only"})`] };
}
