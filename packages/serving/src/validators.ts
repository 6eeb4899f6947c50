// Validators for conditional requests: an ETag and a Last-Modified date per response, and
// the RFC 9110 §13.2.2 decision whether the client's copy is still good (304 Not Modified).
// The registry, the config, the manifests and the HTML are served `no-cache`: with these, a
// revisit costs a round trip with no body instead of the whole file.
import { createHash } from 'node:crypto';

const digest = (data: string | Buffer): string => createHash('sha256').update(data).digest('base64url').slice(0, 22);

/**
 * A weak ETag for a body and the headers that make it what it is. The page's policy (CSP)
 * is derived from the registry and config of the moment: a new policy over the same HTML is
 * a new response, never a 304 that would keep the old one. Weak, because the same tag covers
 * the identity, gzip and brotli forms of the body (RFC 9110 §8.8.1: semantically equivalent).
 * @param bodyDigest the body's digest (see `bodyDigest`)
 * @param headers anything else the response depends on
 */
export function etagOf(bodyDigest: string, headers = ''): string {
  return `W/"${bodyDigest}${headers ? `-${digest(headers).slice(0, 10)}` : ''}"`;
}

export const bodyDigest = (body: string | Buffer): string => digest(body);

/** HTTP dates have whole seconds: the comparison is made at that resolution. */
export const httpDate = (ms: number): string => new Date(Math.floor(ms / 1000) * 1000).toUTCString();

/** Does any entity tag of an If-None-Match list match (weak comparison)? */
function noneMatchHits(header: string, etag: string): boolean {
  if (header.trim() === '*') return true;
  const opaque = (tag: string) => tag.trim().replace(/^W\//, '');
  return header.split(',').some((tag) => opaque(tag) === opaque(etag));
}

/**
 * Whether a GET/HEAD with these request headers may be answered 304. If-None-Match wins
 * over If-Modified-Since when both are sent (RFC 9110 §13.2.2); an unparsable date is
 * ignored (a full answer), as the RFC says.
 * @param request the request's headers
 * @param current validators (lastModified in ms)
 */
export function notModified(
  request: { 'if-none-match'?: string; 'if-modified-since'?: string },
  { etag, lastModified }: { etag: string; lastModified: number },
): boolean {
  const inm = request['if-none-match'];
  if (inm !== undefined) return noneMatchHits(inm, etag);
  const ims = request['if-modified-since'];
  if (ims === undefined) return false;
  const since = Date.parse(ims);
  if (Number.isNaN(since)) return false;
  return Math.floor(lastModified / 1000) * 1000 <= since;
}
