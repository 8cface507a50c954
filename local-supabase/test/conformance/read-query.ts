// A random read, described once, then asked two ways: through supabase-js (what local-supabase answers) and as
// plain SQL run by Postgres as `anon` (the oracle). The SQL is written here from the description, independently of
// local-supabase's query builder; the expected status and count follow PostgREST's rules (RangeQuery.hs).
import type { SupabaseClient } from '@supabase/supabase-js';

export type TableName = 'c_authors' | 'c_books' | 'c_reviews';
export type ColType = 'int' | 'text' | 'date' | 'timestamptz' | 'bool' | 'numeric' | 'array' | 'jsonb';

export const TABLES: Record<TableName, Record<string, ColType>> = {
  c_authors: { id: 'int', name: 'text', country: 'text', born: 'date', active: 'bool', rating: 'numeric', tags: 'array', meta: 'jsonb' },
  c_books: {
    id: 'int',
    title: 'text',
    author_id: 'int',
    pages: 'int',
    price: 'numeric',
    published: 'timestamptz',
    genres: 'array',
    info: 'jsonb',
    summary: 'text',
    hidden: 'bool',
  },
  c_reviews: { id: 'int', book_id: 'int', stars: 'int', comment: 'text', created_at: 'timestamptz' },
};

/** Each relationship from a table: the embedded table, to-one or to-many, and the join (parent column = child column). */
export const RELATIONS: Record<TableName, { target: TableName; toOne: boolean; parentCol: string; childCol: string }[]> = {
  c_authors: [{ target: 'c_books', toOne: false, parentCol: 'id', childCol: 'author_id' }],
  c_books: [
    { target: 'c_authors', toOne: true, parentCol: 'author_id', childCol: 'id' },
    { target: 'c_reviews', toOne: false, parentCol: 'id', childCol: 'book_id' },
  ],
  c_reviews: [{ target: 'c_books', toOne: true, parentCol: 'book_id', childCol: 'id' }],
};

export interface Column {
  name: string;
  alias?: string;
  cast?: 'text' | 'int' | 'numeric';
  /** `meta->>lang` / `info->edition` */
  path?: { op: '->' | '->>'; key: string };
}
export type FilterOp =
  | 'eq'
  | 'neq'
  | 'gt'
  | 'gte'
  | 'lt'
  | 'lte'
  | 'like'
  | 'ilike'
  | 'match'
  | 'imatch'
  | 'in'
  | 'is'
  | 'isdistinct'
  | 'cs'
  | 'cd'
  | 'ov'
  | 'fts'
  | 'plfts'
  | 'phfts'
  | 'wfts';
export interface Filter {
  column: string;
  path?: { op: '->>'; key: string };
  op: FilterOp;
  value: string;
  list?: string[];
  negate: boolean;
}
export interface Order {
  column: string;
  ascending: boolean;
  nullsFirst?: boolean;
  /** the key of a to-one embed whose column orders the rows */
  embed?: string;
}
export interface Embed {
  target: TableName;
  alias?: string;
  inner: boolean;
  columns: Column[] | '*';
  filters: Filter[];
  /** to-many only */
  order?: Order;
  limit?: number;
  embeds: Embed[];
}
export interface ReadQuery {
  table: TableName;
  columns: Column[] | '*';
  embeds: Embed[];
  filters: Filter[];
  or?: Filter[];
  orders: Order[];
  range?: [number, number];
  count: boolean;
  head: boolean;
  single: boolean;
}

export interface Outcome {
  status: number;
  count: number | null;
  data: unknown;
  code?: string;
}

const relation = (from: TableName, target: TableName) => RELATIONS[from].find((r) => r.target === target)!;
const embedKey = (e: Embed) => e.alias ?? e.target;

// ---- the request supabase-js sends ----

const columnText = (c: Column) =>
  `${c.alias ? `${c.alias}:` : ''}${c.name}${c.path ? `${c.path.op}${c.path.key}` : ''}${c.cast ? `::${c.cast}` : ''}`;

function selectText(columns: Column[] | '*', embeds: Embed[]): string {
  const items = columns === '*' ? ['*'] : columns.map(columnText);
  for (const e of embeds)
    items.push(`${e.alias ? `${e.alias}:` : ''}${e.target}${e.inner ? '!inner' : ''}(${selectText(e.columns, e.embeds)})`);
  return items.join(',');
}

const filterKey = (f: Filter, prefix: string) => `${prefix}${f.column}${f.path ? `${f.path.op}${f.path.key}` : ''}`;

/** A filter inside .or(): values with the tree's reserved characters are quoted, as a team must write them. */
export function filterText(f: Filter): string {
  const value =
    f.op === 'in'
      ? `(${f.list!.map((v) => (/[,()"]/.test(v) ? `"${v}"` : v)).join(',')})`
      : /[,()]/.test(f.value)
        ? `"${f.value}"`
        : f.value;
  return `${f.negate ? 'not.' : ''}${f.op}.${value}`;
}

type Builder = ReturnType<ReturnType<SupabaseClient['from']>['select']>;

function applyFilters(q: Builder, filters: Filter[], prefix: string): Builder {
  for (const f of filters) {
    const key = filterKey(f, prefix);
    if (f.op === 'in' && !f.negate) q = q.in(key, f.list!);
    else if (f.negate)
      q = q.not(key, f.op, f.op === 'in' ? `(${f.list!.map((v) => (/[,()"]/.test(v) ? `"${v}"` : v)).join(',')})` : f.value);
    else q = q.filter(key, f.op, f.value);
  }
  return q;
}

function applyEmbeds(q: Builder, embeds: Embed[], prefix: string): Builder {
  for (const e of embeds) {
    const path = `${prefix}${embedKey(e)}`;
    q = applyFilters(q, e.filters, `${path}.`);
    if (e.order) {
      q = q.order(e.order.column, { ascending: e.order.ascending, nullsFirst: e.order.nullsFirst, referencedTable: path });
      q = q.order('id', { referencedTable: path });
    }
    if (e.limit !== undefined) q = q.limit(e.limit, { referencedTable: path });
    q = applyEmbeds(q, e.embeds, `${path}.`);
  }
  return q;
}

export async function askServer(client: SupabaseClient, r: ReadQuery): Promise<Outcome> {
  // The select text is built at run time, so supabase-js cannot infer row types from it: read rows as unknown.
  let q = client
    .from(r.table)
    .select(selectText(r.columns, r.embeds), { count: r.count ? 'exact' : undefined, head: r.head }) as unknown as Builder;
  q = applyFilters(q, r.filters, '');
  if (r.or) q = q.or(r.or.map((f) => `${filterKey(f, '')}.${filterText(f)}`).join(','));
  q = applyEmbeds(q, r.embeds, '');
  for (const o of r.orders)
    q = q.order(o.embed ? `${o.embed}(${o.column})` : o.column, { ascending: o.ascending, nullsFirst: o.nullsFirst });
  if (r.range) q = q.range(r.range[0], r.range[1]);
  const res = r.single ? await q.single() : await q;
  return { status: res.status, count: res.count ?? null, data: res.error ? null : res.data, code: res.error?.code };
}

// ---- the oracle: the same read as SQL ----

class Sql {
  readonly params: unknown[] = [];
  private n = 0;
  bind(v: unknown) {
    this.params.push(v);
    return `$${this.params.length}`;
  }
  alias() {
    return `o${this.n++}`;
  }
}

const q = (name: string) => `"${name}"`;

function columnSql(c: Column, t: string, s: Sql): string {
  let expr = `${t}.${q(c.name)}`;
  if (c.path) expr = `${expr}${c.path.op}${s.bind(c.path.key)}::text`;
  if (c.cast) expr = `cast(${expr} as ${c.cast})`;
  return `${expr} as ${q(c.alias ?? c.path?.key ?? c.name)}`;
}

const IS: Record<string, string> = { null: 'is null', not_null: 'is not null', true: 'is true', false: 'is false', unknown: 'is unknown' };
const CMP: Record<string, string> = {
  eq: '=',
  neq: '<>',
  gt: '>',
  gte: '>=',
  lt: '<',
  lte: '<=',
  like: 'like',
  ilike: 'ilike',
  match: '~',
  imatch: '~*',
  cs: '@>',
  cd: '<@',
  ov: '&&',
  isdistinct: 'is distinct from',
};
const TS: Record<string, string> = { fts: 'to_tsquery', plfts: 'plainto_tsquery', phfts: 'phraseto_tsquery', wfts: 'websearch_to_tsquery' };

function filterSql(f: Filter, t: string, s: Sql): string {
  const col = f.path ? `${t}.${q(f.column)}->>${s.bind(f.path.key)}::text` : `${t}.${q(f.column)}`;
  let sql: string;
  if (f.op === 'in') sql = f.list!.length ? `${col} in (${f.list!.map((v) => s.bind(v)).join(', ')})` : `${col} = any('{}')`;
  else if (f.op === 'is') sql = `${col} ${IS[f.value]}`;
  else if (TS[f.op]) sql = `${col} @@ ${TS[f.op]}(${s.bind(f.value)})`;
  else sql = `${col} ${CMP[f.op]} ${s.bind(f.op === 'like' || f.op === 'ilike' ? f.value.replace(/\*/g, '%') : f.value)}`;
  return f.negate ? `not (${sql})` : sql;
}

const orderSql = (o: Order, expr: string) =>
  `${expr} ${o.ascending ? 'asc' : 'desc'}${o.nullsFirst === undefined ? '' : o.nullsFirst ? ' nulls first' : ' nulls last'}`;

function listSql(columns: Column[] | '*', embeds: Embed[], from: TableName, t: string, s: Sql): string {
  const items = columns === '*' ? [`${t}.*`] : columns.map((c) => columnSql(c, t, s));
  for (const e of embeds) items.push(`${embedSql(e, from, t, s)} as ${q(embedKey(e))}`);
  return items.join(', ');
}

function embedWhere(e: Embed, from: TableName, parent: string, child: string, s: Sql): string[] {
  const rel = relation(from, e.target);
  const terms = [`${child}.${q(rel.childCol)} = ${parent}.${q(rel.parentCol)}`, ...e.filters.map((f) => filterSql(f, child, s))];
  for (const inner of e.embeds.filter((x) => x.inner)) terms.push(innerExists(inner, e.target, child, s));
  return terms;
}

function innerExists(e: Embed, from: TableName, parent: string, s: Sql): string {
  const child = s.alias();
  return `exists (select 1 from public.${q(e.target)} ${child} where ${embedWhere(e, from, parent, child, s).join(' and ')})`;
}

function embedSql(e: Embed, from: TableName, parent: string, s: Sql): string {
  const child = s.alias();
  const rel = relation(from, e.target);
  const where = embedWhere(e, from, parent, child, s).join(' and ');
  const inner = `select ${listSql(e.columns, e.embeds, e.target, child, s)} from public.${q(e.target)} ${child} where ${where}`;
  if (rel.toOne) return `(select row_to_json(x) from (${inner}) x)`;
  const order = e.order ? ` order by ${orderSql(e.order, `${child}.${q(e.order.column)}`)}, ${child}.id` : ` order by ${child}.id`;
  const limit = ` limit ${Math.min(e.limit ?? 1000, 1000)}`;
  return `(select coalesce(json_agg(x), '[]'::json) from (${inner}${order}${limit}) x)`;
}

/** The rows matched (before the range) and the page, as Postgres computes them for `anon`. */
export function oracleSql(r: ReadQuery): { page: string; count: string; params: unknown[]; countParams: unknown[] } {
  const build = (withPage: boolean) => {
    const s = new Sql();
    const t = s.alias();
    const where = r.filters.map((f) => filterSql(f, t, s));
    if (r.or) where.push(`(${r.or.map((f) => filterSql(f, t, s)).join(' or ')})`);
    for (const e of r.embeds.filter((x) => x.inner)) where.push(innerExists(e, r.table, t, s));
    const from = `public.${q(r.table)} ${t}${where.length ? ` where ${where.join(' and ')}` : ''}`;
    if (!withPage) return { sql: `select count(*)::int as n from ${from}`, params: s.params };
    const orders = r.orders.map((o) => {
      if (!o.embed) return orderSql(o, `${t}.${q(o.column)}`);
      const e = r.embeds.find((x) => embedKey(x) === o.embed)!;
      const c = s.alias();
      // the embed's own filters apply: a to-one row its filters exclude orders as NULL (PostgREST's lateral join)
      return orderSql(
        o,
        `(select ${c}.${q(o.column)} from public.${q(e.target)} ${c} where ${embedWhere(e, r.table, t, c, s).join(' and ')})`,
      );
    });
    const [from0, to] = r.range ?? [0, 999];
    const page =
      `select coalesce(json_agg(x), '[]'::json) as body, count(*)::int as n from (select ${listSql(r.columns, r.embeds, r.table, t, s)} from ${from}` +
      ` order by ${[...orders, `${t}.id`].join(', ')} limit ${Math.min(to - from0 + 1, 1000)} offset ${from0}) x`;
    return { sql: page, params: s.params };
  };
  const page = build(true);
  const count = build(false);
  return { page: page.sql, params: page.params, count: count.sql, countParams: count.params };
}

/** What PostgREST answers for a page of n rows out of total (count requested or not). */
export function expectedOutcome(r: ReadQuery, rows: unknown[], total: number): Outcome {
  const offset = r.range?.[0] ?? 0;
  const count = r.count ? total : null;
  if (r.single) {
    if (rows.length !== 1) return { status: 406, count: null, data: null, code: 'PGRST116' };
    return { status: 200, count, data: r.head ? null : rows[0] };
  }
  // a HEAD answer has no body, so no error code either
  if (r.count && offset > total) return { status: 416, count: null, data: null, code: r.head ? undefined : 'PGRST103' };
  const status = r.count && rows.length < total ? 206 : 200;
  return { status, count, data: r.head ? null : rows };
}
