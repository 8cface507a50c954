-- question_report_reason converts from text on assignment like the other enums (20251120000000_enum_types.sql):
-- report_question assigns its text parameter, which `supabase db lint` (plpgsql_check) flags without this cast.
create cast (text as public.question_report_reason) with inout as assignment;
