// A stamp earned in a zones game, signed in: granted on the server by the
// grant_world_stamp RPC, counted in user_world_stamps (real schema on PostgreSQL).
import { test, expect } from '../support/backend/fixture';
import { gotoWithPausedClock } from '../zones/helpers';

test('a karaoke stamp, signed in, is counted for the user by grant_world_stamp', { tag: ['@zones', '@passport'] }, async ({ page, connect, newUser, sql }) => {
  const user = await newUser();
  await sql(`insert into user_world_stamps (user_id, world, count) values ($1, 'musiclandia', 2)`, [user.id]);
  await connect(page, user);
  await gotoWithPausedClock(page, '/zones/music');
  await page.getByRole('button', { name: 'Start singing' }).click();
  await page.clock.runFor(11_000); // the last line starts at 11 s at the default tempo
  await expect(page.getByText('Stamp earned!')).toBeVisible();
  await expect.poll(() => sql(`select world, count from user_world_stamps where user_id = $1`, [user.id])).toEqual([{ world: 'musiclandia', count: 3 }]);
});
