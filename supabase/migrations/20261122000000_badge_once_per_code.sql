-- A passport badge is earned once per code (issue 15). The browser already refuses
-- a second badge with the same code; the database enforces it too. The §7 call
-- (insert passport_badges: user_id, code, label) does not change.
-- Earlier duplicates (the old 'Grant demo badge' added one per click) collapse
-- to the first one earned before the constraint is added.
delete from public.passport_badges b
 using public.passport_badges first
 where b.user_id = first.user_id
   and b.code = first.code
   and (first.created_at, first.id) < (b.created_at, b.id);

alter table public.passport_badges
  add constraint passport_badges_user_code_key unique (user_id, code);
