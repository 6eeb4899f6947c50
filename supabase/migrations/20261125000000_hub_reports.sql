-- Hub health reports (issue 29): what the shell reports about each hub's loads, render
-- errors, canary fallbacks and web vitals, per hub version, without anything about the child.
--
-- Shape (shell/src/reports/report-shape.ts builds it; the SQL suite checks both agree):
--   hub, version, build, route (a route PATTERN such as /zones/:seg, never an address),
--   event, kind, value (a coarse number: ms rounded to 10, or CLS × 1000), browser family.
-- No user id, no device id, no stored random id, no text typed: there is no column for them,
-- and the function below refuses any other key.
--
-- Who can do what:
--   anon, authenticated   call public.report_hub_events(text) only (insert-only; no read)
--   hub_health_reader     reads the table and the views (the platform team's role)
--   nobody else           the schema hub_health is not exposed through the API.
-- Retention: hub_health.prune_reports() deletes rows older than 30 days (schedule it daily,
-- for example with pg_cron on Supabase: select cron.schedule('prune-hub-reports', '17 3 * * *',
-- 'select hub_health.prune_reports()')).

create schema hub_health;

create role hub_health_reader nologin;
grant usage on schema hub_health to hub_health_reader;

create table hub_health.reports (
  id          bigint       generated always as identity primary key,
  received_at timestamptz  not null default now(),
  hub         text         not null check (hub ~ '^[a-z][a-z0-9-]{0,31}$'),
  version     text         not null check (version ~ '^[0-9A-Za-z.+-]{1,32}$'),
  build       text         not null check (build ~ '^[0-9A-Za-z._-]{1,64}$'),
  route       text         not null check (route ~ '^(/[a-z0-9-]{1,32}|/:seg){1,6}$|^/$'),
  event       text         not null check (event in ('load', 'load-failure', 'render-error', 'canary-fallback', 'vital')),
  kind        text,
  value       integer      check (value between 0 and 600000),
  browser     text         not null check (browser in ('chromium', 'firefox', 'safari', 'other')),
  constraint reports_kind_fits_event check (
    case event
      when 'load' then kind is null and value is not null
      when 'load-failure' then kind in ('unreachable', 'bad-manifest', 'missing-entry', 'timeout', 'version-skew')
      when 'canary-fallback' then kind in ('unreachable', 'bad-manifest', 'missing-entry', 'timeout', 'version-skew')
      -- an error's NAME (TypeError), never its message
      when 'render-error' then kind ~ '^[A-Za-z][A-Za-z0-9_]{0,47}$' and value is null
      when 'vital' then kind in ('LCP', 'INP', 'CLS') and value is not null
    end
  )
);
comment on table hub_health.reports is 'Hub health reports (issue 29): no personal data; 30 days.';
create index reports_hub_version_time_idx on hub_health.reports (hub, version, received_at);
create index reports_received_idx on hub_health.reports (received_at);

alter table hub_health.reports enable row level security;
create policy reports_platform_reads on hub_health.reports for select to hub_health_reader using (true);
grant select on hub_health.reports to hub_health_reader;

-- The one way in. A single unnamed text parameter: PostgREST hands a text/plain body to it
-- as is, which is what navigator.sendBeacon sends without a CORS preflight. At most 8 KiB and
-- 20 reports a call; each report an object with exactly the keys above; anything else is
-- refused whole (22023) and nothing is stored.
create function public.report_hub_events(text)
returns integer
language plpgsql
security definer
set search_path = ''
as $$
declare
  body jsonb;
  item jsonb;
  allowed constant text[] := array['hub', 'version', 'build', 'route', 'event', 'kind', 'value', 'browser'];
begin
  if $1 is null or octet_length($1) > 8192 then
    raise exception 'report body over 8192 bytes' using errcode = '22023';
  end if;
  begin
    body := $1::jsonb;
  exception when others then
    raise exception 'report body is not JSON' using errcode = '22023';
  end;
  if jsonb_typeof(body) <> 'array' or jsonb_array_length(body) not between 1 and 20 then
    raise exception 'report body must be an array of 1 to 20 reports' using errcode = '22023';
  end if;
  for item in select value from jsonb_array_elements(body) loop
    if jsonb_typeof(item) <> 'object'
       or exists (select 1 from jsonb_object_keys(item) k where k <> all (allowed)) then
      raise exception 'a report has keys other than %', array_to_string(allowed, ', ') using errcode = '22023';
    end if;
    if jsonb_typeof(item -> 'value') not in ('number', 'null') and item ? 'value' then
      raise exception 'a report''s value must be a number' using errcode = '22023';
    end if;
  end loop;
  insert into hub_health.reports (hub, version, build, route, event, kind, value, browser)
  select r ->> 'hub', r ->> 'version', r ->> 'build', r ->> 'route', r ->> 'event', r ->> 'kind',
         round((r ->> 'value')::numeric)::integer, r ->> 'browser'
    from jsonb_array_elements(body) r;
  return jsonb_array_length(body);
end;
$$;
revoke all on function public.report_hub_events(text) from public;
grant execute on function public.report_hub_events(text) to anon, authenticated;

-- Retention: 30 days. Returns how many rows went.
create function hub_health.prune_reports(keep interval default interval '30 days')
returns integer
language sql
security definer
set search_path = ''
as $$
  with gone as (delete from hub_health.reports where received_at < now() - keep returning 1)
  select count(*)::integer from gone;
$$;
revoke all on function hub_health.prune_reports(interval) from public;
grant execute on function hub_health.prune_reports(interval) to hub_health_reader;

-- Load-failure rate per hub × version × hour, with its sample size.
create view hub_health.loads_by_hour with (security_invoker = true) as
select hub, version, date_trunc('hour', received_at) as hour,
       count(*) as loads,
       count(*) filter (where event = 'load-failure') as failures,
       round(count(*) filter (where event = 'load-failure')::numeric / count(*), 4) as failure_rate
  from hub_health.reports
 where event in ('load', 'load-failure')
 group by hub, version, date_trunc('hour', received_at);

-- p75 of each vital per hub × version × hour, with its sample size (CLS is × 1000).
create view hub_health.vitals_by_hour with (security_invoker = true) as
select hub, version, date_trunc('hour', received_at) as hour, kind as vital,
       count(*) as samples,
       percentile_cont(0.75) within group (order by value) as p75
  from hub_health.reports
 where event = 'vital'
 group by hub, version, date_trunc('hour', received_at), kind;

-- The same over the whole window, per version: what `health <hub>` prints and the canary gate reads.
create view hub_health.by_version with (security_invoker = true) as
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
 group by hub, version;

grant select on hub_health.loads_by_hour, hub_health.vitals_by_hour, hub_health.by_version to hub_health_reader;
