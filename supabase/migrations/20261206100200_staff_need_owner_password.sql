-- A staff role only for an account whose password its owner set (issue 42, finding 2). Someone could sign up a future
-- staff member's address first; the owner, confirming it later, kept the attacker's password, and a staff grant then
-- gave the attacker the studio. local-supabase now drops the stored password when an unconfirmed address is signed up
-- again (src/auth/routes.ts); here, whatever the auth server, the database notes when each password was written and
-- whether the address was confirmed then, and grant_staff_role refuses an account that is unconfirmed or whose
-- password was set before its confirmation (its owner sets a new one first, which also ends every other session).
create table private.password_sets (
  user_id uuid primary key references auth.users (id) on delete cascade,
  set_at timestamptz not null default now(),
  while_confirmed boolean not null
);
revoke all on table private.password_sets from public, anon, authenticated, service_role;

create function private.note_password_set() returns trigger
  language plpgsql security definer
  set search_path to ''
as $$
begin
  if coalesce(new.encrypted_password, '') = '' then
    delete from private.password_sets ps where ps.user_id = new.id;
  else
    insert into private.password_sets (user_id, set_at, while_confirmed)
    values (new.id, now(), new.email_confirmed_at is not null)
    on conflict (user_id) do update set set_at = excluded.set_at, while_confirmed = excluded.while_confirmed;
  end if;
  return null;
end $$;
revoke all on function private.note_password_set() from public;

create trigger users_note_password_set after insert on auth.users
  for each row execute function private.note_password_set();
create trigger users_note_password_set_on_update after update of encrypted_password on auth.users
  for each row when (old.encrypted_password is distinct from new.encrypted_password)
  execute function private.note_password_set();

-- Accounts from before this migration: when their password was written is not known; a confirmed account counts as
-- set while confirmed (so existing staff keep working), an unconfirmed one does not.
insert into private.password_sets (user_id, set_at, while_confirmed)
select u.id, coalesce(u.updated_at, now()), u.email_confirmed_at is not null
from auth.users u
where coalesce(u.encrypted_password, '') <> ''
on conflict (user_id) do nothing;

create or replace function public.grant_staff_role(p_email text, p_role text) returns table(email text, role text)
  language plpgsql security definer
  set search_path to ''
as $$
#variable_conflict use_column
declare
  v_user auth.users;
  v_before text;
begin
  perform 1 from private.staff_roles s where s.role = 'admin' order by s.user_id for update;
  if not (private.is_admin() or coalesce(auth.role() = 'service_role', false)) then
    raise exception 'Only an admin can grant or remove a staff role' using errcode = '42501';
  end if;
  if p_role is not null and p_role not in ('editor', 'admin') then
    raise exception 'A staff role is editor or admin' using errcode = '22023';
  end if;
  select * into v_user from auth.users u where lower(u.email) = lower(btrim(p_email)) for update;
  if not found then
    raise exception 'No account has that email' using errcode = 'P0002';
  end if;
  if v_user.id = auth.uid() then
    raise exception 'Ask another admin to change your own role' using errcode = '42501';
  end if;
  if p_role is not null and not (v_user.email_confirmed_at is not null and exists (
       select 1 from private.password_sets ps where ps.user_id = v_user.id and ps.while_confirmed)) then
    raise exception 'This account''s owner has not set a password since confirming the address: they set a new one (Forgot password), then grant the role'
      using errcode = '22023';
  end if;
  select s.role into v_before from private.staff_roles s where s.user_id = v_user.id;
  if v_before = 'admin' and p_role is distinct from 'admin'
     and not exists (select 1 from private.staff_roles s where s.role = 'admin' and s.user_id <> v_user.id) then
    raise exception 'The last admin cannot be removed: make another admin first' using errcode = '42501';
  end if;
  if p_role is null then
    delete from private.staff_roles s where s.user_id = v_user.id;
  else
    insert into private.staff_roles (user_id, role, granted_by) values (v_user.id, p_role, auth.uid())
    on conflict (user_id) do update set role = excluded.role, granted_at = now(), granted_by = excluded.granted_by;
  end if;
  update auth.users
  set raw_app_meta_data = case when p_role is null then coalesce(raw_app_meta_data, '{}'::jsonb) - 'role'
                               else coalesce(raw_app_meta_data, '{}'::jsonb) || jsonb_build_object('role', p_role) end,
      updated_at = now()
  where id = v_user.id;
  -- Power taken away ends the account's sessions: a refresh gets no new token (and no new claims).
  if v_before is not null and p_role is distinct from v_before then
    delete from auth.sessions s where s.user_id = v_user.id;
  end if;
  perform private.audit('grant_staff_role', v_user.email,
                        jsonb_build_object('role', v_before), jsonb_build_object('role', p_role));
  return query select v_user.email::text, p_role;
end $$;

