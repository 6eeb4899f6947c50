-- One hub identity: the reports table checks a report's hub, version, build and route by the
-- rules of @naturverse/contracts/hub-identity, the ones the registry and the deploy command use,
-- so a hub that can deploy can report. Before this, a hub was '^[a-z][a-z0-9-]{0,31}$' here and
-- '^[a-z][a-z0-9_-]*$' in the registry: every report of a deployed hub named my_owls was refused.
--
-- The rules (packages/contracts/hub-identity.cases.json holds the cases both sides are tested on,
-- in supabase/tests/hub-identity.test.ts):
--   hub      1–32 lower-case letters, digits, "-" or "_", starting with a letter
--   version  a deploy's version (1.2.3, 1.2.3-rc.1; at most 32 characters), or 'unknown'
--   build    1–64 letters, digits, ".", "_" or "-"
--   route    '/', or one to six segments, each a prefix segment (1–32 lower-case letters, digits,
--            "-" or "_", starting with a letter or digit) or ':seg'
--
-- Each rule is an immutable function, so a check constraint and a test can ask the same thing.
-- The new constraints are added NOT VALID: rows stored under the old checks stay until retention
-- removes them (30 days); every new row is checked.

create function hub_health.is_hub_name(text) returns boolean
language sql immutable strict parallel safe
set search_path = ''
as $$ select $1 ~ '^[a-z][a-z0-9_-]{0,31}$' $$;

create function hub_health.is_hub_version(text) returns boolean
language sql immutable strict parallel safe
set search_path = ''
as $$ select $1 = 'unknown' or (char_length($1) <= 32 and $1 ~ '^[0-9]+\.[0-9]+\.[0-9]+(-[0-9A-Za-z.-]+)?$') $$;

create function hub_health.is_build_id(text) returns boolean
language sql immutable strict parallel safe
set search_path = ''
as $$ select $1 ~ '^[0-9A-Za-z._-]{1,64}$' $$;

create function hub_health.is_report_route(text) returns boolean
language sql immutable strict parallel safe
set search_path = ''
as $$ select $1 = '/' or $1 ~ '^(/[a-z0-9][a-z0-9_-]{0,31}|/:seg){1,6}$' $$;

alter table hub_health.reports
  drop constraint reports_hub_check,
  drop constraint reports_version_check,
  drop constraint reports_build_check,
  drop constraint reports_route_check,
  add constraint reports_hub_is_hub_name check (hub_health.is_hub_name(hub)) not valid,
  add constraint reports_version_is_hub_version check (hub_health.is_hub_version(version)) not valid,
  add constraint reports_build_is_build_id check (hub_health.is_build_id(build)) not valid,
  add constraint reports_route_is_report_route check (hub_health.is_report_route(route)) not valid;
