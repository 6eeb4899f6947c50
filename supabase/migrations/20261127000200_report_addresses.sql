-- The caller's address for hub health reports is the x-forwarded-for entry the trusted proxies
-- wrote, counted from the RIGHT, not the first (leftmost) entry, which any caller writes (docs/
-- operations.md "Hub health reports: sources and limits"; supabase/tests/report-limits.test.ts
-- proves it). Every proxy appends the address that connected to it, so the entries on the left
-- are whatever the caller sent and prove nothing. A call without a usable address (no
-- x-forwarded-for, fewer entries than trusted hops, or the entry not an IP address) did not come
-- through the proxies as configured: it is refused (reason no-address), like any limited call.
--
-- An ADDRESS is counted too, not only a source (address + user agent): the agent is the caller's
-- word, so one address that makes up a new agent on every call would be a new source each time.
-- Each call's ORIGIN is the first 8 bytes of
--   sha256(today's salt || 'report origin' || '\n' || the caller's address)
-- (no agent; the same salt, rotated and deleted as for sources: unlinkable once the day is over;
-- the address itself is never written). Each report row keeps its origin beside its source, and
-- per origin:
--   30 calls a minute and 1500 reports a day (5 families' busiest day: a household, a classroom
--   or a small office behind one address), checked before the body is parsed like the per-source
--   limits; refused with reasons address-minute / address-day (HTTP 429, counted, nothing stored).
-- hub_health.by_version gains addresses (distinct origins) and top_origin_reports; the canary
-- gate needs its 30 from distinct addresses. take_reports and rotate_report_salt are re-created
-- whole.

-- How the caller's address is found, set by the operator (one row; docs/operations.md › Hub
-- health reports: sources and limits). trusted_hops: how many entries at the right end of
-- x-forwarded-for were written by proxies the site trusts; the caller's address is the
-- trusted_hops-th entry from the right. 1: the caller reaches Supabase's API gateway, which
-- appends the address that connected to it (nginx's $proxy_add_x_forwarded_for, Kong and
-- Cloudflare do the same); one more for each proxy of the site's own in front that appends too.
create table hub_health.report_settings (
  one          boolean primary key default true check (one),
  trusted_hops integer not null default 1 check (trusted_hops between 1 and 8)
);
insert into hub_health.report_settings default values;
alter table hub_health.report_settings enable row level security;

-- The caller's address as the rate limits key it, from the request's x-forwarded-for: the
-- trusted_hops-th entry from the right; null when the header is missing, has fewer entries, or
-- that entry is not an IP address (with a port, a name, "unknown": not what a trusted proxy
-- writes, so the setting is wrong for this request). IPv4: the address. IPv6: its /64, the
-- network one household is given (a browser picks a new address within it as often as it likes;
-- an IPv4-mapped address counts as its IPv4 address). Only take_reports calls it.
create function hub_health.report_address(forwarded text)
returns text
language plpgsql
stable
as $$
declare
  hops constant integer := (select s.trusted_hops from hub_health.report_settings s);
  entries constant text[] := pg_catalog.string_to_array(forwarded, ',');
  ip inet;
begin
  if coalesce(pg_catalog.cardinality(entries), 0) < hops then
    return null;
  end if;
  begin
    ip := pg_catalog.btrim(entries[pg_catalog.cardinality(entries) - hops + 1])::inet;
  exception when invalid_text_representation then
    return null;
  end;
  -- a network, not an address: its mask shorter than 32 bits (IPv4) or 128 (IPv6)
  if pg_catalog.masklen(ip) < (pg_catalog.family(ip) - 4) * 48 + 32 then
    return null;
  end if;
  if pg_catalog.family(ip) = 6 and not ip operator(pg_catalog.<<) '::ffff:0:0/96'::inet then
    return pg_catalog.host(pg_catalog.network(pg_catalog.set_masklen(ip, 64))) || '/64';
  end if;
  return pg_catalog.host(ip);
end;
$$;
revoke all on function hub_health.report_address(text) from public;

-- For the operator setting trusted_hops: this request's x-forwarded-for as PostgREST gets it,
-- the setting, and the address the reports would key this caller on. Only with the service key;
-- it answers the caller's own headers and stores nothing.
create function public.report_address_check()
returns json
language plpgsql
stable
security definer
set search_path = ''
as $$
declare
  forwarded constant text := nullif(pg_catalog.current_setting('request.headers', true), '')::json ->> 'x-forwarded-for';
begin
  return pg_catalog.json_build_object('x-forwarded-for', forwarded,
    'trusted_hops', (select s.trusted_hops from hub_health.report_settings s),
    'address', hub_health.report_address(forwarded));
end;
$$;
revoke all on function public.report_address_check() from public, anon, authenticated;
grant execute on function public.report_address_check() to service_role;

-- The rate-limit state of each origin (address) of the current day, beside report_sources
-- (deleted with the day's salt).
create table hub_health.report_origins (
  origin       bigint      primary key,
  day          date        not null,
  minute       timestamptz not null,
  minute_calls integer     not null,
  day_reports  integer     not null,
  -- what the origin's last call stored (0: refused)
  last_n       integer     not null
);
alter table hub_health.report_origins enable row level security;

-- The origin of each report (null: stored before origins were counted; the view then counts its
-- source as its address, the best it knows).
alter table hub_health.reports add column origin bigint;
comment on column hub_health.reports.origin is 'the sending address for one UTC day: a salted hash prefix without the agent, unlinkable once the day''s salt is deleted';

alter table hub_health.report_refusals drop constraint report_refusals_reason_check;
alter table hub_health.report_refusals add constraint report_refusals_reason_check
  check (reason in ('no-address', 'source-minute', 'source-day', 'address-minute', 'address-day', 'version-hour', 'versions-per-hour'));

-- As before, and an origin's keys of an older day are deleted with its salt too.
create or replace function hub_health.rotate_report_salt(at timestamptz default now())
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
  delete from hub_health.report_origins where day < today;
  -- gen_random_uuid() draws from the server's strong random source: 2 × 122 random bits
  insert into hub_health.report_salts (day, salt)
  values (today, uuid_send(gen_random_uuid()) || uuid_send(gen_random_uuid()))
  on conflict (day) do nothing;
  select salt into strict s from hub_health.report_salts where day = today;
  return s;
end;
$$;

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
  origin_calls_per_minute constant integer := 30;
  origin_reports_per_day  constant integer := 1500;
  reports_per_hour   constant integer := 5000;
  pairs_per_hour     constant integer := 64;
  allowed constant text[] := array['hub', 'version', 'build', 'route', 'event', 'kind', 'value', 'browser'];
  hour_of constant timestamptz := pg_catalog.date_trunc('hour', at);
  minute_of constant timestamptz := pg_catalog.date_trunc('minute', at);
  address constant text := hub_health.report_address(headers ->> 'x-forwarded-for');
  day_salt bytea;
  src bigint;
  org bigint;
  origin_stored integer;
  origin_minute_count integer;
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
  -- over its ceiling this hour, today's salt, and the source's and the origin's state
  select (select v.hub || E'\n' || v.version
            from hub_health.report_version_hours v
           where v.hour = hour_of and v.closed
             and pg_catalog.strpos(body_text, '"hub":"' || v.hub || '","version":"' || v.version || '"') > 0
           limit 1) as closed_pair,
         k.salt, k.src, k.org, s.minute, s.minute_calls, s.day_reports,
         o.minute as o_minute, o.minute_calls as o_minute_calls, o.day_reports as o_day_reports
    into seen
    from (select r.salt, ('x' || pg_catalog.encode(pg_catalog.substr(pg_catalog.sha256(r.salt
                   || pg_catalog.convert_to(address || E'\n' || coalesce(headers ->> 'user-agent', ''), 'UTF8')), 1, 8), 'hex'))::bit(64)::bigint as src,
                 ('x' || pg_catalog.encode(pg_catalog.substr(pg_catalog.sha256(r.salt
                   || pg_catalog.convert_to('report origin' || E'\n' || address, 'UTF8')), 1, 8), 'hex'))::bit(64)::bigint as org
            from (select 1) one left join hub_health.report_salts r on r.day = (at at time zone 'utc')::date) k
    left join hub_health.report_sources s on s.source = k.src
    left join hub_health.report_origins o on o.origin = k.org;
  if seen.closed_pair is not null then
    return hub_health.refuse_reports(at, 'version-hour', pg_catalog.split_part(seen.closed_pair, E'\n', 1), pg_catalog.split_part(seen.closed_pair, E'\n', 2));
  end if;
  if seen.salt is null then
    -- the day's first call: make its salt (deleting yesterday's), then the source is new
    day_salt := hub_health.rotate_report_salt(at);
    src := ('x' || pg_catalog.encode(pg_catalog.substr(pg_catalog.sha256(day_salt
             || pg_catalog.convert_to(address || E'\n' || coalesce(headers ->> 'user-agent', ''), 'UTF8')), 1, 8), 'hex'))::bit(64)::bigint;
    org := ('x' || pg_catalog.encode(pg_catalog.substr(pg_catalog.sha256(day_salt
             || pg_catalog.convert_to('report origin' || E'\n' || address, 'UTF8')), 1, 8), 'hex'))::bit(64)::bigint;
    select s.minute, s.minute_calls, s.day_reports, o.minute as o_minute, o.minute_calls as o_minute_calls, o.day_reports as o_day_reports
      into seen
      from (select 1) one
      left join hub_health.report_sources s on s.source = src
      left join hub_health.report_origins o on o.origin = org;
  else
    src := seen.src;
    org := seen.org;
  end if;

  -- 3. a source over its limit is refused here, before the body is parsed
  if seen.minute = minute_of and seen.minute_calls >= calls_per_minute then
    return hub_health.refuse_reports(at, 'source-minute');
  end if;
  if seen.day_reports >= reports_per_day then
    return hub_health.refuse_reports(at, 'source-day');
  end if;
  -- ... and an address over its limit, however many agents it makes up
  if seen.o_minute = minute_of and seen.o_minute_calls >= origin_calls_per_minute then
    return hub_health.refuse_reports(at, 'address-minute');
  end if;
  if seen.o_day_reports >= origin_reports_per_day then
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

  -- 5. the source's and the origin's call, counted (refused or not) in one statement; its reports
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
  ), counted_origin as (
    insert into hub_health.report_origins as o (origin, day, minute, minute_calls, day_reports, last_n)
    values (org, (at at time zone 'utc')::date, minute_of, 1, batch_size, batch_size)
    on conflict (origin) do update
      set minute_calls = case when o.minute = excluded.minute then o.minute_calls + 1 else 1 end,
          minute = excluded.minute,
          day_reports = o.day_reports + case when (o.minute <> excluded.minute or o.minute_calls < origin_calls_per_minute)
                                                  and o.day_reports + batch_size <= origin_reports_per_day then batch_size else 0 end,
          last_n = case when (o.minute <> excluded.minute or o.minute_calls < origin_calls_per_minute)
                             and o.day_reports + batch_size <= origin_reports_per_day then batch_size else 0 end
    returning o.minute_calls, o.last_n
  )
  select s.minute_calls, s.last_n, o.minute_calls, o.last_n
    into minute_count, stored_n, origin_minute_count, origin_stored
    from counted_source s, counted_origin o;
  if stored_n = 0 then
    if origin_stored > 0 then
      update hub_health.report_origins set day_reports = day_reports - batch_size, last_n = 0 where origin = org;
    end if;
    return hub_health.refuse_reports(at, case when minute_count > calls_per_minute then 'source-minute' else 'source-day' end);
  end if;
  if origin_stored = 0 then
    update hub_health.report_sources set day_reports = day_reports - batch_size, last_n = 0 where source = src;
    return hub_health.refuse_reports(at, case when origin_minute_count > origin_calls_per_minute then 'address-minute' else 'address-day' end);
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
    update hub_health.report_origins set day_reports = day_reports - batch_size, last_n = 0 where origin = org;
    return hub_health.refuse_counted_reports(at, body, src, batch_size, over_count > 0, reports_per_hour);
  end if;

  -- 7. the rows (the table's own checks validate every field)
  insert into hub_health.reports (received_at, hub, version, build, route, event, kind, value, browser, source, origin)
  select at, r ->> 'hub', r ->> 'version', r ->> 'build', r ->> 'route', r ->> 'event', r ->> 'kind',
         pg_catalog.round((r ->> 'value')::numeric)::integer, r ->> 'browser', src, org
    from pg_catalog.jsonb_array_elements(body) r;
  return batch_size;
end;
$$;
revoke all on function hub_health.take_reports(text, json, timestamptz) from public;

-- As in 20261127000100_report_limits.sql, and at the end (a view only grows at its end):
--   addresses           distinct origins (address-days) that reported the version
--   top_origin_reports  the most reports one origin sent for it
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
), per_origin as (
  -- a row stored before origins were counted: its source stands for its address
  select hub, version, count(*) as reports
    from hub_health.reports
   group by hub, version, coalesce(origin, source, 0)
), origins as (
  select hub, version, count(*) as addresses, max(reports) as top_origin_reports
    from per_origin
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
       o.addresses, o.top_origin_reports
  from plain p join weighed w using (hub, version) join origins o using (hub, version);
