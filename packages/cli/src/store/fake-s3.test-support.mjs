// A fake S3-compatible store for the unit tests of the S3 store, answering as Ceph's RADOS
// Gateway does where it differs from AWS (measured against a real one: e2e/object-store):
// If-Match matches only the unquoted ETag, If-Match on a missing key is 412, a streamed upload
// with trailing checksums is 411 MissingContentLength, a refused secret is a 403 with no body
// (the SDK names it "Unknown"). It refuses whatever it does not understand — another method,
// query parameter or condition — with 501, so a client that starts asking for more fails here
// instead of passing against a fake that ignored it. Path-style only, one user.
import { createHash } from 'node:crypto';
import { createServer } from 'node:http';

const xml = (body) => `<?xml version="1.0" encoding="UTF-8"?>${body}`;
const escape = (text) => text.replace(/[<>&'"]/g, (c) => `&#${c.charCodeAt(0)};`);
const KNOWN_QUERY = new Set(['x-id', 'list-type', 'prefix', 'continuation-token']);

/**
 * @param {{ buckets?: string[], accessKeyId?: string, pageSize?: number }} options
 * `loseWith500`: the next conditional write that fails its condition is answered 500 (RGW's loser of a race);
 * `writesDown`: every write is answered 500 and not applied (a store that failed and stays down for writes).
 */
export async function startFakeS3({ buckets = ['site'], accessKeyId = 'FAKEKEY', pageSize = 1000 } = {}) {
  const objects = new Map(buckets.map((b) => [b, new Map()]));
  const state = { loseWith500: 0, writesDown: false, requests: [] };
  const answer = (res, status, code, headers = {}) => {
    res.writeHead(status, { 'content-type': 'application/xml', ...headers });
    res.end(code ? xml(`<Error><Code>${code}</Code><Message>${code}</Message></Error>`) : '');
  };
  const server = createServer((req, res) => {
    const chunks = [];
    req.on('data', (c) => chunks.push(c));
    req.on('end', () => {
      const url = new URL(req.url, 'http://fake');
      const [, bucket, ...rest] = url.pathname.split('/');
      const key = decodeURIComponent(rest.join('/'));
      state.requests.push({ method: req.method, key, headers: req.headers });
      for (const name of url.searchParams.keys()) if (!KNOWN_QUERY.has(name)) return answer(res, 501, 'NotImplemented');
      if (!String(req.headers.authorization ?? '').includes(`Credential=${accessKeyId}/`)) return answer(res, 403, null);
      const store = objects.get(bucket);
      if (!store) return answer(res, 404, 'NoSuchBucket');
      if (req.method === 'GET' && !key) return list(res, store, url.searchParams);
      if (req.method === 'GET') {
        const object = store.get(key);
        if (!object) return answer(res, 404, 'NoSuchKey');
        res.writeHead(200, { etag: `"${object.etag}"`, 'content-type': object.type, 'content-length': object.body.length });
        return res.end(object.body);
      }
      if (req.method !== 'PUT' || !key) return answer(res, 501, 'NotImplemented');
      if (state.writesDown) return answer(res, 500, 'InternalError');
      if (req.headers['content-length'] === undefined || /STREAMING|TRAILER/.test(String(req.headers['x-amz-content-sha256'])))
        return answer(res, 411, 'MissingContentLength');
      const ifMatch = req.headers['if-match'];
      const ifNoneMatch = req.headers['if-none-match'];
      if (ifNoneMatch !== undefined && ifNoneMatch !== '*') return answer(res, 501, 'NotImplemented');
      const current = store.get(key);
      const refused = (ifNoneMatch === '*' && current) || (ifMatch !== undefined && (!current || ifMatch !== current.etag));
      if (refused) {
        if (state.loseWith500 > 0) {
          state.loseWith500--;
          return answer(res, 500, 'InternalError');
        }
        return answer(res, 412, 'PreconditionFailed');
      }
      const body = Buffer.concat(chunks);
      const etag = createHash('md5').update(body).digest('hex');
      store.set(key, { body, etag, type: req.headers['content-type'], cacheControl: req.headers['cache-control'] });
      res.writeHead(200, { etag: `"${etag}"` });
      res.end();
    });
  });
  function list(res, store, params) {
    if (params.get('list-type') !== '2') return answer(res, 501, 'NotImplemented');
    const prefix = params.get('prefix') ?? '';
    const keys = [...store.keys()].filter((k) => k.startsWith(prefix)).sort();
    const start = Number(params.get('continuation-token') ?? 0);
    const page = keys.slice(start, start + pageSize);
    const more = start + pageSize < keys.length;
    const contents = page.map((k) => `<Contents><Key>${escape(k)}</Key><ETag>"${store.get(k).etag}"</ETag><Size>${store.get(k).body.length}</Size></Contents>`);
    res.writeHead(200, { 'content-type': 'application/xml' });
    res.end(
      xml(
        `<ListBucketResult><Name>x</Name><Prefix>${escape(prefix)}</Prefix><KeyCount>${page.length}</KeyCount><IsTruncated>${more}</IsTruncated>${more ? `<NextContinuationToken>${start + pageSize}</NextContinuationToken>` : ''}${contents.join('')}</ListBucketResult>`,
      ),
    );
  }
  await new Promise((resolve) => server.listen(0, '127.0.0.1', resolve));
  return {
    endpoint: `http://127.0.0.1:${server.address().port}`,
    objects,
    state,
    close: () => new Promise((resolve) => server.close(resolve)),
  };
}
