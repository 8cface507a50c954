-- A published full-length paper keeps its blueprint: the deferred check runs only for the rows that can change that
-- match, the paper's published questions (private.paper_blueprint_problems counts nothing else). It used to queue one
-- deferred event per row written, drafts too, so an import of 10,000 draft questions ran the check 10,000 times at
-- commit: its commit took 11-13 s on PGlite (6.5 s before the check existed), and an import into a bank of 10,000
-- questions passed the authenticated role's 8 s statement timeout (issue 30's bench).
-- A trigger on INSERT cannot name OLD in its WHEN, so inserts and updates have a trigger each.
drop trigger questions_keep_paper_blueprint on public.questions;

create constraint trigger questions_keep_paper_blueprint
  after insert on public.questions
  deferrable initially deferred
  for each row when (new.status = 'published')
  execute function private.questions_keep_paper_blueprint();

create constraint trigger questions_keep_paper_blueprint_on_update
  after update of status, marks, case_id on public.questions
  deferrable initially deferred
  for each row when (old.status = 'published' or new.status = 'published')
  execute function private.questions_keep_paper_blueprint();
