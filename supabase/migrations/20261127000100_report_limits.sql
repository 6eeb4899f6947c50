-- Hub health reports that cannot be flooded or forged in bulk, still without anything that
-- identifies a child (docs/operations.md "Hub health reports: sources and limits" has the
-- numbers and why; supabase/tests/report-limits.test.ts proves them).
--
-- A SOURCE is one browser for one UTC day: the first 8 bytes of
--   sha256(today's salt || first x-forwarded-for entry || '\n' || user-agent)
-- read from the request headers PostgREST hands the function (request.headers). The salt is 32
-- random bytes, one per UTC day, deleted with every rate-limit key of that day at the first
-- call (or rotate_report_salt/prune_reports run) after midnight UTC: nothing can link a stored
-- source to an address, or to the same browser on another day, once its day is over. The
-- address and the agent themselves are never written anywhere.
--
-- A call without a forwarded-for address did not come through the API gateway (which always
-- sets it): it is refused (reason no-address), like any limited call.
--
-- Limits (a refused call returns 0 with HTTP status 429 — response.status — and stores nothing;
-- each refusal is counted in hub_health.report_refusals; the shell's beacons never read the
-- answer, so nothing retries into a limit):
--   per source     6 calls a minute (checked before the body is parsed), 300 reports a day
--   per hub+version 5000 reports an hour (a hub+version that reached it is refused before the
--                  body is parsed, for bodies as the shell writes them; after parsing for any)
--   per hour       64 hub+version pairs take reports (made-up versions cannot multiply the ceiling)

-- The day's salt. Nobody but the owner reads it.
create table hub_health.report_salts (
  day  date  primary key,
  salt bytea not null check (octet_length(salt) = 32)
);
alter table hub_health.report_salts enable row level security;

-- The rate-limit state of each source of the current day (deleted with the day's salt).
create table hub_health.report_sources (
  source       bigint      primary key,
  day          date        not null,
  minute       timestamptz not null,
  minute_calls integer     not null,
  day_reports  integer     not null,
  -- what the source's last call stored (0: refused)
  last_n       integer     not null
);
alter table hub_health.report_sources enable row level security;

-- Reports accepted per hub × version × hour; closed once a call would pass the ceiling.
create table hub_health.report_version_hours (
  hour    timestamptz not null,
  hub     text        not null,
  version text        not null,
  reports integer     not null,
  closed  boolean     not null default false,
  primary key (hour, hub, version)
);
create index report_version_hours_closed_idx on hub_health.report_version_hours (hour) where closed;
alter table hub_health.report_version_hours enable row level security;

-- What was refused, per hour and reason (hub and version where the refusal knows them).
create table hub_health.report_refusals (
  hour    timestamptz not null,
  reason  text        not null check (reason in ('no-address', 'source-minute', 'source-day', 'version-hour', 'versions-per-hour')),
  hub     text        not null default '',
  version text        not null default '',
  calls   bigint      not null,
  primary key (hour, reason, hub, version)
);
alter table hub_health.report_refusals enable row level security;

-- The source of each report (null: stored before sources were counted; counted as one source).
alter table hub_health.reports add column source bigint;
comment on column hub_health.reports.source is 'the sending browser for one UTC day: a salted hash prefix, unlinkable once the day''s salt is deleted';

create policy version_hours_platform_reads on hub_health.report_version_hours for select to hub_health_reader using (true);
create policy refusals_platform_reads on hub_health.report_refusals for select to hub_health_reader using (true);
grant select on hub_health.report_version_hours, hub_health.report_refusals to hub_health_reader;

-- Today's salt (UTC day of `at`), made at the day's first use; every older salt and every
-- rate-limit key of an older day is deleted in the same step. A call whose transaction began
-- just before midnight but arrives after the rotation uses the newer salt (it never brings an
-- old day's salt back).
create function hub_health.rotate_report_salt(at timestamptz default now())
returns bytea
language plpgsql
security definer
set search_path = ''
as $$
declare
  today constant date := (at at time zone 'utc')::date;
  s bytea;
begin
  select salt into s from hub_health.report_salts where day >= today order by day desc limit 1;
  if found then
    return s;
  end if;
  delete from hub_health.report_salts where day < today;
  delete from hub_health.report_sources where day < today;
  -- gen_random_uuid() draws from the server's strong random source: 2 × 122 random bits
  insert into hub_health.report_salts (day, salt)
  values (today, uuid_send(gen_random_uuid()) || uuid_send(gen_random_uuid()))
  on conflict (day) do nothing;
  select salt into strict s from hub_health.report_salts where day = today;
  return s;
end;
$$;
revoke all on function hub_health.rotate_report_salt(timestamptz) from public;
grant execute on function hub_health.rotate_report_salt(timestamptz) to hub_health_reader;

-- Count one refused call; returns 0 (what a refused call answers) and sets HTTP 429. Only
-- take_reports calls it (already as the owner, with its search_path pinned): no definer and no
-- SET of its own, which would make every refused call dearer.
create function hub_health.refuse_reports(p_at timestamptz, p_why text, p_hub text default '', p_version text default '')
returns integer
language plpgsql
as $$
begin
  insert into hub_health.report_refusals as r (hour, reason, hub, version, calls)
  values (date_trunc('hour', p_at), p_why, p_hub, p_version, 1)
  on conflict (hour, reason, hub, version) do update set calls = r.calls + 1;
  perform pg_catalog.set_config('response.status', '429', true);
  return 0;
end;
$$;
revoke all on function hub_health.refuse_reports(timestamptz, text, text, text) from public;

-- A call refused by a hub+version's hour after it was counted (the rare path): take its counts
-- back — a pair it made goes again, a pair it took past the ceiling is closed — give the source
-- its reports back, and count the refusal.
create function hub_health.refuse_counted_reports(p_at timestamptz, p_body jsonb, p_source bigint, p_n integer, p_ceiling boolean, reports_per_hour integer)
returns integer
language plpgsql
as $$
declare
  hour_of constant timestamptz := pg_catalog.date_trunc('hour', p_at);
  over record;
begin
  select b.hub, b.version into over
    from (select coalesce(r ->> 'hub', '') as hub, coalesce(r ->> 'version', '') as version, count(*)::integer as n
            from pg_catalog.jsonb_array_elements(p_body) r group by 1, 2) b
    join hub_health.report_version_hours v on v.hour = hour_of and v.hub = b.hub and v.version = b.version
   where v.reports > reports_per_hour
   limit 1;
  update hub_health.report_version_hours v
     set reports = v.reports - b.n, closed = v.closed or v.reports > reports_per_hour
    from (select coalesce(r ->> 'hub', '') as hub, coalesce(r ->> 'version', '') as version, count(*)::integer as n
            from pg_catalog.jsonb_array_elements(p_body) r group by 1, 2) b
   where v.hour = hour_of and v.hub = b.hub and v.version = b.version;
  -- a pair left at 0 was made by this call (a counted pair never holds 0 otherwise)
  delete from hub_health.report_version_hours v where v.hour = hour_of and v.reports = 0;
  update hub_health.report_sources set day_reports = day_reports - p_n, last_n = 0 where source = p_source;
  if p_ceiling then
    return hub_health.refuse_reports(p_at, 'version-hour', over.hub, over.version);
  end if;
  return hub_health.refuse_reports(p_at, 'versions-per-hour');
end;
$$;
revoke all on function hub_health.refuse_counted_reports(timestamptz, jsonb, bigint, integer, boolean, integer) from public;

-- The work of a report call, with the request's headers and the time handed in (the SQL suite
-- hands in other days). Not a definer and no SET of its own: only its owner may run it, and the
-- API reaches it only through public.report_hub_events, which runs as the owner with the
-- search_path pinned (every name here is qualified) — one function switch per call, not two.
create function hub_health.take_reports(body_text text, headers json, at timestamptz)
returns integer
language plpgsql
as $$
declare
  calls_per_minute   constant integer := 6;
  reports_per_day    constant integer := 300;
  reports_per_hour   constant integer := 5000;
  pairs_per_hour     constant integer := 64;
  allowed constant text[] := array['hub', 'version', 'build', 'route', 'event', 'kind', 'value', 'browser'];
  hour_of constant timestamptz := pg_catalog.date_trunc('hour', at);
  minute_of constant timestamptz := pg_catalog.date_trunc('minute', at);
  address text := pg_catalog.btrim(pg_catalog.split_part(headers ->> 'x-forwarded-for', ',', 1));
  day_salt bytea;
  src bigint;
  seen record;
  stored_n integer;
  minute_count integer;
  batch_size integer;
  body jsonb;
  item jsonb;
  over_count integer;
  new_pairs boolean;
begin
  -- 1. a call that did not come through the gateway has no address
  if address is null or address = '' then
    return hub_health.refuse_reports(at, 'no-address');
  end if;

  -- 2. one read, before the body is parsed: a hub+version of this body (as the shell writes it)
  -- over its ceiling this hour, today's salt, and the source's state
  select (select v.hub || E'\n' || v.version
            from hub_health.report_version_hours v
           where v.hour = hour_of and v.closed
             and pg_catalog.strpos(body_text, '"hub":"' || v.hub || '","version":"' || v.version || '"') > 0
           limit 1) as closed_pair,
         k.salt, k.src, s.minute, s.minute_calls, s.day_reports
    into seen
    from (select r.salt, ('x' || pg_catalog.encode(pg_catalog.substr(pg_catalog.sha256(r.salt
                   || pg_catalog.convert_to(address || E'\n' || coalesce(headers ->> 'user-agent', ''), 'UTF8')), 1, 8), 'hex'))::bit(64)::bigint as src
            from (select 1) one left join hub_health.report_salts r on r.day = (at at time zone 'utc')::date) k
    left join hub_health.report_sources s on s.source = k.src;
  if seen.closed_pair is not null then
    return hub_health.refuse_reports(at, 'version-hour', pg_catalog.split_part(seen.closed_pair, E'\n', 1), pg_catalog.split_part(seen.closed_pair, E'\n', 2));
  end if;
  if seen.salt is null then
    -- the day's first call: make its salt (deleting yesterday's), then the source is new
    day_salt := hub_health.rotate_report_salt(at);
    src := ('x' || pg_catalog.encode(pg_catalog.substr(pg_catalog.sha256(day_salt
             || pg_catalog.convert_to(address || E'\n' || coalesce(headers ->> 'user-agent', ''), 'UTF8')), 1, 8), 'hex'))::bit(64)::bigint;
    select s.minute, s.minute_calls, s.day_reports into seen from hub_health.report_sources s where s.source = src;
  else
    src := seen.src;
  end if;

  -- 3. a source over its limit is refused here, before the body is parsed
  if seen.minute = minute_of and seen.minute_calls >= calls_per_minute then
    return hub_health.refuse_reports(at, 'source-minute');
  end if;
  if seen.day_reports >= reports_per_day then
    return hub_health.refuse_reports(at, 'source-day');
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

  -- 5. the source's call, counted (refused or not) in one write; its reports only when it fits
  -- (the row lock makes this exact for concurrent calls of one source)
  insert into hub_health.report_sources as s (source, day, minute, minute_calls, day_reports, last_n)
  values (src, (at at time zone 'utc')::date, minute_of, 1, batch_size, batch_size)
  on conflict (source) do update
    set minute_calls = case when s.minute = excluded.minute then s.minute_calls + 1 else 1 end,
        minute = excluded.minute,
        day_reports = s.day_reports + case when (s.minute <> excluded.minute or s.minute_calls < calls_per_minute)
                                                and s.day_reports + batch_size <= reports_per_day then batch_size else 0 end,
        last_n = case when (s.minute <> excluded.minute or s.minute_calls < calls_per_minute)
                           and s.day_reports + batch_size <= reports_per_day then batch_size else 0 end
  returning s.minute_calls, s.last_n into minute_count, stored_n;
  if stored_n = 0 then
    return hub_health.refuse_reports(at, case when minute_count > calls_per_minute then 'source-minute' else 'source-day' end);
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
    return hub_health.refuse_counted_reports(at, body, src, batch_size, over_count > 0, reports_per_hour);
  end if;

  -- 7. the rows (the table's own checks validate every field)
  insert into hub_health.reports (received_at, hub, version, build, route, event, kind, value, browser, source)
  select at, r ->> 'hub', r ->> 'version', r ->> 'build', r ->> 'route', r ->> 'event', r ->> 'kind',
         pg_catalog.round((r ->> 'value')::numeric)::integer, r ->> 'browser', src
    from pg_catalog.jsonb_array_elements(body) r;
  return batch_size;
end;
$$;
revoke all on function hub_health.take_reports(text, json, timestamptz) from public;

-- The one way in, as before: one unnamed text parameter (a beacon's text/plain body); the
-- request's headers as PostgREST sets them for the call; the transaction's time.
create or replace function public.report_hub_events(text)
returns integer
language plpgsql
security definer
set search_path = ''
as $$
begin
  -- plpgsql, not sql: its plan is cached for the session (a sql function's is made per call)
  return hub_health.take_reports($1, nullif(current_setting('request.headers', true), '')::json, now());
end;
$$;

-- Retention: reports and limit counters 30 days; the salt and the rate-limit keys one day.
create or replace function hub_health.prune_reports(keep interval default interval '30 days')
returns integer
language plpgsql
security definer
set search_path = ''
as $$
declare
  gone integer;
begin
  perform hub_health.rotate_report_salt(now());
  delete from hub_health.reports where received_at < now() - keep;
  get diagnostics gone = row_count;
  delete from hub_health.report_version_hours where hour < now() - keep;
  delete from hub_health.report_refusals where hour < now() - keep;
  return gone;
end;
$$;

-- The same per-version figures as before, and beside them what the canary gate weighs:
--   sources             distinct sources (browser-days) that reported the version
--   top_source_reports  the most reports one source sent for it, all_reports the total
--   capped_*            each source's loads (load, load-failure, canary-fallback) count at most
--                       10, its failures scaled by the same factor (its own failure rate kept,
--                       its weight capped); its INP samples at most 10
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
       coalesce(w.capped_fallbacks, 0) as capped_fallbacks, w.capped_inp_samples
  from plain p join weighed w using (hub, version);
