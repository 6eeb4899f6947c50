// Avatar bucket policies on storage.objects. The Storage API (not runnable here)
// performs these statements as the requesting role; the policies decide.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { BUCKETS } from '@naturverse/platform';
import { anon, asRole, connect, createUser, recordDenied, sqlState, user, type Client, type Who } from './db';

const BUCKET = BUCKETS.avatars.name;

let admin: Client;
let api: Client;
let alice: string;
let bob: string;
let bobObject: string;
let denied = 0;

beforeAll(async () => {
  admin = await connect('supabase_admin');
  api = await connect();
  alice = await createUser(admin, 'alice');
  bob = await createUser(admin, 'bob');
  const res = await admin.query('insert into storage.objects (bucket_id, name, owner, metadata) values ($1, $2, $3, $4) returning id', [
    BUCKET,
    BUCKETS.avatars.path(bob),
    bob,
    { mimetype: 'image/png', cacheControl: `max-age=${BUCKETS.avatars.cacheSeconds}` },
  ]);
  bobObject = res.rows[0].id;
});

afterAll(async () => {
  recordDenied('storage.test.ts', denied);
  console.log(`[storage.test.ts] cross-user attempts denied: ${denied}`);
  await api?.end();
  await admin?.end();
});

/** 'allowed' if the write touched a row, 'denied' on 42501 or 0 rows. */
async function attempt(who: Who, sql: string, params: unknown[]): Promise<'allowed' | 'denied'> {
  return asRole(api, who, async (c) => {
    try {
      const res = await c.query(sql, params);
      return (res.rowCount ?? 0) > 0 ? 'allowed' : 'denied';
    } catch (err) {
      if (sqlState(err) === '42501') return 'denied';
      throw err;
    }
  });
}

const insertObject = (who: Who, name: string, owner: string | null) =>
  attempt(who, 'insert into storage.objects (bucket_id, name, owner) values ($1, $2, $3)', [BUCKET, name, owner]);

/** What storage-js upload with upsert: true ends up as. */
const upsertObject = (who: Who, name: string, owner: string | null) =>
  attempt(
    who,
    `insert into storage.objects (bucket_id, name, owner) values ($1, $2, $3)
     on conflict (bucket_id, name) do update set owner = excluded.owner, updated_at = now()`,
    [BUCKET, name, owner],
  );

function expectDenied(v: 'allowed' | 'denied', what: string): void {
  expect(v, what).toBe('denied');
  denied += 1;
}

describe(`bucket ${BUCKET}`, () => {
  it('exists and is public', async () => {
    const res = await admin.query('select public from storage.buckets where id = $1', [BUCKET]);
    expect(res.rows).toEqual([{ public: true }]);
  });

  it('a user uploads into their own folder ({userId}/avatar.png), also with upsert', async () => {
    expect(await insertObject(user(alice), BUCKETS.avatars.path(alice), alice)).toBe('allowed');
    expect(await upsertObject(user(bob), BUCKETS.avatars.path(bob), bob)).toBe('allowed');
  });

  it('a user updates and deletes their own object', async () => {
    expect(await attempt(user(bob), 'update storage.objects set metadata = $2 where id = $1', [bobObject, { v: 2 }])).toBe('allowed');
    expect(await attempt(user(bob), 'delete from storage.objects where id = $1', [bobObject])).toBe('allowed');
  });

  it("a user cannot upload into another user's folder", async () => {
    expectDenied(await insertObject(user(alice), BUCKETS.avatars.path(bob).replace('avatar', 'other'), alice), 'insert other folder');
    expectDenied(await upsertObject(user(alice), BUCKETS.avatars.path(bob), alice), 'upsert over other avatar');
    expectDenied(await insertObject(user(alice), 'avatar.png', alice), 'insert at bucket root');
    expectDenied(await insertObject(user(alice), `x/${alice}/avatar.png`, alice), 'own id not as first folder');
  });

  it("a user cannot update, move or delete another user's object", async () => {
    expectDenied(await attempt(user(alice), 'update storage.objects set metadata = $2 where id = $1', [bobObject, { hacked: true }]), 'update other');
    expectDenied(await attempt(user(alice), 'delete from storage.objects where id = $1', [bobObject]), 'delete other');
    // move own object into bob's folder
    const moved = await asRole(api, user(alice), async (c) => {
      await c.query('insert into storage.objects (bucket_id, name, owner) values ($1, $2, $3)', [BUCKET, `${alice}/move-me.png`, alice]);
      await c.query('savepoint s');
      try {
        const r = await c.query('update storage.objects set name = $2 where bucket_id = $1 and name = $3', [
          BUCKET,
          `${bob}/move-me.png`,
          `${alice}/move-me.png`,
        ]);
        return (r.rowCount ?? 0) > 0 ? 'allowed' : 'denied';
      } catch (err) {
        await c.query('rollback to savepoint s');
        if (sqlState(err) === '42501') return 'denied';
        throw err;
      }
    });
    expectDenied(moved, 'move into other folder');
  });

  it('anon cannot upload, update or delete', async () => {
    expectDenied(await insertObject(anon, BUCKETS.avatars.path(bob).replace('avatar', 'anon'), null), 'anon insert');
    expectDenied(await attempt(anon, 'update storage.objects set metadata = $2 where id = $1', [bobObject, {}]), 'anon update');
    expectDenied(await attempt(anon, 'delete from storage.objects where id = $1', [bobObject]), 'anon delete');
  });

  it('anyone (anon and other users) can read avatar objects', async () => {
    for (const who of [anon, user(alice)]) {
      const res = await asRole(api, who, (c) => c.query('select name from storage.objects where bucket_id = $1 and id = $2', [BUCKET, bobObject]));
      expect(res.rows).toEqual([{ name: BUCKETS.avatars.path(bob) }]);
    }
  });

  it('the read policy covers only this bucket', async () => {
    await admin.query(`insert into storage.buckets (id, name, public) values ('private-x', 'private-x', false) on conflict do nothing`);
    await admin.query(`insert into storage.objects (bucket_id, name, owner) values ('private-x', $1, $2)`, [`${bob}/secret.txt`, bob]);
    const res = await asRole(api, anon, (c) => c.query(`select 1 from storage.objects where bucket_id = 'private-x'`));
    expect(res.rowCount).toBe(0);
  });
});
