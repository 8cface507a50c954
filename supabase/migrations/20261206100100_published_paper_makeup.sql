-- A published full-length paper keeps its make-up (issue 42, finding 3). The deferred blueprint check looked only at
-- the paper a question was in after the change, and ran on no delete: moving a never-attempted published question to
-- another paper (save_question with a new paper_id) or deleting it left a published 100-question mock with 98. Now
-- the check runs at commit for the paper a question leaves as well as the one it joins, on insert, update and delete,
-- and delete_question deletes drafts only (docs/studio.md: "Delete: only a draft no learner has answered").
create or replace function private.questions_keep_paper_blueprint() returns trigger
  language plpgsql security definer
  set search_path to ''
as $$
declare
  v_paper uuid;
  v_problems text;
begin
  foreach v_paper in array array_remove(array[
    case when tg_op in ('UPDATE', 'DELETE') then old.test_paper_id end,
    case when tg_op in ('INSERT', 'UPDATE') then new.test_paper_id end], null)
  loop
    if exists (select 1 from public.test_papers tp where tp.id = v_paper and tp.kind = 'full' and tp.status = 'published') then
      select string_agg(p, '; ') into v_problems from private.paper_blueprint_problems(v_paper) p;
      if v_problems is not null then
        perform private.raise_invalid('status', format(
          'This question''s paper is a published full-length paper, and it would no longer match its blueprint (%s): '
          'correct the question instead, or make a new paper and retire this one', v_problems));
      end if;
    end if;
  end loop;
  return null;
end $$;

drop trigger questions_keep_paper_blueprint_on_update on public.questions;
create constraint trigger questions_keep_paper_blueprint_on_update
  after update of status, marks, case_id, test_paper_id on public.questions
  deferrable initially deferred
  for each row when (old.status = 'published' or new.status = 'published')
  execute function private.questions_keep_paper_blueprint();

create constraint trigger questions_keep_paper_blueprint_on_delete
  after delete on public.questions
  deferrable initially deferred
  for each row when (old.status = 'published')
  execute function private.questions_keep_paper_blueprint();

create or replace function public.delete_question(p_id uuid) returns void
  language plpgsql security definer
  set search_path to ''
as $$
declare
  v_q public.questions;
begin
  perform private.require_editor();
  select * into v_q from public.questions where id = p_id for update;
  if not found then
    perform private.raise_api('P0002', 404, 'Question not found');
  end if;
  if private.question_attempted(p_id) then
    raise exception 'This question has been attempted; retire it instead' using errcode = '23503';
  end if;
  if v_q.status <> 'draft' then
    raise exception 'Only a draft can be deleted; retire this question instead' using errcode = '23503';
  end if;
  delete from public.questions where id = p_id;
  perform private.audit('delete_question', p_id::text, private.question_fields(v_q), null);
end $$;
