-- The reports' daily salt stays the owner's, and the per-address hash is called what it is
-- (supabase/tests/report-salt.test.ts proves the grants; docs/architecture.md › Glossary has the
-- words).
--
-- 1. The salt. With a day's salt, every source and address hash of that day is reversed by
-- hashing the 2^32 IPv4 addresses; and a salt made for a day after today is "today's" until that
-- day comes, so the daily rotation stops. Until now hub_health_reader — the login the canary gate
-- gives CI — could call rotate_report_salt(at) (a security definer): called with '2099-01-01' it
-- returned the salt and stored one for 2099. Now:
--   - rotate_report_salt and prune_reports (which rotates) run as their caller, and no role but
--     the owner may run them: the scheduled jobs run as the owner (pg_cron runs a job as the role
--     that scheduled it), the first report call of a day runs them inside report_hub_events, which
--     runs as the owner; the reader reads, nothing else;
--   - no salt is made for a day after today's UTC date (by the clock, not the transaction's
--     start): such an `at` is refused (22023);
--   - every rotation deletes any salt and rate-limit key of a day after today, so one left from
--     before goes at the next rotation (the scheduled one or the day's first report call); this
--     migration deletes any there is now.
--
-- 2. The address hash. A report's "origin" was the salted hash of the caller's address alone
-- (no agent), the key of the per-address limits — not an origin in the web's sense (scheme and
-- host), which the rest of the site means by the word. It is renamed:
--   hub_health.reports.origin                -> address_hash
--   hub_health.report_origins (origin, ...)  -> hub_health.report_addresses (address_hash, ...)
--   hub_health.by_version.top_origin_reports -> top_address_reports
-- The hash itself is unchanged: its label 'report origin' is part of its input, so it stays as
-- first written — a new label would give every address a second hash, and a second day's
-- allowance, on the day this runs. report_hub_events(text), the one way in, is unchanged.
-- take_reports, rotate_report_salt and by_version are re-created whole with the new names.

alter table hub_health.reports rename column origin to address_hash;
comment on column hub_health.reports.address_hash is 'the sending address for one UTC day: a salted hash prefix without the agent, unlinkable once the day''s salt is deleted';
alter table hub_health.report_origins rename to report_addresses;
alter table hub_health.report_addresses rename column origin to address_hash;
alter index hub_health.report_origins_pkey rename to report_addresses_pkey;
alter view hub_health.by_version rename column top_origin_reports to top_address_reports;

-- Today's salt (UTC day of `at`), made at the day's first use; every salt and rate-limit key of
-- an older day, or of a day after today, is deleted in the same step (also when the day's salt
-- was already made: the midnight job after a day's first call leaves nothing older). A call whose
-- transaction began just before midnight but arrives after the rotation uses the newer salt (it
-- never brings an old day's salt back).
create or replace function hub_health.rotate_report_salt(at timestamptz default now())
returns bytea
language plpgsql
set search_path = ''
as $$
declare
  today constant date := (at at time zone 'utc')::date;
  clock_day constant date := (pg_catalog.clock_timestamp() at time zone 'utc')::date;
  s bytea;
begin
  if today > clock_day then
    raise exception 'no report salt for %: a day after today (%)', today, clock_day using errcode = '22023';
  end if;
  delete from hub_health.report_salts where day < today or day > clock_day;
  delete from hub_health.report_sources where day < today or day > clock_day;
  delete from hub_health.report_addresses where day < today or day > clock_day;
  select salt into s from hub_health.report_salts where day >= today order by day desc limit 1;
  if found then
    return s;
  end if;
  -- gen_random_uuid() draws from the server's strong random source: 2 × 122 random bits
  insert into hub_health.report_salts (day, salt)
  values (today, uuid_send(gen_random_uuid()) || uuid_send(gen_random_uuid()))
  on conflict (day) do nothing;
  select salt into strict s from hub_health.report_salts where day = today;
  return s;
end;
$$;
revoke all on function hub_health.rotate_report_salt(timestamptz) from public, hub_health_reader;

alter function hub_health.prune_reports(interval) security invoker;
revoke all on function hub_health.prune_reports(interval) from public, hub_health_reader;

delete from hub_health.report_salts where day > (now() at time zone 'utc')::date;
delete from hub_health.report_sources where day > (now() at time zone 'utc')::date;
delete from hub_health.report_addresses where day > (now() at time zone 'utc')::date;

-- The work of a report call, with the request's headers and the time handed in (the SQL suite
-- hands in other days). Not a definer and no SET of its own: only its owner may run it, and the
-- API reaches it only through public.report_hub_events, which runs as the owner with the
-- search_path pinned (every name here is qualified) — one function switch per call, not two.
create or replace function hub_health.take_reports(body_text text, headers json, at timestamptz)
returns integer
language plpgsql
as $$
declare
  calls_per_minute   constant integer := 6;
  reports_per_day    constant integer := 300;
  address_calls_per_minute constant integer := 30;
  address_reports_per_day  constant integer := 1500;
  reports_per_hour   constant integer := 5000;
  pairs_per_hour     constant integer := 64;
  allowed constant text[] := array['hub', 'version', 'build', 'route', 'event', 'kind', 'value', 'browser'];
  hour_of constant timestamptz := pg_catalog.date_trunc('hour', at);
  minute_of constant timestamptz := pg_catalog.date_trunc('minute', at);
  address constant text := hub_health.report_address(headers ->> 'x-forwarded-for');
  day_salt bytea;
  src bigint;
  addr_hash bigint;
  address_stored integer;
  address_minute_count integer;
  seen record;
  stored_n integer;
  minute_count integer;
  batch_size integer;
  body jsonb;
  item jsonb;
  over_count integer;
  new_pairs boolean;
begin
  -- 1. a call that did not come through the trusted proxies has no address
  if address is null then
    return hub_health.refuse_reports(at, 'no-address');
  end if;

  -- 2. one read, before the body is parsed: a hub+version of this body (as the shell writes it)
  -- over its ceiling this hour, today's salt, and the source's and the address's state
  select (select v.hub || E'\n' || v.version
            from hub_health.report_version_hours v
           where v.hour = hour_of and v.closed
             and pg_catalog.strpos(body_text, '"hub":"' || v.hub || '","version":"' || v.version || '"') > 0
           limit 1) as closed_pair,
         k.salt, k.src, k.addr_hash, s.minute, s.minute_calls, s.day_reports,
         a.minute as a_minute, a.minute_calls as a_minute_calls, a.day_reports as a_day_reports
    into seen
    from (select r.salt, ('x' || pg_catalog.encode(pg_catalog.substr(pg_catalog.sha256(r.salt
                   || pg_catalog.convert_to(address || E'\n' || coalesce(headers ->> 'user-agent', ''), 'UTF8')), 1, 8), 'hex'))::bit(64)::bigint as src,
                 ('x' || pg_catalog.encode(pg_catalog.substr(pg_catalog.sha256(r.salt
                   || pg_catalog.convert_to('report origin' || E'\n' || address, 'UTF8')), 1, 8), 'hex'))::bit(64)::bigint as addr_hash
            from (select 1) one left join hub_health.report_salts r on r.day = (at at time zone 'utc')::date) k
    left join hub_health.report_sources s on s.source = k.src
    left join hub_health.report_addresses a on a.address_hash = k.addr_hash;
  if seen.closed_pair is not null then
    return hub_health.refuse_reports(at, 'version-hour', pg_catalog.split_part(seen.closed_pair, E'\n', 1), pg_catalog.split_part(seen.closed_pair, E'\n', 2));
  end if;
  if seen.salt is null then
    -- the day's first call: make its salt (deleting yesterday's), then the source is new
    day_salt := hub_health.rotate_report_salt(at);
    src := ('x' || pg_catalog.encode(pg_catalog.substr(pg_catalog.sha256(day_salt
             || pg_catalog.convert_to(address || E'\n' || coalesce(headers ->> 'user-agent', ''), 'UTF8')), 1, 8), 'hex'))::bit(64)::bigint;
    addr_hash := ('x' || pg_catalog.encode(pg_catalog.substr(pg_catalog.sha256(day_salt
             || pg_catalog.convert_to('report origin' || E'\n' || address, 'UTF8')), 1, 8), 'hex'))::bit(64)::bigint;
    select s.minute, s.minute_calls, s.day_reports, a.minute as a_minute, a.minute_calls as a_minute_calls, a.day_reports as a_day_reports
      into seen
      from (select 1) one
      left join hub_health.report_sources s on s.source = src
      left join hub_health.report_addresses a on a.address_hash = addr_hash;
  else
    src := seen.src;
    addr_hash := seen.addr_hash;
  end if;

  -- 3. a source over its limit is refused here, before the body is parsed
  if seen.minute = minute_of and seen.minute_calls >= calls_per_minute then
    return hub_health.refuse_reports(at, 'source-minute');
  end if;
  if seen.day_reports >= reports_per_day then
    return hub_health.refuse_reports(at, 'source-day');
  end if;
  -- ... and an address over its limit, however many agents it makes up
  if seen.a_minute = minute_of and seen.a_minute_calls >= address_calls_per_minute then
    return hub_health.refuse_reports(at, 'address-minute');
  end if;
  if seen.a_day_reports >= address_reports_per_day then
    return hub_health.refuse_reports(at, 'address-day');
  end if;

  -- 4. the body: at most 8 KiB, a JSON array of 1–20 reports with exactly the allowed keys;
  -- anything else is refused whole (22023) and nothing is stored
  if body_text is null or pg_catalog.octet_length(body_text) > 8192 then
    raise exception 'report body over 8192 bytes' using errcode = '22023';
  end if;
  begin
    body := body_text::jsonb;
  exception when others then
    raise exception 'report body is not JSON' using errcode = '22023';
  end;
  if pg_catalog.jsonb_typeof(body) <> 'array' or pg_catalog.jsonb_array_length(body) not between 1 and 20 then
    raise exception 'report body must be an array of 1 to 20 reports' using errcode = '22023';
  end if;
  for item in select value from pg_catalog.jsonb_array_elements(body) loop
    if pg_catalog.jsonb_typeof(item) <> 'object' or not (item ?& allowed)
       or exists (select 1 from pg_catalog.jsonb_object_keys(item) k where k <> all (allowed)) then
      raise exception 'a report must have exactly the keys %', pg_catalog.array_to_string(allowed, ', ') using errcode = '22023';
    end if;
    if pg_catalog.jsonb_typeof(item -> 'value') not in ('number', 'null') then
      raise exception 'a report''s value must be a number' using errcode = '22023';
    end if;
  end loop;
  batch_size := pg_catalog.jsonb_array_length(body);

  -- 5. the source's and the address's call, counted (refused or not) in one statement; its reports
  -- only when they fit both (the row locks make this exact for concurrent calls); a call one of
  -- them refuses gives the other its reports back
  with counted_source as (
    insert into hub_health.report_sources as s (source, day, minute, minute_calls, day_reports, last_n)
    values (src, (at at time zone 'utc')::date, minute_of, 1, batch_size, batch_size)
    on conflict (source) do update
      set minute_calls = case when s.minute = excluded.minute then s.minute_calls + 1 else 1 end,
          minute = excluded.minute,
          day_reports = s.day_reports + case when (s.minute <> excluded.minute or s.minute_calls < calls_per_minute)
                                                  and s.day_reports + batch_size <= reports_per_day then batch_size else 0 end,
          last_n = case when (s.minute <> excluded.minute or s.minute_calls < calls_per_minute)
                             and s.day_reports + batch_size <= reports_per_day then batch_size else 0 end
    returning s.minute_calls, s.last_n
  ), counted_address as (
    insert into hub_health.report_addresses as a (address_hash, day, minute, minute_calls, day_reports, last_n)
    values (addr_hash, (at at time zone 'utc')::date, minute_of, 1, batch_size, batch_size)
    on conflict (address_hash) do update
      set minute_calls = case when a.minute = excluded.minute then a.minute_calls + 1 else 1 end,
          minute = excluded.minute,
          day_reports = a.day_reports + case when (a.minute <> excluded.minute or a.minute_calls < address_calls_per_minute)
                                                  and a.day_reports + batch_size <= address_reports_per_day then batch_size else 0 end,
          last_n = case when (a.minute <> excluded.minute or a.minute_calls < address_calls_per_minute)
                             and a.day_reports + batch_size <= address_reports_per_day then batch_size else 0 end
    returning a.minute_calls, a.last_n
  )
  select s.minute_calls, s.last_n, a.minute_calls, a.last_n
    into minute_count, stored_n, address_minute_count, address_stored
    from counted_source s, counted_address a;
  if stored_n = 0 then
    if address_stored > 0 then
      update hub_health.report_addresses set day_reports = day_reports - batch_size, last_n = 0 where address_hash = addr_hash;
    end if;
    return hub_health.refuse_reports(at, case when minute_count > calls_per_minute then 'source-minute' else 'source-day' end);
  end if;
  if address_stored = 0 then
    update hub_health.report_sources set day_reports = day_reports - batch_size, last_n = 0 where source = src;
    return hub_health.refuse_reports(at, case when address_minute_count > address_calls_per_minute then 'address-minute' else 'address-day' end);
  end if;

  -- 6. each hub+version's reports this hour (the row lock makes the count exact under concurrency)
  with batch as (
    select coalesce(r ->> 'hub', '') as hub, coalesce(r ->> 'version', '') as version, count(*)::integer as n
      from pg_catalog.jsonb_array_elements(body) r
     group by 1, 2
  ), counted as (
    insert into hub_health.report_version_hours as v (hour, hub, version, reports)
    select hour_of, b.hub, b.version, b.n from batch b
    on conflict (hour, hub, version) do update set reports = v.reports + excluded.reports
    returning v.reports, (v.xmax = 0) as fresh
  )
  select count(*) filter (where c.reports > reports_per_hour), coalesce(bool_or(c.fresh), false) into over_count, new_pairs from counted c;
  if over_count > 0
     or (new_pairs and (select count(*) from hub_health.report_version_hours where hour = hour_of) > pairs_per_hour) then
    update hub_health.report_addresses set day_reports = day_reports - batch_size, last_n = 0 where address_hash = addr_hash;
    return hub_health.refuse_counted_reports(at, body, src, batch_size, over_count > 0, reports_per_hour);
  end if;

  -- 7. the rows (the table's own checks validate every field)
  insert into hub_health.reports (received_at, hub, version, build, route, event, kind, value, browser, source, address_hash)
  select at, r ->> 'hub', r ->> 'version', r ->> 'build', r ->> 'route', r ->> 'event', r ->> 'kind',
         pg_catalog.round((r ->> 'value')::numeric)::integer, r ->> 'browser', src, addr_hash
    from pg_catalog.jsonb_array_elements(body) r;
  return batch_size;
end;
$$;
revoke all on function hub_health.take_reports(text, json, timestamptz) from public;

-- As in 20261127000200_report_addresses.sql, with the new names:
--   addresses            distinct address hashes (address-days) that reported the version
--   top_address_reports  the most reports one address hash sent for it
--   sources              distinct sources (browser-days) that reported the version
--   top_source_reports   the most reports one source sent for it, all_reports the total
--   capped_*             each source's loads (load, load-failure, canary-fallback) count at most
--                        10, its failures scaled by the same factor (its own failure rate kept,
--                        its weight capped); its INP samples at most 10
-- 10 is what one family's browser plausibly loads a hub version in a day (a few visits, a
-- reload or two); the gate (packages/cli/src/health/gate.ts) explains its own thresholds.
create or replace view hub_health.by_version with (security_invoker = true) as
with per_source as (
  select hub, version, coalesce(source, 0) as source,
         count(*) as reports,
         count(*) filter (where event in ('load', 'load-failure')) as loads,
         count(*) filter (where event = 'load-failure') as failures,
         count(*) filter (where event = 'canary-fallback') as fallbacks,
         count(*) filter (where event = 'vital' and kind = 'INP') as inp
    from hub_health.reports
   group by hub, version, coalesce(source, 0)
), weighed as (
  select hub, version,
         count(*) as sources,
         max(reports) as top_source_reports,
         sum(reports) as all_reports,
         sum(loads * w) as capped_loads,
         sum(failures * w) as capped_failures,
         sum(fallbacks * w) as capped_fallbacks,
         sum(least(inp, 10)) as capped_inp_samples
    from (select *, least(1, 10::numeric / nullif(loads + fallbacks, 0)) as w from per_source) s
   group by hub, version
), per_address as (
  -- a row stored before address hashes were counted: its source stands for its address
  select hub, version, count(*) as reports
    from hub_health.reports
   group by hub, version, coalesce(address_hash, source, 0)
), address_counts as (
  select hub, version, count(*) as addresses, max(reports) as top_address_reports
    from per_address
   group by hub, version
), plain as (
  select hub, version,
         count(*) filter (where event in ('load', 'load-failure')) as loads,
         count(*) filter (where event = 'load-failure') as failures,
         count(*) filter (where event = 'render-error') as render_errors,
         count(*) filter (where event = 'canary-fallback') as canary_fallbacks,
         count(*) filter (where event = 'vital' and kind = 'INP') as inp_samples,
         percentile_cont(0.75) within group (order by value) filter (where event = 'vital' and kind = 'INP') as inp_p75,
         count(*) filter (where event = 'vital' and kind = 'LCP') as lcp_samples,
         percentile_cont(0.75) within group (order by value) filter (where event = 'vital' and kind = 'LCP') as lcp_p75,
         count(*) filter (where event = 'vital' and kind = 'CLS') as cls_samples,
         percentile_cont(0.75) within group (order by value) filter (where event = 'vital' and kind = 'CLS') as cls_p75,
         max(received_at) as last_seen
    from hub_health.reports
   group by hub, version
)
select p.hub, p.version, p.loads, p.failures, p.render_errors, p.canary_fallbacks, p.inp_samples, p.inp_p75,
       p.lcp_samples, p.lcp_p75, p.cls_samples, p.cls_p75, p.last_seen,
       w.sources, w.top_source_reports, w.all_reports,
       coalesce(w.capped_loads, 0) as capped_loads, coalesce(w.capped_failures, 0) as capped_failures,
       coalesce(w.capped_fallbacks, 0) as capped_fallbacks, w.capped_inp_samples,
       a.addresses, a.top_address_reports
  from plain p join weighed w using (hub, version) join address_counts a using (hub, version);
