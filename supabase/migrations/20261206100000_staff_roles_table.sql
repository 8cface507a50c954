-- Staff power is decided from the database on every call (issue 42, finding 1). The role used to be read from the
-- access token's app_metadata, so a removed admin kept the studio until the token expired (up to an hour), even after
-- "sign out everywhere": within that hour they granted admin to a second account and removed the role of the admin
-- who had removed them. Now private.staff_roles holds who is staff; staff_role() reads it for auth.uid(), so every
-- function and policy that asks is_editor()/is_admin() sees a removal at once. app_metadata.role is still written, as
-- a hint for the studio's navigation only.
create table private.staff_roles (
  user_id uuid primary key references auth.users (id) on delete cascade,
  role text not null check (role in ('editor', 'admin')),
  granted_at timestamptz not null default now(),
  granted_by uuid
);
revoke all on table private.staff_roles from public, anon, authenticated, service_role;

-- The roles granted so far (written into app_metadata by grant_staff_role or by hand) become rows.
insert into private.staff_roles (user_id, role)
select u.id, u.raw_app_meta_data ->> 'role'
from auth.users u
where u.raw_app_meta_data ->> 'role' in ('editor', 'admin')
on conflict (user_id) do nothing;

-- security definer: the table is out of every API role's reach; the function answers only for the caller.
create or replace function private.staff_role() returns text
  language sql stable security definer
  set search_path to ''
as $$
  select s.role from private.staff_roles s where s.user_id = auth.uid()
$$;

-- An admin (or the service role, for the first admin) grants or removes a role. The admin rows are locked first, so
-- two admins removing each other at once are serialised and the caller's own power is read after the lock. An admin
-- cannot act on their own role, nor remove or demote the last admin. A removal or a change of role ends every
-- session of the account (its refresh tokens stop working).
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

create or replace function public.list_staff() returns table(email text, role text)
  language plpgsql stable security definer
  set search_path to ''
as $$
#variable_conflict use_column
begin
  if not private.is_admin() then
    raise exception 'Only an admin can see the staff' using errcode = '42501';
  end if;
  return query
    select u.email::text, s.role
    from private.staff_roles s join auth.users u on u.id = s.user_id
    order by 2, 1;
end $$;
