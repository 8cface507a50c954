-- Staff roles for the content studio, in the database: `editor` (questions, cases, topics, reports) and `admin`
-- (everything an editor does, plus staff, papers, exam facts and plans). The role lives in the user's app_metadata,
-- which no user can change about themselves (GoTrue writes it; PUT /auth/v1/user only merges user_metadata), and
-- reaches row-level security through the access token: auth.jwt() -> 'app_metadata' ->> 'role'. A new or removed
-- role takes effect when the person's token is next issued (sign-in or refresh, within the hour).
-- Only an admin grants or removes a role, through grant_staff_role, and every staff write is recorded in an
-- append-only audit log that no role can update or delete.

-- ---------------------------------------------------------------- the caller's role
-- 'editor', 'admin' or null, from the caller's access token.
create function private.staff_role() returns text
language sql stable set search_path = '' as $$
  select r from (select auth.jwt() -> 'app_metadata' ->> 'role' as r) x where r in ('editor', 'admin')
$$;
-- Never null (a null would slip past `if not …`).
create function private.is_editor() returns boolean
language sql stable set search_path = '' as $$ select private.staff_role() is not null $$;
create function private.is_admin() returns boolean
language sql stable set search_path = '' as $$ select coalesce(private.staff_role() = 'admin', false) $$;

-- ---------------------------------------------------------------- the audit log
create table private.audit_log (
  id bigint generated always as identity primary key,
  at timestamptz not null default now(),
  -- The staff member (null for the service role, e.g. the first admin's grant from the command line).
  actor_id uuid,
  actor_email text,
  -- What was done ('grant_staff_role', later 'update_question', …) and to what.
  action text not null check (length(action) between 1 and 64),
  subject text not null check (length(subject) between 1 and 200),
  before jsonb,
  after jsonb
);
create index audit_log_at_idx on private.audit_log (at desc);

-- Append-only for every role, the service role and the owner alike: a row, once written, stays as it was.
create function private.audit_log_append_only() returns trigger
language plpgsql set search_path = '' as $$
begin
  raise exception 'The audit log is append-only' using errcode = '42501';
end $$;
create trigger audit_log_append_only before update or delete on private.audit_log
  for each row execute function private.audit_log_append_only();
create trigger audit_log_no_truncate before truncate on private.audit_log
  for each statement execute function private.audit_log_append_only();

-- Records one staff write as the caller.
create function private.audit(p_action text, p_subject text, p_before jsonb, p_after jsonb) returns void
language sql security definer set search_path = '' as $$
  insert into private.audit_log (actor_id, actor_email, action, subject, before, after)
  values (auth.uid(), auth.email(), p_action, p_subject, p_before, p_after)
$$;

-- ---------------------------------------------------------------- grant_staff_role
-- Sets (p_role 'editor' or 'admin') or removes (p_role null) the staff role of the user with that email. Callable by
-- an admin, and by the service role (the first admin: `npm run studio:grant`). An admin does not change their own
-- role, so the studio cannot lose its last admin by a slip. Returns the user's email and new role.
create function public.grant_staff_role(p_email text, p_role text)
returns table (email text, role text)
language plpgsql security definer set search_path = '' as $$
#variable_conflict use_column
declare
  v_user auth.users;
  v_before text;
begin
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
  v_before := v_user.raw_app_meta_data ->> 'role';
  update auth.users
  set raw_app_meta_data = case when p_role is null then coalesce(raw_app_meta_data, '{}'::jsonb) - 'role'
                               else coalesce(raw_app_meta_data, '{}'::jsonb) || jsonb_build_object('role', p_role) end,
      updated_at = now()
  where id = v_user.id;
  perform private.audit('grant_staff_role', v_user.email,
                        jsonb_build_object('role', v_before), jsonb_build_object('role', p_role));
  return query select v_user.email::text, p_role;
end $$;

-- ---------------------------------------------------------------- list_staff
-- The staff and their roles, for admins.
create function public.list_staff()
returns table (email text, role text)
language plpgsql stable security definer set search_path = '' as $$
#variable_conflict use_column
begin
  if not private.is_admin() then
    raise exception 'Only an admin can see the staff' using errcode = '42501';
  end if;
  return query
    select u.email::text, u.raw_app_meta_data ->> 'role'
    from auth.users u where u.raw_app_meta_data ->> 'role' in ('editor', 'admin')
    order by 2, 1;
end $$;

-- ---------------------------------------------------------------- get_audit_log
-- The newest entries first, optionally of one action or one actor, for admins; p_before pages back (an id).
create function public.get_audit_log(p_action text default null, p_actor text default null,
                                     p_before bigint default null, p_limit integer default 50)
returns table (id bigint, at timestamptz, actor_email text, action text, subject text, before jsonb, after jsonb)
language plpgsql stable security definer set search_path = '' as $$
#variable_conflict use_column
begin
  if not private.is_admin() then
    raise exception 'Only an admin can read the audit log' using errcode = '42501';
  end if;
  return query
    select l.id, l.at, l.actor_email, l.action, l.subject, l.before, l.after
    from private.audit_log l
    where (p_action is null or l.action = p_action)
      and (p_actor is null or l.actor_email ilike '%' || p_actor || '%')
      and (p_before is null or l.id < p_before)
    order by l.id desc
    limit least(greatest(coalesce(p_limit, 50), 1), 200);
end $$;

revoke all on table private.audit_log from public, anon, authenticated;
revoke all on function private.staff_role() from public;
revoke all on function private.is_editor() from public;
revoke all on function private.is_admin() from public;
revoke all on function private.audit_log_append_only() from public;
revoke all on function private.audit(text, text, jsonb, jsonb) from public;
revoke all on function public.grant_staff_role(text, text) from public, anon, authenticated;
revoke all on function public.list_staff() from public, anon, authenticated;
revoke all on function public.get_audit_log(text, text, bigint, integer) from public, anon, authenticated;
grant execute on function public.grant_staff_role(text, text) to authenticated, service_role;
grant execute on function public.list_staff() to authenticated;
grant execute on function public.get_audit_log(text, text, bigint, integer) to authenticated;
