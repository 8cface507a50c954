// A random read, described once, then asked two ways: through supabase-js (what local-supabase answers, here) and
// as plain SQL run by Postgres as `anon` (the oracle, read-oracle.ts). The expected status and count follow
// PostgREST's rules (RangeQuery.hs).
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

export const embedKey = (e: Embed) => e.alias ?? e.target;

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
