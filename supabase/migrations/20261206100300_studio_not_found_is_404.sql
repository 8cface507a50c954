-- Two studio refusals answered 500 (issue 42, finding 8): grant_staff_role with an unknown email and
-- resolve_question_reports on a question with no open report raised P0002, which PostgREST maps to 500 (class P0).
-- Both are now 404 with the same code and message (private.raise_api), as the studio's other "not found" answers.

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
    perform private.raise_api('P0002', 404, 'No account has that email');
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


create or replace function public.resolve_question_reports(p_question_id uuid, p_outcome text, p_reason text default null)
  returns integer
  language plpgsql security definer
  set search_path to ''
as $$
declare
  v_count integer;
begin
  if not private.is_editor() then
    raise exception 'Only the content team can resolve reports' using errcode = '42501';
  end if;
  if p_outcome not in ('fixed', 'dismissed') then
    raise exception 'A report is resolved as fixed or dismissed' using errcode = '22023';
  end if;
  if p_outcome = 'dismissed' and coalesce(length(btrim(p_reason)), 0) not between 1 and 500 then
    raise exception 'Say why the question stays as it is (up to 500 characters)' using errcode = '22023';
  end if;
  update public.question_reports
  set status = p_outcome, resolved_at = now(),
      resolution_note = case when p_outcome = 'dismissed' then btrim(p_reason) end
  where question_id = p_question_id and status = 'open';
  get diagnostics v_count = row_count;
  if v_count = 0 then
    perform private.raise_api('P0002', 404, 'This question has no open report');
  end if;
  perform private.audit('resolve_question_reports', p_question_id::text, jsonb_build_object('open', v_count),
                        jsonb_build_object('status', p_outcome, 'reason', p_reason));
  return v_count;
end $$;
