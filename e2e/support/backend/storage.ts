/**
 * The Storage part of the test backend, for the one bucket the site uses. Like
 * the Storage API, an upload writes its `storage.objects` row AS THE CALLER, so
 * the bucket's policies (own folder only) decide; the bytes are kept in memory.
 * Public reads check that the bucket is public and the object row exists.
 */
import type pg from 'pg';
import { BUCKETS } from '@naturverse/platform';
import type { Caller } from './auth';
import { json, unsupported, type BackendRequest, type Reply } from './http';
import type { Run } from './rest';

const BUCKET_NAMES = new Set<string>(Object.values(BUCKETS).map((b) => b.name));

function split(rest: string): { bucket: string; name: string } {
  const slash = rest.indexOf('/');
  const bucket = decodeURIComponent(rest.slice(0, slash));
  const name = decodeURIComponent(rest.slice(slash + 1));
  if (slash < 1 || !name || !BUCKET_NAMES.has(bucket)) unsupported(`storage object "${rest}"`);
  return { bucket, name };
}

export class StorageApi {
  private readonly files = new Map<string, { bytes: Buffer; type: string }>();

  constructor(
    private readonly admin: pg.Pool,
    private readonly run: Run,
  ) {}

  async handle(req: BackendRequest, caller: Caller): Promise<Reply> {
    if (req.method === 'POST' && req.path.startsWith('/storage/v1/object/')) return this.upload(req, caller);
    return unsupported('a storage call the site does not make');
  }

  private async upload(req: BackendRequest, caller: Caller): Promise<Reply> {
    const { bucket, name } = split(req.path.slice('/storage/v1/object/'.length));
    const type = String(req.headers['content-type'] ?? '');
    if (!type.startsWith('image/')) unsupported(`an upload of type "${type}" (the site uploads raw image bytes)`);
    const upsert = req.headers['x-upsert'] === 'true';
    const metadata = JSON.stringify({ mimetype: type, size: req.raw.length, cacheControl: String(req.headers['cache-control'] ?? '') });
    const sql =
      'insert into storage.objects (bucket_id, name, owner, owner_id, metadata) values ($1, $2, auth.uid(), auth.uid()::text, $3::jsonb)' +
      (upsert ? ' on conflict (bucket_id, name) do update set metadata = excluded.metadata, updated_at = now()' : '') +
      ' returning id';
    try {
      const { rows } = await this.run(caller, (c) => c.query<{ id: string }>(sql, [bucket, name, metadata]));
      this.files.set(`${bucket}/${name}`, { bytes: req.raw, type });
      return json(200, { Key: `${bucket}/${name}`, Id: rows[0]?.id });
    } catch (err) {
      const e = err as pg.DatabaseError;
      if (e.code === '42501') return json(400, { statusCode: '403', error: 'Unauthorized', message: e.message });
      if (e.code === '23505') return json(400, { statusCode: '409', error: 'Duplicate', message: 'The resource already exists' });
      throw err;
    }
  }

  /** GET /storage/v1/object/public/<bucket>/<name> (getPublicUrl's address). */
  async readPublic(req: BackendRequest): Promise<Reply> {
    const { bucket, name } = split(req.path.slice('/storage/v1/object/public/'.length));
    const { rows } = await this.admin.query(
      'select 1 from storage.objects o join storage.buckets b on b.id = o.bucket_id where b.public and o.bucket_id = $1 and o.name = $2',
      [bucket, name],
    );
    const file = this.files.get(`${bucket}/${name}`);
    if (!rows.length || !file) return json(400, { statusCode: '404', error: 'not_found', message: 'Object not found' });
    return { status: 200, body: file.bytes, headers: { 'content-type': file.type, 'cache-control': 'max-age=3600' } };
  }
}
