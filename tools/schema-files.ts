// Writes supabase/schema/<concern>.sql: the database as the migrations leave it, one readable file per concern (its
// tables, policies, functions and grants as they stand now), so nobody has to pick the newest of several copies of a
// function across the migrations. Generated from a database the migrations were pushed to (pg_dump); the deploy
// check (local-supabase/test/deploy/check.ts) fails when a committed file differs, so they cannot drift.
// Usage: tsx tools/schema-files.ts <postgres-url> [--check]
import { execFileSync } from 'node:child_process';
import { existsSync, mkdirSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';

const OUT = path.join(__dirname, '..', 'supabase', 'schema');

/** Each concern and the objects it holds, by table, type or function name (the first that matches wins). */
export const CONCERNS: { file: string; about: string; names: RegExp }[] = [
  {
    file: 'field-data.sql',
    about: "field data: browsers' errors and web vitals (ingestion, rate limits, 30-day retention) and the admins' reads",
    names: /^(field_\w+|ingest_field_events|purge_field_events|publish_source_map)$/,
  },
  {
    file: 'attempts.sql',
    about:
      'attempts and marking: starting, answering (save_answer), submitting, the marking, reviews, the order, and what testing publishes of its attempts',
    names:
      /^(user_test_attempts|user_answers|attempt_question_order|answer_option|start_attempt|save_answer|submit_attempt|get_attempt_\w+|mark_attempt|remark_attempt|remark_attempt_under_current_rules|va_remark_reason|close_attempt|running_attempt|caller_attempt|answer_grace|attempt_\w+|shuffled_option_keys|option_text|question_section|clear_capped_times|server_time|request_time|caller_attempted_paper|caller_completed_paper|paper_attempted|question_attempted|caller_seen_version|move_attempts_to_version|testing_export|store_marking|get_attempt_standing|standing_min_learners|percentile_of|set_attempt_language)$/,
  },
  {
    file: 'readiness.sql',
    about:
      "readiness: learners' first answers, the Rasch fit per exam (difficulties, abilities) and its schedule, a learner's estimate on a fresh paper",
    names: /^(first_answers|rasch_\w+|refresh_rasch_fits?|ensure_rasch_fit|normal_cdf|readiness_\w+|get_readiness)$/,
  },
  {
    file: 'review.sql',
    about:
      "spaced review: each learner's FSRS cards (wrong, guessed and bookmarked questions), the changed answers that mark a guess, today's review and its graded answers",
    names:
      /^(answer_changes|note_answer_change|review_cards\w*|review_first_delay|review_card_problem|enqueue_review|enqueue_attempt_reviews|bookmark_question|start_review|answer_review)$/,
  },
  {
    file: 'progress.sql',
    about: "progress and practice: the progress page's one read, practice from the learner's own history",
    names: /^(get_exam_progress|start_practice|check_practice_answer|has_seen_key)$/,
  },
  {
    file: 'reports.sql',
    about: 'question reports',
    names:
      /^(question_reports?\w*|report_question|list_report_queue|resolve_question_reports|export_question_reports|studio_item_analysis|item_analysis_min_learners)$/,
  },
  {
    file: 'prerender.sql',
    about: 'prerendered pages that follow published content: the exams whose pages are stale, taken by the prerender step',
    names: /^(prerender_requests|request_prerender|take_prerender_requests)$/,
  },
  {
    file: 'plans.sql',
    about: "plans' prices: the price history, prices scheduled with an effective time and their application, the admins' changes",
    names:
      /^(plan_prices\w*|exam_plans_record_price|apply_due_prices|studio_plans|schedule_plan_price|cancel_plan_price|refresh_plan_descriptions)$/,
  },
  {
    file: 'papers.sql',
    about:
      "blueprints and papers: exam information and each exam's blueprint, papers and their cases, papers' kind and status, publishing against the blueprint, the admins' changes",
    names:
      /^(test_papers|question_cases|exam_info|draw_paper_from_bank|paper_key_count|questions_keep_paper_blueprint|exam_info_blueprint|exam_text_problems|save_exam_info_texts|paper_blueprint_problems|test_papers_publish|test_papers_refresh_plans|refresh_plan_descriptions|attempts_paper_offered|caller_attempted_paper|studio_papers?\w*|save_test_paper|set_test_paper_status|save_question_case|save_exam_facts|require_admin)$/,
  },
  // Before studio.sql: its studio_\w+ would otherwise take the translations' studio reads.
  {
    file: 'translations.sql',
    about:
      "translations: each question version's translation and its review, the studio's writes, imports, reviews and reads, and the check before a bilingual paper is published; the database's site texts in Hindi, keyed by their English (text_translations)",
    names:
      /^(question_translations\w*|paper_translation_problems|test_papers_translated|translation_json|check_translation_language|write_translation|review_translation|save_question_translation|review_question_translation|import_question_translations|record_translation_reviews|studio_question_translation|studio_paper_translations|set_test_paper_languages|text_translations\w*|site_texts|get_text_translations|text_translation_json|check_text_translation|write_text_translation|review_text_translation|save_text_translation|import_text_translations|record_text_translation_reviews|studio_text_translations|require_editor_or_service)$/,
  },
  {
    file: 'studio.sql',
    about:
      "the content studio: the questions and their versions, the editors' list, form, saves, statuses, deletion, re-marking, import and export",
    names:
      /^(questions|questions_\w+|question_versions|question_import_rows|studio_\w+|save_question|set_question_status|delete_question|remark_question_attempts|stage_question_import|run_question_import|record_question_reviews|check_import_rows|import_report|import_step_rows|import_batch_limit|export_questions|export_limit|question_attempted|question_problem\w*|check_question\w*|question_fields|require_editor|raise_api|raise_invalid|try_uuid|normalized_text)$/,
  },
  {
    file: 'account.sql',
    about: "the learner's account: data export and deletion",
    names: /^(export_my_data|delete_my_account)$/,
  },
  {
    file: 'staff.sql',
    about: 'staff roles (editor, admin) and the append-only audit log of staff writes',
    names:
      /^(staff_roles?|password_sets|note_password_set|is_editor|is_admin|audit_log\w*|audit|grant_staff_role|list_staff|get_audit_log|require_aal2|reset_staff_factors)$/,
  },
  {
    file: 'contact.sql',
    about: "the contact form's messages, their limits, the studio's reads, the mail outbox to staff and its sender's claims",
    names:
      /^(contact_\w+|send_contact_message|list_contact_messages|set_contact_message_status|mail_outbox\w*|mail_max_attempts|claim_outbox_mail|settle_outbox_mail)$/,
  },
  {
    file: 'invoices.sql',
    about: 'GST tax invoices: the seller, the states, the numbering and the issue',
    names: /^(tax_invoices?\w*|invoice_\w+|gst_\w+|gstin_\w+|india_financial_year|issue_tax_invoice|\w*invoice\w*)$/,
  },
  {
    file: 'purchases.sql',
    about: 'purchases and payments: entitlement, free access, orders, webhooks',
    names:
      /^(exam_purchases|exam_access|checkout_export|checkout_forget|payment_orders|payment_order_claims\w*|payment_order_limit|claim_payment_order|payment_webhook_events|payment_status|payment_order_status|grant_free_access|can_open_paper|india_end_of_day|exam_purchases_\w+)$/,
  },
  {
    file: 'catalog.sql',
    about: 'the catalog: exams, plans and topics, and who may read a paper',
    names: /^(exams|exam_plans|plan_type|plan_benefits?\w*|exam_topics|caller_can_read_paper)$/,
  },
];

const HEADER = /^--\n-- Name: (.+?); Type: ([A-Z ]+); Schema: ([\w-]+);.*\n--\n/gm;

/** The object a pg_dump entry is about: a table's name for its constraints, indexes, policies and triggers. */
function subjectOf(name: string, type: string, body: string): string {
  if (type === 'INDEX') return /\bON (?:ONLY )?\w+\.(\w+)/.exec(body)?.[1] ?? name;
  if (type === 'ACL') return name.replace(/^(FUNCTION|TABLE|SEQUENCE|TYPE|SCHEMA) /, '').replace(/\(.*$/, '');
  return name.split(' ')[0].replace(/\(.*$/, '');
}

export function schemaFiles(dump: string): Map<string, string> {
  const entries: { subject: string; text: string }[] = [];
  const headers = [...dump.matchAll(HEADER)];
  headers.forEach((m, i) => {
    const end = i + 1 < headers.length ? headers[i + 1].index : dump.length;
    const body = dump.slice(m.index + m[0].length, end).trim();
    const [, name, type, schema] = m;
    // The schemas themselves and default privileges belong to the API roles' setup (local-supabase/sql/), not a concern.
    if (type === 'SCHEMA' || type === 'COMMENT' || type === 'DEFAULT ACL' || schema === '-') return;
    entries.push({ subject: subjectOf(name, type, body), text: `-- ${type.toLowerCase()} ${schema}.${name}\n${body}\n` });
  });
  const files = new Map(CONCERNS.map((c) => [c.file, [] as string[]]));
  const unknown: string[] = [];
  for (const entry of entries) {
    const concern = CONCERNS.find((c) => c.names.test(entry.subject));
    if (concern) files.get(concern.file)!.push(entry.text);
    else unknown.push(entry.subject);
  }
  if (unknown.length) throw new Error(`no concern in tools/schema-files.ts holds: ${[...new Set(unknown)].join(', ')}`);
  return new Map(
    CONCERNS.map((c) => [
      c.file,
      `-- The current schema of ${c.about}, as the migrations leave it.\n` +
        '-- Generated by `npx tsx tools/schema-files.ts <postgres-url>` (pg_dump); do not edit: change it with a migration.\n\n' +
        files.get(c.file)!.join('\n'),
    ]),
  );
}

function main(): void {
  const [url, flag] = process.argv.slice(2);
  if (!url || (flag && flag !== '--check')) throw new Error('usage: tsx tools/schema-files.ts <postgres-url> [--check]');
  const pgDump = process.env.PG_DUMP ?? '/usr/lib/postgresql/15/bin/pg_dump';
  const dump = execFileSync(pgDump, ['--schema-only', '--no-owner', '--schema=public', '--schema=private', url], {
    encoding: 'utf8',
    maxBuffer: 64 * 1024 * 1024,
  });
  const files = schemaFiles(dump);
  if (flag === '--check') {
    const stale = [...files].filter(
      ([file, text]) => !existsSync(path.join(OUT, file)) || readFileSync(path.join(OUT, file), 'utf8') !== text,
    );
    const extra = existsSync(OUT) ? readdirSync(OUT).filter((f) => f.endsWith('.sql') && !files.has(f)) : [];
    if (stale.length || extra.length) {
      throw new Error(
        `supabase/schema/ differs from the migrations: ${[...stale.map(([f]) => f), ...extra].join(', ')}; rerun the deploy check with --write-types`,
      );
    }
    console.log(`supabase/schema/ matches the migrations (${files.size} files)`);
    return;
  }
  rmSync(OUT, { recursive: true, force: true });
  mkdirSync(OUT, { recursive: true });
  for (const [file, text] of files) writeFileSync(path.join(OUT, file), text);
  console.log(`wrote ${files.size} files in supabase/schema/`);
}

if (require.main === module) main();
