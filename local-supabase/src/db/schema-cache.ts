import type { Engine } from './engine';

// What PostgREST calls its schema cache: the exposed schema's tables, columns, foreign keys
// and functions, read from the catalog. Every identifier in a request is checked against it.
export interface Column {
  name: string;
  type: string;
}
export interface Table {
  name: string;
  columns: Map<string, Column>;
  primaryKey: string[];
  /** The primary key and each unique constraint's columns: a foreign key on one of them is one-to-one. */
  uniqueKeys?: string[][];
}
export interface ForeignKey {
  name: string;
  fromTable: string;
  fromColumns: string[];
  toTable: string;
  toColumns: string[];
}
export interface FunctionArg {
  name: string;
  type: string;
  hasDefault: boolean;
}
export interface DbFunction {
  name: string;
  args: FunctionArg[];
  returnsSet: boolean;
  /** void: no body; scalar: one JSON value; rows: objects (composite, table or record). */
  returnKind: 'void' | 'scalar' | 'rows';
  /** The function's own `set statement_timeout`, which PostgREST (12.2+) hoists to the request's transaction. */
  statementTimeout: string | null;
}
export interface SchemaCache {
  schema: string;
  tables: Map<string, Table>;
  foreignKeys: ForeignKey[];
  functions: Map<string, DbFunction[]>;
}

export async function loadSchema(engine: Engine, schema = 'public'): Promise<SchemaCache> {
  const cols = await engine.query<{ tbl: string; col: string | null; type: string | null }>(
    `select c.relname as tbl, a.attname::text as col, format_type(a.atttypid, a.atttypmod) as type
       from pg_class c join pg_namespace n on n.oid = c.relnamespace
       left join pg_attribute a on a.attrelid = c.oid and a.attnum > 0 and not a.attisdropped
      where n.nspname = $1 and c.relkind in ('r', 'v', 'm', 'p', 'f')
      order by c.relname, a.attnum`,
    [schema],
  );
  const tables = new Map<string, Table>();
  for (const r of cols.rows) {
    let t = tables.get(r.tbl);
    if (!t) tables.set(r.tbl, (t = { name: r.tbl, columns: new Map(), primaryKey: [], uniqueKeys: [] }));
    if (r.col) t.columns.set(r.col, { name: r.col, type: r.type ?? 'text' });
  }

  const keyCols = (conkey: string, rel: string) =>
    `(select array_agg(a.attname::text order by k.i) from unnest(${conkey}) with ordinality k(num, i)
        join pg_attribute a on a.attrelid = ${rel} and a.attnum = k.num)`;
  const cons = await engine.query<{
    name: string;
    type: string;
    from_table: string;
    to_table: string | null;
    from_cols: string[];
    to_cols: string[] | null;
  }>(
    `select con.conname::text as name, con.contype::text as type, cl.relname::text as from_table,
            fl.relname::text as to_table, ${keyCols('con.conkey', 'con.conrelid')} as from_cols,
            ${keyCols('con.confkey', 'con.confrelid')} as to_cols
       from pg_constraint con
       join pg_class cl on cl.oid = con.conrelid join pg_namespace cn on cn.oid = cl.relnamespace
       left join pg_class fl on fl.oid = con.confrelid left join pg_namespace fn on fn.oid = fl.relnamespace
      where cn.nspname = $1 and (con.contype in ('p', 'u') or (con.contype = 'f' and fn.nspname = $1))
      order by con.conname`,
    [schema],
  );
  const foreignKeys: ForeignKey[] = [];
  for (const c of cons.rows) {
    if (c.type === 'p' || c.type === 'u') {
      const t = tables.get(c.from_table);
      if (t && c.type === 'p') t.primaryKey = c.from_cols;
      t?.uniqueKeys?.push(c.from_cols);
    } else if (c.to_table && c.to_cols) {
      foreignKeys.push({ name: c.name, fromTable: c.from_table, fromColumns: c.from_cols, toTable: c.to_table, toColumns: c.to_cols });
    }
  }

  const procs = await engine.query<{
    name: string;
    retset: boolean;
    rettype: string;
    typtype: string;
    ndefaults: number;
    arg_names: string[] | null;
    arg_modes: string[] | null;
    arg_types: string[];
    statement_timeout: string | null;
  }>(
    `select p.proname::text as name, p.proretset as retset, format_type(p.prorettype, null) as rettype,
            t.typtype::text as typtype, p.pronargdefaults::int as ndefaults,
            p.proargnames::text[] as arg_names, p.proargmodes::text[] as arg_modes,
            array(select format_type(x.oid, null) from unnest(coalesce(p.proallargtypes, p.proargtypes::oid[]))
                  with ordinality x(oid, i) order by x.i) as arg_types,
            (select substr(c, length('statement_timeout=') + 1) from unnest(p.proconfig) c
              where c like 'statement\\_timeout=%') as statement_timeout
       from pg_proc p join pg_namespace n on n.oid = p.pronamespace join pg_type t on t.oid = p.prorettype
      where n.nspname = $1 and p.prokind = 'f'`,
    [schema],
  );
  const functions = new Map<string, DbFunction[]>();
  for (const p of procs.rows) {
    const modes = p.arg_modes ?? p.arg_types.map(() => 'i');
    const inputs = p.arg_types
      .map((type, i) => ({ name: p.arg_names?.[i] ?? '', type, mode: modes[i] }))
      .filter((a) => a.mode === 'i' || a.mode === 'b' || a.mode === 'v');
    const args = inputs.map((a, i) => ({ name: a.name, type: a.type, hasDefault: i >= inputs.length - p.ndefaults }));
    const hasOutArgs = modes.some((m) => m === 'o' || m === 't' || m === 'b');
    const returnKind: DbFunction['returnKind'] =
      p.rettype === 'void' ? 'void' : p.typtype === 'c' || p.rettype === 'record' || hasOutArgs ? 'rows' : 'scalar';
    const list = functions.get(p.name) ?? [];
    list.push({ name: p.name, args, returnsSet: p.retset, returnKind, statementTimeout: p.statement_timeout });
    functions.set(p.name, list);
  }
  return { schema, tables, foreignKeys, functions };
}
