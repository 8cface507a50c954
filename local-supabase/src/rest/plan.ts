import type { ForeignKey, SchemaCache, Table } from '../db/schema-cache';
import { RestError, parseError } from './errors';
import { assertRegexBudget } from './cost-guard';
import { type Condition, parseLogic, parseOperation, regexPatterns } from './filter-parser';
import { Cursor, type Field, parseSelect, type SelectItem } from './select-parser';

// A request's read shape as a tree: the root table and its embedded resources, each with the
// filters, order and limits that apply to it. Every identifier is resolved against the cache.
export interface OrderTerm {
  field: Field;
  /** `order=exam(name)`: a column of this to-one embed (its key in the select). */
  embed?: string;
  desc: boolean;
  nulls?: 'first' | 'last';
}
export interface Relationship {
  fk: ForeignKey;
  /** many-to-one and one-to-one embed as an object, one-to-many as an array (as PostgREST does). */
  toOne: boolean;
  /** The foreign key is the parent's (many-to-one), else the embedded child's. */
  fromParent: boolean;
}
export interface ReadNode {
  table: Table;
  select: SelectItem[];
  where: Condition[];
  order: OrderTerm[];
  limit?: number;
  offset?: number;
  embeds: Map<string, EmbedNode>;
}
export interface EmbedNode extends ReadNode {
  key: string;
  rel: Relationship;
  inner: boolean;
}

export const RESERVED_PARAMS = new Set(['select', 'columns', 'on_conflict']);

export function getTable(schema: SchemaCache, name: string): Table {
  const t = schema.tables.get(name);
  if (!t) {
    throw new RestError(404, 'PGRST205', `Could not find the table '${schema.schema}.${name}' in the schema cache`);
  }
  return t;
}

export function assertColumn(table: Table, column: string): void {
  if (!table.columns.has(column)) {
    throw new RestError(400, '42703', `column ${table.name}.${column} does not exist`);
  }
}

function findRelationship(schema: SchemaCache, parent: Table, name: string, hint?: string): { target: Table; rel: Relationship } {
  const candidates: { target: string; rel: Relationship }[] = [];
  for (const fk of schema.foreignKeys) {
    const matchesHint = !hint || fk.name === hint || (fk.fromColumns.length === 1 && fk.fromColumns[0] === hint);
    if (!matchesHint) continue;
    // many-to-one, by target table or by the foreign-key column / constraint name
    if (
      fk.fromTable === parent.name &&
      (fk.toTable === name || fk.name === name || (fk.fromColumns.length === 1 && fk.fromColumns[0] === name))
    ) {
      candidates.push({ target: fk.toTable, rel: { fk, toOne: true, fromParent: true } });
    }
    if (fk.toTable === parent.name && fk.fromTable === name) {
      // As PostgREST: a child whose foreign key columns are its primary key or a unique key is one-to-one (an
      // object, not an array).
      candidates.push({ target: fk.fromTable, rel: { fk, toOne: isUniqueKey(getTable(schema, name), fk.fromColumns), fromParent: false } });
    }
  }
  if (candidates.length === 0) {
    throw new RestError(
      400,
      'PGRST200',
      `Could not find a relationship between '${parent.name}' and '${name}' in the schema cache`,
      `Searched for a foreign key relationship between '${parent.name}' and '${name}' in the schema '${schema.schema}', but no matches were found.`,
    );
  }
  if (candidates.length > 1) {
    throw new RestError(
      300,
      'PGRST201',
      `Could not embed because more than one relationship was found for '${parent.name}' and '${name}'`,
      candidates.map((c) => `${c.rel.fk.name}`).join(', '),
      `Try changing '${name}' to one of the following: ${candidates.map((c) => `'${name}!${c.rel.fk.name}'`).join(', ')}. Find the desired relationship in the 'details' key.`,
    );
  }
  return { target: getTable(schema, candidates[0].target), rel: candidates[0].rel };
}

const isUniqueKey = (table: Table, columns: string[]) =>
  (table.uniqueKeys ?? []).some((key) => key.length === columns.length && key.every((c) => columns.includes(c)));

function buildNode(schema: SchemaCache, table: Table, select: SelectItem[]): ReadNode {
  const node: ReadNode = { table, select, where: [], order: [], embeds: new Map() };
  for (const item of select) {
    if (item.kind === 'column') assertColumn(table, item.name);
    if (item.kind !== 'embed') continue;
    const { target, rel } = findRelationship(schema, table, item.name, item.hint);
    const key = item.alias ?? item.name;
    node.embeds.set(key, { ...buildNode(schema, target, item.select), key, rel, inner: item.inner });
  }
  return node;
}

const nonNegativeInt = (name: string, v: string) => {
  if (!/^\d+$/.test(v)) throw parseError(`"failed to parse ${name} parameter (${v})"`);
  return Number(v);
};

/** `order=a.desc,b->k.nullslast,exam(name).asc`, as PostgREST's pOrder parses it. */
function parseOrder(node: ReadNode, v: string): OrderTerm[] {
  const c = new Cursor(v, 'order');
  const terms: OrderTerm[] = [];
  do {
    c.spaces();
    const first = c.field();
    let term: OrderTerm = { field: first, desc: false };
    if (!first.path.length && c.eat('(')) {
      const embed = node.embeds.get(first.name);
      if (!embed)
        throw new RestError(
          400,
          'PGRST108',
          `'${first.name}' is not an embedded resource in this request`,
          null,
          `Verify that '${first.name}' is included in the 'select' query parameter.`,
        );
      if (!embed.rel.toOne) {
        throw new RestError(
          400,
          'PGRST118',
          `A related order on '${first.name}' is not possible`,
          `'${node.table.name}' and '${first.name}' do not form a many-to-one or one-to-one relationship`,
        );
      }
      term = { field: c.field(), embed: first.name, desc: false };
      c.expect(')');
      assertColumn(embed.table, term.field.name);
    } else assertColumn(node.table, first.name);
    if (c.eat('.asc')) term.desc = false;
    else if (c.eat('.desc')) term.desc = true;
    if (c.eat('.nullsfirst')) term.nulls = 'first';
    else if (c.eat('.nullslast')) term.nulls = 'last';
    c.spaces();
    if (!c.done() && c.peek() !== ',') throw c.fail('expecting ".asc", ".desc", ".nullsfirst", ".nullslast" or ","');
    terms.push(term);
  } while (c.eat(','));
  return terms;
}

function checkConditionColumns(table: Table, c: Condition): void {
  if (c.kind === 'op') assertColumn(table, c.field.name);
  else c.children.forEach((child) => checkConditionColumns(table, child));
}

/** Caps every node's rows at max_rows, as PostgREST's db-max-rows does for reads (embeds too; writes are not capped). */
function restrictRows(node: ReadNode, maxRows: number): void {
  node.limit = Math.min(node.limit ?? maxRows, maxRows);
  for (const e of node.embeds.values()) restrictRows(e, maxRows);
}

/**
 * Builds the read tree from `select=` and applies every other query parameter to its node.
 * maxRows: the project's [api] max_rows, for reads; writes pass undefined.
 */
export function planRead(
  schema: SchemaCache,
  table: Table,
  params: URLSearchParams,
  maxRows: number | undefined,
  skip: Set<string> = new Set(),
): ReadNode {
  const root = buildNode(schema, table, parseSelect(params.get('select')));
  const patterns: string[] = [];
  for (const [key, value] of params) {
    if (RESERVED_PARAMS.has(key) || skip.has(key)) continue;
    const parts = key.split('.');
    let negateLogic = false;
    if (parts.length >= 2 && parts[parts.length - 2] === 'not' && ['or', 'and'].includes(parts[parts.length - 1])) {
      negateLogic = true;
      parts.splice(parts.length - 2, 1);
    }
    const last = parts.pop() as string;
    let node: ReadNode = root;
    for (const p of parts) {
      const next = node.embeds.get(p);
      if (!next)
        throw new RestError(
          400,
          'PGRST108',
          `'${p}' is not an embedded resource in this request`,
          null,
          `Verify that '${p}' is included in the 'select' query parameter.`,
        );
      node = next;
    }
    if (last === 'order') node.order = parseOrder(node, value);
    else if (last === 'limit') node.limit = nonNegativeInt('limit', value);
    else if (last === 'offset') node.offset = nonNegativeInt('offset', value);
    else {
      const cond = last === 'or' || last === 'and' ? parseLogic(last, negateLogic, value) : parseOperation(last, value);
      checkConditionColumns(node.table, cond);
      node.where.push(cond);
      patterns.push(...regexPatterns(cond));
    }
  }
  assertRegexBudget(patterns);
  if (maxRows !== undefined) restrictRows(root, maxRows);
  return root;
}
