-- Issue 46: two factors for the studio. Every staff write is audited (private.audit), so the audit is where a
-- session below aal2 is refused: a studio write from a session that has not passed a second factor (TOTP, GoTrue's
-- MFA) fails with 403 'AAL2' and writes nothing. Reads stay open to staff at aal1, so the studio can show its pages
-- and ask the editor to enrol or enter a code. The service role (scripts: npm run studio:grant) and direct database
-- sessions (no JWT: migrations, the owner's psql) are not API sessions and pass.

create or replace function private.require_aal2() returns void
language plpgsql stable
set search_path = ''
as $$
begin
  if auth.jwt() is null or auth.role() = 'service_role' then
    return;
  end if;
  if coalesce(auth.jwt() ->> 'aal', 'aal1') <> 'aal2' then
    perform private.raise_api('AAL2', 403,
      'Studio changes need your second factor: enter the code from your authenticator app, then try again.');
  end if;
end $$;

revoke all on function private.require_aal2() from public;

create or replace function private.audit(p_action text, p_subject text, p_before jsonb, p_after jsonb) returns void
language plpgsql security definer
set search_path = ''
as $$
begin
  perform private.require_aal2();
  insert into private.audit_log (actor_id, actor_email, action, subject, before, after)
  values (auth.uid(), auth.email(), p_action, p_subject, p_before, p_after);
end $$;

-- Recovery for a staff member who lost their authenticator: an admin (at aal2, as every audited write) removes their
-- factors and ends their sessions; they sign in with their password and enrol again. Logged in the audit log.
create or replace function public.reset_staff_factors(p_email text) returns integer
language plpgsql security definer
set search_path = ''
as $$
declare
  v_user auth.users;
  v_count integer;
begin
  if not private.is_admin() then
    raise exception 'Only an admin can reset a staff member''s second factor' using errcode = '42501';
  end if;
  select * into v_user from auth.users u where lower(u.email) = lower(btrim(p_email));
  if not found or not exists (select 1 from private.staff_roles s where s.user_id = v_user.id) then
    perform private.raise_api('P0002', 404, 'No staff member has that email');
  end if;
  if v_user.id = auth.uid() then
    raise exception 'Ask another admin to reset your own second factor' using errcode = '42501';
  end if;
  delete from auth.mfa_factors f where f.user_id = v_user.id;
  get diagnostics v_count = row_count;
  delete from auth.sessions s where s.user_id = v_user.id;
  perform private.audit('reset_staff_factors', v_user.email, jsonb_build_object('factors', v_count), jsonb_build_object('factors', 0));
  return v_count;
end $$;

revoke all on function public.reset_staff_factors(text) from public, anon;
grant execute on function public.reset_staff_factors(text) to authenticated;
