-- Naturverse schema: the tables of spec §3 with row-level security.
--
-- Names must match packages/platform/src/backend/tables.ts (the SQL suite reads
-- them from there). Rule for every table: a signed-in user reads and writes only
-- rows whose owner column is their own auth.uid(); the anonymous role writes
-- nothing except `scores` rows with a null user; nobody writes another user's id.
-- Ledgers (scores, natur_transactions, xp_ledger) are append-only for users.

-- ---------------------------------------------------------------------------
-- Passport: per-world stamp counter (RPC grant_world_stamp or the §7 fallback
-- upsert with on_conflict=user_id,world)
-- ---------------------------------------------------------------------------
create table public.user_world_stamps (
  user_id         uuid        not null default auth.uid()
                              references auth.users (id) on delete cascade,
  world           text        not null check (char_length(world) between 1 and 64),
  count           integer     not null default 0 check (count >= 0),
  last_granted_at timestamptz not null default now(),
  constraint user_world_stamps_pkey primary key (user_id, world)
);
comment on table public.user_world_stamps is 'Passport stamp count per user and world.';

-- ---------------------------------------------------------------------------
-- Passport entries and badges (read newest first per user)
-- ---------------------------------------------------------------------------
create table public.passport_stamps (
  id         uuid        primary key default gen_random_uuid(),
  user_id    uuid        not null default auth.uid()
                         references auth.users (id) on delete cascade,
  world      text        not null check (char_length(world) between 1 and 64),
  title      text        not null check (char_length(title) between 1 and 200),
  note       text                 check (char_length(note) <= 2000),
  created_at timestamptz not null default now()
);
create index passport_stamps_user_created_idx
  on public.passport_stamps (user_id, created_at desc);

create table public.passport_badges (
  id         uuid        primary key default gen_random_uuid(),
  user_id    uuid        not null default auth.uid()
                         references auth.users (id) on delete cascade,
  code       text        not null check (char_length(code) between 1 and 64),
  label      text        not null check (char_length(label) between 1 and 200),
  created_at timestamptz not null default now()
);
create index passport_badges_user_created_idx
  on public.passport_badges (user_id, created_at desc);

-- ---------------------------------------------------------------------------
-- Game scores: user_id null for anonymous players
-- ---------------------------------------------------------------------------
create table public.scores (
  id         bigint           generated always as identity primary key,
  game       text             not null check (char_length(game) between 1 and 64),
  value      double precision not null
                              check (value = value and value > '-infinity' and value < 'infinity'),
  user_id    uuid             default auth.uid()
                              references auth.users (id) on delete cascade,
  created_at timestamptz      not null default now()
);
create index scores_user_created_idx on public.scores (user_id, created_at desc);
create index scores_game_value_idx on public.scores (game, value desc);

-- ---------------------------------------------------------------------------
-- NaturBank: one wallet per user, transactions, XP ledger
-- ---------------------------------------------------------------------------
create table public.natur_wallets (
  user_id    uuid        primary key default auth.uid()
                         references auth.users (id) on delete cascade,
  address    text        not null check (char_length(address) between 1 and 128),
  label      text                 check (char_length(label) <= 80),
  created_at timestamptz not null default now()
);

create table public.natur_transactions (
  id             uuid          primary key default gen_random_uuid(),
  user_id        uuid          not null default auth.uid()
                               references auth.users (id) on delete cascade,
  wallet_address text                   check (char_length(wallet_address) <= 128),
  kind           text          not null check (kind in ('grant', 'spend', 'earn')),
  amount         numeric(14,2) not null check (amount > 0),
  note           text                   check (char_length(note) <= 200),
  created_at     timestamptz   not null default now()
);
create index natur_transactions_user_created_idx
  on public.natur_transactions (user_id, created_at desc);

create table public.xp_ledger (
  id         bigint      generated always as identity primary key,
  user_id    uuid        not null default auth.uid()
                         references auth.users (id) on delete cascade,
  delta      integer     not null check (delta between -100000 and 100000),
  source     text        not null default 'manual' check (char_length(source) between 1 and 64),
  created_at timestamptz not null default now()
);
create index xp_ledger_user_created_idx on public.xp_ledger (user_id, created_at desc);

-- ---------------------------------------------------------------------------
-- Cloud profile (upsert on_conflict=id)
-- ---------------------------------------------------------------------------
create table public.profiles (
  id            uuid        primary key default auth.uid()
                            references auth.users (id) on delete cascade,
  display_name  text                 check (char_length(display_name) <= 80),
  email         text                 check (char_length(email) <= 320),
  kid_safe_chat boolean     not null default true,
  theme         text        not null default 'system' check (char_length(theme) between 1 and 32),
  newsletter    boolean     not null default false,
  avatar_url    text                 check (char_length(avatar_url) <= 2048),
  updated_at    timestamptz not null default now()
);

-- ---------------------------------------------------------------------------
-- Row-level security. `(select auth.uid())` is evaluated once per statement
-- (Supabase's recommended form). No policy for anon except the scores insert.
-- ---------------------------------------------------------------------------
alter table public.user_world_stamps  enable row level security;
alter table public.passport_stamps    enable row level security;
alter table public.passport_badges    enable row level security;
alter table public.scores             enable row level security;
alter table public.natur_wallets      enable row level security;
alter table public.natur_transactions enable row level security;
alter table public.xp_ledger          enable row level security;
alter table public.profiles           enable row level security;

-- Full read/write of own rows
create policy "own rows: select" on public.user_world_stamps for select to authenticated
  using (user_id = (select auth.uid()));
create policy "own rows: insert" on public.user_world_stamps for insert to authenticated
  with check (user_id = (select auth.uid()));
create policy "own rows: update" on public.user_world_stamps for update to authenticated
  using (user_id = (select auth.uid())) with check (user_id = (select auth.uid()));
create policy "own rows: delete" on public.user_world_stamps for delete to authenticated
  using (user_id = (select auth.uid()));

create policy "own rows: select" on public.passport_stamps for select to authenticated
  using (user_id = (select auth.uid()));
create policy "own rows: insert" on public.passport_stamps for insert to authenticated
  with check (user_id = (select auth.uid()));
create policy "own rows: update" on public.passport_stamps for update to authenticated
  using (user_id = (select auth.uid())) with check (user_id = (select auth.uid()));
create policy "own rows: delete" on public.passport_stamps for delete to authenticated
  using (user_id = (select auth.uid()));

create policy "own rows: select" on public.passport_badges for select to authenticated
  using (user_id = (select auth.uid()));
create policy "own rows: insert" on public.passport_badges for insert to authenticated
  with check (user_id = (select auth.uid()));
create policy "own rows: update" on public.passport_badges for update to authenticated
  using (user_id = (select auth.uid())) with check (user_id = (select auth.uid()));
create policy "own rows: delete" on public.passport_badges for delete to authenticated
  using (user_id = (select auth.uid()));

create policy "own rows: select" on public.natur_wallets for select to authenticated
  using (user_id = (select auth.uid()));
create policy "own rows: insert" on public.natur_wallets for insert to authenticated
  with check (user_id = (select auth.uid()));
create policy "own rows: update" on public.natur_wallets for update to authenticated
  using (user_id = (select auth.uid())) with check (user_id = (select auth.uid()));
create policy "own rows: delete" on public.natur_wallets for delete to authenticated
  using (user_id = (select auth.uid()));

create policy "own rows: select" on public.profiles for select to authenticated
  using (id = (select auth.uid()));
create policy "own rows: insert" on public.profiles for insert to authenticated
  with check (id = (select auth.uid()));
create policy "own rows: update" on public.profiles for update to authenticated
  using (id = (select auth.uid())) with check (id = (select auth.uid()));
create policy "own rows: delete" on public.profiles for delete to authenticated
  using (id = (select auth.uid()));

-- Append-only ledgers: read and add own rows; no update/delete policy.
create policy "own rows: select" on public.natur_transactions for select to authenticated
  using (user_id = (select auth.uid()));
create policy "own rows: insert" on public.natur_transactions for insert to authenticated
  with check (user_id = (select auth.uid()));

create policy "own rows: select" on public.xp_ledger for select to authenticated
  using (user_id = (select auth.uid()));
create policy "own rows: insert" on public.xp_ledger for insert to authenticated
  with check (user_id = (select auth.uid()));

-- Scores: signed-in players read their own and add rows for themselves (or
-- anonymously); anonymous players add rows with a null user only.
create policy "own rows: select" on public.scores for select to authenticated
  using (user_id = (select auth.uid()));
create policy "own or anonymous: insert" on public.scores for insert to authenticated
  with check (user_id is null or user_id = (select auth.uid()));
create policy "anonymous: insert null user" on public.scores for insert to anon
  with check (user_id is null);

-- ---------------------------------------------------------------------------
-- Table privileges. Supabase's default privileges already grant everything to
-- anon/authenticated/service_role; we state them explicitly (new projects may
-- not auto-expose tables) and take from anon what it must never do, so an
-- anonymous write fails on privileges before RLS is even consulted.
-- ---------------------------------------------------------------------------
grant select, insert, update, delete on
  public.user_world_stamps, public.passport_stamps, public.passport_badges,
  public.natur_wallets, public.profiles
  to authenticated;
grant select, insert on public.natur_transactions, public.xp_ledger, public.scores to authenticated;
revoke update, delete, truncate on public.natur_transactions, public.xp_ledger, public.scores
  from authenticated;
revoke truncate, references, trigger on
  public.user_world_stamps, public.passport_stamps, public.passport_badges,
  public.natur_wallets, public.profiles
  from authenticated;

revoke all on
  public.user_world_stamps, public.passport_stamps, public.passport_badges, public.scores,
  public.natur_wallets, public.natur_transactions, public.xp_ledger, public.profiles
  from anon;
grant insert on public.scores to anon;

grant all on
  public.user_world_stamps, public.passport_stamps, public.passport_badges, public.scores,
  public.natur_wallets, public.natur_transactions, public.xp_ledger, public.profiles
  to service_role;
