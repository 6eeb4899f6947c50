// A badge is earned once per code: the database refuses a second
// passport_badges row with the same user_id and code, whatever the browser sends.
// The §7 call ("insert passport_badges: user_id, code, label") is unchanged.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { asRole, connect, createUser, failureOf, sqlState, user, type Client } from './db';

let admin: Client;
let api: Client;

beforeAll(async () => {
  admin = await connect('supabase_admin');
  api = await connect();
});
afterAll(async () => {
  await api?.end();
  await admin?.end();
});

const insertBadge = (c: Client, userId: string, code: string, label: string) =>
  c.query('insert into public.passport_badges (user_id, code, label) values ($1, $2, $3) returning id', [userId, code, label]);

describe('passport_badges: once per code', () => {
  it('a second badge with the same code for the same user is refused (unique violation)', async () => {
    const kid = await createUser(admin, 'badges');
    await asRole(api, user(kid), (c) => insertBadge(c, kid, 'first-steps', 'First Steps'), { commit: true });
    const err = await failureOf(asRole(api, user(kid), (c) => insertBadge(c, kid, 'first-steps', 'First Steps')));
    expect(sqlState(err)).toBe('23505');
    const rows = await admin.query('select code from public.passport_badges where user_id = $1', [kid]);
    expect(rows.rows.map((r) => r.code)).toEqual(['first-steps']);
  });

  it('other codes, and the same code for another user, are still fine', async () => {
    const [a, b] = [await createUser(admin, 'badge-a'), await createUser(admin, 'badge-b')];
    await asRole(
      api,
      user(a),
      async (c) => {
        await insertBadge(c, a, 'first-steps', 'First Steps');
        await insertBadge(c, a, 'river-friend', 'River Friend');
      },
      { commit: true },
    );
    await asRole(api, user(b), (c) => insertBadge(c, b, 'first-steps', 'First Steps'), { commit: true });
    const rows = await admin.query('select count(*)::int as n from public.passport_badges where user_id = any($1)', [[a, b]]);
    expect(rows.rows[0].n).toBe(3);
  });
});
