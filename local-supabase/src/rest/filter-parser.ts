import { assertRegexAffordable } from './cost-guard';
import { Cursor, type Field } from './select-parser';

// Horizontal filters `field=[not.]op.value` and logic trees `or=(a.eq.1,and(b.gt.2,c.is.null))`, parsed as
// PostgREST's QueryParams does. Values stay values: they are bound as parameters when rendered.
export const OPERATORS = [
  'eq',
  'neq',
  'gt',
  'gte',
  'lt',
  'lte',
  'like',
  'ilike',
  'match',
  'imatch',
  'in',
  'is',
  'isdistinct',
  'cs',
  'cd',
  'ov',
  'fts',
  'plfts',
  'phfts',
  'wfts',
] as const;
export type Operator = (typeof OPERATORS)[number];

export type Condition =
  | { kind: 'op'; field: Field; negate: boolean; op: Operator; value: string; list?: string[]; config?: string }
  | { kind: 'logic'; op: 'and' | 'or'; negate: boolean; children: Condition[] };

/** Logic trees nested deeper than this are refused: a tree 2,500 deep overflowed the stack (a 500). */
export const MAX_LOGIC_DEPTH = 64;
const IS_VALUES = ['null', 'not_null', 'true', 'false', 'unknown'];
const FTS = ['fts', 'plfts', 'phfts', 'wfts'];

/** A value inside a logic tree or an in() list: a quoted string, or everything up to `,` or `)`. */
function delimitedValue(c: Cursor, allowArray: boolean): string {
  const start = c.i;
  if (c.peek() === '"') {
    const q = c.quoted()!;
    if (c.done() || c.peek() === ',' || c.peek() === ')') return q;
    c.i = start;
  }
  if (allowArray && c.peek() === '{') {
    const close = c.s.indexOf('}', c.i);
    if (close > 0 && !c.s.slice(c.i + 1, close).includes('{')) {
      c.i = close + 1;
      return c.s.slice(start, c.i);
    }
  }
  while (!c.done() && c.peek() !== ',' && c.peek() !== ')') c.i++;
  return c.s.slice(start, c.i);
}

/** `[not.]op[(config)].value` at the cursor; inside a logic tree the value ends at `,` or `)`. */
function operation(c: Cursor, field: Field, inTree: boolean): Condition {
  const negate = c.eat('not.');
  const name = /^[a-z]+/.exec(c.s.slice(c.i))?.[0] ?? '';
  if (!(OPERATORS as readonly string[]).includes(name)) throw c.fail('expecting an operator (eq, gt, ...)');
  c.i += name.length;
  const op = name as Operator;
  let config: string | undefined;
  if (FTS.includes(op) && c.eat('(')) {
    config = /^[A-Za-z0-9_ $]+/.exec(c.s.slice(c.i))?.[0];
    if (!config) throw c.fail('expecting a text search configuration');
    c.i += config.length;
    c.expect(')');
  }
  c.expect('.');
  if (op === 'in') {
    c.expect('(');
    const list: string[] = [];
    do list.push(delimitedValue(c, false));
    while (c.eat(','));
    c.expect(')');
    if (!inTree && !c.done()) throw c.fail('expecting end of input');
    // `in.()` is an empty list (PostgREST answers no rows)
    return { kind: 'op', field, negate, op, value: '', list: list.length === 1 && list[0] === '' ? [] : list };
  }
  const value = inTree ? delimitedValue(c, true) : c.s.slice(c.i);
  if (!inTree) c.i = c.s.length;
  if (op === 'is' && !IS_VALUES.includes(value.toLowerCase())) throw c.fail('expecting null, not_null, true, false or unknown');
  if (op === 'match' || op === 'imatch') assertRegexAffordable(value);
  return { kind: 'op', field, negate, op, value, config };
}

/** The value of a `field=` query parameter. */
export function parseOperation(key: string, expr: string): Condition {
  const k = new Cursor(key, 'filter');
  const field = k.field();
  if (!k.done()) throw k.fail('expecting "=" after the column');
  return operation(new Cursor(expr, `filter (${expr.slice(0, 100)})`), field, false);
}

function tree(c: Cursor, op: 'and' | 'or', negate: boolean, depth: number): Condition {
  if (depth > MAX_LOGIC_DEPTH) throw c.fail(`(logic tree nested deeper than ${MAX_LOGIC_DEPTH})`);
  c.expect('(');
  const children: Condition[] = [];
  do {
    c.spaces();
    const start = c.i;
    const not = c.eat('not.');
    const logic = c.eat('and(') ? 'and' : c.eat('or(') ? 'or' : undefined;
    if (logic) {
      c.i--; // back onto the "("
      children.push(tree(c, logic, not, depth + 1));
    } else {
      c.i = start;
      const field = c.field();
      c.expect('.');
      children.push(operation(c, field, true));
    }
    c.spaces();
  } while (c.eat(','));
  c.expect(')');
  return { kind: 'logic', op, negate, children };
}

/** The value of `or=` / `and=` (with or without a `not.` prefix on the key). */
export function parseLogic(op: 'and' | 'or', negate: boolean, value: string): Condition {
  const c = new Cursor(value, 'logic tree');
  const t = tree(c, op, negate, 1);
  if (!c.done()) throw c.fail('expecting end of input');
  return t;
}

/** The patterns of every match/imatch in a condition tree (their costs add up per request: cost-guard.ts). */
export function regexPatterns(cond: Condition): string[] {
  if (cond.kind === 'logic') return cond.children.flatMap(regexPatterns);
  return cond.op === 'match' || cond.op === 'imatch' ? [cond.value] : [];
}
