-- A published full-length paper keeps its blueprint (issue 32). Its questions may be corrected (each save is a new
-- version; attempts keep the version they showed, and an admin may re-mark), but publishing, retiring or adding a
-- question that would make the paper stop matching its exam's blueprint is refused: to change a paper's make-up,
-- make a new paper and retire this one.
create function private.questions_keep_paper_blueprint() returns trigger
language plpgsql security definer set search_path = '' as $$
declare
  v_problems text;
begin
  if exists (select 1 from public.test_papers tp where tp.id = new.test_paper_id and tp.kind = 'full' and tp.status = 'published') then
    select string_agg(p, '; ') into v_problems from private.paper_blueprint_problems(new.test_paper_id) p;
    if v_problems is not null then
      perform private.raise_invalid('status', format(
        'This question''s paper is a published full-length paper, and it would no longer match its blueprint (%s): '
        'correct the question instead, or make a new paper and retire this one', v_problems));
    end if;
  end if;
  return null;
end $$;
revoke all on function private.questions_keep_paper_blueprint() from public;

-- Checked when the transaction commits: a seed or an import writes a whole paper's questions in one transaction.
create constraint trigger questions_keep_paper_blueprint after insert or update of status, marks, case_id on public.questions
deferrable initially deferred
for each row execute function private.questions_keep_paper_blueprint();
