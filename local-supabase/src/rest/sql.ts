import { RestError } from './errors';
import type { Condition } from './filter-parser';
import type { EmbedNode, ReadNode } from './plan';
import type { Field } from './select-parser';

// Renders a validated read tree to SQL. Identifiers come only from the schema cache (and are
// quoted anyway); every request value becomes a bound parameter.
export const ident = (name: string) => `"${name.replace(/"/g, '""')}"`;
export const qualified = (schema: string, table: string) => `${ident(schema)}.${ident(table)}`;

export class Params {
  readonly values: unknown[] = [];
  add(v: unknown): string {
    // Postgres text cannot hold NUL: PostgreSQL's wire protocol broke on it (08P01, a 503), so it is refused
    // with the error Postgres gives for such text.
    if (typeof v === 'string' && v.includes('\u0000')) throw new RestError(400, '22021', 'invalid byte sequence for encoding "UTF8": 0x00');
    this.values.push(v);
    return `$${this.values.length}`;
  }
}

export class Aliases {
  constructor(private n = 0) {}
  next(): string {
    return `t${this.n++}`;
  }
}

const COMPARISON: Record<string, string> = {
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
const TSQUERY: Record<string, string> = {
  fts: 'to_tsquery',
  plfts: 'plainto_tsquery',
  phfts: 'phraseto_tsquery',
  wfts: 'websearch_to_tsquery',
};
const IS: Record<string, string> = { null: 'is null', not_null: 'is not null', true: 'is true', false: 'is false', unknown: 'is unknown' };

/** A column and its json path; keys and indexes are bound parameters. */
export function fieldSql(alias: string, f: Field, p: Params): string {
  let expr = `${alias}.${ident(f.name)}`;
  for (const step of f.path) expr += `${step.op}${p.add(step.key)}::${typeof step.key === 'number' ? 'int' : 'text'}`;
  return expr;
}

export function renderCondition(c: Condition, alias: string, p: Params): string {
  let sql: string;
  if (c.kind === 'logic') {
    const parts = c.children.map((child) => renderCondition(child, alias, p));
    sql = parts.length ? `(${parts.join(` ${c.op} `)})` : c.op === 'and' ? 'true' : 'false';
  } else {
    const col = fieldSql(alias, c.field, p);
    // `in.()` matches no row, and NULL stays unknown (so `not.in.()` skips NULLs), as PostgREST's `= ANY('{}')`
    if (c.op === 'in') sql = c.list!.length ? `${col} in (${c.list!.map((v) => p.add(v)).join(', ')})` : `${col} = any('{}')`;
    else if (c.op === 'is') sql = `${col} ${IS[c.value.toLowerCase()]}`;
    else if (TSQUERY[c.op]) {
      const cfg = c.config ? `${p.add(c.config)}::regconfig, ` : '';
      sql = `${col} @@ ${TSQUERY[c.op]}(${cfg}${p.add(c.value)})`;
    } else {
      // PostgREST accepts * as the like wildcard (URLs make % awkward)
      const value = c.op === 'like' || c.op === 'ilike' ? c.value.replace(/\*/g, '%') : c.value;
      sql = `${col} ${COMPARISON[c.op]} ${p.add(value)}`;
    }
  }
  return c.negate ? `not ${sql}` : sql;
}

function joinCondition(e: EmbedNode, parent: string, child: string): string {
  const { fk, fromParent } = e.rel;
  return fk.fromColumns
    .map((from, i) =>
      fromParent
        ? `${child}.${ident(fk.toColumns[i])} = ${parent}.${ident(from)}`
        : `${child}.${ident(from)} = ${parent}.${ident(fk.toColumns[i])}`,
    )
    .join(' and ');
}

/** The WHERE terms of a node: its own filters plus an EXISTS for each `!inner` embed. */
export function whereTerms(node: ReadNode, alias: string, schema: string, p: Params, a: Aliases): string[] {
  const terms = node.where.map((c) => renderCondition(c, alias, p));
  for (const e of node.embeds.values()) {
    if (!e.inner) continue;
    const child = a.next();
    const inner = [joinCondition(e, alias, child), ...whereTerms(e, child, schema, p, a)];
    terms.push(`exists (select 1 from ${qualified(schema, e.table.name)} as ${child} where ${inner.join(' and ')})`);
  }
  return terms;
}

/** ORDER BY, LIMIT and OFFSET of a node; `order=exam(name)` orders by the to-one embed's column. */
export function orderLimit(node: ReadNode, alias: string, schema: string, p: Params, a: Aliases): string {
  let sql = '';
  if (node.order.length) {
    sql +=
      ' order by ' +
      node.order
        .map((o) => {
          let expr = fieldSql(alias, o.field, p);
          if (o.embed) {
            const e = node.embeds.get(o.embed)!;
            const child = a.next();
            // the embed's own filters apply, as in PostgREST's lateral join: a row they exclude orders as NULL
            const where = [joinCondition(e, alias, child), ...whereTerms(e, child, schema, p, a)].join(' and ');
            expr = `(select ${fieldSql(child, o.field, p)} from ${qualified(schema, e.table.name)} as ${child} where ${where} limit 1)`;
          }
          return `${expr} ${o.desc ? 'desc' : 'asc'}${o.nulls ? ` nulls ${o.nulls}` : ''}`;
        })
        .join(', ');
  }
  if (node.limit !== undefined) sql += ` limit ${p.add(node.limit)}::bigint`;
  if (node.offset !== undefined) sql += ` offset ${p.add(node.offset)}::bigint`;
  return sql;
}

export function selectList(node: ReadNode, alias: string, schema: string, p: Params, a: Aliases): string {
  const items: string[] = [];
  for (const item of node.select) {
    if (item.kind === 'star') items.push(`${alias}.*`);
    else if (item.kind === 'column') {
      let expr = fieldSql(alias, item, p);
      if (item.cast) expr = `cast(${expr} as ${item.cast})`;
      const name = item.alias ?? (item.path.length ? String(item.path[item.path.length - 1].key) : item.name);
      items.push(`${expr} as ${ident(name)}`);
    } else {
      const e = node.embeds.get(item.alias ?? item.name)!;
      items.push(`${embedExpression(e, alias, schema, p, a)} as ${ident(e.key)}`);
    }
  }
  return items.length ? items.join(', ') : `${alias}.*`;
}

function embedExpression(e: EmbedNode, parent: string, schema: string, p: Params, a: Aliases): string {
  const child = a.next();
  const where = [joinCondition(e, parent, child), ...whereTerms(e, child, schema, p, a)].join(' and ');
  const inner = `select ${selectList(e, child, schema, p, a)} from ${qualified(schema, e.table.name)} as ${child} where ${where}`;
  return e.rel.toOne
    ? `(select row_to_json(_e) from (${inner} limit 1) _e)`
    : `(select coalesce(json_agg(_e), '[]'::json) from (${inner}${orderLimit(e, child, schema, p, a)}) _e)`;
}

/** Wraps a row source as `{ body: json array text, n: row count }`. */
export function aggregate(listSql: string, fromSql: string, tail = ''): string {
  return `select coalesce(json_agg(_r), '[]'::json)::text as body, count(*)::int as n from (select ${listSql} from ${fromSql}${tail}) _r`;
}
