-- NaturBank balance, the balance guard, and the two RPCs of spec §7.
--
-- Balance formula (documented choice): balance = sum(amount of kind 'earn' and
-- 'grant') - sum(amount of kind 'spend') over the caller's natur_transactions.
-- 'grant' rows are credits like 'earn' (the demo's "Daily grant +25").
--
-- Error codes raised here (SQLSTATE, message = stable name). PostgREST answers
-- them with HTTP 400 and passes code and message through to supabase-js:
--   NV001 not_authenticated   no auth.uid() in the request
--   NV002 not_your_user       p_user is not the caller
--   NV003 invalid_amount      amount / increment null, <= 0 or too large
--   NV004 invalid_kind        p_kind not 'earn' or 'spend'
--   NV005 insufficient_funds  a spend larger than the balance
--   NV006 invalid_world       world slug empty or longer than 64 characters
-- anon calling either RPC gets 42501 (permission denied for function).

-- ---------------------------------------------------------------------------
-- v_my_wallet: one row, column balance, 0 when the caller has no transactions.
-- security_invoker: RLS of natur_transactions applies as the caller.
-- ---------------------------------------------------------------------------
create view public.v_my_wallet
with (security_invoker = true)
as
select coalesce(
         sum(case when t.kind = 'spend' then -t.amount else t.amount end),
         0
       )::numeric(14,2) as balance
from public.natur_transactions t
where t.user_id = (select auth.uid());

comment on view public.v_my_wallet is
  'Caller''s NATUR balance: earn + grant - spend; 0 when there are no transactions.';

revoke all on public.v_my_wallet from anon;
grant select on public.v_my_wallet to authenticated, service_role;

-- ---------------------------------------------------------------------------
-- Per-user serialization. Every balance-changing write takes a transaction-
-- scoped advisory lock keyed on the user, so concurrent spends of one user run
-- one after the other; under READ COMMITTED (PostgREST's default) each waiter
-- then reads the balance including the previous holder's committed rows.
-- ---------------------------------------------------------------------------
create function public.natur_lock_user(p_user uuid)
returns void
language sql
volatile
set search_path = ''
as $fn$
  select pg_catalog.pg_advisory_xact_lock(
    pg_catalog.hashtext('naturverse.natur_wallet'),
    pg_catalog.hashtext(p_user::text)
  );
$fn$;
revoke execute on function public.natur_lock_user(uuid) from public, anon, authenticated;

create function public.natur_balance_of(p_user uuid)
returns numeric
language sql
stable
security definer
set search_path = ''
as $fn$
  select coalesce(
           sum(case when t.kind = 'spend' then -t.amount else t.amount end),
           0
         )
  from public.natur_transactions t
  where t.user_id = p_user;
$fn$;
revoke execute on function public.natur_balance_of(uuid) from public, anon, authenticated;

-- Guard on the table itself: spec §7 also lets the client insert transactions
-- directly ("Add transaction"), so a spend must never overdraw on that path
-- either. The RPC goes through this trigger as well.
create function public.natur_transactions_guard()
returns trigger
language plpgsql
security definer
set search_path = ''
as $fn$
declare
  v_balance numeric;
begin
  perform public.natur_lock_user(new.user_id);
  if new.kind = 'spend' then
    v_balance := public.natur_balance_of(new.user_id);
    if new.amount > v_balance then
      raise exception using
        errcode = 'NV005',
        message = 'insufficient_funds',
        detail  = format('balance %s is less than the spend of %s', v_balance, new.amount);
    end if;
  end if;
  return new;
end
$fn$;
revoke execute on function public.natur_transactions_guard() from public, anon, authenticated;

create trigger natur_transactions_guard
  before insert on public.natur_transactions
  for each row execute function public.natur_transactions_guard();

-- ---------------------------------------------------------------------------
-- RPC grant_world_stamp(p_user, p_world, p_inc): add p_inc to the caller's
-- stamp count for a world. Returns the new count.
-- ---------------------------------------------------------------------------
create function public.grant_world_stamp(p_user uuid, p_world text, p_inc integer default 1)
returns integer
language plpgsql
volatile
security definer
set search_path = ''
as $fn$
declare
  v_uid   uuid := auth.uid();
  v_count integer;
begin
  if v_uid is null then
    raise exception using errcode = 'NV001', message = 'not_authenticated',
      detail = 'grant_world_stamp needs a signed-in user';
  end if;
  if p_user is null or p_user <> v_uid then
    raise exception using errcode = 'NV002', message = 'not_your_user',
      detail = 'grant_world_stamp: p_user must equal the caller''s id';
  end if;
  if p_world is null or char_length(p_world) not between 1 and 64 then
    raise exception using errcode = 'NV006', message = 'invalid_world',
      detail = 'p_world must be a world slug of 1 to 64 characters';
  end if;
  if p_inc is null or p_inc < 1 or p_inc > 100 then
    raise exception using errcode = 'NV003', message = 'invalid_amount',
      detail = 'p_inc must be between 1 and 100';
  end if;

  insert into public.user_world_stamps as s (user_id, world, count, last_granted_at)
  values (v_uid, p_world, p_inc, now())
  on conflict (user_id, world) do update
    set count = s.count + excluded.count,
        last_granted_at = now()
  returning s.count into v_count;

  return v_count;
end
$fn$;

revoke execute on function public.grant_world_stamp(uuid, text, integer) from public, anon;
grant execute on function public.grant_world_stamp(uuid, text, integer) to authenticated, service_role;

-- ---------------------------------------------------------------------------
-- RPC earn_spend_natur(p_kind, p_amount, p_meta): add an earn or spend
-- transaction for the caller (note = p_meta->>'reason'); a spend never takes
-- the balance below 0, even under concurrent calls. Returns the new balance.
-- ---------------------------------------------------------------------------
create function public.earn_spend_natur(p_kind text, p_amount numeric, p_meta jsonb default '{}'::jsonb)
returns numeric
language plpgsql
volatile
security definer
set search_path = ''
as $fn$
declare
  v_uid     uuid := auth.uid();
  v_balance numeric;
  v_address text;
  v_note    text;
begin
  if v_uid is null then
    raise exception using errcode = 'NV001', message = 'not_authenticated',
      detail = 'earn_spend_natur needs a signed-in user';
  end if;
  if p_kind is null or p_kind not in ('earn', 'spend') then
    raise exception using errcode = 'NV004', message = 'invalid_kind',
      detail = 'p_kind must be ''earn'' or ''spend''';
  end if;
  if p_amount is null or p_amount <= 0 or p_amount > 1000000 or p_amount <> round(p_amount, 2) then
    raise exception using errcode = 'NV003', message = 'invalid_amount',
      detail = 'p_amount must be positive, at most 1000000, with at most 2 decimals';
  end if;

  -- One caller at a time per user from here to the end of the transaction.
  perform public.natur_lock_user(v_uid);

  v_balance := public.natur_balance_of(v_uid);
  if p_kind = 'spend' and p_amount > v_balance then
    raise exception using errcode = 'NV005', message = 'insufficient_funds',
      detail = format('balance %s is less than the spend of %s', v_balance, p_amount);
  end if;

  select w.address into v_address from public.natur_wallets w where w.user_id = v_uid;
  v_note := left(nullif(btrim(coalesce(p_meta ->> 'reason', '')), ''), 200);

  insert into public.natur_transactions (user_id, wallet_address, kind, amount, note)
  values (v_uid, v_address, p_kind, p_amount, v_note);

  return v_balance + case when p_kind = 'spend' then -p_amount else p_amount end;
end
$fn$;

revoke execute on function public.earn_spend_natur(text, numeric, jsonb) from public, anon;
grant execute on function public.earn_spend_natur(text, numeric, jsonb) to authenticated, service_role;
