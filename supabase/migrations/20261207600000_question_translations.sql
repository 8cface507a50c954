-- Issue 51 §4: bilingual papers. A question's translation is kept per question version and language, with its own
-- review: written (in the studio, by import, or from content/ files) it is a draft; a second person who did not write
-- it reviews it. A paper that offers Hindi (test_papers.languages) is published only when every question of it has a
-- reviewed translation of its current version. The learner reads the reviewed translations of the versions their
-- attempt holds, in their attempt's option order; the answer and the marking never depend on the language.

alter table public.test_papers
  add column languages text[] not null default '{en}'
    constraint test_papers_languages_check check (languages <@ array['en', 'hi'] and 'en' = any (languages));

-- The paper's language the learner chose; null until they choose (the page then opens in the site's language).
alter table public.user_test_attempts
  add column language text
    constraint user_test_attempts_language_check check (language in ('en', 'hi'));

create table public.question_translations (
  question_id uuid not null references public.questions (id) on delete cascade,
  version integer not null check (version > 0),
  language text not null check (language in ('hi')),
  question_text text not null check (length(btrim(question_text)) between 1 and 4000),
  option_a text not null check (length(btrim(option_a)) between 1 and 1000),
  option_b text not null check (length(btrim(option_b)) between 1 and 1000),
  option_c text not null check (length(btrim(option_c)) between 1 and 1000),
  option_d text not null check (length(btrim(option_d)) between 1 and 1000),
  explanation text not null check (length(btrim(explanation)) between 1 and 8000),
  status text not null default 'draft' check (status in ('draft', 'reviewed')),
  -- Who wrote and who reviewed it: a studio user's email, or the name a content file records.
  translated_by text not null check (length(btrim(translated_by)) between 1 and 200),
  translated_at timestamptz not null default now(),
  reviewed_by text check (length(btrim(reviewed_by)) between 1 and 200),
  reviewed_at timestamptz,
  review_note text check (length(review_note) <= 2000),
  primary key (question_id, version, language),
  constraint question_translations_review_check check (
    (status = 'draft' and reviewed_by is null and reviewed_at is null)
    or (status = 'reviewed' and reviewed_by is not null and reviewed_at is not null
        and lower(btrim(reviewed_by)) <> lower(btrim(translated_by))))
);

-- Read and written only through the functions below (staff) and the attempt's reads (learners).
alter table public.question_translations enable row level security;
revoke all on public.question_translations from anon, authenticated;

/** Why `p_paper_id` may not be published in `p_language`: the positions of its questions without a reviewed translation of their current version. */
create function private.paper_translation_problems(p_paper_id uuid, p_language text) returns text
language sql stable set search_path = '' as $$
  select case when count(*) = 0 then null else format(
    'This paper offers %s: %s of its questions have no reviewed translation of their current version (questions %s)',
    case p_language when 'hi' then 'Hindi' else p_language end, count(*),
    string_agg(q.position::text, ', ' order by q.position)) end
  from public.questions q
  where q.test_paper_id = p_paper_id and q.status = 'published'
    and not exists (select 1 from public.question_translations t
                    where t.question_id = q.id and t.version = q.version and t.language = p_language and t.status = 'reviewed')
$$;

-- A bilingual paper is published (or made bilingual while published) only when it is translated and reviewed.
create function private.test_papers_translated() returns trigger
language plpgsql set search_path = '' as $$
declare
  v_language text;
  v_problem text;
begin
  if new.status <> 'published' then
    return new;
  end if;
  foreach v_language in array new.languages loop
    continue when v_language = 'en';
    v_problem := private.paper_translation_problems(new.id, v_language);
    if v_problem is not null then
      raise exception '%', v_problem using errcode = '23514';
    end if;
  end loop;
  return new;
end $$;

create trigger test_papers_translated
  before update of status, languages on public.test_papers
  for each row execute function private.test_papers_translated();

/** The translation of a question's current version in `p_language`, for the studio (null when there is none). */
create function private.translation_json(p_question_id uuid, p_language text) returns jsonb
language sql stable set search_path = '' as $$
  select jsonb_build_object(
    'question_id', q.id, 'language', p_language, 'version', q.version,
    'translation', (select jsonb_build_object(
        'version', t.version, 'current', t.version = q.version, 'status', t.status,
        'question_text', t.question_text, 'option_a', t.option_a, 'option_b', t.option_b, 'option_c', t.option_c,
        'option_d', t.option_d, 'explanation', t.explanation, 'translated_by', t.translated_by,
        'translated_at', t.translated_at, 'reviewed_by', t.reviewed_by, 'reviewed_at', t.reviewed_at)
      from public.question_translations t
      where t.question_id = q.id and t.language = p_language
      order by t.version desc limit 1))
  from public.questions q where q.id = p_question_id
$$;

create function private.check_translation_language(p_language text) returns void
language plpgsql immutable set search_path = '' as $$
begin
  if p_language is null or p_language <> 'hi' then
    perform private.raise_invalid('language', 'A translation''s language is hi (Hindi)');
  end if;
end $$;

/** Writes one translation of `p_question_id`'s current version as a draft (its earlier review no longer holds). */
create function private.write_translation(p_question_id uuid, p_language text, p_fields jsonb, p_by text) returns void
language plpgsql set search_path = '' as $$
declare
  v_version integer;
  v_field text;
  v_before jsonb;
begin
  select q.version into v_version from public.questions q where q.id = p_question_id;
  if not found then
    perform private.raise_api('P0002', 404, 'Question not found');
  end if;
  if p_fields is null or jsonb_typeof(p_fields) <> 'object' then
    perform private.raise_invalid('translation', 'The translation is an object of its texts');
  end if;
  foreach v_field in array array['question_text', 'option_a', 'option_b', 'option_c', 'option_d', 'explanation'] loop
    if jsonb_typeof(p_fields -> v_field) is distinct from 'string' or btrim(p_fields ->> v_field) = '' then
      perform private.raise_invalid(v_field, format('The translation needs its %s', replace(v_field, '_', ' ')));
    end if;
  end loop;
  v_before := private.translation_json(p_question_id, p_language) -> 'translation';
  begin
    insert into public.question_translations as t (question_id, version, language, question_text, option_a, option_b,
                                                   option_c, option_d, explanation, translated_by)
    values (p_question_id, v_version, p_language, btrim(p_fields ->> 'question_text'), btrim(p_fields ->> 'option_a'),
            btrim(p_fields ->> 'option_b'), btrim(p_fields ->> 'option_c'), btrim(p_fields ->> 'option_d'),
            btrim(p_fields ->> 'explanation'), btrim(p_by))
    on conflict (question_id, version, language) do update
      set question_text = excluded.question_text, option_a = excluded.option_a, option_b = excluded.option_b,
          option_c = excluded.option_c, option_d = excluded.option_d, explanation = excluded.explanation,
          translated_by = excluded.translated_by, translated_at = now(), status = 'draft',
          reviewed_by = null, reviewed_at = null, review_note = null;
  exception when check_violation then
    perform private.raise_invalid('translation', 'A text of the translation is too long');
  end;
  perform private.audit('save_question_translation', p_question_id::text, v_before,
                        private.translation_json(p_question_id, p_language) -> 'translation');
end $$;

/** The studio's form: saves the translation of the question's current version, as a draft written by the caller. */
create function public.save_question_translation(p_question_id uuid, p_language text, p_translation jsonb) returns jsonb
language plpgsql security definer set search_path = '' as $$
begin
  perform private.require_editor();
  perform private.check_translation_language(p_language);
  perform private.write_translation(p_question_id, p_language, p_translation, coalesce(auth.email(), auth.uid()::text));
  return private.translation_json(p_question_id, p_language);
end $$;

/** Marks the translation of the question's current version reviewed; its reviewer is not its writer. */
create function private.review_translation(p_question_id uuid, p_language text, p_version integer, p_by text,
                                           p_at timestamptz, p_note text) returns void
language plpgsql set search_path = '' as $$
declare
  v_t public.question_translations;
  v_current integer;
begin
  select q.version into v_current from public.questions q where q.id = p_question_id;
  if not found then
    perform private.raise_api('P0002', 404, 'Question not found');
  end if;
  select * into v_t from public.question_translations t
  where t.question_id = p_question_id and t.language = p_language and t.version = v_current for update;
  if not found then
    perform private.raise_invalid('version', 'The question''s current version has no translation to review');
  end if;
  if p_version is distinct from v_current then
    perform private.raise_invalid('version', 'The question has changed since: review the translation of its current version');
  end if;
  if v_t.status = 'reviewed' then
    return; -- reviewed already: a content file's review loaded again changes nothing
  end if;
  if lower(btrim(p_by)) = lower(btrim(v_t.translated_by)) then
    perform private.raise_invalid('reviewed_by', 'A translation is reviewed by someone who did not write it');
  end if;
  update public.question_translations
  set status = 'reviewed', reviewed_by = btrim(p_by), reviewed_at = p_at, review_note = nullif(btrim(p_note), '')
  where question_id = p_question_id and language = p_language and version = v_current;
  perform private.audit('review_question_translation', p_question_id::text, jsonb_build_object('status', v_t.status),
                        jsonb_build_object('status', 'reviewed', 'version', v_current, 'language', p_language,
                                           'reviewed_by', btrim(p_by), 'note', p_note));
end $$;

/** The studio's review: the caller reviews the translation of the question's current version (`p_version`). */
create function public.review_question_translation(p_question_id uuid, p_language text, p_version integer) returns jsonb
language plpgsql security definer set search_path = '' as $$
begin
  perform private.require_editor();
  perform private.check_translation_language(p_language);
  perform private.review_translation(p_question_id, p_language, p_version, coalesce(auth.email(), auth.uid()::text), now(), null);
  return private.translation_json(p_question_id, p_language);
end $$;

/**
 * Imports translations, at most 1000 rows a call: [{id, question_text, option_a..d, explanation, translated_by?}].
 * A dry run answers each row's problem and writes nothing; a commit writes every row as a draft, or none (one bad row
 * stops it). `translated_by` names the writer of a content file's rows; otherwise the caller wrote them.
 */
create function public.import_question_translations(p_language text, p_rows jsonb, p_dry_run boolean default true) returns jsonb
language plpgsql security definer set search_path = '' as $$
declare
  v_row jsonb;
  v_n integer := 0;
  v_problems jsonb := '[]'::jsonb;
  v_id uuid;
begin
  perform private.require_editor();
  perform private.check_translation_language(p_language);
  if p_rows is null or jsonb_typeof(p_rows) <> 'array' or jsonb_array_length(p_rows) not between 1 and 1000 then
    perform private.raise_invalid('rows', 'The rows are an array of 1 to 1000 translations');
  end if;
  for v_row in select r from jsonb_array_elements(p_rows) r loop
    v_n := v_n + 1;
    v_id := private.try_uuid(v_row ->> 'id');
    if jsonb_typeof(v_row) <> 'object' or v_id is null or not exists (select 1 from public.questions q where q.id = v_id) then
      v_problems := v_problems || jsonb_build_object('row', v_n, 'message', 'No question has this id');
    elsif exists (select 1 from unnest(array['question_text', 'option_a', 'option_b', 'option_c', 'option_d', 'explanation']) f
                  where jsonb_typeof(v_row -> f) is distinct from 'string' or btrim(v_row ->> f) = '') then
      v_problems := v_problems || jsonb_build_object('row', v_n, 'message', 'A text of the translation is missing');
    end if;
  end loop;
  if coalesce(p_dry_run, true) or jsonb_array_length(v_problems) > 0 then
    return jsonb_build_object('rows', v_n, 'problems', v_problems, 'written', 0);
  end if;
  for v_row in select r from jsonb_array_elements(p_rows) r loop
    perform private.write_translation((v_row ->> 'id')::uuid, p_language, v_row,
                                      coalesce(nullif(btrim(v_row ->> 'translated_by'), ''), auth.email(), auth.uid()::text));
  end loop;
  return jsonb_build_object('rows', v_n, 'problems', v_problems, 'written', v_n);
end $$;

/**
 * Records the reviews a content file holds, at most 1000 a call: [{id, version, reviewed_by, reviewed_at, note?}]. Each
 * must be of the question's current version and by someone other than its writer; a review already recorded is kept.
 */
create function public.record_translation_reviews(p_language text, p_reviews jsonb) returns integer
language plpgsql security definer set search_path = '' as $$
declare
  v_review jsonb;
  v_count integer := 0;
begin
  perform private.require_editor();
  perform private.check_translation_language(p_language);
  if p_reviews is null or jsonb_typeof(p_reviews) <> 'array' or jsonb_array_length(p_reviews) > 1000 then
    perform private.raise_invalid('reviews', 'The reviews are an array of at most 1000 objects');
  end if;
  for v_review in select r from jsonb_array_elements(p_reviews) r loop
    if private.try_uuid(v_review ->> 'id') is null or coalesce(v_review ->> 'version', '') !~ '^[1-9][0-9]{0,5}$'
       or btrim(coalesce(v_review ->> 'reviewed_by', '')) = '' or length(v_review ->> 'reviewed_by') > 200
       or coalesce(v_review ->> 'reviewed_at', '') !~ '^\d{4}-\d{2}-\d{2}$' or length(coalesce(v_review ->> 'note', '')) > 2000 then
      perform private.raise_invalid('reviews', 'Each review names a question (id), its version, its reviewer (reviewed_by) and a date (reviewed_at)');
    end if;
    perform private.review_translation((v_review ->> 'id')::uuid, p_language, (v_review ->> 'version')::integer,
                                       v_review ->> 'reviewed_by', (v_review ->> 'reviewed_at')::date::timestamptz,
                                       v_review ->> 'note');
    v_count := v_count + 1;
  end loop;
  return v_count;
end $$;

/** One question's translation for the studio's side-by-side view. */
create function public.studio_question_translation(p_question_id uuid, p_language text) returns jsonb
language plpgsql stable security definer set search_path = '' as $$
begin
  perform private.require_editor();
  perform private.check_translation_language(p_language);
  if not exists (select 1 from public.questions q where q.id = p_question_id) then
    perform private.raise_api('P0002', 404, 'Question not found');
  end if;
  return private.translation_json(p_question_id, p_language);
end $$;

/**
 * A paper's questions with their translation's state ('missing', 'draft', 'reviewed', 'outdated': of an earlier
 * version) and texts: the studio's list and its export (a language column beside the import's).
 */
create function public.studio_paper_translations(p_paper_id uuid, p_language text) returns jsonb
language plpgsql stable security definer set search_path = '' as $$
begin
  perform private.require_editor();
  perform private.check_translation_language(p_language);
  if not exists (select 1 from public.test_papers tp where tp.id = p_paper_id) then
    perform private.raise_api('P0002', 404, 'Paper not found');
  end if;
  return jsonb_build_object(
    'languages', (select to_jsonb(tp.languages) from public.test_papers tp where tp.id = p_paper_id),
    'problem', private.paper_translation_problems(p_paper_id, p_language),
    'questions', coalesce((
      select jsonb_agg(jsonb_build_object(
        'id', q.id, 'position', q.position, 'version', q.version, 'status', q.status,
        'question_text', q.question_text,
        'translation_status', case when t.question_id is null then 'missing' when t.version <> q.version then 'outdated'
                                   else t.status end,
        'translation', case when t.question_id is null then null else jsonb_build_object(
          'version', t.version, 'question_text', t.question_text, 'option_a', t.option_a, 'option_b', t.option_b,
          'option_c', t.option_c, 'option_d', t.option_d, 'explanation', t.explanation,
          'translated_by', t.translated_by, 'reviewed_by', t.reviewed_by) end)
        order by q.position)
      from public.questions q
      left join lateral (select * from public.question_translations t
                         where t.question_id = q.id and t.language = p_language
                         order by t.version desc limit 1) t on true
      where q.test_paper_id = p_paper_id and q.status <> 'retired'), '[]'::jsonb));
end $$;

/** Which languages a paper offers; offering Hindi on a published paper needs its translations reviewed first. */
create function public.set_test_paper_languages(p_id uuid, p_languages text[]) returns jsonb
language plpgsql security definer set search_path = '' as $$
declare
  v_paper public.test_papers;
begin
  perform private.require_admin();
  select * into v_paper from public.test_papers where id = p_id for update;
  if not found then
    perform private.raise_api('P0002', 404, 'Paper not found');
  end if;
  if p_languages is null or not (p_languages <@ array['en', 'hi'] and 'en' = any (p_languages)) then
    perform private.raise_invalid('languages', 'A paper offers English, and may offer Hindi too (en, hi)');
  end if;
  begin
    update public.test_papers set languages = (select array_agg(distinct l order by l) from unnest(p_languages) l) where id = p_id;
  exception when check_violation then
    perform private.raise_invalid('languages', sqlerrm);
  end;
  perform private.audit('set_test_paper_languages', p_id::text, jsonb_build_object('languages', v_paper.languages),
                        jsonb_build_object('languages', p_languages));
  return private.studio_paper_json(p_id);
end $$;

/**
 * The attempt's questions in `p_language`: each reviewed translation of the version the attempt holds, its options in
 * the attempt's order; explanations only once answers may be shown (as get_attempt_review). A question without one
 * is left out: the page shows it in English.
 */
create function public.get_attempt_translations(p_attempt_id uuid, p_language text)
returns table (id uuid, question_text text, option_a text, option_b text, option_c text, option_d text, explanation text)
language plpgsql stable security definer set search_path = '' as $$
#variable_conflict use_column
declare
  v_attempt public.user_test_attempts := private.caller_attempt(p_attempt_id, false);
  v_review boolean;
begin
  if not private.can_open_paper(v_attempt.user_id, v_attempt.test_paper_id) and not v_attempt.completed then
    raise exception 'No active purchase gives access to this test paper' using errcode = '42501';
  end if;
  if not exists (select 1 from public.test_papers tp where tp.id = v_attempt.test_paper_id and p_language = any (tp.languages))
     or p_language = 'en' then
    return;
  end if;
  v_review := v_attempt.completed and (private.running_attempt(v_attempt.user_id, v_attempt.test_paper_id)).id is null;
  return query
    select t.question_id, t.question_text,
           case substr(p.option_keys, 1, 1) when 'A' then t.option_a when 'B' then t.option_b when 'C' then t.option_c else t.option_d end,
           case substr(p.option_keys, 2, 1) when 'A' then t.option_a when 'B' then t.option_b when 'C' then t.option_c else t.option_d end,
           case substr(p.option_keys, 3, 1) when 'A' then t.option_a when 'B' then t.option_b when 'C' then t.option_c else t.option_d end,
           case substr(p.option_keys, 4, 1) when 'A' then t.option_a when 'B' then t.option_b when 'C' then t.option_c else t.option_d end,
           case when v_review then t.explanation end
    from private.attempt_paper(v_attempt) p
    join public.question_translations t
      on t.question_id = (p.question).question_id and t.version = (p.question).version
     and t.language = p_language and t.status = 'reviewed'
    order by p.position;
end $$;

/** The language the learner reads the attempt in (the paper's switch): results and review open in it. */
create function public.set_attempt_language(p_attempt_id uuid, p_language text) returns void
language plpgsql security definer set search_path = '' as $$
declare
  v_attempt public.user_test_attempts := private.caller_attempt(p_attempt_id, true);
begin
  if p_language is null or p_language not in ('en', 'hi')
     or not exists (select 1 from public.test_papers tp where tp.id = v_attempt.test_paper_id and p_language = any (tp.languages)) then
    perform private.raise_invalid('language', 'This paper is not offered in that language');
  end if;
  update public.user_test_attempts set language = p_language where id = v_attempt.id and language is distinct from p_language;
end $$;

revoke all on function private.paper_translation_problems(uuid, text) from public;
revoke all on function private.test_papers_translated() from public;
revoke all on function private.translation_json(uuid, text) from public;
revoke all on function private.check_translation_language(text) from public;
revoke all on function private.write_translation(uuid, text, jsonb, text) from public;
revoke all on function private.review_translation(uuid, text, integer, text, timestamptz, text) from public;
revoke all on function public.save_question_translation(uuid, text, jsonb) from public, anon;
revoke all on function public.review_question_translation(uuid, text, integer) from public, anon;
revoke all on function public.import_question_translations(text, jsonb, boolean) from public, anon;
revoke all on function public.record_translation_reviews(text, jsonb) from public, anon;
revoke all on function public.studio_question_translation(uuid, text) from public, anon;
revoke all on function public.studio_paper_translations(uuid, text) from public, anon;
revoke all on function public.set_test_paper_languages(uuid, text[]) from public, anon;
revoke all on function public.get_attempt_translations(uuid, text) from public, anon;
revoke all on function public.set_attempt_language(uuid, text) from public, anon;
grant execute on function public.save_question_translation(uuid, text, jsonb) to authenticated;
grant execute on function public.review_question_translation(uuid, text, integer) to authenticated;
grant execute on function public.import_question_translations(text, jsonb, boolean) to authenticated;
grant execute on function public.record_translation_reviews(text, jsonb) to authenticated;
grant execute on function public.studio_question_translation(uuid, text) to authenticated;
grant execute on function public.studio_paper_translations(uuid, text) to authenticated;
grant execute on function public.set_test_paper_languages(uuid, text[]) to authenticated;
grant execute on function public.get_attempt_translations(uuid, text) to authenticated;
grant execute on function public.set_attempt_language(uuid, text) to authenticated;
