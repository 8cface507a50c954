-- Issue 51: the database's learner-facing texts in Hindi (exam descriptions and information, plan benefit lines,
-- chapter titles, papers' titles and descriptions; exam names stay English, the official names). A translation is
-- keyed by the exact English text it translates, so an English text changed in the studio shows in English until its
-- new translation is written and reviewed: a translation is never served for a text it was not written for. As with
-- the questions' translations, a second person who did not write it reviews it, and only reviewed ones are served.

create table public.text_translations (
  language text not null check (language in ('hi')),
  source text not null check (length(source) between 1 and 4000 and btrim(source) <> ''),
  text text not null check (length(text) between 1 and 4000 and btrim(text) <> ''),
  status text not null default 'draft' check (status in ('draft', 'reviewed')),
  -- Who wrote and who reviewed it: a studio user's email, or the name a content file records.
  translated_by text not null check (length(btrim(translated_by)) between 1 and 200),
  translated_at timestamptz not null default now(),
  reviewed_by text check (length(btrim(reviewed_by)) between 1 and 200),
  reviewed_at timestamptz,
  review_note text check (length(review_note) <= 2000),
  primary key (language, source),
  constraint text_translations_review_check check (
    (status = 'draft' and reviewed_by is null and reviewed_at is null)
    or (status = 'reviewed' and reviewed_by is not null and reviewed_at is not null
        and lower(btrim(reviewed_by)) <> lower(btrim(translated_by))))
);

-- Read through get_text_translations (everyone: reviewed only) and the studio's functions (staff); written only by those.
alter table public.text_translations enable row level security;
revoke all on public.text_translations from anon, authenticated;

/**
 * Every learner-facing English text the database holds now, each with its kind and where it is used: what the Hindi
 * site shows in English until it is translated. Exam names are official and stay English, so they are not here.
 */
create function private.site_texts() returns table (kind text, source text, used_in text)
language sql stable set search_path = '' as $$
  select 'exam_description', e.description, e.name from public.exams e where btrim(e.description) <> ''
  union all
  select f.kind, f.source, e.name
  from public.exam_info i join public.exams e on e.id = i.exam_id,
       lateral (values ('certification_levels', i.certification_levels), ('requirement', i.requirement), ('aim', i.aim)) f(kind, source)
  where btrim(f.source) <> ''
  union all
  select 'objective', o, e.name
  from public.exam_info i join public.exams e on e.id = i.exam_id, unnest(i.objectives) o where btrim(o) <> ''
  union all
  select 'structure_section', s ->> 'section', e.name
  from public.exam_info i join public.exams e on e.id = i.exam_id, jsonb_array_elements(i.structure) s
  where jsonb_typeof(s) = 'object' and btrim(coalesce(s ->> 'section', '')) <> ''
  union all
  -- A plan's benefit lines are '|'-separated (computed from private.plan_benefits): each line is a text of its own.
  select 'plan_benefit', btrim(l), format('%s · %s plan', e.name, p.plan_type)
  from public.exam_plans p join public.exams e on e.id = p.exam_id, unnest(string_to_array(p.description, '|')) l
  where btrim(l) <> ''
  union all
  select 'chapter_title', t.title, format('%s · chapter %s', e.name, t.chapter)
  from public.exam_topics t join public.exams e on e.id = t.exam_id
  union all
  select 'paper_title', tp.title, e.name
  from public.test_papers tp join public.exams e on e.id = tp.exam_id where tp.status = 'published'
  union all
  select 'paper_description', tp.description, format('%s · %s', e.name, tp.title)
  from public.test_papers tp join public.exams e on e.id = tp.exam_id
  where tp.status = 'published' and btrim(tp.description) <> ''
$$;

/** The public read: the reviewed translations of `p_language`, each with the English it translates. */
create function public.get_text_translations(p_language text) returns table (source text, text text)
language sql stable security definer set search_path = '' as $$
  select t.source, t.text from public.text_translations t where t.language = p_language and t.status = 'reviewed'
$$;

/** A translation for the studio and the audit log (null when there is none). */
create function private.text_translation_json(p_language text, p_source text) returns jsonb
language sql stable set search_path = '' as $$
  select jsonb_build_object('language', t.language, 'source', t.source, 'text', t.text, 'status', t.status,
                            'translated_by', t.translated_by, 'translated_at', t.translated_at,
                            'reviewed_by', t.reviewed_by, 'reviewed_at', t.reviewed_at, 'review_note', t.review_note)
  from public.text_translations t where t.language = p_language and t.source = p_source
$$;

/** The English and its translation as the limits allow them; a clear refusal otherwise. */
create function private.check_text_translation(p_source text, p_text text) returns void
language plpgsql immutable set search_path = '' as $$
begin
  if p_source is null or btrim(p_source) = '' or length(p_source) > 4000 then
    perform private.raise_invalid('source', 'The English text is 1 to 4000 characters');
  end if;
  if p_text is null or btrim(p_text) = '' then
    perform private.raise_invalid('text', 'The translation is empty');
  end if;
  if length(btrim(p_text)) > 4000 then
    perform private.raise_invalid('text', 'The translation is at most 4000 characters');
  end if;
end $$;

/**
 * Writes a translation as a draft (an earlier review no longer holds). `p_keep_same` leaves one whose text is
 * unchanged as it is, review and all (a content file loaded again); whether it wrote.
 */
create function private.write_text_translation(p_language text, p_source text, p_text text, p_by text,
                                               p_keep_same boolean) returns boolean
language plpgsql set search_path = '' as $$
declare
  v_before jsonb := private.text_translation_json(p_language, p_source);
begin
  perform private.check_text_translation(p_source, p_text);
  if p_keep_same and v_before ->> 'text' = btrim(p_text) then
    return false;
  end if;
  begin
    insert into public.text_translations as t (language, source, text, translated_by)
    values (p_language, p_source, btrim(p_text), btrim(p_by))
    on conflict (language, source) do update
      set text = excluded.text, translated_by = excluded.translated_by, translated_at = now(), status = 'draft',
          reviewed_by = null, reviewed_at = null, review_note = null;
  exception when check_violation or program_limit_exceeded then
    -- program_limit_exceeded: an English text too large for the key's index even within 4000 characters.
    perform private.raise_invalid('source', 'The English text is too long to translate');
  end;
  perform private.audit('save_text_translation', left(p_source, 200), v_before, private.text_translation_json(p_language, p_source));
  return true;
end $$;

/** Marks a translation reviewed by `p_by`, who did not write it; `p_text`, when given, is the text they read. */
create function private.review_text_translation(p_language text, p_source text, p_by text, p_at timestamptz,
                                                p_note text, p_text text) returns void
language plpgsql set search_path = '' as $$
declare
  v_t public.text_translations;
begin
  select * into v_t from public.text_translations t where t.language = p_language and t.source = p_source for update;
  if not found then
    perform private.raise_api('P0002', 404, 'This text has no translation to review');
  end if;
  if p_text is not null and btrim(p_text) is distinct from v_t.text then
    perform private.raise_invalid('text', 'The translation has changed since: review it again');
  end if;
  if v_t.status = 'reviewed' then
    return; -- reviewed already: a content file's review loaded again changes nothing
  end if;
  if p_by is null or btrim(p_by) = '' or length(btrim(p_by)) > 200 then
    perform private.raise_invalid('reviewed_by', 'A review names its reviewer');
  end if;
  if lower(btrim(p_by)) = lower(btrim(v_t.translated_by)) then
    perform private.raise_invalid('reviewed_by', 'A translation is reviewed by someone who did not write it');
  end if;
  if length(p_note) > 2000 then
    perform private.raise_invalid('note', 'A review''s note is at most 2000 characters');
  end if;
  update public.text_translations
  set status = 'reviewed', reviewed_by = btrim(p_by), reviewed_at = p_at, review_note = nullif(btrim(p_note), '')
  where language = p_language and source = p_source;
  perform private.audit('review_text_translation', left(p_source, 200), jsonb_build_object('status', v_t.status),
                        private.text_translation_json(p_language, p_source));
end $$;

/** Staff (an editor or admin), or the service key of a trusted content load. */
create function private.require_editor_or_service() returns void
language plpgsql stable set search_path = '' as $$
begin
  if coalesce(auth.role(), '') <> 'service_role' then
    perform private.require_editor();
  end if;
end $$;

/** The studio's form: saves the translation of a text in use now, as a draft written by the caller. */
create function public.save_text_translation(p_language text, p_source text, p_text text) returns jsonb
language plpgsql security definer set search_path = '' as $$
begin
  perform private.require_editor();
  perform private.check_translation_language(p_language);
  perform private.check_text_translation(p_source, p_text);
  if not exists (select 1 from private.site_texts() s where s.source = p_source) then
    perform private.raise_api('P0002', 404, 'No text the site shows now has this English');
  end if;
  perform private.write_text_translation(p_language, p_source, p_text, coalesce(auth.email(), auth.uid()::text), false);
  return private.text_translation_json(p_language, p_source);
end $$;

/** The studio's review: the caller, who did not write it, reviews the translation (`p_text`: the text they read). */
create function public.review_text_translation(p_language text, p_source text, p_note text default null,
                                               p_text text default null) returns jsonb
language plpgsql security definer set search_path = '' as $$
begin
  perform private.require_editor();
  perform private.check_translation_language(p_language);
  perform private.review_text_translation(p_language, p_source, coalesce(auth.email(), auth.uid()::text), now(), p_note, p_text);
  return private.text_translation_json(p_language, p_source);
end $$;

/**
 * Imports translations, at most 1000 rows a call: [{source, text, translated_by?}]. Every row is checked first; one
 * bad row stops the call and writes nothing. A row whose translation is unchanged is left as it is (its review holds);
 * a changed one becomes a draft. `translated_by` names a content file's writer; otherwise the caller wrote it.
 * Answers how many rows were written, were unchanged, and translate an English text the site does not show now.
 */
create function public.import_text_translations(p_language text, p_rows jsonb) returns jsonb
language plpgsql security definer set search_path = '' as $$
declare
  v_row jsonb;
  v_n integer := 0;
  v_written integer := 0;
  v_by text;
begin
  perform private.require_editor_or_service();
  perform private.check_translation_language(p_language);
  if p_rows is null or jsonb_typeof(p_rows) <> 'array' or jsonb_array_length(p_rows) not between 1 and 1000 then
    perform private.raise_invalid('rows', 'The rows are an array of 1 to 1000 translations');
  end if;
  for v_row in select r from jsonb_array_elements(p_rows) r loop
    v_n := v_n + 1;
    v_by := coalesce(nullif(btrim(v_row ->> 'translated_by'), ''), auth.email());
    if jsonb_typeof(v_row) <> 'object' or jsonb_typeof(v_row -> 'source') is distinct from 'string'
       or jsonb_typeof(v_row -> 'text') is distinct from 'string' then
      perform private.raise_invalid('rows', format('Row %s: each row has its English (source) and its translation (text)', v_n));
    elsif btrim(v_row ->> 'source') = '' or length(v_row ->> 'source') > 4000 or btrim(v_row ->> 'text') = ''
          or length(btrim(v_row ->> 'text')) > 4000 then
      perform private.raise_invalid('rows', format('Row %s: the English and the translation are 1 to 4000 characters', v_n));
    elsif v_by is null or length(v_by) > 200 then
      perform private.raise_invalid('rows', format('Row %s: the row names its writer (translated_by)', v_n));
    end if;
  end loop;
  if (select count(distinct r ->> 'source') from jsonb_array_elements(p_rows) r) < v_n then
    perform private.raise_invalid('rows', 'An English text is translated twice');
  end if;
  for v_row in select r from jsonb_array_elements(p_rows) r loop
    if private.write_text_translation(p_language, v_row ->> 'source', v_row ->> 'text',
                                      coalesce(nullif(btrim(v_row ->> 'translated_by'), ''), auth.email()), true) then
      v_written := v_written + 1;
    end if;
  end loop;
  return jsonb_build_object('rows', v_n, 'written', v_written, 'unchanged', v_n - v_written,
    'not_in_use', (select count(*) from jsonb_array_elements(p_rows) r
                   where not exists (select 1 from private.site_texts() s where s.source = r ->> 'source')));
end $$;

/**
 * Records the reviews a content file holds, at most 1000 a call: [{source, reviewed_by, reviewed_at, text?, note?}],
 * each by someone other than the translation's writer; `text`, the translation the reviewer passed, refuses the review
 * when the translation is another now. A review already recorded is kept. Answers how many were recorded.
 */
create function public.record_text_translation_reviews(p_language text, p_reviews jsonb) returns integer
language plpgsql security definer set search_path = '' as $$
declare
  v_review jsonb;
  v_count integer := 0;
begin
  perform private.require_editor_or_service();
  perform private.check_translation_language(p_language);
  if p_reviews is null or jsonb_typeof(p_reviews) <> 'array' or jsonb_array_length(p_reviews) > 1000 then
    perform private.raise_invalid('reviews', 'The reviews are an array of at most 1000 objects');
  end if;
  for v_review in select r from jsonb_array_elements(p_reviews) r loop
    if jsonb_typeof(v_review) <> 'object' or jsonb_typeof(v_review -> 'source') is distinct from 'string'
       or btrim(coalesce(v_review ->> 'reviewed_by', '')) = '' or length(v_review ->> 'reviewed_by') > 200
       or coalesce(v_review ->> 'reviewed_at', '') !~ '^\d{4}-\d{2}-\d{2}$' or length(coalesce(v_review ->> 'note', '')) > 2000
       or jsonb_typeof(coalesce(v_review -> 'text', 'null')) not in ('string', 'null') then
      perform private.raise_invalid('reviews', 'Each review names its English text (source), its reviewer (reviewed_by) and a date (reviewed_at)');
    end if;
    begin
      perform private.review_text_translation(p_language, v_review ->> 'source', v_review ->> 'reviewed_by',
                                              (v_review ->> 'reviewed_at')::date::timestamptz, v_review ->> 'note',
                                              v_review ->> 'text');
    exception when datetime_field_overflow or invalid_datetime_format then
      perform private.raise_invalid('reviews', format('%s is not a date', v_review ->> 'reviewed_at'));
    end;
    v_count := v_count + 1;
  end loop;
  return v_count;
end $$;

/**
 * The studio's list: each English text in use now (its kinds and where it is used) with its translation's state
 * ('missing', 'draft', 'reviewed'), and apart, as stale, the translations of English texts no longer in use.
 */
create function public.studio_text_translations(p_language text) returns jsonb
language plpgsql stable security definer set search_path = '' as $$
begin
  perform private.require_editor();
  perform private.check_translation_language(p_language);
  return jsonb_build_object(
    'texts', coalesce((
      select jsonb_agg(jsonb_build_object(
          'source', s.source, 'kinds', s.kinds, 'used_in', s.used_in,
          'status', coalesce(t.status, 'missing'), 'text', t.text, 'translated_by', t.translated_by,
          'translated_at', t.translated_at, 'reviewed_by', t.reviewed_by, 'reviewed_at', t.reviewed_at,
          'review_note', t.review_note)
        order by s.first_kind, s.source)
      from (select st.source, array_agg(distinct st.kind) as kinds, array_agg(distinct st.used_in) as used_in,
                   min(array_position(array['exam_description', 'certification_levels', 'requirement', 'aim', 'objective',
                       'structure_section', 'plan_benefit', 'chapter_title', 'paper_title', 'paper_description'], st.kind)) as first_kind
            from private.site_texts() st group by st.source) s
      left join public.text_translations t on t.language = p_language and t.source = s.source), '[]'::jsonb),
    'stale', coalesce((
      select jsonb_agg(jsonb_build_object(
          'source', t.source, 'status', t.status, 'text', t.text, 'translated_by', t.translated_by,
          'translated_at', t.translated_at, 'reviewed_by', t.reviewed_by, 'reviewed_at', t.reviewed_at)
        order by t.source)
      from public.text_translations t
      where t.language = p_language and not exists (select 1 from private.site_texts() s where s.source = t.source)), '[]'::jsonb));
end $$;

revoke all on function private.site_texts() from public;
revoke all on function private.text_translation_json(text, text) from public;
revoke all on function private.check_text_translation(text, text) from public;
revoke all on function private.write_text_translation(text, text, text, text, boolean) from public;
revoke all on function private.review_text_translation(text, text, text, timestamptz, text, text) from public;
revoke all on function private.require_editor_or_service() from public;
revoke all on function public.get_text_translations(text) from public;
revoke all on function public.save_text_translation(text, text, text) from public, anon;
revoke all on function public.review_text_translation(text, text, text, text) from public, anon;
revoke all on function public.import_text_translations(text, jsonb) from public, anon;
revoke all on function public.record_text_translation_reviews(text, jsonb) from public, anon;
revoke all on function public.studio_text_translations(text) from public, anon;
grant execute on function public.get_text_translations(text) to anon, authenticated, service_role;
grant execute on function public.save_text_translation(text, text, text) to authenticated;
grant execute on function public.review_text_translation(text, text, text, text) to authenticated;
grant execute on function public.import_text_translations(text, jsonb) to authenticated, service_role;
grant execute on function public.record_text_translation_reviews(text, jsonb) to authenticated, service_role;
grant execute on function public.studio_text_translations(text) to authenticated;
