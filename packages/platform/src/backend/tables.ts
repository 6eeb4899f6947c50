/**
 * The backend's names, in one place: the browser-side data interfaces, their
 * contract tests and the SQL suite all read them from here so they cannot drift.
 * Columns listed per table are exactly the ones spec §7 selects or writes.
 */
export const TABLES = {
  userWorldStamps: {
    name: 'user_world_stamps',
    columns: ['user_id', 'world', 'count', 'last_granted_at'],
    conflict: 'user_id,world',
  },
  passportStamps: {
    name: 'passport_stamps',
    columns: ['id', 'user_id', 'world', 'title', 'note', 'created_at'],
  },
  passportBadges: {
    name: 'passport_badges',
    columns: ['id', 'user_id', 'code', 'label', 'created_at'],
  },
  scores: {
    name: 'scores',
    columns: ['game', 'value', 'user_id'],
  },
  naturWallets: {
    name: 'natur_wallets',
    columns: ['user_id', 'address', 'label'],
    conflict: 'user_id',
  },
  naturTransactions: {
    name: 'natur_transactions',
    columns: ['id', 'user_id', 'wallet_address', 'kind', 'amount', 'note', 'created_at'],
    limit: 200,
  },
  xpLedger: {
    name: 'xp_ledger',
    columns: ['user_id', 'delta', 'source'],
  },
  profiles: {
    name: 'profiles',
    columns: ['id', 'display_name', 'email', 'kid_safe_chat', 'theme', 'newsletter', 'avatar_url', 'updated_at'],
    conflict: 'id',
  },
} as const;

export const VIEWS = {
  myWallet: { name: 'v_my_wallet', columns: ['balance'] },
} as const;

export const RPCS = {
  grantWorldStamp: { name: 'grant_world_stamp', args: ['p_user', 'p_world', 'p_inc'] },
  earnSpendNatur: { name: 'earn_spend_natur', args: ['p_kind', 'p_amount', 'p_meta'] },
} as const;

export const BUCKETS = {
  avatars: { name: 'avatars', path: (userId: string) => `${userId}/avatar.png`, cacheSeconds: 3600 },
} as const;

/** "a, b, c" as supabase-js `select()` wants it. */
export function columnList(columns: readonly string[]): string {
  return columns.join(',');
}
