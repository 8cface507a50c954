// fast-check generators of the reads a team writes with supabase-js against the conformance library: selects with
// aliases, casts and json paths, to-one and to-many embeds (inner or not, with their own filters, order, limit),
// every filter operator with and without not, or-trees, order (nulls first/last, by a to-one embed's column),
// ranges, exact counts, head and single. Values come from the data's own domain, so filters match some rows.
import fc from 'fast-check';
import {
  type Column,
  type ColType,
  type Embed,
  type Filter,
  type FilterOp,
  type Order,
  type ReadQuery,
  RELATIONS,
  TABLES,
  type TableName,
} from './read-query';

const VALUES: Record<ColType, string[]> = {
  int: ['-1', '0', '1', '3', '7', '12', '20', '40', '87', '150', '321', '460'],
  numeric: ['0', '1.46', '2.5', '3.65', '25', '50.7', '99.99'],
  text: ['Ada', 'Grace', 'Alpha 6', 'beta 1', 'Gamma 2', 'IN', 'US', 'UK', 'review 4', 'zzz', 'a', 'M'],
  date: ['1930-01-01', '1945-10-10', '1960-06-15', '1975-01-01', '2000-01-01'],
  timestamptz: [
    '2020-01-01T00:00:00Z',
    '2020-06-30T12:00:00+05:30',
    '2021-03-01T00:00:00Z',
    '2024-02-01T00:00:00Z',
    '2024-03-15T10:00:00Z',
  ],
  bool: ['true', 'false'],
  array: ['{}', '{math}', '{logic}', '{math,logic}', '{systems}', '{fiction}', '{poetry,science}', '{science}'],
  jsonb: [],
};
const LIKE = ['*a*', 'A*', '*1', '%e%', '*ta *', 'B*', '*', 'review _'];
const REGEX = ['^A', 'a$', '[0-9]+', '^(al|be)', 'e.*a', '^[A-Z][a-z]+$', 'i'];
const FTS: Record<string, string[]> = {
  fts: ['river', 'stone & garden', 'numbers | walls', '!river'],
  plfts: ['quiet garden', 'river stone'],
  phfts: ['the river', 'stone walls'],
  wfts: ['"the river" -stone', 'numbers or walls', 'garden'],
};
const JSON_KEYS: Record<string, string[]> = { meta: ['lang', 'level'], info: ['lang', 'edition'] };
const JSON_VALUES = ['en', 'hi', 'fr', '0', '1', '2', '3'];

const pick = <T>(xs: readonly T[]) => fc.constantFrom(...xs);

function opsFor(table: TableName, column: string): FilterOp[] {
  const type = TABLES[table][column];
  if (type === 'bool') return ['eq', 'neq', 'is', 'isdistinct'];
  if (type === 'array') return ['cs', 'cd', 'ov', 'eq', 'is'];
  if (type === 'text')
    return column === 'summary'
      ? ['fts', 'plfts', 'phfts', 'wfts', 'is', 'like']
      : ['eq', 'neq', 'gt', 'lt', 'like', 'ilike', 'match', 'imatch', 'in', 'is', 'isdistinct'];
  return ['eq', 'neq', 'gt', 'gte', 'lt', 'lte', 'in', 'is', 'isdistinct'];
}

function filterOn(table: TableName): fc.Arbitrary<Filter> {
  const plain = Object.keys(TABLES[table]).filter((c) => TABLES[table][c] !== 'jsonb');
  const jsonCols = Object.keys(TABLES[table]).filter((c) => TABLES[table][c] === 'jsonb');
  const onColumn = pick(plain).chain((column) => {
    const type = TABLES[table][column];
    return fc
      .record({
        op: pick(opsFor(table, column)),
        negate: fc.boolean(),
        list: fc.uniqueArray(pick(VALUES[type].length ? VALUES[type] : ['x']), { maxLength: 4 }),
      })
      .chain(({ op, negate, list }) => {
        const value =
          op === 'is'
            ? pick(type === 'bool' ? ['null', 'not_null', 'true', 'false', 'unknown'] : ['null', 'not_null'])
            : op === 'like' || op === 'ilike'
              ? pick(LIKE)
              : op === 'match' || op === 'imatch'
                ? pick(REGEX)
                : FTS[op]
                  ? pick(FTS[op])
                  : pick(VALUES[type]);
        return value.map((v): Filter => ({ column, op, value: v, negate, list: op === 'in' ? list : undefined }));
      });
  });
  if (!jsonCols.length) return onColumn;
  const onPath = fc.record({ column: pick(jsonCols), negate: fc.boolean(), op: pick(['eq', 'neq', 'in', 'is'] as FilterOp[]) }).chain((f) =>
    fc
      .record({
        key: pick(JSON_KEYS[f.column]),
        value: pick(f.op === 'is' ? ['null', 'not_null'] : JSON_VALUES),
        list: fc.uniqueArray(pick(JSON_VALUES), { maxLength: 3 }),
      })
      .map(({ key, value, list }): Filter => ({ ...f, path: { op: '->>', key }, value, list: f.op === 'in' ? list : undefined })),
  );
  return fc.oneof({ weight: 4, arbitrary: onColumn }, { weight: 1, arbitrary: onPath });
}

function columnsOf(table: TableName): fc.Arbitrary<Column[] | '*'> {
  const names = Object.keys(TABLES[table]);
  const column: fc.Arbitrary<Column> = pick(names).chain((name) => {
    const type = TABLES[table][name];
    const variants: fc.Arbitrary<Column>[] = [fc.constant({ name }), fc.constant({ name, alias: `a_${name}` })];
    if (type === 'int' || type === 'numeric') variants.push(pick(['text', 'numeric'] as const).map((cast) => ({ name, cast })));
    if (type === 'text' || type === 'date' || type === 'bool') variants.push(fc.constant({ name, cast: 'text' as const }));
    if (type === 'jsonb')
      variants.push(fc.record({ op: pick(['->', '->>'] as const), key: pick(JSON_KEYS[name]) }).map((path) => ({ name, path })));
    return fc.oneof(...variants);
  });
  // distinct output keys: a repeated key would be ambiguous in JSON
  const list = fc.uniqueArray(column, { minLength: 1, maxLength: 4, selector: (c) => c.alias ?? c.path?.key ?? c.name });
  return fc.oneof({ weight: 1, arbitrary: fc.constant('*' as const) }, { weight: 3, arbitrary: list });
}

const orderOn = (table: TableName): fc.Arbitrary<Order> =>
  fc.record({
    column: pick(Object.keys(TABLES[table]).filter((c) => !['jsonb', 'array'].includes(TABLES[table][c]))),
    ascending: fc.boolean(),
    nullsFirst: fc.option(fc.boolean(), { nil: undefined }),
  });

function embedsOf(table: TableName, depth: number): fc.Arbitrary<Embed[]> {
  if (depth > 2) return fc.constant([]);
  const one = pick(RELATIONS[table]).chain((rel) =>
    fc
      .record({
        alias: fc.option(fc.constant(`e_${rel.target}`), { nil: undefined }),
        inner: fc.boolean(),
        columns: columnsOf(rel.target),
        filters: fc.array(filterOn(rel.target), { maxLength: 2 }),
        order: rel.toOne ? fc.constant(undefined) : orderOn(rel.target),
        limit: rel.toOne ? fc.constant(undefined) : fc.option(fc.nat({ max: 4 }), { nil: undefined }),
        embeds: embedsOf(rel.target, depth + 1),
      })
      .map((e): Embed => ({ target: rel.target, ...e })),
  );
  return fc.uniqueArray(one, { maxLength: depth === 1 ? 2 : 1, selector: (e) => e.alias ?? e.target });
}

export const readQuery: fc.Arbitrary<ReadQuery> = pick(Object.keys(TABLES) as TableName[]).chain((table) =>
  fc
    .record({
      columns: columnsOf(table),
      embeds: embedsOf(table, 1),
      filters: fc.array(filterOn(table), { maxLength: 3 }),
      or: fc.option(fc.array(filterOn(table), { minLength: 1, maxLength: 3 }), { nil: undefined }),
      orders: fc.array(orderOn(table), { maxLength: 2 }),
      range: fc.option(
        fc.tuple(fc.nat({ max: 45 }), fc.nat({ max: 20 })).map(([from, n]): [number, number] => [from, from + n]),
        { nil: undefined },
      ),
      count: fc.boolean(),
      head: fc.boolean(),
      single: fc.boolean(),
      relatedOrder: fc.record({ ascending: fc.boolean(), nullsFirst: fc.option(fc.boolean(), { nil: undefined }) }),
    })
    .map(({ relatedOrder, ...r }): ReadQuery => {
      const single = r.single && !r.head && !r.count && r.range === undefined;
      const orders = [...r.orders];
      // order by a to-one embed's column (`order=c_authors(name)`) when there is one
      const toOne = r.embeds.find((e) => RELATIONS[table].find((x) => x.target === e.target)?.toOne);
      if (toOne && orders.length < 2) {
        orders.unshift({ column: toOne.target === 'c_authors' ? 'name' : 'title', embed: toOne.alias ?? toOne.target, ...relatedOrder });
      }
      // a unique last key, so the page is one definite set of rows
      orders.push({ column: 'id', ascending: true });
      return { table, ...r, orders, single };
    }),
);
