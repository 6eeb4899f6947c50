// The nginx configuration of a CDN in front of a deploy root in object storage: nginx as a
// caching proxy of the bucket's public endpoint (path-style, `http://host:port/<bucket>/<prefix>`).
// What it keeps of the folder configuration (nginx.ts): the security headers and the CSP, the
// CORS of the hubs, the paths never served, each route's own HTML file. What differs:
// - how long a file is kept is the bucket's to say: the deploy uploads every object with its
//   Cache-Control (hashed files a year, remotes.json and the pages revalidated), and nginx's
//   cache obeys it; no `proxy_cache_valid`, so an answer without one is not kept at all;
// - nginx cannot look at files in a bucket, so the page of a route is chosen from what the
//   root held when the configuration was generated (@naturverse/contracts/page-files: the
//   route's prerendered page, else its hub's page, else the start-up page, else index.html),
//   with the later candidates as a fallback when the chosen object is gone;
// - the gateway answers an anonymous read of a missing object 403 (S3 does when listing is not
//   public): every 403 and 404 of the bucket is a 404 here;
// - query strings never reach the bucket (no `?acl`, `?versionId`, no cache-busting keys): the
//   cache key is the object's path.
// `X-Cache-Status` says what the cache did; with --access-log each line says it too, and which
// requests to the bucket a visit cost (`endpoint=` lists one address per request).
import { START_PAGE, hubPrefixes } from '@naturverse/contracts/page-files';
import { DeployError } from './ledger.js';
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

/** What the root holds that decides a route's page. */
export interface BucketCachePages {
  /** routes with a prerendered page of their own: '/', '/about' (the root's `<route>/index.html`) */
  routes: string[];
  /** hub prefixes whose page the root holds (`<prefix>/index.html`) */
  hubPages: string[];
  /** whether the root holds the start-up page (/app.html) */
  startPage: boolean;
}

export interface BucketCacheOptions {
  /** the bucket's public endpoint, path-style: http(s)://host[:port]/<bucket>[/<prefix>] */
  endpoint: string;
  /** the cache's folder (relative: under nginx's prefix) */
  cacheDir: string;
  listen: number;
  address?: string | undefined;
  serverName?: string | undefined;
  hubOrigins?: string[];
  pages: BucketCachePages;
  tls?: Tls | undefined;
  csp: string;
  accessLog?: string | undefined;
}

const SAFE_PATH = /^(\/[A-Za-z0-9._~-]+)*$/;
/** Folders of the root that hold no page of the shell's (a hub's standalone index.html is not a route). */
const NOT_PAGES = /^(hubs|shell|static|\.[^/]*)\//;

/** The pages a root holds, from the paths of its files (`about/index.html`, `app.html` …) and its registry (the hubs' prefixes). */
export function bucketCachePages(files: readonly string[], registry: unknown): BucketCachePages {
  const routes = files
    .filter((f) => (f === 'index.html' || f.endsWith('/index.html')) && !NOT_PAGES.test(f))
    .map((f) => `/${f.slice(0, -'index.html'.length)}`.replace(/(.)\/$/, '$1'))
    .filter((r) => r === '/' || SAFE_PATH.test(r))
    .sort();
  return { routes, hubPages: hubPrefixes(registry).filter((p) => routes.includes(p)), startPage: files.includes(START_PAGE.slice(1)) };
}

/** The bucket's endpoint as nginx needs it: scheme, host:port and the path of the root (bucket and prefix); bad input is a usage error. */
export function parseBucketEndpoint(text: string): { scheme: 'http' | 'https'; host: string; base: string } {
  let url: URL;
  try {
    url = new URL(text);
  } catch {
    throw new DeployError('usage', `--bucket-endpoint ${text} is not a URL: give the bucket's public endpoint, e.g. http://127.0.0.1:7480/<bucket>/<prefix>`);
  }
  if (url.protocol !== 'http:' && url.protocol !== 'https:') throw new DeployError('usage', `--bucket-endpoint ${text}: give an http:// or https:// endpoint`);
  if (url.search || url.hash || url.username || url.password)
    throw new DeployError('usage', `--bucket-endpoint ${text}: give the endpoint and the root's path only (no query, fragment or credentials)`);
  const base = url.pathname.replace(/\/+$/, '');
  if (!base || !SAFE_PATH.test(base))
    throw new DeployError(
      'usage',
      `--bucket-endpoint ${text}: name the bucket (and prefix) in the path, in letters, digits and . _ ~ - (path-style: /<bucket>/<prefix>)`,
    );
  const port = url.port || (url.protocol === 'https:' ? '443' : '80');
  return { scheme: url.protocol === 'https:' ? 'https' : 'http', host: `${url.hostname}:${port}`, base };
}

/**
 * The page object each route gets (page-files' rule, resolved against what the root holds):
 * a map from the request's path to the object, exact routes first, then the hub prefixes.
 */
export function pageMap({ routes, hubPages, startPage }: BucketCachePages): string {
  const lines: string[] = [];
  for (const route of routes.filter((r) => r === '/' || SAFE_PATH.test(r))) {
    const page = route === '/' ? '/index.html' : `${route}/index.html`;
    for (const key of route === '/' ? ['/'] : [route, `${route}/`]) lines.push(`      ${quote(key)} ${page};`);
  }
  for (const prefix of hubPages.filter((p) => p && SAFE_PATH.test(p)))
    lines.push(`      ${quote(`~^${prefix.replace(/\./g, '\\.')}(/|$)`)} ${prefix}/index.html;`);
  return `    map $uri $naturverse_page {\n      default ${startPage ? START_PAGE : '/index.html'};\n${lines.join('\n')}\n    }\n`;
}

export function bucketCacheConfig({
  endpoint,
  cacheDir,
  listen,
  address = '127.0.0.1',
  serverName = 'localhost',
  hubOrigins = [],
  pages,
  tls,
  csp,
  accessLog,
}: BucketCacheOptions): string {
  const { scheme, host, base } = parseBucketEndpoint(endpoint);
  const { page, worker, error } = headerSets(csp, Boolean(tls));
  const cacheStatus = (indent: string) => `${indent}add_header X-Cache-Status $upstream_cache_status always;`;
  // one object of the bucket: its path under the root, the request's query left behind
  const fetch = (object: string, indent = '        ') => `${indent}rewrite ^ ${base}${object}? break;\n${indent}proxy_pass ${scheme}://naturverse_bucket;`;
  const file = (headers: Record<string, string>, extra = '') => `${headerLines(headers, '        ')}\n${cacheStatus('        ')}${extra}\n${fetch('$uri')}`;
  // the page's fallbacks, best first (page-files): the start-up page, then index.html, then a 404
  const fallback = (name: string, object: string, next: string) => `      location ${name} {
${headerLines(page, '        ')}
${cacheStatus('        ')}
${fetch(object)}
        error_page 403 404 ${next};
      }`;
  const site = `
    server {
      ${listenLines(address, listen, tls)}
      server_name ${serverName};
      if ($request_method !~ ^(GET|HEAD)$) { return 405; }

      proxy_cache naturverse;
      # the object's path (after the rewrite below): one copy per object, whatever the query
      proxy_cache_key $uri;
      proxy_cache_revalidate on;
      proxy_cache_lock on;
      # a bucket that fails or is unreachable: the copy the cache holds, if any
      proxy_cache_use_stale error timeout updating http_500 http_502 http_503 http_504;
      proxy_http_version 1.1;
      proxy_set_header Host ${quote(host)};
      proxy_set_header Connection "";
      # nothing of the family's goes to the bucket
      proxy_set_header Authorization "";
      proxy_set_header Cookie "";
      proxy_set_header Referer "";
      proxy_hide_header x-amz-request-id;
      proxy_hide_header x-amz-id-2;
      proxy_hide_header x-rgw-object-type;
      proxy_hide_header Access-Control-Allow-Origin;
      proxy_hide_header Access-Control-Allow-Methods;
      proxy_hide_header Vary;
      proxy_connect_timeout 5s;
      proxy_read_timeout 30s;
${scheme === 'https' ? `      proxy_ssl_server_name on;\n      proxy_ssl_name ${host.replace(/:\d+$/, '')};\n      proxy_ssl_verify on;\n      proxy_ssl_trusted_certificate /etc/ssl/certs/ca-certificates.crt;\n` : ''}      # a missing object: the gateway says 403 to an anonymous read, S3 404; both are a 404 here
      proxy_intercept_errors on;
      recursive_error_pages on;
      error_page 403 404 =404 /.404;
${notFoundLocation(error)}

      # never served: deploy bookkeeping, dotfiles, build statistics, the history, the shell archive
${HIDDEN_LOCATIONS}

      location = /sw.js {
${file(worker)}
      }
      location ^~ /static/ {
${file(page)}
      }
      # every hub version's immutable folder; readable by the shell's other origins (CORS)
      location ^~ /hubs/ {
${file(page, `\n${CORS_LINES.replace(/^ {6}/gm, '        ')}`)}
      }
      # a file is the object of that name; any other path is a page of the app
      location ~ \\.[A-Za-z0-9]+$ {
${file(page)}
      }
      location / {
${headerLines(page, '        ')}
${cacheStatus('        ')}
${fetch('$naturverse_page')}
        error_page 403 404 = @start_page;
      }
${fallback('@start_page', START_PAGE, '= @index_page')}
${fallback('@index_page', '/index.html', '=404 /.404')}
    }`;
  return `${configHead(endpoint)}
http {
    types {
${mimeTypes()}
    }
    default_type application/octet-stream;
    # one line per request: what the cache did and each request it cost the bucket
    log_format naturverse_cache '$remote_addr [$time_local] "$request" $status cache=$upstream_cache_status endpoint="$upstream_addr" endpoint_status="$upstream_status" object=$uri';
    access_log ${accessLog ? `${accessLog} naturverse_cache` : 'off'};
    server_tokens off;
${TEMP_PATHS}
    proxy_cache_path ${cacheDir} levels=1:2 keys_zone=naturverse:10m max_size=1g inactive=30d use_temp_path=off;
    upstream naturverse_bucket {
      server ${host};
      keepalive 8;
    }
    # the bucket's bytes are stored as built; what is worth compressing is compressed as sent
    gzip on;
    gzip_vary on;
    gzip_proxied any;
    gzip_types text/css text/javascript application/javascript application/json image/svg+xml application/manifest+json text/plain;
${corsMap(hubOrigins)}${pageMap(pages)}${site}${httpsRedirect(address, listen, serverName, tls)}
}
`;
}
