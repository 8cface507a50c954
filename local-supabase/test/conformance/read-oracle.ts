// The oracle: a random read (read-query.ts) as plain SQL, which Postgres runs as `anon`. It is written here from the
// read's description, independently of local-supabase's query builder.
import { embedKey, RELATIONS, type TableName, type Column, type Filter, type Order, type Embed, type ReadQuery } from './read-query';

const relation = (from: TableName, target: TableName) => RELATIONS[from].find((r) => r.target === target)!;

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
