-- Publishing the drafts of an already published paper wrote no audit entry (issue 42, finding 9): the entry was
-- written only when the paper's status changed. Now every call that publishes questions is in the audit log, with how
-- many and which.
create or replace function public.set_test_paper_status(p_id uuid, p_status text, p_publish_drafts boolean default false)
  returns jsonb
  language plpgsql security definer
  set search_path to ''
as $$
declare
  v_paper public.test_papers;
  v_q public.questions;
  v_published uuid[] := array[]::uuid[];
begin
  perform private.require_admin();
  if p_status is null or p_status not in ('draft', 'published', 'retired') then
    perform private.raise_invalid('status', 'A paper''s status is draft, published or retired');
  end if;
  select * into v_paper from public.test_papers where id = p_id for update;
  if not found then
    perform private.raise_api('P0002', 404, 'Paper not found');
  end if;
  if p_status = 'published' and coalesce(p_publish_drafts, false) then
    for v_q in select * from public.questions q where q.test_paper_id = p_id and q.status = 'draft' order by q.position for update loop
      perform private.check_question(v_q);
      update public.questions set status = 'published', updated_at = now(), updated_by = auth.uid() where id = v_q.id;
      v_published := v_published || v_q.id;
    end loop;
  end if;
  if p_status = 'published' and not exists (select 1 from public.questions q where q.test_paper_id = p_id and q.status = 'published') then
    perform private.raise_invalid('status', 'A paper with no published questions cannot be published');
  end if;
  if p_status <> v_paper.status then
    begin
      update public.test_papers set status = p_status where id = p_id;
    exception when check_violation then
      perform private.raise_invalid('status', sqlerrm);
    end;
    perform private.audit('set_test_paper_status', p_id::text, jsonb_build_object('status', v_paper.status),
                          jsonb_build_object('status', p_status, 'published_drafts', coalesce(p_publish_drafts, false)));
  elsif cardinality(v_published) > 0 then
    perform private.audit('set_test_paper_status', p_id::text, jsonb_build_object('status', v_paper.status),
                          jsonb_build_object('status', p_status, 'published_drafts', true,
                                             'questions_published', to_jsonb(v_published)));
  end if;
  return private.studio_paper_json(p_id);
end $$;
