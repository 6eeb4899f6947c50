-- =============================================================================
-- TEST-ONLY bootstrap: what a hosted Supabase project already has before our
-- migrations run. NEVER deployed (it is not under migrations/).
--
-- Run once by the test's global setup as the cluster superuser `supabase_admin`
-- (Supabase's own superuser name); the migrations are then applied as the
-- non-superuser `postgres` role, as `supabase db push` / the SQL editor do.
--
-- Written after (not copied from) these upstream definitions:
--   * roles, grants, default privileges:
--       supabase/postgres  migrations/db/init-scripts/00000000000000-initial-schema.sql
--   * auth schema, auth.users, auth.uid()/role()/email():
--       supabase/postgres  migrations/db/init-scripts/00000000000001-auth-schema.sql
--     and the later claim-aware versions (request.jwt.claims JSON with the legacy
--     request.jwt.claim.* fallback, auth.jwt()):
--       supabase/auth      migrations/*_update_auth_functions.up.sql
--                          migrations/20211202183645_update_auth_uid.up.sql
--   * storage schema, buckets, objects, foldername()/filename()/extension():
--       supabase/postgres  migrations/db/init-scripts/00000000000002-storage-schema.sql
--       supabase/storage   migrations/tenant/0002-storage-schema.sql,
--                          0007-add-public-to-buckets.sql (buckets.public),
--                          0012-add-bucket-custom-limits.sql
--   * postgres may create policies on storage.objects because it is a member of
--     the table-owning role: supabase/postgres migrations ("grant
--     supabase_storage_admin to postgres").
-- Only the parts our migrations and tests touch are reproduced.
-- =============================================================================

-- ---------------------------------------------------------------------------
-- Roles (supabase/postgres initial-schema)
-- ---------------------------------------------------------------------------
-- `postgres` on Supabase is NOT a superuser: migrations must work without it.
create role postgres login createrole createdb;
-- It may create schemas of its own (hub_health: reports the API does not expose), as on Supabase.
grant create on database postgres to postgres;

create role anon nologin noinherit;
create role authenticated nologin noinherit;
create role service_role nologin noinherit bypassrls;

-- PostgREST logs in as `authenticator` and switches per request with
-- `set local role <anon|authenticated|service_role>`. The tests do the same.
create role authenticator login noinherit;
grant anon, authenticated, service_role to authenticator;
grant anon, authenticated, service_role to postgres;

create role supabase_auth_admin login noinherit createrole;
create role supabase_storage_admin login noinherit createrole;
grant supabase_auth_admin to postgres;
grant supabase_storage_admin to postgres;

-- ---------------------------------------------------------------------------
-- public schema and Supabase's default privileges: anon/authenticated/
-- service_role receive privileges on everything postgres creates in public;
-- row-level security does the filtering.
-- ---------------------------------------------------------------------------
grant usage, create on schema public to postgres;
grant usage on schema public to anon, authenticated, service_role;
alter default privileges for role postgres in schema public
  grant all on tables to anon, authenticated, service_role;
alter default privileges for role postgres in schema public
  grant all on functions to anon, authenticated, service_role;
alter default privileges for role postgres in schema public
  grant all on sequences to anon, authenticated, service_role;

create schema if not exists extensions;
grant usage on schema extensions to postgres, anon, authenticated, service_role;

-- ---------------------------------------------------------------------------
-- auth schema (supabase/postgres auth-schema + supabase/auth migrations)
-- ---------------------------------------------------------------------------
create schema auth authorization supabase_auth_admin;

create table auth.users (
  instance_id        uuid,
  id                 uuid primary key,
  aud                varchar(255),
  role               varchar(255),
  email              varchar(255) unique,
  raw_app_meta_data  jsonb,
  raw_user_meta_data jsonb,
  created_at         timestamptz default now(),
  updated_at         timestamptz default now()
);
alter table auth.users owner to supabase_auth_admin;

-- The caller's user id: the `sub` claim of the request's JWT. PostgREST puts
-- the claims into `request.jwt.claims` (JSON); older PostgREST versions set
-- one GUC per claim, `request.jwt.claim.sub`, which Supabase still honours.
create function auth.uid() returns uuid
language sql stable
as $fn$
  select nullif(
    coalesce(
      current_setting('request.jwt.claim.sub', true),
      (nullif(current_setting('request.jwt.claims', true), '')::jsonb ->> 'sub')
    ),
    ''
  )::uuid
$fn$;

create function auth.role() returns text
language sql stable
as $fn$
  select nullif(
    coalesce(
      current_setting('request.jwt.claim.role', true),
      (nullif(current_setting('request.jwt.claims', true), '')::jsonb ->> 'role')
    ),
    ''
  )::text
$fn$;

create function auth.email() returns text
language sql stable
as $fn$
  select nullif(
    coalesce(
      current_setting('request.jwt.claim.email', true),
      (nullif(current_setting('request.jwt.claims', true), '')::jsonb ->> 'email')
    ),
    ''
  )::text
$fn$;

create function auth.jwt() returns jsonb
language sql stable
as $fn$
  select coalesce(
    nullif(current_setting('request.jwt.claim', true), ''),
    nullif(current_setting('request.jwt.claims', true), '')
  )::jsonb
$fn$;

alter function auth.uid() owner to supabase_auth_admin;
alter function auth.role() owner to supabase_auth_admin;
alter function auth.email() owner to supabase_auth_admin;
alter function auth.jwt() owner to supabase_auth_admin;

grant usage on schema auth to anon, authenticated, service_role;
grant execute on all functions in schema auth to public;

-- ---------------------------------------------------------------------------
-- storage schema (supabase/postgres storage-schema + supabase/storage tenant
-- migrations). The Storage API (not available here) writes these rows as the
-- requesting role, so the policies on storage.objects are what guard uploads.
-- ---------------------------------------------------------------------------
create schema storage authorization supabase_storage_admin;

create table storage.buckets (
  id                 text primary key,
  name               text not null,
  owner              uuid,
  public             boolean default false,
  file_size_limit    bigint,
  allowed_mime_types text[],
  created_at         timestamptz default now(),
  updated_at         timestamptz default now()
);
create unique index bname on storage.buckets using btree (name);

create table storage.objects (
  id               uuid primary key default gen_random_uuid(),
  bucket_id        text references storage.buckets (id),
  name             text,
  owner            uuid,
  created_at       timestamptz default now(),
  updated_at       timestamptz default now(),
  last_accessed_at timestamptz default now(),
  metadata         jsonb,
  path_tokens      text[] generated always as (string_to_array(name, '/')) stored,
  version          text,
  owner_id         text
);
create unique index bucketid_objname on storage.objects using btree (bucket_id, name);
create index name_prefix_search on storage.objects (name text_pattern_ops);

alter table storage.buckets enable row level security;
alter table storage.objects enable row level security;

-- Folders of an object name, without the file name: 'u1/a/b.png' -> {u1,a}.
create function storage.foldername(name text) returns text[]
language plpgsql
as $fn$
declare
  parts text[];
begin
  parts := string_to_array(name, '/');
  return parts[1 : array_length(parts, 1) - 1];
end
$fn$;

create function storage.filename(name text) returns text
language plpgsql
as $fn$
declare
  parts text[];
begin
  parts := string_to_array(name, '/');
  return parts[array_length(parts, 1)];
end
$fn$;

create function storage.extension(name text) returns text
language plpgsql
as $fn$
declare
  parts text[];
begin
  parts := string_to_array(name, '/');
  return reverse(split_part(reverse(parts[array_length(parts, 1)]), '.', 1));
end
$fn$;

alter table storage.buckets owner to supabase_storage_admin;
alter table storage.objects owner to supabase_storage_admin;
alter function storage.foldername(text) owner to supabase_storage_admin;
alter function storage.filename(text) owner to supabase_storage_admin;
alter function storage.extension(text) owner to supabase_storage_admin;

grant usage on schema storage to postgres, anon, authenticated, service_role;
grant all on storage.buckets, storage.objects to postgres, anon, authenticated, service_role;
grant execute on all functions in schema storage to postgres, anon, authenticated, service_role;
