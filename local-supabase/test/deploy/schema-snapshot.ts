import type { Engine } from '../../src/db/engine';

// What the migrations create, read from the catalogs as sorted lines: tables, columns, types, constraints, indexes,
// policies, functions, triggers, enums and grants of the schemas they own. Two databases built from the same
// migrations must give the same lines, whatever applied them.
const SCHEMAS = `('public', 'private')`;

const QUERIES: Record<string, string> = {
  table: `select n.nspname || '.' || c.relname || ' kind=' || c.relkind::text || ' rls=' || c.relrowsecurity || ' force=' || c.relforcerowsecurity
            -- without MAINTAIN (m), a privilege PostgreSQL 17 added (PGlite runs a newer major than CI's server)
            || ' acl=' || coalesce(regexp_replace(c.relacl::text, '=([a-zA-Z*]*)m([a-zA-Z*]*)/', '=\\1\\2/', 'g'), '-') as line
          from pg_class c join pg_namespace n on n.oid = c.relnamespace
          where n.nspname in ${SCHEMAS} and c.relkind in ('r', 'v', 'm', 'p', 'S')`,
  column: `select n.nspname || '.' || c.relname || '.' || a.attname || ' ' || format_type(a.atttypid, a.atttypmod)
             || case when a.attnotnull then ' not null' else '' end
             || coalesce(' default ' || pg_get_expr(d.adbin, d.adrelid), '')
             || case when a.attgenerated <> '' then ' generated' else '' end
             || case when a.attidentity <> '' then ' identity ' || a.attidentity::text else '' end as line
           from pg_attribute a join pg_class c on c.oid = a.attrelid join pg_namespace n on n.oid = c.relnamespace
           left join pg_attrdef d on d.adrelid = a.attrelid and d.adnum = a.attnum
           where n.nspname in ${SCHEMAS} and c.relkind in ('r', 'v', 'm', 'p') and a.attnum > 0 and not a.attisdropped`,
  constraint: `select n.nspname || '.' || c.relname || ' ' || k.conname || ': ' || pg_get_constraintdef(k.oid) as line
               from pg_constraint k join pg_class c on c.oid = k.conrelid join pg_namespace n on n.oid = c.relnamespace
               -- NOT NULL is a column property; PostgreSQL 18 (PGlite) also lists it here as a constraint.
               where n.nspname in ${SCHEMAS} and k.contype <> 'n'`,
  index: `select schemaname || ' ' || indexdef as line from pg_indexes where schemaname in ${SCHEMAS}`,
  policy: `select schemaname || '.' || tablename || ' "' || policyname || '" ' || permissive || ' ' || cmd || ' to ' || roles::text
             || ' using ' || coalesce(qual, '-') || ' check ' || coalesce(with_check, '-') as line
           from pg_policies where schemaname in ${SCHEMAS}`,
  function: `select n.nspname || '.' || p.proname || '(' || pg_get_function_identity_arguments(p.oid) || ') returns '
               || pg_get_function_result(p.oid) || ' ' || l.lanname || ' ' || p.provolatile::text
               || case when p.prosecdef then ' security definer' else '' end
               || ' config=' || coalesce(p.proconfig::text, '-') || ' acl=' || coalesce(p.proacl::text, '-')
               || ' body=' || md5(p.prosrc) as line
             from pg_proc p join pg_namespace n on n.oid = p.pronamespace join pg_language l on l.oid = p.prolang
             where n.nspname in ${SCHEMAS}`,
  trigger: `select pg_get_triggerdef(t.oid) as line from pg_trigger t join pg_class c on c.oid = t.tgrelid
            join pg_namespace n on n.oid = c.relnamespace where n.nspname in ${SCHEMAS} and not t.tgisinternal`,
  enum: `select n.nspname || '.' || t.typname || ' = ' || string_agg(e.enumlabel, ',' order by e.enumsortorder) as line
         from pg_type t join pg_namespace n on n.oid = t.typnamespace join pg_enum e on e.enumtypid = t.oid
         where n.nspname in ${SCHEMAS} group by n.nspname, t.typname`,
  cast: `select format_type(c.castsource, null) || ' -> ' || format_type(c.casttarget, null) || ' ' || c.castcontext::text || c.castmethod::text as line
         from pg_cast c join pg_type t on t.oid = c.casttarget join pg_namespace n on n.oid = t.typnamespace
         where n.nspname in ${SCHEMAS}`,
};

/** The schema as sorted "<kind> <definition>" lines. */
export async function schemaSnapshot(engine: Engine): Promise<string[]> {
  const lines: string[] = [];
  for (const [kind, sql] of Object.entries(QUERIES)) {
    for (const row of (await engine.query<{ line: string }>(sql)).rows) lines.push(`${kind} ${row.line}`);
  }
  return lines.sort();
}

/** Lines only one side has, marked "- " (first) and "+ " (second). */
export function snapshotDiff(first: string[], second: string[]): string[] {
  const a = new Set(first);
  const b = new Set(second);
  return [...first.filter((l) => !b.has(l)).map((l) => `- ${l}`), ...second.filter((l) => !a.has(l)).map((l) => `+ ${l}`)];
}
